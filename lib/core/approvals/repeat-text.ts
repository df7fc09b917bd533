import type { EventDraft } from '../domain/calendar-event';
import { describeRecurrence } from '../pipeline/describe-recurrence';
import { instantOfFloating } from '../time/floating-time';
import { formatDay } from '../time/format';
import { parseRecurrenceLines, type IcalValue } from '../time/parse-recurrence-lines';
import { isValidTimeZone } from '../time/zoned';
import { joinWords } from './review-words';

const MAX_NAMED_DAYS = 3;

/**
 * "every weekday, except Tue 1 Dec": an event's repeat in words for the card. `fresh` are the
 * recurrence lines a change adds, whose dates are named first.
 */
export function repeatText(event: EventDraft, zone: string, fresh: readonly string[]): string | undefined {
  const lines = event.recurrence ?? [];
  const rules = lines.filter((l) => /^RRULE:/i.test(l)).map(describeRecurrence);
  const except = exceptText(event, zone, fresh);
  const extra = lines.filter((l) => /^RDATE/i.test(l)).flatMap((l) => l.replace(/^[^:]*:/, '').split(','));
  const parts = [
    ...rules,
    ...(except === undefined ? [] : [except]),
    ...(extra.length === 0 ? [] : [`plus ${String(extra.length)} date${extra.length === 1 ? '' : 's'}`]),
  ];
  return parts.length === 0 ? undefined : parts.join(', ');
}

/**
 * "except Tue 1 Dec": the days an event's EXDATEs take out, in the person's zone, a few by name
 * and the rest counted. The dates a change adds are named first, so a card never hides what it is
 * about behind "and 3 more"; lines the expander cannot read are only counted.
 */
function exceptText(event: EventDraft, zone: string, fresh: readonly string[]): string | undefined {
  const lines = (event.recurrence ?? []).filter((l) => /^EXDATE/i.test(l));
  const eventZone = event.time.kind === 'timed' && isValidTimeZone(event.time.timeZone) ? event.time.timeZone : zone;
  const days = new Map<string, { at: number; fresh: boolean }>();
  let unread = 0;
  for (const line of lines) {
    const values = parseRecurrenceLines([line])?.exdates;
    if (values === undefined) {
      unread += line.replace(/^[^:]*:/, '').split(',').length;
      continue;
    }
    for (const value of values) {
      const at = instantOf(value, eventZone);
      const text = value.kind === 'date' ? formatDay(value.floating, 'UTC') : formatDay(at, zone);
      const isFresh = fresh.includes(line) || days.get(text)?.fresh === true;
      days.set(text, { at, fresh: isFresh });
    }
  }
  if (days.size + unread === 0) return undefined;
  const chosen = [...days]
    .sort(([, a], [, b]) => Number(b.fresh) - Number(a.fresh) || a.at - b.at)
    .slice(0, MAX_NAMED_DAYS)
    .sort(([, a], [, b]) => a.at - b.at)
    .map(([text]) => text);
  const more = days.size - chosen.length + unread;
  if (more === 0) return `except ${joinWords(chosen)}`;
  const counted = `${String(more)} ${chosen.length === 0 ? '' : 'more '}date${more === 1 ? '' : 's'}`;
  return `except ${joinWords([...chosen, counted])}`;
}

/** Where an EXDATE value falls; a bare date at its midnight, which is enough to put dates in order. */
function instantOf(value: IcalValue, eventZone: string): number {
  switch (value.kind) {
    case 'date':
      return value.floating;
    case 'utc':
      return value.instant;
    case 'local':
      return instantOfFloating(value.floating, value.zone ?? eventZone);
  }
}
