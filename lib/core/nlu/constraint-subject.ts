import { allMatches } from './all-matches';
/**
 * Who a constraint is about, read from the words just before its trigger: "Bob would rather not…",
 * "Alice and Dana can't…", "I'm only free…", "the group would like…". `me` is the organiser and
 * `everyone` every participant (domain/constraint.ts); a name is kept as the request wrote it.
 */
export interface Subject {
  who: string[];
  /** Where the subject starts, so the constraint's text and blanking include it. */
  index: number;
}

/** Capitalised words that start sentences or name days and tools, never people. */
export const NOT_NAMES = new Set([
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Today', 'Tomorrow', 'Tonight'],
  ...['Mon', 'Tue', 'Tues', 'Wed', 'Thu', 'Thur', 'Thurs', 'Fri', 'Sat', 'Sun', 'Weekday', 'Weekdays', 'Weekend'],
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'],
  ...['December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'],
  ...['Zoom', 'Meet', 'Teams', 'Google', 'Slack', 'Skype', 'Webex', 'FaceTime', 'Hangouts', 'Outlook', 'Calendar'],
  ...['I', 'Also', 'And', 'But', 'So', 'Then', 'Please', 'Just', 'Maybe', 'Oh', 'Ok', 'Okay', 'Hey', 'Hi', 'Hello'],
  ...['Note', 'Btw', 'Actually', 'Unfortunately', 'Sadly', 'Ideally', 'Preferably', 'Remember', 'Plus', 'However'],
  ...['Though', 'Although', 'Because', 'Since', 'If', 'When', 'While', 'Otherwise', 'The', 'A', 'An', 'My', 'Our'],
  ...['Your', 'Their', 'His', 'Her', 'It', 'This', 'That', 'These', 'Those', 'Can', 'Could', 'Would', 'Will', 'Let'],
  ...['Lunch', 'Coffee', 'Dinner', 'Breakfast', 'Brunch', 'Drinks', 'Meeting', 'Call', 'Sync', 'Standup', 'Schedule'],
  ...['Book', 'Move', 'Cancel', 'Add', 'Find', 'Set', 'Put', 'Make', 'Keep', 'Leave', 'Avoid', 'Only', 'No', 'Not'],
  ...['Never', 'Nothing', 'Mornings', 'Morning', 'Afternoons', 'Afternoon', 'Evenings', 'Evening', 'Except', 'Any'],
  ...['Everyone', 'Everybody', 'We', 'They', 'He', 'She', 'Who', 'What', 'Where', 'Why', 'How', 'Is', 'Are', 'Do'],
  ...['Does', 'Am', 'Was', 'Invite', 'With', 'Reschedule', 'Delete', 'Show', 'Help', 'Yes', 'Thanks', 'Thank'],
  ...['On', 'At', 'In', 'For', 'From', 'By', 'After', 'Before', 'Until', 'Every', 'Each', 'Next', 'Last', 'During'],
]);

/** Lower-case words that open a sentence without naming anyone ("pls can't do mornings"). */
const NOT_LOWER_NAMES = new Set(
  'you it there here someone somebody nobody anyone people everyone everybody pls plz really honestly mornings evenings afternoons this that me us them he she i we they then also just maybe still now ok hey hi yeah yes no we'.split(
    ' ',
  ),
);

const NAME = String.raw`[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)?`;
const EMAIL = String.raw`[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,24}`;
const GROUP = String.raw`[Ee]veryone|[Ee]verybody|[Aa]ll of us|[Bb]oth of us|[Ww]e|[Tt]hey|(?:[Tt]he\s+)?(?:whole\s+)?(?:group|team|others|attendees)`;
const ADVERBS = String.raw`(?:(?:both|all|also|really|generally|usually|definitely|just|still|probably|absolutely|normally|typically|honestly|unfortunately|sadly|actually|already|mostly|personally|strongly)\s+)*`;
const TAIL = new RegExp(
  String.raw`(?:^|[\s,;:(])((?:${NAME}|${EMAIL})(?:\s*(?:,|and|&)\s*(?:${NAME}|${EMAIL})){0,8}|[Ii]|${GROUP}|[Hh]e|[Ss]he|[Ww]ho|(?:[Mm]y|[Oo]ur)\s+[a-z]+)\s+${ADVERBS}$`,
  'u',
);
/** "lunch with Sam Friday, Bob can't…": the last name alone, when a list would reach into the object. */
const TAIL_ONE = new RegExp(String.raw`(?:^|[\s,;:(])(${NAME}|${EMAIL})\s+${ADVERBS}$`, 'u');
const TAIL_GLUED = new RegExp(String.raw`(?:^|[\s,;:(])(${NAME}|[Ii]|[Ww]e|[Tt]hey|[Hh]e|[Ss]he)$`, 'u');
/**
 * Speech typed out or written in a hurry has no capitals: "tom would rather not…". A single
 * lower-case word that opens the sentence right before the trigger is a name, unless it is a word
 * people open sentences with.
 */
const TAIL_LOWER = new RegExp(String.raw`(?:^|[,.;:!?]\s*|\b(?:and|but|also|plus)\s+)([a-z][a-z'-]{1,20})\s+${ADVERBS}$`, 'u');
/**
 * "book a call with omar next week omar cant do mornings": speech has no capitals and no
 * punctuation, so a lower-case word anywhere is the subject when the request named it as a
 * person already ("with omar", "invite omar").
 */
const TAIL_LOWER_ANY = new RegExp(String.raw`(?:^|\s)([a-z][a-z'-]{1,20})\s+${ADVERBS}$`, 'u');
const NAMED_AS_PERSON = /\b(?:with|invite|and|&|w\/)\s+([a-z][a-z'-]{1,20})\b/g;

/** Lower-case words the request already used as a person ("with omar", "and priya"). */
function knownLowerNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of allMatches(NAMED_AS_PERSON, text)) {
    const word = m[1] ?? '';
    const name = word.charAt(0).toUpperCase() + word.slice(1);
    if (!NOT_LOWER_NAMES.has(word) && !NOT_NAMES.has(name) && !/^(?:a|an|the|my|our|your|his|her|their)$/.test(word))
      names.add(word);
  }
  return names;
}

/** "I'd", "Sam's": the contraction belongs to the verb, not the name. */
const CONTRACTION = /'(?:d|m|ll|re|ve|s)$/;
const OBJECT_OF = /\b(?:with|to|invite|meet|see|call|for|from|at|by|ask|tell|email|ping|cc)\s+$/i;
const GROUP_ONLY = new RegExp(String.raw`^(?:${GROUP})$`);
const LAST_NAME = new RegExp(String.raw`\b${NAME}`, 'gu');

/**
 * The subject ending right before `index` (a trigger's start). A trigger may start with a
 * contraction ("Sam's not free", "I'm only free"), so the subject can end without a space.
 */
export function subjectBefore(text: string, index: number): Subject | undefined {
  const direct = subjectEndingAt(text, index);
  if (direct !== undefined) return direct;
  // "Tariq can do anytime except Tuesday", "Sam is fine with any day but Friday": the rule's
  // subject comes before what they can do.
  const window = text.slice(Math.max(0, index - 60), index);
  const bridge = BRIDGE.exec(window) ?? WANTS.exec(window);
  return bridge === null ? undefined : subjectEndingAt(text, index - bridge[0].length);
}

/** "Raj needs 15 minutes between meetings", "Isla wants at least half an hour…": the rule is what they need. */
const WANTS =
  /\s+(?:(?:has|have|needs?|wants?|would\s+like|'d\s+like)\s+to|needs?|wants?|requires?|would\s+(?:like|prefer|love)|'d\s+(?:like|prefer)|likes?|prefers?|has\s+to\s+have|must\s+have|asks?\s+for|asked\s+for)(?:\s+(?:at\s+least|a\s+minimum\s+of|no\s+less\s+than))?\s*$/i;

/** What someone can do, said between them and an "except" or "but": "can do", "is fine with", "is free". */
const BRIDGE =
  /\s+(?:(?:can|could|will|would)\s+(?:do|make|meet|manage|join|take)(?:\s+(?:it|meetings|calls|a\s+call))?|(?:is|are|'s|'re|'m|am)\s+(?:free|available|fine|ok(?:ay)?|good|around|happy|flexible|open)(?:\s+(?:with|for))?|(?:is|are|'s|'re)\s+(?:fine|ok(?:ay)?|good)\s+with|works?|(?:is|are)\s+free\s+to\s+meet)\s*$/i;

function subjectEndingAt(text: string, index: number): Subject | undefined {
  const from = Math.max(0, index - 80);
  const before = text.slice(from, index);
  const known = knownLowerNames(text.slice(0, index));
  for (const tail of [TAIL, TAIL_GLUED, TAIL_ONE, TAIL_LOWER, TAIL_LOWER_ANY]) {
    const m = tail.exec(before);
    const raw = m?.[1];
    if (m === null || raw === undefined) continue;
    if (tail === TAIL_LOWER_ANY && !known.has(raw.toLowerCase())) continue;
    const start = from + m.index + m[0].indexOf(raw);
    const resolved = resolve(raw.replace(CONTRACTION, ''), text.slice(0, start));
    // "coffee with Sam not on Monday": Sam is who the coffee is with, not who the rule is about
    // ("At Tuesday Ilse not want…" is Ilse's: the day, not she, follows "at").
    const named = start + resolved.skip;
    if (OBJECT_OF.test(text.slice(Math.max(0, named - 12), named))) continue;
    if (resolved.who.length > 0) return { who: resolved.who, index: named };
  }
  return undefined;
}

/** `me`, `everyone` or the names, dropping capitalised words that are not people ("Friday Sam" → Sam). */
function resolve(raw: string, earlier: string): { who: string[]; skip: number } {
  const lower = raw.toLowerCase();
  if (lower === 'i') return { who: ['me'], skip: 0 };
  if (GROUP_ONLY.test(raw)) return { who: ['everyone'], skip: 0 };
  if (/^(?:he|she|who)$/.test(lower)) return { who: [lastNameIn(earlier) ?? 'everyone'], skip: 0 };
  // "it must be on Monday", "the meeting should end by 3": a rule about the meeting holds for everyone in it.
  if (/^(?:it|this|that)$/.test(lower)) return { who: ['everyone'], skip: 0 };
  if (/^(?:my|our)\s/.test(lower)) return { who: [lower], skip: 0 };
  if (/^[a-z][a-z'-]*$/.test(raw) && !NOT_LOWER_NAMES.has(raw)) {
    const name = raw.charAt(0).toUpperCase() + raw.slice(1);
    return { who: NOT_NAMES.has(name) ? [] : [name], skip: 0 };
  }
  const who = raw
    .split(/\s*(?:,|\band\b|&)\s*/)
    .map((n) =>
      n
        .split(/\s+/)
        .filter((w) => !NOT_NAMES.has(w))
        .join(' '),
    )
    .filter((n) => n.length > 0)
    .map((n) => (n.includes('@') ? n.toLowerCase() : n));
  return { who, skip: leadingNonNames(raw) };
}

function leadingNonNames(raw: string): number {
  let offset = 0;
  for (const part of raw.split(/([\s,&]+|\band\b)/)) {
    if (part.trim().length > 0 && !/^(?:[\s,&]+|and)$/.test(part) && !NOT_NAMES.has(part)) break;
    offset += part.length;
  }
  return offset;
}

/** The last person named before a pronoun ("with Alice, who can't…"). */
export function lastNameIn(text: string): string | undefined {
  let last: string | undefined;
  for (const m of allMatches(LAST_NAME, text)) {
    const name = m[0]
      .split(/\s+/)
      .filter((w) => !NOT_NAMES.has(w))
      .join(' ');
    if (name.length > 0) last = name;
  }
  return last;
}
