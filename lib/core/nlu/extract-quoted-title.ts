import { blank } from './mask-text';

/**
 * A name in double quotes, at most a line's worth. Not a mail program's quoted display name
 * (`"Lee, Sam" <sam@acme.com>`), nor a name quoted after "with" (`coffee with "Sam Lee"`): those
 * are people, read with the attendees.
 */
const QUOTED = /(?<!\b(?:with|and|invite|invites|inviting)\s+)"([^"\n]{1,120})"(?!\s*<)/i;

/**
 * `add 'Flight to Chicago' on dec 4`: single quotes name the event too. A quote opens after a space
 * or a bracket and closes before one, so the apostrophes of "Sam's" and "can't" neither open nor
 * close a name (and may sit inside one: 'Dana's farewell').
 */
const SINGLE_QUOTED =
  /(?<!\b(?:with|and|invite|invites|inviting)\s+)(?<![\p{L}\p{N}'])'([\p{L}\p{N}](?:[^'\n]|'(?=\p{L})){0,118}?[\p{L}\p{N}.!?)])'(?![\p{L}\p{N}])/iu;

export interface QuotedTitle {
  /** The words in quotes, exactly as written (a person who quotes a name means that name). */
  title?: string;
  /** The text with the quoted span blanked, so no extractor reads a time or a verb inside it. */
  rest: string;
}

/**
 * `Schedule "Q3 planning sync" next week`: what a person (or an email's subject) puts in quotes is
 * the event's name, word for word. Only the first quoted span counts; double quotes before single.
 */
export function extractQuotedTitle(text: string): QuotedTitle {
  const quoted = QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text);
  const match = quoted ?? FIELD.exec(text) ?? calledName(text);
  const title = match?.[1]?.trim().replace(/[.,;:!?]+$/, '');
  if (match === null || title === undefined || !/[\p{L}\p{N}]/u.test(title)) return { rest: text };
  return { title, rest: blank(text, match.index, match[0].length) };
}

/** "add an event, name: Book Club, thursday at 7", "new meeting, title: Customer Advisory Board, dec 10": a form's field. */

/** Where a name said after "called" ends: the next time, person, place or clause. */
const NAME_ENDS = String.raw`on|at|with|for|from|to|this|next|tomorrow|tmrw|tmr|today|tonight|in|every|each|between|before|after|until|till|by|and\s+(?:invite|add|make|set)|lasting|starting|around|about|noon|midnight|[0-9]`;

/** A day said after a name ends it ("called Design Crit wed at 3"), unless the day is said again ("Fish and Chips Friday, on friday"). */
const DAY = /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i;

/**
 * "an event called Budget Sync", "a meeting titled Q3 review", "put in a block named Deep Work":
 * the words after "called" are the name, up to the first word that starts the time, the people or
 * another clause. The noun before it ("event", "meeting") goes with it: it is not the title either.
 */
const CALLED = new RegExp(
  String.raw`(?:\b(?:event|meeting|appointment|call|block|reminder|session|entry|invite|calendar\s+entry|hold|thing)\s+)?\b(?:called|named|titled|labell?ed|with\s+(?:the\s+)?(?:title|name)|(?:and\s+)?(?:title|name)\s+it(?:\s+as)?)\s+([\p{L}\p{N}][\p{L}\p{N}:'&/+.-]*(?:\s+(?!(?:${NAME_ENDS})\b)[\p{L}\p{N}:'&/+.-]+){0,5})`,
  'iu',
);

/** "add an event, name: Book Club, thursday at 7", "new meeting, title: Customer Advisory Board, dec 10": a form's field, ended as a name after "called" is. */
const FIELD = new RegExp(
  String.raw`(?<=[,;(]\s*)(?:title|name|subject)\s*:\s*([\p{L}\p{N}][\p{L}\p{N}:'&/+.-]*(?:\s+(?!(?:${NAME_ENDS})\b)[\p{L}\p{N}:'&/+.-]+){0,7})`,
  'iu',
);

/** The name after "called", ended at a day said only there. */
function calledName(text: string): RegExpExecArray | null {
  const match = CALLED.exec(text);
  if (match === null) return null;
  const name = match[1] ?? '';
  const words = [...name.matchAll(/\S+/g)];
  const day = words.findIndex((w, i) => i > 0 && DAY.test(w[0]));
  if (day < 0) return match;
  const dayWord = words[day]?.[0] ?? '';
  const after = text.slice(match.index + match[0].length - name.length + (words[day]?.index ?? 0) + dayWord.length);
  if (new RegExp(String.raw`\b${dayWord}\b`, 'i').test(after)) return match;
  const kept = name.slice(0, words[day]?.index ?? 0).trimEnd();
  const cut = Object.assign([match[0].slice(0, match[0].length - name.length) + kept, kept], {
    index: match.index,
    input: text,
  }) as RegExpExecArray;
  return cut;
}
