import type { ClockTime, Piece } from './when-pieces';
import { bareClock, HOUR_WORD, MINUTE_WORDS } from './when-clock-words';
import { windowMinutes } from './when-clock-resolve';
import { NOT_A_QUANTITY } from './when-clock-phrases';

/**
 * Ranges of the clock whose ends were read by different matchers, or one of them by none:
 * "10am thru 1pm", "from 9:30 till quarter past 11", "from two to three thirty", "3 to 5 this
 * afternoon" (the 5 was read with its day part), "between three and four tomorrow afternoon",
 * "4 till 6", "from half 2 to 4". The range matchers only know written clocks; this joins a clock
 * piece to the clock said next to it, so a new way of saying a time is a range end for free.
 */

/** A clock said bare, as a range end may be: "3", "3:30", "4pm", "three thirty", "half 2". */
const BARE = String.raw`(?:\d{1,2}(?:[:.][0-5]\d)?(?:\s*[ap]\.?\s?m\b\.?)?|half\s+(?:\d{1,2}|${HOUR_WORD})|(?:${HOUR_WORD})(?:[\s-]+(?:${MINUTE_WORDS}))?(?:\s*[ap]\.?\s?m\b\.?)?)`;
/** The start said bare, right before the connector: "between three", "from 4", "3". */
const BARE_START = new RegExp(String.raw`(?:\b(between|from)\s+)?(?<![\w:/.$£€\-–])(${BARE})\s*$`, 'i');
/** The end said bare, right after the connector: "to 4", "- 5pm". */
const BARE_END = new RegExp(String.raw`^\s*(-|–|to|till|til|until|thru|through)\s*(${BARE})\b${NOT_A_QUANTITY}(?![\w:])`, 'i');
const CONNECTOR_END = /\s*(-|–|\bto|\btill|\btil|\buntil|\bthru|\bthrough|\band)\s*$/i;
const CONNECTOR_START = /^(to|till|til|until|thru|through)\s+/i;
/** "the 2 to 4pm", "my 3 to 5": a bare number after these names an event at that time, not a range's start. */
const COUNTED_BEFORE = /\b(?:the|my|our|your|his|her|their|a|an)\s+$/i;
/** "move the two o'clock to three thirty": "to" after a change verb is where the event goes. */
const CHANGE_VERB =
  /\b(?:move|moving|moved|push|pushed|shift|bump|reschedule|change|switch|swap|make|made|put|bring|pull|slide)\b/i;

/** The clock a piece ends a range with: a time, or the "till 6" of an open window. */
function endClock(p: Piece, text: string): ClockTime | undefined {
  if (p.kind === 'time') return p.zone === undefined ? p.time : undefined;
  if (p.kind !== 'window' || p.from !== undefined || p.to === undefined || p.daily || p.zone !== undefined) return undefined;
  return CONNECTOR_START.test(text.slice(p.index, p.index + p.length)) ? p.to : undefined;
}

/** Nothing in [from, to) was read already, or only the connector inside the piece at `to`. */
function unread(text: string, rest: string, from: number, to: number): boolean {
  return text.slice(from, to) === rest.slice(from, to);
}

function window(from: ClockTime, to: ClockTime, index: number, end: number): Piece | undefined {
  if (windowMinutes(from, to) === undefined) return undefined;
  return { kind: 'window', from, to, daily: false, index, length: end - index };
}

/**
 * `rest` is the text with every piece blanked: a bare end is looked for only where nothing was read.
 * Returns the pieces with each joined pair (or piece and bare clock) replaced by one window.
 */
export function joinClockRanges(pieces: readonly Piece[], text: string, rest: string): Piece[] {
  const out = [...pieces].sort((a, b) => a.index - b.index);
  const changeVerb = CHANGE_VERB.test(text);
  for (let i = 0; i < out.length; i++) {
    const b = out[i];
    if (b === undefined) continue;
    const to = endClock(b, text);
    if (to === undefined) continue;
    const own = CONNECTOR_START.exec(text.slice(b.index, b.index + b.length));
    const outside = own === null ? CONNECTOR_END.exec(rest.slice(0, b.index)) : null;
    const connector = (own?.[1] ?? outside?.[1] ?? '').toLowerCase();
    if (connector === '') continue;
    const aEnd = outside === null ? b.index : b.index - outside[0].length;
    const joined = joinBefore(out, i, aEnd, to, connector, text, rest, changeVerb);
    if (joined === undefined) continue;
    out.splice(joined.from, i - joined.from + 1, joined.piece);
    i = joined.from;
  }
  return joinBareEnds(out, text, rest);
}

function joinBefore(
  pieces: Piece[],
  i: number,
  aEnd: number,
  to: ClockTime,
  connector: string,
  text: string,
  rest: string,
  changeVerb: boolean,
): { from: number; piece: Piece } | undefined {
  const b = pieces[i];
  if (b === undefined) return undefined;
  const end = b.index + b.length;
  const prev = pieces[i - 1];
  if (prev?.kind === 'time' && prev.zone === undefined && text.slice(prev.index + prev.length, aEnd).trim() === '') {
    const saidFrom = /^(?:from|between)\b/i.test(text.slice(prev.index, prev.index + prev.length));
    if (connector === 'and' && !/^between\b/i.test(text.slice(prev.index))) return undefined;
    if (!saidFrom && connector === 'to' && changeVerb) return undefined;
    const piece = window(prev.time, to, prev.index, end);
    return piece === undefined ? undefined : { from: i - 1, piece };
  }
  const bare = BARE_START.exec(rest.slice(0, aEnd));
  if (bare === null) return undefined;
  const start = bare.index;
  // Blanks are spans read already: a bare start never reaches across one.
  if (!unread(text, rest, start, b.index)) return undefined;
  const lead = bare[1]?.toLowerCase();
  if (connector === 'and' && lead !== 'between') return undefined;
  if (lead === undefined && (COUNTED_BEFORE.test(rest.slice(0, start)) || (connector === 'to' && changeVerb))) return undefined;
  const from = bareClock(bare[2] ?? '');
  if (from === undefined) return undefined;
  const piece = window(from, to, start, end);
  return piece === undefined ? undefined : { from: i, piece };
}

/** "from half 2 to 4", "from two till 4": a clock said with "from" and a bare end after it. */
function joinBareEnds(pieces: Piece[], text: string, rest: string): Piece[] {
  return pieces.map((a) => {
    if (a.kind !== 'time' || a.zone !== undefined) return a;
    if (!/^(?:from|between)\b/i.test(text.slice(a.index, a.index + a.length))) return a;
    const m = BARE_END.exec(rest.slice(a.index + a.length));
    if (m === null || !unread(text, rest, a.index + a.length, a.index + a.length + m[0].length)) return a;
    const to = bareClock(m[2] ?? '');
    if (to === undefined) return a;
    return window(a.time, to, a.index, a.index + a.length + m[0].length) ?? a;
  });
}
