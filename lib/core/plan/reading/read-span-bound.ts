import { parseRequest } from '../../nlu/parse-request';
import { addZonedDays, startOfZonedDay, toZonedIso } from '../../time/zoned';
import type { BuildContext } from '../plan-draft';
import type { Direction, IsoRange } from './question-time';

export interface SpanBound {
  /** The words with the bound taken out: "the design review". */
  words: string;
  /** Where to look: from the span's end on (after), or up to its start (before). */
  range?: IsoRange;
  direction?: Direction;
}

const BOUND =
  /\s*\b(after|before)\s+((?:this|next|last|the\s+coming)\s+(?:week|month|weekend|year)|today|tomorrow|tonight|yesterday|(?:this\s+|next\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:['’]s)?(?:\s+(?:one|session|meeting|class|call|event|occurrence|instance)s?)?(?=\s|$|[?.!,])/i;
const YEAR_DAYS = 365;

/**
 * "the design review after this week's one", "the yoga class after Saturday's": the first one once
 * that span is over (or, with "before", the last one before it starts). A bound is a span said by
 * its name; "after 3pm" and "after the standup" are left to the time and neighbour readers.
 */
export function readSpanBound(words: string, ctx: BuildContext): SpanBound {
  const m = BOUND.exec(words);
  if (m === null) return { words };
  const { now, timeZone: zone } = ctx;
  const when = parseRequest(`what's on ${m[2] ?? ''}`, { now, timeZone: zone }).when;
  if (when === undefined) return { words };
  const rest = `${words.slice(0, m.index)} ${words.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  const iso = (start: number, end: number): IsoRange => ({ start: toZonedIso(start, zone), end: toZonedIso(end, zone) });
  if ((m[1] ?? '').toLowerCase() === 'after') {
    const end = when.end ?? addZonedDays(startOfZonedDay(when.start, zone), 1, zone);
    return { words: rest, range: iso(end, addZonedDays(end, YEAR_DAYS, zone)), direction: 'future' };
  }
  return { words: rest, range: iso(addZonedDays(when.start, -YEAR_DAYS, zone), when.start), direction: 'past' };
}
