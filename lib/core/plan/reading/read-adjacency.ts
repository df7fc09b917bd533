import type { ParsedAttendee } from '../../nlu/parsed-request';
import type { EventQuery, PersonRef } from '../event-query';

export interface AdjacencyReading {
  adjacentTo: NonNullable<EventQuery['adjacentTo']>;
  /** The words naming the events themselves, with the anchor phrase taken out. */
  rest: string;
  /** The parsed people named in the anchor phrase: the anchor's, not the events'. */
  anchorPeople: readonly ParsedAttendee[];
}

const SIDE =
  /\b(?:(?:right|just|immediately|directly|straight)\s+)?(after|before|following|preceding|ahead\s+of|prior\s+to)\s+(?:(?:my|the|our)\s+|(?:that|this)\s+(?!(?:week|month|year|weekend|morning|afternoon|evening)\b))?/i;
/**
 * Where the anchor's name ends: a time, the destination or amount ("back 30 min", "forward an hour",
 * "up by a day"), another clause, courtesy.
 */
const ANCHOR_END =
  /\s+(?:(?:back|forward|forwards|ahead|later|earlier|up|down)(?=\s+(?:by\b|to\b|till\b|until\b|\d|an?\b|half\b|one\b|two\b|three\b|few\b|couple\b))|(?:back|forward|forwards|later|earlier)\s*$|\d+(?:\.\d+)?\s*(?:m|mins?|minutes?|h|hrs?|hours?|days?)\b|(?:half\s+an?|an?|one|two|three|fifteen|thirty|forty[\s-]?five|ninety)\s+(?:hours?|hrs?|minutes?|mins?|days?)\b|to|by|for|and|then|but|because|so|until|till|at|on|in|from|into|please|pls|instead|today|tonight|tomorrow|tmrw|yesterday|this|next|last|coming|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d)\b|[,;.?!]/i;
/** A time after "after"/"before" is a time, not an event: "after 3pm", "before noon", "after Friday". */
const TIME_FIRST =
  /^(?:\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\b|o'?clock|h\b)|\d{1,2}(?::\d{2})?(?![\S])|\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}\/\d|noon|midday|midnight|morning|afternoon|evening|tonight|today|tomorrow|tmrw|yesterday|this|next|last|the\s+(?:weekend|week|end)|weekend|work|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|christmas|thanksgiving|new\s+year|then|that|it|them|lunchtime|i\b|we\b|you\b)/i;
/** "to after lunch", "until after the offsite": the side phrase is the destination of a move. */
const DESTINATION_BEFORE = /\b(?:to|till|until|into|for)\s*$/i;
const FILLER = /^(?:a|an|the|my|our|one|usual|regular|scheduled)$/i;

/**
 * "the meeting right after the standup", "the one before my 1:1 with Priya", "my first meeting after
 * lunch": the event they are next to, read out of the words that name events. Undefined when
 * "after"/"before" is followed by a time ("after 3pm", "before Friday"), which is a time condition.
 */
export function readAdjacency(object: string, attendees: readonly ParsedAttendee[]): AdjacencyReading | undefined {
  const side = SIDE.exec(object);
  if (side === null) return undefined;
  // "shift it to after lunch", "push the demo till after the offsite": where it goes, not which event.
  if (DESTINATION_BEFORE.test(object.slice(0, side.index))) return undefined;
  const after = object.slice(side.index + side[0].length);
  if (TIME_FIRST.test(after)) return undefined;
  const end = ANCHOR_END.exec(` ${after}`);
  const phrase = (end === null ? after : after.slice(0, Math.max(0, end.index - 1))).trim();
  if (phrase === '') return undefined;
  const withAt = /\s*\b(?:with|w\/)\s+/i.exec(phrase);
  const titleWords = (withAt === null ? phrase : phrase.slice(0, withAt.index))
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}:]+$/gu, '').replace(/['’]s$/i, ''))
    .filter((w) => w !== '' && !FILLER.test(w));
  const lower = phrase.toLowerCase();
  const anchorPeople = attendees.filter(
    (a) =>
      (a.email !== undefined && lower.includes(a.email.toLowerCase())) ||
      (a.name !== undefined && lower.includes(a.name.toLowerCase())),
  );
  const people = anchorPeople.flatMap((a): PersonRef[] =>
    a.email !== undefined ? [{ email: a.email }] : a.name !== undefined ? [{ name: a.name }] : [],
  );
  if (withAt !== null && people.length === 0) {
    const name = phrase.slice(withAt.index + withAt[0].length).trim();
    if (name !== '') people.push({ name });
  }
  if (titleWords.length === 0 && people.length === 0) return undefined;
  const title = titleWords.join(' ');
  const direction = /^(?:before|preceding|ahead|prior)/i.test(side[1] ?? '') ? 'before' : 'after';
  const rest = `${object.slice(0, side.index)} ${after.slice(phrase.length)}`;
  return {
    adjacentTo: {
      side: direction,
      anchor: {
        ...(title === '' || /^(?:meeting|event|call|one)$/i.test(title) ? {} : { title }),
        ...(people.length === 0 ? {} : { people }),
      },
    },
    rest,
    anchorPeople,
  };
}
