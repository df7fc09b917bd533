import { allMatches } from './all-matches';
import { blank, escapeRegExp } from './mask-text';
import { TIME_WORD } from './parse-time-of-day';
import { DAY_WORD } from './weekday-words';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** What the words of a bulk request say about which events it means, apart from when and with whom. */
export interface SelectionWords {
  /**
   * Title words as alternatives: "standups and 1:1s" → [["standup"], ["1:1"]]; "team meetings" →
   * [["team"]]. An event fits when its title (or place, or people) has every word of one of them.
   * Empty: every event ("all my meetings", "everything", "my day").
   */
  titles: string[][];
  /** Words that leave events out: "everything except standups" → [["standup"]]. */
  excluding: string[][];
  /** "afternoon meetings", "clear my morning": only events starting in that part of the day. */
  dayParts: DayPart[];
  /** All-day events are left alone unless the text says "including all-day events", or wants only them. */
  allDay: 'exclude' | 'include' | 'only';
  /** "my recurring meetings": only repeating events. */
  repeatingOnly: boolean;
  /** "all my meetings", "my calls": events with someone else invited, not the gym or a haircut. */
  meetingsOnly: boolean;
  /** "my one-on-ones", "all 1:1s": meetings with exactly one other person, whatever their titles. */
  oneOnOne: boolean;
  /** "my personal stuff": events with nobody from work (query/event-kinds.ts). */
  personal: boolean;
  /** "except Friday": something left out that is not a title, which cannot be honoured yet. */
  unreadableExclusion: boolean;
  /**
   * "cancel all of them", "move the afternoon ones": the events named only by a word standing for
   * a noun said elsewhere. Read as "everything" it would change every event, so it is resolved or asked.
   */
  pronounOnly: boolean;
  /** "…except the last one": the first or last of the events named, in time, stays. */
  exceptPosition?: 'first' | 'last';
}

/** Nouns that name events in general: they select everything rather than filter. */
const GENERIC = new Set(
  (
    'event events meeting meetings appointment appointments call calls thing things everything anything all calendar ' +
    'calendars schedule schedules diary agenda day plans plan commitments commitment bookings booking sessions session ' +
    'stuff items item entries entry invites invite invitations invitation engagements engagement slots slot blocks block ' +
    'one hangouts'
  ).split(' '),
);
/** Words around the object that never name an event. */
const FILLER = new Set(
  (
    'all every each any single of my the our your their his her a an whole entire remaining upcoming other ' +
    'others scheduled existing planned booked out up off please just i have had got it they me rest clean ' +
    'completely also else both lot bunch some again now asap right away immediately kindly can could would ' +
    'you we us go ahead there back forward'
  ).split(' '),
);
const TIME_WORDS = new Set(
  (
    'today tomorrow tonight yesterday week weeks weekend weekends weekday weekdays month months year next this last ' +
    'coming following day days noon midday midnight now later earlier soon am pm eod'
  ).split(' '),
);
const DAY_PART_WORD = /^(?:morning|afternoon|evening)s?$/;
const DAY_PARTS: Readonly<Record<string, DayPart>> = { morning: 'morning', afternoon: 'afternoon', evening: 'evening' };
const REPEATING = new Set(['recurring', 'repeating', 'repeat', 'repeated', 'regular', 'series']);
const WEEKDAY = new RegExp(String.raw`^${DAY_WORD}s?$`, 'i');
const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;
const CLOCK = new RegExp(String.raw`^${TIME_WORD}$`, 'i');
const NUMERIC_DATE = /^(?:\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2}|\d+)$/;

/** Where the events' name ends: purposes, reasons, times, people and places follow these. */
const OBJECT_END =
  /\b(?:to|for|because|since|so|as|while|but|then|that|which|who|where|when|with|from|in|on|at|during|between|before|after|until|till|by|over|if|without|unless|except|besides|excluding|including|incl|apart|other\s+than|save\s+for)\b(?!-)|[;!?]|\.(?!\d)|:\s|,\s*(?=(?:i|i'?ve|ive|i'?m|im|i'?ll|ill|i'?d|we|we'?re|we'?ve|it'?s|its|that'?s|thats|there'?s|cause|cos|coz|got|gotta|have\s+to|need\s+to)\b)/i;
/** "except standups", "but keep my gym", "leave the 1:1s", "don't touch the offsite": what stays. */
const EXCEPT =
  /\b(?:except(?:\s+for)?|but\s+not|other\s+than|apart\s+from|besides|excluding|not\s+including|save\s+for|(?:(?:but|and|just|only)\s+)?(?:keep(?:ing)?|leave|leaving|spare|sparing)|(?:(?:but|and)\s+)?(?:don'?t|do\s+not|dont|never)\s+(?:touch|cancel|delete|remove|move|drop|clear))\s+/i;
/** "…but keep my gym as is", "leave the standup alone": words after what stays that are not its name. */
const STAYS =
  /\s+(?:alone|though|tho|as\s+(?:is|it\s+is)|in\s+place|intact|untouched|where\s+it\s+is|on\s+(?:the|my)\s+calendar|please|pls|thanks?|thx)\b.*$/i;
const GROUP_SPLIT = /\s*(?:,|\band\b|\bor\b|&|\+|\bplus\b|\/(?!\d))\s*/i;
const EMAIL = /[\w.%+-]+@[\w.-]+\.[a-z]{2,}/gi;
/** "called Focus time", "titled 'Gym'": a title said whole. */
const CALLED =
  /\b(?:called|named|titled|labell?ed)\s+([\p{L}\p{N}][\p{L}\p{N}:'&-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}:'&-]*){0,3}?)(?=\s*$|\s*[,.;!?]|\s+(?:on|this|next|tomorrow|today|tonight|in|at|for|and|from|between|before|after|until|with|to)\b)/giu;
const QUOTED = /"([^"]{1,80})"/g;
const ALL_DAY_INCLUDED = /\b(?:including|incl\.?|and|plus|with|even|also)\s+(?:the\s+|my\s+)?all[\s-]day\b/i;
const ALL_DAY_ONLY =
  /\ball[\s-]day\s+(?:events?|meetings?|entries|things|blocks|items|ones|appointments?|holidays?|reminders?)\b/i;

/**
 * The events named after the verb ("cancel all my team meetings", "clear Friday", "drop every
 * 1:1 and standup"), read as title words and kinds. `text` is the request with the destination,
 * the people and "tell everyone" already taken out; `from` is where the verb ends. A word not
 * known as general, filler or time narrows the selection: better to find nothing than too much.
 */
export function readSelectionWords(text: string, from: number): SelectionWords {
  let rest = text
    .replace(EMAIL, (m) => ' '.repeat(m.length))
    .replace(/\bin[\s-]person\b/gi, 'in-person')
    .replace(SPACED_ONE_ON_ONE, (m) => m.replace(/\s/g, '-'));
  const whole: string[][] = [];
  for (const re of [QUOTED, CALLED]) {
    for (const m of allMatches(re, rest)) {
      if (m.index < from) continue;
      const title = (m[1] ?? '').trim().toLowerCase();
      if (title !== '') whole.push([title]);
      rest = blank(rest, m.index, m[0].length);
    }
  }
  const after = rest.slice(from);
  const except = EXCEPT.exec(after);
  const objectText = except === null ? after : after.slice(0, except.index);
  const object = readObject(upTo(objectText, OBJECT_END));
  const exceptText =
    except === null ? undefined : upTo(after.slice(except.index + except[0].length), OBJECT_END).replace(STAYS, '');
  const position = exceptText === undefined ? undefined : positionSaid(exceptText);
  const excluded = exceptText === undefined || position !== undefined ? undefined : readObject(exceptText);
  const allDay = ALL_DAY_INCLUDED.test(text) ? 'include' : ALL_DAY_ONLY.test(text) ? 'only' : 'exclude';
  return {
    titles: whole.length > 0 ? [...whole, ...object.titles] : object.everything ? [] : object.titles,
    excluding: excluded?.titles ?? [],
    dayParts: dayPartsIn(text),
    allDay,
    repeatingOnly: object.repeating,
    meetingsOnly: object.meetings,
    oneOnOne: object.oneOnOne,
    personal: object.personal,
    unreadableExclusion: excluded !== undefined && excluded.titles.length === 0,
    pronounOnly: whole.length === 0 && object.pronounOnly,
    ...(position === undefined ? {} : { exceptPosition: position }),
  };
}

/** "the last one", "the first class", "the final session": one event by its place in time. */
const POSITION_SAID =
  /^\s*(?:the\s+|my\s+)?(first|earliest|last|final|latest)(?:\s+(?:one|event|meeting|session|class|lesson|occurrence|instance|time|[\p{L}-]+))?(?:\s+(?:of\s+(?:them|the\s+month|the\s+year|the\s+series)))?\s*[.!]?\s*$/iu;

function positionSaid(text: string): 'first' | 'last' | undefined {
  const word = POSITION_SAID.exec(text)?.[1]?.toLowerCase();
  if (word === undefined) return undefined;
  return word === 'first' || word === 'earliest' ? 'first' : 'last';
}

function upTo(text: string, end: RegExp): string {
  const m = end.exec(text);
  return m === null ? text : text.slice(0, m.index);
}

interface ObjectReading {
  /** Groups of title words, each an alternative. */
  titles: string[][];
  /** Nothing narrows: a general noun on its own ("all my meetings and standups"), or only time and filler ("clear Friday"). */
  everything: boolean;
  repeating: boolean;
  /** Every general noun said was a meeting word ("meetings", "calls"), none a word for anything ("events", "everything"). */
  meetings: boolean;
  oneOnOne: boolean;
  personal: boolean;
  /** Only pro-forms ("them", "the afternoon ones") name the events. */
  pronounOnly: boolean;
}

const MEETING_WORDS = new Set(['meeting', 'meetings', 'call', 'calls', 'mtg', 'mtgs']);
/** "one on ones", "1 on 1": hyphened into one word (same length), so "on" does not end the object. */
const SPACED_ONE_ON_ONE = /\b(?:one\s+on\s+ones?|1\s+on\s+1s?)\b/gi;
/** "1:1s", "1-on-1", "one-on-ones", "1on1": a kind of meeting, not title words. */
const ONE_ON_ONE_TOKEN = /^(?:1:1s?|1-1s?|1-*on-*1s?|one-+on-+ones?)$/;
const PERSONAL = new Set(['personal', 'private', 'non-work', 'nonwork']);
/** Words standing for events named elsewhere: "them", "those", "the afternoon ones". */
const PRO_FORMS = new Set(['them', 'those', 'these', 'ones', 'em']);

/** "the afternoon ones", "all of them", "those": a pro-form, in the words naming events. */
/** Where an exception's clause ends: at the next sentence mark or comma. */
const CLAUSE_END = /[,;!?]|\.(?!\d)/;

/**
 * The people named outside what is left out: "clear friday except the lunch with omar" keeps the
 * lunch, and Omar is no filter on what goes (read as one, only Omar's meetings would be cancelled).
 */
export function peopleOutsideExceptions<P extends { name?: string | undefined; email?: string | undefined }>(
  text: string,
  people: readonly P[],
): P[] {
  const except = EXCEPT.exec(text);
  if (except === null) return [...people];
  const after = except.index + except[0].length;
  const end = CLAUSE_END.exec(text.slice(after));
  const outside = (text.slice(0, except.index) + ' ' + (end === null ? '' : text.slice(after + end.index))).toLowerCase();
  return people.filter((p) => {
    const said = (p.email ?? p.name?.split(/\s+/)[0] ?? '').toLowerCase();
    return said === '' || new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(said)}(?![\\p{L}\\d])`, 'u').test(outside);
  });
}

export const PRO_FORM = /\b(?:ones|them|those|these|em)\b/i;
/** Words a noun phrase naming events does not hold: "my week is busy" names no events. */
const NOT_IN_NAME = String.raw`(?!(?:is|are|was|were|has|have|does|do|this|that|with|and|or|but|for|on|in|at|to|of|from|by|so|as|it|its|us|yes|plus|always|ones|them|those|these|things|days|weeks|months|mornings|afternoons|evenings|nights|hours|minutes|times|plans|others|guys|folks|people|stuff)\b)`;
const DETERMINER = String.raw`(?:my|the|our|all|these|those|your|his|her|their|of)`;
/** "my classes", "all my design reviews", "the 1:1s": events named with a plural noun after a determiner. */
const PLURAL_NAMED = new RegExp(
  String.raw`\b${DETERMINER}(?:\s+${DETERMINER})*\s+((?:${NOT_IN_NAME}[\p{L}\d:'-]+\s+){0,2}?${NOT_IN_NAME}[\p{L}\d:'-]*[\p{L}\d:'][^s\W]s)\b`,
  'iu',
);

/** The plural noun a pro-form stands for, from words said before it ("my classes this week clash…"). */
export function pluralNounIn(text: string): string | undefined {
  return PLURAL_NAMED.exec(text)?.[1];
}

function readObject(text: string): ObjectReading {
  const groups: { words: string[]; general: boolean; kinds: string[] }[] = [];
  let repeating = false;
  let meetingWords = 0;
  let otherGeneral = 0;
  let pronouns = 0;
  for (const part of text.split(GROUP_SPLIT)) {
    const group = { words: [] as string[], general: false, kinds: [] as string[] };
    for (const raw of part.toLowerCase().split(/\s+/)) {
      const token = raw.replace(/'s$/, '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (token === '' || FILLER.has(token) || isTimeWord(token) || token === 'all-day' || DAY_PART_WORD.test(token)) continue;
      if (PRO_FORMS.has(token)) pronouns++;
      else if (ONE_ON_ONE_TOKEN.test(token) || PERSONAL.has(token)) group.kinds.push(token);
      else if (GENERIC.has(token)) {
        group.general = true;
        if (MEETING_WORDS.has(token)) meetingWords++;
        else otherGeneral++;
      } else if (REPEATING.has(token)) repeating = true;
      else group.words.push(token);
    }
    if (group.words.length > 0 || group.general || group.kinds.length > 0) groups.push(group);
  }
  // A kind narrows a request about one group ("my 1:1s with Priya"); among alternatives
  // ("standups and 1:1s") it can only be a title word, since kinds narrow every group at once.
  const kindsNarrow = groups.length === 1;
  const kinds = kindsNarrow ? (groups[0]?.kinds ?? []) : [];
  const titles: string[][] = [];
  let generalAlone = false;
  for (const group of groups) {
    const words = kindsNarrow ? group.words : [...group.words, ...group.kinds];
    if (words.length > 0) titles.push(words);
    // A group of only time words ("standups, this week") narrows nothing and widens nothing.
    else generalAlone = true;
  }
  return {
    titles,
    everything: titles.length === 0 || generalAlone,
    repeating,
    meetings: meetingWords > 0 && otherGeneral === 0 && titles.length === 0,
    oneOnOne: kinds.some((k) => ONE_ON_ONE_TOKEN.test(k)),
    personal: kinds.some((k) => PERSONAL.has(k)),
    pronounOnly: pronouns > 0 && groups.length === 0 && !repeating,
  };
}

function isTimeWord(token: string): boolean {
  return TIME_WORDS.has(token) || WEEKDAY.test(token) || MONTH.test(token) || CLOCK.test(token) || NUMERIC_DATE.test(token);
}

function dayPartsIn(text: string): DayPart[] {
  const parts: DayPart[] = [];
  for (const m of text.matchAll(/\b(morning|afternoon|evening)s?\b/gi)) {
    const part = DAY_PARTS[(m[1] ?? '').toLowerCase()];
    if (part !== undefined && !parts.includes(part)) parts.push(part);
  }
  return parts;
}

/** "standups" → "standup", "classes" → "class", "parties" → "party": titles are usually singular. */
export function singularOf(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
