import type { EventOccurrence } from '../../domain/calendar-event';
import { formatDay, formatRange } from '../../time/format';
import type { Interval } from '../../time/interval';
import { MINUTE_MS, addZonedDays, startOfZonedDay } from '../../time/zoned';
import type { EventQuery } from '../event-query';
import type { EventSelection, SelectContext } from './select-events';

type Adjacency = NonNullable<EventQuery['adjacentTo']>;
type Select = (occurrences: readonly EventOccurrence[], query: EventQuery, ctx: SelectContext) => EventSelection;

/**
 * Meals people say "after lunch" about without a lunch in the calendar: their usual span, minutes
 * after midnight. "After lunch" starts when lunch is over; "before lunch" ends when it begins.
 */
const MEALS: Readonly<Record<string, readonly [number, number]>> = {
  breakfast: [8 * 60, 9 * 60],
  lunch: [12 * 60, 13 * 60],
  dinner: [18 * 60, 20 * 60],
};

/**
 * The events the query means among `matched` (its other conditions already applied) when it names
 * them by what they are next to: the anchor is found first, as one event (several are a question),
 * and the events on its day that start once it ends ("after") or end by its start ("before") are
 * ordered nearest first, so "the meeting after the standup" is the next one and "my second meeting
 * after lunch" the one after that.
 */
export function selectAdjacent(
  matched: readonly EventOccurrence[],
  all: readonly EventOccurrence[],
  query: EventQuery & { adjacentTo: Adjacency },
  ctx: SelectContext,
  select: Select,
): EventSelection {
  const { side, anchor } = query.adjacentTo;
  const anchorQuery: EventQuery = {
    expect: 'one',
    ...(anchor.title === undefined ? {} : { title: anchor.title }),
    ...(anchor.people === undefined ? {} : { people: anchor.people }),
    ...(query.range === undefined ? {} : { range: query.range }),
    ...(query.upcoming === true ? { upcoming: true } : {}),
    ...(query.past === true ? { past: true } : {}),
  };
  const found = select(all, anchorQuery, ctx);
  let window: Interval;
  let anchorEvent: EventOccurrence | undefined;
  if (found.kind === 'found' && found.occurrences[0] !== undefined) {
    anchorEvent = found.occurrences[0];
    const day = startOfZonedDay(anchorEvent.start, ctx.timeZone);
    window =
      side === 'after'
        ? { start: anchorEvent.end, end: addZonedDays(day, 1, ctx.timeZone) }
        : { start: day, end: anchorEvent.start };
  } else {
    const meal = anchor.people === undefined && anchor.title !== undefined ? MEALS[anchor.title.toLowerCase()] : undefined;
    if (meal === undefined) return found.kind === 'found' ? noneNear(query, ctx) : found;
    const day = startOfZonedDay(query.range === undefined ? ctx.now : Date.parse(query.range.start), ctx.timeZone);
    window =
      side === 'after'
        ? { start: day + meal[1] * MINUTE_MS, end: addZonedDays(day, 1, ctx.timeZone) }
        : { start: day, end: day + meal[0] * MINUTE_MS };
  }
  const near = matched
    .filter((o) => !o.allDay && o !== anchorEvent && !sameOccurrence(o, anchorEvent))
    .filter((o) =>
      side === 'after' ? o.start >= window.start && o.start < window.end : o.end <= window.end && o.start >= window.start,
    )
    .sort((a, b) => a.start - b.start);
  // Unsaid, the nearest; said, positions count in time order ("the last meeting before lunch" is the
  // nearest before it, "my first meeting before lunch" the day's first).
  const { ordinal } = query;
  const nearest = side === 'after' ? 1 : near.length;
  const n =
    ordinal === undefined
      ? nearest
      : ordinal.position === 'first'
        ? 1
        : ordinal.position === 'last'
          ? near.length
          : (ordinal.n ?? 1) < 0
            ? near.length + 1 + (ordinal.n ?? 1)
            : (ordinal.n ?? 1);
  const picked = query.expect === 'many' && ordinal === undefined ? near : n >= 1 ? near.slice(n - 1, n) : [];
  if (picked.length > 0) return { kind: 'found', occurrences: picked };
  const where =
    anchorEvent === undefined
      ? formatDay(window.start, ctx.timeZone)
      : `"${anchorEvent.event.title}" (${formatRange(anchorEvent.start, anchorEvent.end, ctx.timeZone)})`;
  return { kind: 'none', text: `I couldn't find anything ${side} ${where}.` };
}

function sameOccurrence(a: EventOccurrence, b: EventOccurrence | undefined): boolean {
  return b !== undefined && a.event.id === b.event.id && a.start === b.start;
}

function noneNear(query: EventQuery & { adjacentTo: Adjacency }, _ctx: SelectContext): EventSelection {
  return { kind: 'none', text: `I couldn't find "${query.adjacentTo.anchor.title ?? 'that event'}".` };
}
