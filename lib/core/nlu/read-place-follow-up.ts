import { extractEventType } from './extract-event-type';
import { normalizeQuotes } from './mask-text';
import type { Intent, ParsedPart, PlaceFollowUp, PlaceFollowUpMeal } from './parsed-request';
import { isNotArea, savedPlaceAt, startsWithTime } from './place-words';

/**
 * Which path each follow-up takes, as "any earlier times?" (update_event) and "show more" (show_more)
 * do: another meal revises the proposal like any edit of it; another place is more of the same
 * suggestion; booking opens the place's page. `placeFollowUp` on the reading says which one it was.
 */
export const PLACE_FOLLOW_UP_INTENT: Readonly<Record<PlaceFollowUp['kind'], Intent>> = {
  meal: 'update_event',
  closer: 'show_more',
  other_place: 'show_more',
  book: 'navigate_booking',
  cheaper: 'show_more',
  quieter: 'show_more',
};

const FOLLOW_UP_CONFIDENCE = 0.9;

/**
 * The reading of a message that is wholly a follow-up on a proposal's place: the intent its kind
 * takes, and for another meal the kind of venue it needs (a café for coffee, a bar for drinks).
 */
export function placeFollowUpPart(text: string, followUp: PlaceFollowUp): ParsedPart {
  const part: ParsedPart = {
    intent: PLACE_FOLLOW_UP_INTENT[followUp.kind],
    confidence: FOLLOW_UP_CONFIDENCE,
    entities: {},
    constraints: [],
    placeFollowUp: followUp,
  };
  if (followUp.kind === 'meal') {
    const kind = extractEventType(text, undefined);
    if (kind.eventType !== undefined) part.entities.eventType = kind.eventType;
    if (kind.placeType !== undefined) part.entities.placeType = kind.placeType;
  }
  return part;
}

/**
 * A message that is only a follow-up on a proposal with a place — "can we do lunch instead?", "make it
 * dinner", "somewhere closer to Sam", "a different café", "not there", "book a table there" — or
 * undefined. The whole message must be one: "lunch with Sam in 2 weeks", "drinks by 6", "book a
 * meeting with sam" and "somewhere else on Friday" say more than that, and are read as requests.
 */
export function readPlaceFollowUp(text: string): PlaceFollowUp | undefined {
  // Most requests name none of these words: they are passed over before any of the patterns run.
  if (text.length > MAX_LENGTH || !CUES.test(text)) return undefined;
  const said = tidy(text);
  if (said === undefined) return undefined;
  return (
    readMeal(said) ??
    readBooking(said.core) ??
    readCloser(said.core) ??
    readOtherPlace(said.core) ??
    readCheaperOrQuieter(said.core)
  );
}

const MAX_LENGTH = 120;
/** A word every follow-up below has. */
const CUES =
  /instead|rather|prefer|better|make|switch|change|turn|about|be\s|closer|nearer|convenient|handier|else|different|other|another|new\s|not\s|n't|been|book|reserv|table|\bno\b|cheap|expens|pric|afford|posh|fancy|quiet|busy|nois|loud|crowd|hectic|peace|calm|low.key/i;

interface Tidied {
  /** Without fillers, punctuation or "instead". */
  core: string;
  /** "instead" was said: "lunch instead?" switches, "lunch?" alone does not. */
  instead: boolean;
}

const FILLER = String.raw`ok(?:ay)?|k|hmm+|hm+|um+|uh+|erm+|ah+|oh+|well|actually|no|nah|nope|sorry|hey|hi|hello|kairos|so|and|but|also|then|yeah|yes|yep|ya|right|cool|great|perfect|nice|lovely|thanks|thank\s+you|please|pls|plz|maybe|perhaps|btw|wait|oops|alright|all\s+right|honestly|ugh|ooh|on\s+second\s+thought|looks\s+good|sounds\s+good|love\s+it`;
const FILLER_START = new RegExp(String.raw`^(?:(?:${FILLER})(?![\p{L}\p{N}'])[\s,]*)+`, 'iu');
const FILLER_END = new RegExp(
  String.raw`(?:[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|ty|maybe|perhaps|if\s+possible|if\s+you\s+can|if\s+(?:that'?s|thats|it'?s)\s+(?:ok(?:ay)?|alright|fine|possible)|for\s+a\s+change|this\s+time|kairos|though|actually|ok|okay|then|now|too|as\s+well|for\s+us|for\s+me))+$`,
  'iu',
);

function tidy(text: string): Tidied | undefined {
  let s = normalizeQuotes(text)
    .replace(/[\u2014\u2013]/g, ' ')
    // Punctuation before a space or the end; the dots of an address stay.
    .replace(/[,?!.…;:"()]+(?=\s|$)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length === 0) return undefined;
  const instead = /\binstead\b/i.test(s);
  s = s
    .replace(/\binstead\b(?!\s+of\b)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(FILLER_START, '').replace(FILLER_END, '').trim();
  }
  return s === '' ? undefined : { core: s, instead };
}

// ── another meal ──────────────────────────────────────────────────────────────────────────────

const MEAL = String.raw`(?:(?:a|an|some)\s+)?(?:(?:quick|proper|nice|early|late|light|casual|big|long|working|business|cheeky)\s+)?(breakfast|brekkie|brekky|lunch|luncheon|dinner|supper|coffees?|cuppa|tea|drinks?|beers?|pints?|cocktails?|wine|happy\s+hour)`;
/** "dinner rather than coffee", "lunch not coffee": a meal said against the one proposed. */
const AGAINST = String.raw`\s+(?:rather\s+than|instead\s+of|not)\s+(?:a\s+|the\s+)?[\p{L}]+`;
const TAIL = String.raw`(?:\s+(?:together|with\s+(?:them|him|her|everyone|us)|there|then))?`;
const WE = String.raw`(?:can|could|shall|should|would|will|may)\s+(?:we|you|u|i)\s+(?:(?:please|just|maybe|rather)\s+)?`;

/** Words that switch the proposal to another meal whether or not "instead" is said. */
const SWITCH_MEAL = [
  String.raw`(?:${WE})?(?:make|change|switch|turn)\s+(?:it|that|this)\s+(?:(?:to|into)\s+)?${MEAL}`,
  String.raw`(?:${WE})?(?:switch|change)\s+to\s+${MEAL}`,
  String.raw`(?:let'?s|lets|let\s+us)\s+(?:just\s+)?(?:make\s+it|switch\s+to|change\s+to|go\s+with)\s+${MEAL}`,
  String.raw`(?:how|what)\s+about\s+(?:(?:doing|having|grabbing|getting|going\s+for)\s+)?${MEAL}`,
  String.raw`(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:rather|prefer)(?:\s+to)?(?:\s+(?:do|have|get|grab|go\s+for|make\s+it))?\s+${MEAL}`,
  String.raw`(?:i|we)\s+(?:prefer|would\s+prefer)\s+${MEAL}`,
  String.raw`(?:rather|prefer(?:ably)?)\s+${MEAL}`,
  String.raw`(?:can|could|should)\s+(?:it|this|that)\s+be\s+${MEAL}`,
  String.raw`(?:it|this|that)\s+(?:should|could|can)\s+be\s+${MEAL}`,
  String.raw`${MEAL}\s+(?:would\s+be|is|'?s|works?|would\s+work|sounds|seems)\s+better(?:\s+for\s+(?:me|us))?`,
  String.raw`${MEAL}\s+(?:would\s+be\s+)?(?:better|nicer|easier)`,
  // "is better a lunch?", as some say it.
  String.raw`(?:(?:it'?s|is|will\s+be|would\s+be)\s+)?better\s+${MEAL}`,
  String.raw`(?:(?:let'?s|lets)\s+(?:do|have|get|grab)\s+|(?:do|have|grab|get)\s+)?${MEAL}${AGAINST}`,
].map((p) => new RegExp(String.raw`^${p}${TAIL}$`, 'iu'));
/** Words that ask for a meal and switch the proposal only with "instead": "let's do lunch instead". */
const MEAL_INSTEAD = [
  String.raw`(?:${WE})?(?:do|have|get|grab|go\s+for|go\s+with|meet\s+for|try|book|plan)\s+${MEAL}`,
  String.raw`(?:let'?s|lets|let\s+us)\s+(?:just\s+)?(?:do|have|get|grab|go\s+for|meet\s+for|try)\s+${MEAL}`,
  String.raw`(?:i|we)\s+(?:want|fancy|feel\s+like|'?d\s+like|would\s+like|need)\s+(?:to\s+(?:do|have|get|grab)\s+)?${MEAL}`,
  MEAL,
].map((p) => new RegExp(String.raw`^${p}${TAIL}$`, 'iu'));

function readMeal(said: Tidied): PlaceFollowUp | undefined {
  const patterns = said.instead ? [...SWITCH_MEAL, ...MEAL_INSTEAD] : SWITCH_MEAL;
  for (const re of patterns) {
    const word = re.exec(said.core)?.[1];
    if (word !== undefined) return { kind: 'meal', meal: mealOf(word) };
  }
  return undefined;
}

function mealOf(word: string): PlaceFollowUpMeal {
  const w = word.toLowerCase();
  if (/^(?:breakfast|brekkie|brekky)$/.test(w)) return 'breakfast';
  if (/^(?:lunch|luncheon)$/.test(w)) return 'lunch';
  if (/^(?:dinner|supper)$/.test(w)) return 'dinner';
  if (/^(?:coffees?|cuppa|tea)$/.test(w)) return 'coffee';
  return 'drinks';
}

// ── booking the place shown ───────────────────────────────────────────────────────────────────

/** Never "one": "book that one" may as well pick a time. */
const VENUE = String.raw`(?:place|restaurant|caf[eé]|cafe|bar|pub|spot|venue)`;
const THERE = String.raw`(?:there|at\s+(?:the|that|this)\s+${VENUE}|at\s+it)`;
const PARTY = String.raw`(?:\s+for\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|us(?:\s+(?:two|three|four|all))?|(?:the\s+)?(?:two|three|four)\s+of\s+us|both\s+of\s+us))?`;
const ASK_TO_BOOK = String.raw`(?:(?:(?:can|could|would|will)\s+(?:you|u|we|i)|please|pls|go\s+ahead\s+and|just|now|(?:i|we)(?:'?d|\s+would)\s+like\s+to|(?:i|we)\s+want\s+to|let'?s|lets)\s+)*`;
const BOOKING = new RegExp(
  String.raw`^${ASK_TO_BOOK}(?:` +
    [
      String.raw`(?:book|reserve)\s+(?:us\s+|me\s+)?(?:(?:a|the)\s+table|a\s+spot|a\s+reservation)${PARTY}(?:\s+${THERE})?`,
      String.raw`(?:book|reserve)\s+(?:it|us|one|that|a\s+table)\s+${THERE}${PARTY}`,
      String.raw`(?:book|reserve)\s+(?:that|this|the)\s+${VENUE}${PARTY}`,
      String.raw`reserve\s+(?:it|that|one)${PARTY}`,
      String.raw`(?:book|reserve)\s+(?:us\s+)?there${PARTY}`,
      String.raw`book\s+us\s+in(?:\s+there)?`,
      String.raw`(?:make|get)\s+(?:us\s+|me\s+)?a\s+(?:reservation|booking)${PARTY}(?:\s+${THERE})?`,
      String.raw`(?:get|grab)\s+(?:us\s+|me\s+)?a\s+table${PARTY}(?:\s+${THERE})?`,
      String.raw`(?:open|show(?:\s+me)?|pull\s+up|give\s+me)\s+(?:the\s+|their\s+|its\s+)?(?:booking|reservation)\s+(?:page|link|site)`,
    ].join('|') +
    ')$',
  'iu',
);

function readBooking(core: string): PlaceFollowUp | undefined {
  return BOOKING.test(core) ? { kind: 'book' } : undefined;
}

// ── somewhere closer to someone ───────────────────────────────────────────────────────────────

/** Words that may come before "closer": how people ask ("could we find a café a bit closer to…"). */
const ASKING_WORDS = new Set(
  (
    'can could shall should would will you u we i please pls maybe just find pick choose get go do try meet look for ' +
    "suggest have search see let's lets is are there any got show give me us i'd we'd like prefer rather how what about " +
    'need want it this that be somewhere someplace some place places something anywhere anything a an one the spot ' +
    'spots venue venues option options café cafe cafés cafes coffee shop restaurant restaurants bar bars pub pubs bit ' +
    'little lot tad much slightly more even to at or ideally preferably possible possibly kinda which else different other ' +
    'another instead'
  ).split(' '),
);
const CLOSER = /(?:^|\s)(?:closer|nearer|more\s+convenient|handier)(?:\s+(?:to|for))?\s+(.+)$/iu;
const NAME = /^(?:where\s+)?((?:the\s+)?[\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*)?)$/u;
const NAME_TAIL =
  /(?:'s(?:\s+(?:place|house|flat|apartment|home|office|work|end|side|hotel))?|\s+(?:is|lives|works|stays|is\s+based|is\s+staying|will\s+be))$/iu;
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

function readCloser(core: string): PlaceFollowUp | undefined {
  const m = CLOSER.exec(core);
  if (m === null) return undefined;
  const asked = core.slice(0, m.index).trim();
  if (asked !== '' && !asked.split(/\s+/).every((w) => ASKING_WORDS.has(w.toLowerCase()))) return undefined;
  const to = whoOf((m[1] ?? '').trim());
  return to === undefined ? undefined : { kind: 'closer', to };
}

/** "me", "home", "work", an address, or a name as said ("Sam", "Sam's office" → "Sam"); never a time. */
function whoOf(said: string): string | undefined {
  if (/^us$/i.test(said)) return 'me';
  const saved = savedPlaceAt(said);
  if (saved !== undefined && saved.length === said.length) return saved.place;
  if (EMAIL.test(said)) return said.toLowerCase();
  const bare = said.replace(NAME_TAIL, '');
  const name = NAME.exec(bare)?.[1];
  if (name === undefined) return undefined;
  const words = name.split(/\s+/);
  if (startsWithTime(words) || words.some((w) => startsWithTime([w])) || isNotArea(words) || /^(?:and|or)$/i.test(words[1] ?? ''))
    return undefined;
  if (/\p{Lu}/u.test(name) || /^the\s/i.test(name)) return name;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

// ── another place ─────────────────────────────────────────────────────────────────────────────

/** Never "one": "not that one" may be about the time. */
const PLACE_NOUN = String.raw`(?:place|spot|venue|location|caf[eé]|cafe|coffee\s+shop|restaurant|bar|pub)s?`;
const OTHER_PLACE = new RegExp(
  String.raw`(?:^|\s)(?:` +
    [
      String.raw`(?:somewhere|someplace|some\s+place|anywhere|anyplace|something)\s+else`,
      String.raw`elsewhere`,
      String.raw`(?:a\s+|an\s+|some\s+)?(?:different|other|another|new)\s+(?:place|spot|venue|location|caf[eé]|cafe|coffee\s+shop|restaurant|bar|pub)s?`,
      String.raw`not\s+(?:there|that\s+${PLACE_NOUN}|this\s+${PLACE_NOUN}|the\s+same\s+${PLACE_NOUN}|(?:that|this)\s+(?:caf[eé]|cafe|restaurant|bar|pub)\s+again)`,
      String.raw`(?:i|we)\s+(?:don'?t|do\s+not|didn'?t)\s+(?:really\s+)?(?:like|love|want|fancy)\s+(?:that|this|the|those|these)\s+${PLACE_NOUN}`,
      String.raw`(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+been\s+there(?:\s+(?:too\s+often|already|before|recently|a\s+lot))?`,
      String.raw`(?:change|switch)\s+(?:the\s+)?(?:place|venue|spot|location|caf[eé]|cafe|restaurant|bar|pub)`,
      String.raw`(?:somewhere|someplace|a\s+place)\s+other\s+than\s+(?:that|there|this)(?:\s+${PLACE_NOUN})?`,
    ].join('|') +
    ')$',
  'iu',
);
/** Words that may end "somewhere else…": "nearby", "around there", "in the area", "for coffee". */
const OTHER_PLACE_TAIL =
  /\s+(?:nearby|around\s+(?:there|here)|in\s+the\s+(?:area|neighbou?rhood)|close\s+by|near(?:\s+there)?|for\s+(?:coffee|lunch|dinner|drinks|breakfast)|to\s+(?:meet|go)|this\s+time|then)$/i;

function readOtherPlace(core: string): PlaceFollowUp | undefined {
  let s = core;
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(OTHER_PLACE_TAIL, '');
  }
  const m = OTHER_PLACE.exec(s);
  if (m === null) return undefined;
  const asked = s.slice(0, m.index).trim();
  if (asked !== '' && !asked.split(/\s+/).every((w) => ASKING_WORDS.has(w.toLowerCase()) || /^(?:try|go|going|rather)$/i.test(w)))
    return undefined;
  return { kind: 'other_place' };
}

/** "somewhere cheaper?", "a less expensive café", "anywhere quieter", "can we find a less crowded bar". */
const CHEAPER_OR_QUIETER = new RegExp(
  String.raw`^(?:(?:somewhere|someplace|some\s+place|something|anywhere|anything|one|a|an|some)\s+)?(?:(?:a\s+)?(?:bit|little|lot)\s+)?` +
    String.raw`(?:(cheaper|less\s+(?:expensive|pricey|pricy|posh|fancy)|more\s+affordable|not\s+(?:as|so)\s+(?:expensive|pricey))|(quieter|less\s+(?:busy|noisy|loud|crowded|hectic)|more\s+(?:quiet|peaceful|low[\s-]key)|calmer))` +
    String.raw`(?:\s+(?:${PLACE_NOUN}|caf[eé]s?|cafes?|coffee\s+shops?|restaurants?|bars?|pubs?|one|options?))?(?:\s+(?:nearby|around|near\s+there|close\s+by))?$`,
  'i',
);

function readCheaperOrQuieter(core: string): PlaceFollowUp | undefined {
  const words = core.split(/\s+/);
  // "can we find somewhere cheaper": the asking words first, then the wish.
  // "can we find somewhere cheaper", "anything more affordable": asking words first, then the wish
  // (which may itself start with one, as "more" does).
  for (let start = 0; start < words.length; start++) {
    const m = CHEAPER_OR_QUIETER.exec(words.slice(start).join(' '));
    if (m !== null) return m[1] !== undefined ? { kind: 'cheaper' } : { kind: 'quieter' };
    if (!ASKING_WORDS.has((words[start] ?? '').toLowerCase())) return undefined;
  }
  return undefined;
}
