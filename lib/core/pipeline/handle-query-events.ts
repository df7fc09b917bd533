import type { EventOccurrence } from '../domain/calendar-event';
import type { ParsedRequest } from '../nlu/parsed-request';
import { formatDay } from '../time/format';
import { addZonedDays, startOfZonedDay } from '../time/zoned';
import type { TurnContext } from './turn-context';
import type { AgendaItem } from './turn-event';

const NEXT_LIMIT = 5;

/** "What's on tomorrow?" lists that day; "what's next?" the next few events. */
export async function handleQueryEvents(parsed: ParsedRequest, ctx: TurnContext): Promise<void> {
  const { timeZone: zone } = ctx;
  const now = ctx.clock.now();
  const when = parsed.when;
  const range =
    when === undefined
      ? { start: now, end: addZonedDays(startOfZonedDay(now, zone), 8, zone) }
      : { start: when.start, end: when.end ?? addZonedDays(startOfZonedDay(when.start, zone), 1, zone) };
  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Reading your calendar' });
  const occurrences = await ctx.calendar.listOccurrences(range, zone);
  const shown = when === undefined ? occurrences.filter((o) => o.end > now).slice(0, NEXT_LIMIT) : occurrences;
  const label = when === undefined ? 'coming up' : `on ${formatDay(range.start, zone)}`;
  const text =
    shown.length === 0
      ? `Nothing ${label} — you're free.`
      : `${String(shown.length)} event${shown.length === 1 ? '' : 's'} ${label}:`;
  ctx.emit({ type: 'text', text, agenda: shown.map(toAgendaItem), timeZone: zone });
}

export function toAgendaItem(o: EventOccurrence): AgendaItem {
  const item: AgendaItem = { id: o.event.id, title: o.event.title, start: o.start, end: o.end, allDay: o.allDay };
  if (o.event.location !== undefined) item.location = o.event.location;
  return item;
}
