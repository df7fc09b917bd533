import type { Answer } from '../core/plan/answer';
import { attendeeWords } from '../core/plan/answers/answer-who';
import { timeWithinDay } from '../core/plan/answers/answer-words';
import type { AgendaItem } from '../core/pipeline/turn-event';
import { formatDay, formatRange } from '../core/time/format';

const INDENT = '  ';

/**
 * An answer as the CLI prints it: the sentence, then every day with its events and free windows,
 * the free windows, the guests, or the events, one a line and indented. Nothing is left out.
 */
export function formatAnswer(answer: Answer): string {
  const zone = answer.timeZone;
  const lines = [answer.text];
  for (const day of answer.days ?? []) {
    lines.push(`${INDENT}${day.label}`);
    for (const item of day.items) lines.push(`${INDENT}${INDENT}${timeWithinDay(item, zone)}  ${titleOf(item)}`);
    for (const w of day.free) lines.push(`${INDENT}${INDENT}Free ${timeWithinDay({ ...w, allDay: false }, zone)}`);
    if (day.items.length === 0 && day.free.length === 0) lines.push(`${INDENT}${INDENT}Nothing on`);
  }
  for (const w of answer.free ?? []) lines.push(`${INDENT}Free ${formatRange(w.start, w.end, zone)}`);
  for (const person of answer.people ?? []) lines.push(`${INDENT}${attendeeWords(person)}${emailOf(person)}`);
  // With days listed, the events are already under their days.
  if (answer.days === undefined) {
    // A free-time answer's events are what takes the rest of the time.
    const label = answer.kind === 'free' ? 'Busy ' : '';
    for (const item of answer.items ?? []) lines.push(`${INDENT}${label}${whenOf(item, zone)}  ${titleOf(item)}`);
  }
  return lines.join('\n');
}

/** "Sat 21 Nov, 09:00–10:00", or "Thu 26 Nov, all day". */
export function whenOf(item: AgendaItem, zone: string): string {
  if (!item.allDay) return formatRange(item.start, item.end, zone);
  const first = formatDay(item.start, zone);
  const last = formatDay(item.end - 1, zone);
  return first === last ? `${first}, all day` : `${first} – ${last}, all day`;
}

function titleOf(item: AgendaItem): string {
  return item.location === undefined ? item.title : `${item.title} · ${item.location}`;
}

/** The address too when the name hides it: a CLI user may want to write to them. */
function emailOf(person: { email: string; name?: string | undefined }): string {
  return person.name === undefined || person.name.trim() === '' ? '' : ` <${person.email}>`;
}
