/**
 * Slips of the keyboard in the few words that decide what a request does and when: "cancle my
 * evening plans", "all 1:1s in decmber", "on wednsday". A word is put right only when it is one
 * slip (a letter swapped with its neighbour, missing, doubled or mistyped) away from exactly one
 * known word, is long enough for that slip to leave it recognisable, and is not itself a word
 * people write ("remote" is not "remove", "Frida" is someone, not Friday). Day and month names
 * are put right only where a time is said ("in decmber", "on thrusday", "decmber 3"), since there
 * a name or a title word would be out of place.
 */

/** Verbs and nouns that decide the request; every form is listed so "cancels" is never "corrected". */
const COMMAND_WORDS: readonly (readonly string[])[] = [
  ['cancel', 'cancels', 'canceled', 'cancelled', 'canceling', 'cancelling'],
  ['delete', 'deletes', 'deleted', 'deleting'],
  ['remove', 'removes', 'removed', 'removing'],
  ['reschedule', 'reschedules', 'rescheduled', 'rescheduling'],
  ['postpone', 'postpones', 'postponed', 'postponing'],
  ['schedule', 'schedules', 'scheduled', 'scheduling'],
  ['meeting', 'meetings'],
  ['appointment', 'appointments'],
  ['calendar', 'calendars'],
  ['everything'],
  ['tomorrow'],
];

/** Names of days and months long enough that one slip still says which (not "may", "june", "march"). */
const TIME_NAMES: readonly (readonly string[])[] = [
  ['monday', 'mondays'],
  ['tuesday', 'tuesdays'],
  ['wednesday', 'wednesdays'],
  ['thursday', 'thursdays'],
  ['friday', 'fridays'],
  ['saturday', 'saturdays'],
  ['sunday', 'sundays'],
  ['january'],
  ['february'],
  ['august'],
  ['september'],
  ['october'],
  ['november'],
  ['december'],
];

/** Real words (and common names) one slip from a known word: never corrected. */
const REAL_WORDS = new Set([
  'remote',
  'remover',
  'cancer',
  'deplete',
  'delate',
  'melting',
  'sundae',
  'sundry',
  'frida',
  'augusta',
]);

/** Shorter words are too close to too many others for one slip to say which was meant. */
const MIN_LENGTH = 5;

/** Words before a day or month name that say it is a time: "in decmber", "on wendesday", "next thrusday". */
const TIME_BEFORE =
  /\b(?:in|on|of|for|by|from|until|till|through|thru|since|before|after|during|this|next|last|every|each|early|mid|late|end|the|coming|following|\d{1,2}(?:st|nd|rd|th)?)\s+$/i;
/** Words after one that say so: "decmber 3", "thrusday at 2", "wendesday morning". */
const TIME_AFTER = /^\s*(?:\d|at\b|@|morning|afternoon|evening|night|noon|the\s+\d|,\s*\d)/i;

const COMMANDS = index(COMMAND_WORDS);
const TIMES = index(TIME_NAMES);

const DAY_OR_MONTH = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/**
 * Right words in the wrong place, as speech-to-text and quick typing leave them, put right only
 * where the time or the exception around them says which was meant: "friday the forth", "too
 * o'clock", "at for thirty", "everything accept the dentist".
 */
const SOUNDALIKES: readonly [RegExp, string][] = [
  [new RegExp(String.raw`\b((?:on|by|until|till|from|before|after|${DAY_OR_MONTH})\s+the\s+)forth\b`, 'gi'), '$1fourth'],
  [new RegExp(String.raw`\b(the\s+)forth(?=\s+(?:of\s+${DAY_OR_MONTH}|at\b|@|\d))`, 'gi'), '$1fourth'],
  [/\b(?:too|to)(\s+o['’]?\s?clock)\b/gi, 'two$1'],
  [
    /\b(at|by|around|until|till|from|before|after)\s+for(?=\s+(?:thirty|fifteen|forty[\s-]?five|o['’]?\s?clock|[ap]\.?m\b|\d{2}\b(?!\s*(?:min|hour|hr|h\b))))/gi,
    '$1 four',
  ],
  [/\b(everything|everyone|all|anything|every\s+\w+)\s+accept\b/gi, '$1 except'],
];

export function correctTypos(text: string): string {
  return SOUNDALIKES.reduce((out, [re, to]) => out.replace(re, to), text).replace(
    /(?<![\w@.'’/-])[A-Za-z]{5,}(?![\w@'’/-]|\.\w)/g,
    (word, offset: number) => {
      const lower = word.toLowerCase();
      const command = correctionOf(lower, COMMANDS);
      if (command !== undefined) return inCaseOf(word, command);
      const time = correctionOf(lower, TIMES);
      if (time === undefined) return word;
      const before = text.slice(Math.max(0, offset - 20), offset);
      const after = text.slice(offset + word.length, offset + word.length + 12);
      const saysTime = TIME_BEFORE.test(before) || TIME_AFTER.test(after) || /^\s*$/.test(before);
      return saysTime ? inCaseOf(word, time) : word;
    },
  );
}

interface Vocabulary {
  /** Every form, so a correct word is left alone. */
  forms: ReadonlySet<string>;
  /** The forms a slip is measured against, each with the word it belongs to. */
  targets: readonly { form: string; word: number }[];
}

function index(groups: readonly (readonly string[])[]): Vocabulary {
  return {
    forms: new Set(groups.flat()),
    targets: groups.flatMap((forms, word) => forms.filter((f) => f.length >= MIN_LENGTH).map((form) => ({ form, word }))),
  };
}

/**
 * The form `word` is a slip of, or undefined when it is a form itself, a real word, or a slip of
 * two different words. Two forms of one word ("cancelld": canceled or cancelled) both do.
 */
function correctionOf(word: string, vocabulary: Vocabulary): string | undefined {
  if (word.length < MIN_LENGTH || vocabulary.forms.has(word) || REAL_WORDS.has(word)) return undefined;
  const near = vocabulary.targets.filter((t) => Math.abs(t.form.length - word.length) <= 1 && isOneSlipApart(word, t.form));
  const [first] = near;
  return first !== undefined && near.every((t) => t.word === first.word) ? first.form : undefined;
}

/** One substitution, insertion, deletion, or swap of neighbouring letters. */
export function isOneSlipApart(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
  }
  return short.slice(i) === long.slice(i + 1);
}

/** "Decmber" → "December", "CANCLE" → "CANCEL", "cancle" → "cancel". */
function inCaseOf(original: string, corrected: string): string {
  if (original === original.toUpperCase()) return corrected.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) return `${corrected.charAt(0).toUpperCase()}${corrected.slice(1)}`;
  return corrected;
}
