import type { ConversationFocus } from '../../ports/conversation-memory';
import { writtenInLowerCase } from '../nlu/extract-attendees';
import { escapeRegExp } from '../nlu/mask-text';
import { ORDINALS } from '../time/number-words';
import { parseWhen } from '../time/parse-when';
import type { AgendaItem } from './agenda-item';
import type { TurnEvent } from './turn-event';

/** How long a list or a question stays what "it", "the first one" or "the one with Jordan" points at. */
export const FOCUS_TTL_MS = 30 * 60_000;

/**
 * What a turn leaves for the next one to point at: the events its answer listed, or the events a
 * "which one?" offered together with the request it asked about. A turn that suggested a change,
 * or answered with no events, leaves nothing: the proposal (or nothing) is then the subject.
 */
export function focusAfter(events: readonly TurnEvent[], asked: string, now: number): ConversationFocus | undefined {
  if (events.some((e) => e.type === 'proposal' || e.type === 'reply')) return undefined;
  const cards = events.flatMap((e) => (e.type === 'approval' ? [e.approval.token] : []));
  if (cards.length > 0) return { events: [], asked: asked.slice(0, 2000), cards, at: now };
  for (const event of [...events].reverse()) {
    if (event.type === 'answer') {
      const items = event.answer.items ?? event.answer.days?.flatMap((d) => d.items) ?? [];
      return items.length === 0 ? undefined : { events: items.slice(0, 50), at: now };
    }
    if (event.type === 'text' && event.asksWho !== undefined) {
      return { events: [], asked: asked.slice(0, 2000), person: event.asksWho, at: now };
    }
    if (event.type === 'text' && event.agenda !== undefined && event.agenda.length > 0) {
      const question = event.text.trimEnd().endsWith('?');
      return { events: event.agenda.slice(0, 50), ...(question ? { asked: asked.slice(0, 2000) } : {}), at: now };
    }
  }
  return undefined;
}

/** A request read against the focus: the words to read, and the occurrence they mean. */
export interface FocusedRequest {
  text: string;
  pinned?: { id: string; start: number };
  /** Cards the request replaces: rejected before it runs. */
  replaces?: string[];
}

/**
 * The next turn read against what the last one listed:
 * - after "which one do you mean?", a short answer that picks one of the events offered ("the second
 *   one", "the one with jordan", "the product designer one", "the one next tuesday") runs the
 *   request that was asked about again, with that event meant;
 * - after "what is Zoe's email address?" or "which Omar do you mean?", an address or words that tell
 *   the person apart ("Omar Haddad", "the Brightline one", "Said") run the request again naming them;
 * - after a card for one event, "no, the one next week" / "I mean the one on Dec 9" runs the request
 *   again for the one said, in place of that card;
 * - after an answer, "it" / "that one" (one event listed) or "the first one" / "the last one" (a list)
 *   is that event, named in the words by its title and day so every reader finds it.
 * Anything else is left to be read as it is: undefined.
 */
export function readAgainstFocus(
  text: string,
  focus: ConversationFocus,
  at: { now: number; timeZone: string },
): FocusedRequest | undefined {
  if (at.now - focus.at > FOCUS_TTL_MS) return undefined;
  if (focus.asked !== undefined && focus.cards !== undefined) {
    const corrected = correction(text, focus.asked, at);
    return corrected === undefined ? undefined : { text: corrected, replaces: focus.cards };
  }
  if (focus.asked !== undefined && focus.person !== undefined) {
    const who = whoIn(text, focus.person);
    return who === undefined ? undefined : { text: withPerson(focus.asked, focus.person, who) };
  }
  if (focus.events.length === 0) return undefined;
  if (focus.asked !== undefined) {
    const chosen = chooseOffered(text, focus.events, at);
    if (chosen !== undefined) return { text: focus.asked, pinned: pinOf(chosen) };
    const narrowed = narrowAsked(text, focus.asked, focus.events);
    return narrowed === undefined ? undefined : { text: narrowed };
  }
  const pointer = pointerIn(text, focus.events);
  if (pointer === undefined) {
    const dated = weekdayOfListedWeek(text, focus.events, at.timeZone);
    return dated === undefined ? undefined : { text: dated };
  }
  const named = `"${pointer.item.title}" on ${dayWords(pointer.item.start, at.timeZone)}`;
  return {
    text: `${text.slice(0, pointer.index)}${named}${text.slice(pointer.index + pointer.length)}`,
    pinned: pinOf(pointer.item),
  };
}

function pinOf(item: AgendaItem): { id: string; start: number } {
  return { id: item.id, start: item.start };
}

/** "November 24, 2026": a form every reader takes as that one day, past or future. */
function dayWords(start: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(start);
}

const ORDINAL = `(${Object.keys(ORDINALS).join('|')})`;

/** "it", "that one", "the first one", "the last meeting" in a request about what was just listed. */
function pointerIn(text: string, items: readonly AgendaItem[]): { item: AgendaItem; index: number; length: number } | undefined {
  const ordinal = new RegExp(String.raw`\bthe\s+${ORDINAL}\s+(?:one|event|meeting|thing|appointment)\b`, 'i').exec(text);
  if (ordinal !== null) {
    const n = ORDINALS[(ordinal[1] ?? '').toLowerCase()] ?? 0;
    const item = n > 0 ? items[n - 1] : items.at(n);
    return item === undefined ? undefined : { item, index: ordinal.index, length: ordinal[0].length };
  }
  const [only] = items;
  if (only === undefined || items.length !== 1) return undefined;
  const it = /\b(?:it|that\s+one|this\s+one|that\s+(?:meeting|event|appointment|call))\b/i.exec(text);
  return it === null ? undefined : { item: only, index: it.index, length: it[0].length };
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** A weekday said bare: no "this", "next", "last" or "every" before it, no date after it. */
const BARE_WEEKDAY =
  /(?<!\b(?:this|next|last|coming|following|previous|every|each|past|until|till|through|thru)\s+)\b(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?('s|s)?\b(?!\s*,?\s*(?:the\s+)?\d|\s+(?:after|week|next|this)\b|\s*,?\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;
const DAY_MS = 24 * 60 * 60_000;

/**
 * After a list of one week ("what does next week look like?"), "make Thursday lighter" or
 * "cancel thursday's standup" means that week's Thursday, not the one a bare weekday would be
 * read as: the weekday is written as its date within the days listed. Lists of one day or of more
 * than a week leave the words alone.
 */
function weekdayOfListedWeek(text: string, items: readonly AgendaItem[], timeZone: string): string | undefined {
  const m = BARE_WEEKDAY.exec(text);
  if (m === null || items.length < 2) return undefined;
  const starts = items.map((i) => i.start);
  const first = Math.min(...starts);
  const last = Math.max(...starts);
  const day = (t: number): string => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(t);
  if (last - first >= 7 * DAY_MS || day(first) === day(last)) return undefined;
  const said = (m[1] ?? '').toLowerCase().slice(0, 3);
  const weekday = WEEKDAY_NAMES.findIndex((w) => w.startsWith(said));
  const weekdayOf = (t: number): number =>
    WEEKDAY_NAMES.indexOf(new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(t).toLowerCase());
  // The listed week's day of that name: one of the days from the first listed to the last.
  for (let t = first; day(t) <= day(last); t += DAY_MS) {
    if (weekdayOf(t) !== weekday) continue;
    const named = `${WEEKDAY_NAMES[weekday]?.replace(/^./, (c) => c.toUpperCase()) ?? ''} ${dayWords(t, timeZone)}${m[2] === "'s" ? "'s" : ''}`;
    return `${text.slice(0, m.index)}${named}${text.slice(m.index + m[0].length)}`;
  }
  return undefined;
}

/** Words in an answer that do not tell the events apart. */
const FILLER = new Set(
  "the a an one ones i mean meant it its that this with w on in at for of my me please pls ok okay yes yeah no nope sorry actually oh um uh hmm so just thats that's is was one's event meeting thing appointment".split(
    ' ',
  ),
);

/**
 * The event offered that a short answer to "which one?" picks: by position ("the second one", "2",
 * "the last one"), or the one whose title holds every word said and whose day is the day said. Two
 * different events that fit, or none, is no pick: the answer is then read as a request of its own.
 */
function chooseOffered(
  text: string,
  items: readonly AgendaItem[],
  at: { now: number; timeZone: string },
): AgendaItem | undefined {
  const said = text.toLowerCase().replace(/[’]/g, "'").trim();
  if (said.split(/\s+/).length > 8) return undefined;
  const position = new RegExp(
    String.raw`^(?:(?:the|number|no\.?|option|#)\s*)?(?:${ORDINAL}|(\d))(?:\s+(?:one|event|meeting|option))?[.!]?$`,
  ).exec(said);
  if (position !== null) {
    const n = position[2] !== undefined ? Number(position[2]) : (ORDINALS[position[1] ?? ''] ?? 0);
    return n > 0 ? items[n - 1] : items.at(n);
  }
  // "the one next tuesday", "on dec 9": the day said; its words are not title words.
  const read = parseWhen(said, at.now, at.timeZone);
  const range = read === undefined ? undefined : { start: read.when.start, end: read.when.end ?? read.when.start };
  const words = contentWords(read === undefined ? said : `${said.slice(0, read.index)} ${said.slice(read.index + read.length)}`);
  const fits = items.filter((item) => {
    const title = ` ${fold(item.title)} `;
    // A word may start a title word ("design" in "designer"), never sit inside one.
    const titled = words.every((w) => title.includes(` ${w}`));
    const dated = range === undefined || onDayOf(item, range, at.timeZone);
    return titled && dated && (words.length > 0 || range !== undefined);
  });
  // Occurrences of one series are one event, as the selection treats them, and so are events of one
  // title the words cannot tell apart ("the one with Jordan" for two "Check-in with Jordan"): the
  // first listed, the next to come. Its card shows the day before anything changes.
  const [first] = fits;
  const same = (f: AgendaItem): boolean => first !== undefined && (f.id === first.id || fold(f.title) === fold(first.title));
  return first !== undefined && fits.every(same) ? first : undefined;
}

/** "the board deck one", "the one with omar", "with omar": a short answer that only describes the event. */
const DESCRIBED =
  /^(?:(?:no|sorry|i\s+mean|i\s+meant|oh|um|actually)[,\s]+)*(?:the\s+)?(?:(one|meeting|event)\s+)?(?:(with|w\/?)\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,2}?)(?:\s+(?:one|meeting|event))?[.!]?$/iu;
const ASKING =
  /\b(?:cancel|move|delete|book|schedule|set|add|make|find|what|when|who|how|is|are|do|does|can|could|yes|yeah|no|nope|ok|okay|never|mind|today|tomorrow|next|this|last|all|both|none|neither)\b/i;

/** A position past the ORDINALS table ("the sixth one"): a pick that is not there, never a description. */
const POSITION = new RegExp(
  String.raw`\b(?:${Object.keys(ORDINALS).join('|')}|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|latter|former|other|same|previous|final)\b`,
  'i',
);

/**
 * An answer to "which one?" that picks none of the events shown ("and 13 more" were not) but
 * describes the one meant: the request asked about, narrowed by it. Title words go before the
 * word every offered title shares ("cancel the review" + "the board deck one" → "cancel the board
 * deck review"); a person follows "with" ("delete the interview" + "the one with omar" → "…with
 * omar"). The request is then read again, and asks again if that still fits several.
 */
function narrowAsked(text: string, asked: string, items: readonly AgendaItem[]): string | undefined {
  const said = text.trim().replace(/[’]/g, "'");
  const m = DESCRIBED.exec(said);
  const words = m?.[3];
  if (m === null || words === undefined || ASKING.test(words) || POSITION.test(words) || /\d/.test(said)) return undefined;
  const folded = contentWords(words);
  if (folded.length === 0) return undefined;
  // Words an offered title already holds are a pick among them, which chooseOffered declined (several fit).
  if (items.some((item) => folded.every((w) => ` ${fold(item.title)} `.includes(` ${w}`)))) return undefined;
  if (m[2] !== undefined || m[1] !== undefined) {
    return m[2] === undefined ? undefined : `${asked.replace(/[\s.!?]+$/, '')} with ${words}`;
  }
  const shared = contentWords(asked).filter((w) => items.every((item) => ` ${fold(item.title)} `.includes(` ${w}`)));
  const head = shared.at(-1);
  if (head === undefined) return undefined;
  const at = new RegExp(String.raw`\b${head}`, 'i').exec(asked);
  return at === null ? undefined : `${asked.slice(0, at.index)}${words} ${asked.slice(at.index)}`;
}

function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function contentWords(said: string): string[] {
  return fold(said)
    .split(' ')
    .filter((w) => w !== '' && !FILLER.has(w));
}

function onDayOf(item: AgendaItem, range: { start: number; end: number }, timeZone: string): boolean {
  const day = (t: number): string => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(t);
  if (range.end > range.start + 24 * 60 * 60_000) return item.start >= range.start && item.start < range.end;
  return day(item.start) === day(range.start);
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/**
 * Who a short answer to "who is <name>?" says: an address, else the words that tell the person apart,
 * with the name in front when it was left out ("Said" → "Omar Said") and a company or team as "from"
 * ("the Brightline one" → "Omar from Brightline"). Undefined when it is not such an answer.
 */
function whoIn(text: string, name: string): string | undefined {
  const email = EMAIL.exec(text);
  if (email !== null) return email[0];
  const said = text
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/^(?:no|nope|sorry|i mean|i meant|oh|um|it's|its|it is)[,\s]+/i, '')
    .trim();
  const words = said.split(/\s+/);
  const asking = /\b(?:cancel|move|book|schedule|delete|set|add|make|find|what|when|who|how|tomorrow|today|next|this|at|on)\b/i;
  if (said === '' || words.length > 4 || asking.test(said) || /\d/.test(said)) return undefined;
  const first = (name.split(/\s+/)[0] ?? name).toLowerCase();
  if (words.some((w) => w.toLowerCase() === first)) return asName(said);
  const from = /^(?:the\s+)?(?:one\s+(?:from|at|in)\s+(?:the\s+)?)?(.+?)(?:\s+one)?$/i.exec(said);
  const group = from?.[1] ?? said;
  // "the Brightline one", "the one from engineering": where they work; a bare word is their surname.
  return asName(/\bone\b/i.test(said) ? `${name} from ${group}` : `${name} ${said}`);
}

/** "omar haddad" → "Omar Haddad": written as a name, so the reader takes the surname with it. */
function asName(words: string): string {
  return words.replace(/\p{L}[\p{L}'-]*/gu, (w) => (w === 'from' ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`));
}

/** The request with the name asked about replaced by who the answer says; appended when not found. */
function withPerson(asked: string, name: string, who: string): string {
  const at = new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i');
  // Said in lower case ("mtg with omar + rachel"), the answer is too, so the other names keep being read as names.
  const said = writtenInLowerCase(asked) && !who.includes('@') ? who.toLowerCase() : who;
  return at.test(asked) ? asked.replace(at, said) : `${asked} with ${said}`;
}

/** "no, the one next week", "I mean the one on dec 9", "not that one, the one with Jordan". */
const CORRECTION =
  /^(?:(?:no|nope|nah|sorry|oops|actually|wait|hmm)\b[,.!\s]*)*(?:(?:i\s+)?meant?\s+|not\s+(?:that|this)\s+one[,.\s]+|wrong\s+one[,.\s]+)*the\s+(?:one|event|meeting)\s+((?:on|next|this|in|at|with|from|tomorrow|today|for|before|after|last)\b.*?)[.!]?$/i;

/**
 * The request asked about, for the event the correction says instead: its own time words give way
 * to the correction's ("cancel the design review tomorrow" + "the one on dec 9" → "cancel the design
 * review on dec 9").
 */
function correction(text: string, asked: string, at: { now: number; timeZone: string }): string | undefined {
  const said = CORRECTION.exec(text.trim());
  const rest = said?.[1]?.trim();
  if (rest === undefined || rest === '') return undefined;
  // Only a day, week or month said replaces the request's own; "the meeting after lunch" narrows it.
  const restWhen = parseWhen(rest, at.now, at.timeZone);
  const time = restWhen === undefined || restWhen.hasTimeOfDay ? undefined : parseWhen(asked, at.now, at.timeZone);
  const base = time === undefined ? asked : `${asked.slice(0, time.index)}${asked.slice(time.index + time.length)}`;
  return `${base.replace(/\s+/g, ' ').trim()} ${rest}`;
}
