import { cancelOccurrence, isLocalSeries } from '../approvals/occurrence-change';
import type { SingleChange } from '../approvals/pending-action';
import { formatWhen } from '../approvals/review-words';
import { isRecurring } from '../domain/calendar-event';
import type { ParsedRequest } from '../nlu/parsed-request';
import { formatRange } from '../time/format';
import { addZonedDays, startOfZonedDay } from '../time/zoned';
import { approvalRequestOf } from './approval-request';
import { suggestChange } from './suggest-change';
import { questionEvent } from './question-event';
import type { TurnContext } from './turn-context';

const STOP_WORDS = new Set([
  'cancel',
  'delete',
  'remove',
  'drop',
  'call',
  'off',
  'my',
  'the',
  'a',
  'an',
  'with',
  'on',
  'at',
  'for',
  'event',
  'meeting',
  'please',
  // What people say around a cancel that names no event: never a title word to match.
  'can',
  'could',
  'would',
  'will',
  'you',
  'just',
  'this',
  'that',
  'one',
  'thing',
  'scrap',
  'scratch',
  'erase',
  'wipe',
  'nuke',
  'ditch',
  'kill',
  'skip',
  'bin',
  'trash',
  'axe',
  'nix',
  'calendar',
  'schedule',
  'today',
  'tomorrow',
  'tonight',
  'next',
  'week',
  'anymore',
  'instead',
  'thanks',
]);

/**
 * "Cancel my coffee with Sam tomorrow": find the one event meant, and ask before deleting it.
 * Several matches get a question, never a guess.
 */
export async function handleDeleteEvent(text: string, parsed: ParsedRequest, ctx: TurnContext): Promise<void> {
  const { timeZone: zone } = ctx;
  const now = ctx.clock.now();
  const range =
    parsed.when === undefined
      ? { start: now, end: addZonedDays(startOfZonedDay(now, zone), 30, zone) }
      : { start: parsed.when.start, end: parsed.when.end ?? addZonedDays(startOfZonedDay(parsed.when.start, zone), 1, zone) };
  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Looking for the event' });
  const occurrences = await ctx.calendar.listOccurrences(range, zone);
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}@.]+/u)
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w));
  const emails = (parsed.entities.attendees ?? []).flatMap((a) => (a.email === undefined ? [] : [a.email]));
  // Whole words only: "can you scrap this one" must not find "Phone call" through "one".
  const matches = occurrences.filter((o) => {
    const haystack = `${o.event.title} ${o.event.attendees.map((a) => `${a.email} ${a.name ?? ''}`).join(' ')}`.toLowerCase();
    const own = new Set(haystack.split(/[^\p{L}\p{N}@.]+/u));
    return words.some((w) => own.has(w)) || emails.some((e) => haystack.includes(e));
  });
  const [only, ...others] = matches;
  // A Google instance is refused here as before; a local series can lose one occurrence (an EXDATE).
  const refusedRepeat = only !== undefined && isRecurring(only.event) && !isLocalSeries(only.event);
  if (only === undefined) {
    ctx.emit({
      type: 'text',
      text: `I couldn't find that event ${parsed.when === undefined ? 'in the next 30 days' : `on ${formatRange(range.start, range.end, zone)}`}. Which one do you mean?`,
    });
    return;
  }
  if (others.length > 0 || refusedRepeat) {
    const list = matches
      .slice(0, 5)
      .map((o) => `"${o.event.title}" (${formatRange(o.start, o.end, zone)})`)
      .join(', ');
    ctx.emit(
      refusedRepeat && others.length === 0
        ? {
            type: 'text',
            text: `"${only.event.title}" repeats. Cancelling one occurrence is not supported yet; remove it from the series in your calendar.`,
          }
        : questionEvent(
            { text: `Several events match: ${list}. Which one should I cancel?`, choices: matches.slice(0, 5) },
            zone,
          ),
    );
    return;
  }
  const event = only.event;
  // Deleting a local series would delete every occurrence; an EXDATE takes out just this one.
  const series = isLocalSeries(event);
  const change: SingleChange = series
    ? cancelOccurrence(event, only.start, only.allDay, zone)
    : { kind: 'delete', before: event };
  const description = series
    ? `Delete "${event.title}" on ${formatWhen(only, zone)} (this occurrence only)`
    : `Delete "${event.title}" on ${formatRange(only.start, only.end, zone)}`;
  const action = await suggestChange(ctx, change, description);
  ctx.emit({ type: 'approval', approval: approvalRequestOf(action) });
}
