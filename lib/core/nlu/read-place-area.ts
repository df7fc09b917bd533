import { allMatches } from './all-matches';
import { isCityAfterClock } from './city-after-clock';
import { blank } from './mask-text';
import { isNotArea, isSmallWord, isTimeWord, savedPlaceAt, startsWithTime, writeArea } from './place-words';

export interface PlaceAreaMatch {
  /**
   * The area to search around ("Soho", "King's Cross", "midtown"), or "home" / "work" for the
   * person's saved places. Absent when the words name no area a map can find ("somewhere between my
   * place and Sam's", "near Sam's"): they are still taken, so they are never a guest or the title.
   */
  near?: string;
  rest: string;
}

/** "somewhere near", "anywhere in", "halfway between": said before the area, and taken with it. */
const LEAD = String.raw`some\s*where|someplace|some\s+place|any\s*where|any\s*place|half[\s-]?way|mid[\s-]?way`;
const PREPOSITIONS = String.raw`near(?:\s+to)?|close\s+to|not\s+(?:too\s+|that\s+|very\s+|so\s+)?far\s+from|(?:within\s+)?(?:(?:easy|short)\s+)?walking\s+distance\s+(?:of|from|to)|in\s+the\s+(?:vicinity|area)\s+of|around|next\s+to|by|in|within|between`;
const TRIGGER = new RegExp(String.raw`(?<![\p{L}\p{N}'@.])(?:(${LEAD})\s+)?(${PREPOSITIONS})\s+`, 'giu');

type Preposition = 'near' | 'around' | 'by' | 'in' | 'between';

/** "Sam is near Soho", "she's in London": where someone is, not where to meet. */
const SOMEONE_IS = /(?:'s|'re|'m|\b(?:is|are|am|was|were|based|lives?|living|located|staying|stationed|works?|working))\s+$/i;
/** Verbs the preposition belongs to: "stop by", "led by Dana", "pencil in Sam", "work around Sam", "the near future". */
const PHRASAL: Readonly<Record<Preposition, RegExp | undefined>> = {
  near: /\b(?:the|nowhere|sit(?:ting)?|seat(?:ed)?|stand(?:ing)?)\s+$/i,
  by: /\b(?:stop(?:ping)?|drop(?:ping)?|swing(?:ing)?|com(?:e|ing)|pop(?:ping)?|go(?:ing)?|pass(?:ing)?|walk(?:ing)?|stand(?:ing)?|run|get|done|due|ready|back|it|this|that|them|him|her|me|us|\w+(?:ed|en))\s+$/i,
  in: /\b(?:pencil(?:led)?|loop|bring|rope|dial|check|log|sign|drop|pop|fill|join|sit|hop|jump|tune|cc|include|keep|factor|lock|pen|slot|squeeze|fit|plug|let|come|hand|turn|send|chime|weigh|count|invite|add|interested|involved|participate|believe|trust)\s+$/i,
  around:
    /\b(?:work(?:ing)?|plan(?:ning)?|schedul(?:e|ing)|fit(?:ting)?|get(?:ting)?|mov(?:e|ing)|shuffle|juggl(?:e|ing)|look(?:ing)?|ask(?:ing)?|shop|turn|com(?:e|ing)|hang(?:ing)?|wait(?:ing)?|stick(?:ing)?|mess|play|fool|kick|bring|switch|flip|build|based|revolves?|cent(?:red|ered)|focus(?:s?ed)|organi[sz]ed|structured|arranged?)\s+$/i,
  between: undefined,
};
/** "next to" a seat is no area: "sit next to Sam". */
const SEATED = /\b(?:sit(?:ting)?|seat(?:ed)?|stand(?:ing)?)\s+$/i;

/** Ends of an area's name: "near Soho next week", "around King's Cross with Sam", "in midtown for lunch". */
const BOUNDARY = new Set(
  (
    'with w w/ for at on in by next this tomorrow today tonight around before after from to until till til between and or ' +
    'but please pls plz sometime some instead then if so because since as that which who whom when where while we i you ' +
    "he she they let's lets let maybe ideally preferably asap ok okay thanks thx about re regarding somewhere anywhere is " +
    'are was were would should could can will every each during over via like ish near close not nor also too'
  ).split(' '),
);
/** Nouns that end a landmark: "by Union Square", "by the river", "by King's Cross station". */
const AREA_NOUNS = new Set(
  (
    'square station park river canal market bridge cross circus gardens garden common green hill wharf street road ' +
    'avenue lane harbour harbor pier beach lake museum cathedral church tower gate embankment quay dock docks waterfront ' +
    'plaza mall centre center'
  ).split(' '),
);
/** "in the Soho area", "in the arts district": the words before are the area. */
const AREA_SUFFIXES = new Set(['area', 'district', 'neighbourhood', 'neighborhood', 'quarter', 'side']);
/** Areas people name in lower case after a bare "in": "in midtown", "in the city centre". */
const GENERIC_AREA =
  /^(?:midtown|downtown|uptown|(?:the\s+)?(?:city|town)\s+cent(?:re|er)|the\s+(?:west|east)\s+end|the\s+(?:financial|theatre|theater|arts)\s+district|the\s+cent(?:re|er)|the\s+old\s+town)(?![\p{L}\p{N}'])/iu;
/** A room or a venue after "in" is where the meeting is, not an area: extract-location.ts reads it. */
const VENUE_LIKE =
  /\b(?:room|rm|hall|building|bldg|floor|office|suite|lobby|kitchen|cafe|café|coffee|bar|pub|restaurant|library|lounge|gym|studio|hq|boardroom|auditorium|theatre|theater|cafeteria|canteen|reception)\b|\d/i;
/** Where a person is, said as their place: "near Sam's", "near Sam's office". */
const PERSON_PLACE = new Set(['place', 'house', 'flat', 'apartment', 'home', 'office', 'work', 'desk', 'hotel', 'end', 'side']);
const ZONE = /^(?:UTC|GMT|Z|[A-Z]{1,4}T)$/;
const EMAIL_AT_START = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const MAX_WORDS = 5;

/**
 * The area an in-person plan should be near: "near Soho", "around King's Cross", "somewhere in
 * Shoreditch", "close to the office" (work), "near me" (home), "by Union Square", "in midtown". A
 * time after the same words is left alone ("in 2 weeks", "by Friday", "around 3", "in the morning"),
 * and so is a venue ("at Kiln & Bean", "in Room 4B": extract-location.ts).
 */
export function readPlaceArea(text: string, options: { venueEvent?: boolean } = {}): PlaceAreaMatch {
  for (const m of allMatches(TRIGGER, text)) {
    const lead = m[1];
    const preposition = prepositionOf(m[2] ?? '');
    const before = text.slice(0, m.index);
    if (SOMEONE_IS.test(before.slice(-24)) || isCityAfterClock(text, m.index)) continue;
    if (lead === undefined && (PHRASAL[preposition]?.test(before) === true || (/^next/i.test(m[2] ?? '') && SEATED.test(before))))
      continue;
    const from = m.index + m[0].length;
    const after = text.slice(from);
    const area =
      preposition === 'between'
        ? readBetween(after, lead !== undefined)
        : readArea(after, preposition, lead !== undefined, options.venueEvent === true);
    if (area === undefined) continue;
    const rest = blank(text, m.index, from - m.index + area.length);
    return area.near === undefined ? { rest } : { near: area.near, rest };
  }
  return { rest: text };
}

interface AreaReading {
  near?: string;
  /** How much of the text after the preposition the area takes. */
  length: number;
}

function prepositionOf(said: string): Preposition {
  const word = said.toLowerCase();
  if (word === 'by') return 'by';
  if (word === 'in' || word === 'within') return 'in';
  if (word === 'between') return 'between';
  if (word === 'around') return 'around';
  return 'near';
}

function readArea(after: string, preposition: Preposition, hasLead: boolean, venueEvent: boolean): AreaReading | undefined {
  const saved = savedPlaceAt(after);
  if (saved !== undefined) {
    // "in my area" is home; "in the office" is a venue and "by me" no place at all.
    if (preposition === 'in')
      return /^my\s+(?:area|neighbou?rhood)/i.test(after) ? { near: 'home', length: saved.length } : undefined;
    if (preposition === 'by' && saved.place === 'me') return undefined;
    return { near: saved.place === 'me' ? 'home' : saved.place, length: saved.length };
  }
  const generic = GENERIC_AREA.exec(after);
  if (generic !== null) return { near: writeArea(generic[0].split(/\s+/)), length: generic[0].length };
  const loose = preposition === 'near' || preposition === 'around';
  const email = EMAIL_AT_START.exec(after);
  // "near priya@acme.com": a person, not a map's area; the words are taken all the same.
  if (email !== null) return loose ? { length: email[0].length } : undefined;
  // Judged on the words as said, before a time word would end the name: "in the morning" is no area "the".
  const said = after.split(/[\s,.;:!?]+/, 2);
  if (startsWithTime(said) || isNotArea(said)) return undefined;
  const { words, length } = readWords(after);
  if (words.length === 0 || (words.length === 1 && isSmallWord(words[0] ?? ''))) return undefined;
  const first = (words[0] ?? '').toLowerCase();
  if (/^(?:my|our|your|his|her|their|its|a|an)$/.test(first) || (first !== 'the' && (BOUNDARY.has(first) || isSmallWord(first))))
    return undefined;
  // "in UTC", "in America/New_York": a time zone.
  if (ZONE.test(words.join(' ')) || after.charAt(length) === '/') return undefined;
  const possessive = words.findIndex((w) => /'s$/i.test(w));
  if (possessive >= 0) {
    const next = words[possessive + 1];
    // "near Sam's", "near Sam's office": where a person is. "King's Cross", "St Paul's" are places.
    if (possessive === 0 && (next === undefined || PERSON_PLACE.has(next.toLowerCase()))) return loose ? { length } : undefined;
    // "Sam's schedule" is no place; "king's cross" typed in lower case still is.
    if (next !== undefined && !/^\p{Lu}/u.test(next) && !AREA_NOUNS.has(next.toLowerCase())) return undefined;
  }
  const area = withoutAreaSuffix(words);
  const named = area !== words;
  const capitalised = area.every((w) => isSmallWord(w) || /^\p{Lu}/u.test(w));
  const last = (area.at(-1) ?? '').toLowerCase();
  // "around the jump", "near the range": a lower-case noun after "the" is a landmark only by name ("the river", "the station").
  if (!hasLead && first === 'the' && !capitalised && !AREA_NOUNS.has(last)) return undefined;
  switch (preposition) {
    case 'by':
      // "a talk by Sam Lee" is a person: after a bare "by", only a landmark ("by Union Square", "by the river").
      if (!hasLead && !AREA_NOUNS.has(last)) return undefined;
      break;
    case 'in':
      // "coffee in shoreditch": for a coffee, a meal or drinks, a short lower-case name after "in" is where, too.
      if (!hasLead && !named && !((capitalised || (venueEvent && area.length <= 2)) && !VENUE_LIKE.test(area.join(' '))))
        return undefined;
      break;
    default:
      break;
  }
  return { near: writeArea(area), length };
}

/** "somewhere between my place and Sam's", "halfway between us": no one area, but no guest or title either. */
function readBetween(after: string, hasLead: boolean): AreaReading | undefined {
  if (!hasLead) return undefined;
  const us = /^(?:us(?:\s+two)?|the\s+(?:two|three|four)\s+of\s+us|both\s+of\s+us)(?![\p{L}\p{N}])/iu.exec(after);
  if (us !== null) return { length: us[0].length };
  const first = sideAt(after);
  if (first === undefined) return undefined;
  const and = /^\s+(?:and|&)\s+/i.exec(after.slice(first));
  if (and === null) return undefined;
  const second = sideAt(after.slice(first + and[0].length));
  return second === undefined ? undefined : { length: first + and[0].length + second };
}

/** One side of "between … and …": a saved place, an address, a person's place or an area; never a time. */
function sideAt(text: string): number | undefined {
  const saved = savedPlaceAt(text);
  if (saved !== undefined) return saved.length;
  const email = EMAIL_AT_START.exec(text);
  if (email !== null) return email[0].length;
  if (startsWithTime(text.split(/[\s,.;:!?]+/, 2))) return undefined;
  const { words, length } = readWords(text);
  return words.length === 0 ? undefined : length;
}

/** "the Soho area" → "Soho"; the words as they were otherwise. */
function withoutAreaSuffix(words: readonly string[]): readonly string[] {
  const last = (words.at(-1) ?? '').toLowerCase();
  if (words.length >= 3 && /^the$/i.test(words[0] ?? '') && AREA_SUFFIXES.has(last)) return words.slice(1, -1);
  return words;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'&.-]*/uy;
const SPACE = /[ \t]+/y;

/**
 * The words of a name, as typed, up to a word that ends it (a time, "with", "for", "and" between
 * lower-case words), punctuation, or five words. "Elephant and Castle", "Isle of Dogs": a small
 * word between capitalised ones is part of the name.
 */
function readWords(text: string): { words: string[]; length: number } {
  const words: string[] = [];
  let length = 0;
  let at = 0;
  while (words.length < MAX_WORDS) {
    WORD.lastIndex = at;
    const m = WORD.exec(text);
    if (m === null) break;
    const abbreviation = /^(?:st|mt|ft)\.$/i.test(m[0]);
    const word = abbreviation ? m[0] : m[0].replace(/[.'-]+$/, '');
    if (word === '') break;
    const lower = word.toLowerCase();
    if (
      words.length > 0 &&
      (BOUNDARY.has(lower) || isTimeWord(word) || isSmallWord(lower)) &&
      !joinsName(words, text, at + m[0].length, lower)
    )
      break;
    words.push(word);
    length = at + word.length;
    // A full stop ends the sentence, and the name with it.
    if (!abbreviation && m[0].endsWith('.')) break;
    SPACE.lastIndex = at + m[0].length;
    const space = SPACE.exec(text);
    if (space === null) break;
    at = SPACE.lastIndex;
  }
  return { words, length };
}

/** "and", "of", "on" between two capitalised words belong to the name ("Elephant and Castle"). */
function joinsName(words: readonly string[], text: string, end: number, lower: string): boolean {
  if (!isSmallWord(lower) || !/^\p{Lu}/u.test(words.at(-1) ?? '')) return false;
  const next = /^[ \t]+([\p{L}\p{N}][\p{L}\p{N}'&.-]*)/u.exec(text.slice(end))?.[1] ?? '';
  return /^\p{Lu}/u.test(next) && !isTimeWord(next);
}
