// Words the place readers share (read-place-area.ts, read-place-follow-up.ts): which words after
// "near", "around", "by" or "closer to" start a time rather than a place, which name the person's
// own places, and how a typed-in-lower-case area is written back.

/** The person's two saved places, and "me" (wherever the person is; an area reads it as home). */
export type SavedPlace = 'me' | 'home' | 'work';

const HOME = /^(?:home|my\s+(?:place|house|flat|apartment|apt|home|neighbou?rhood|area|end)|where\s+I\s+live)(?![\p{L}\p{N}'])/iu;
const WORK =
  /^(?:work|the\s+office|(?:my|our)\s+(?:office|work(?:place)?|desk|job|building)|where\s+I\s+work|the\s+workplace)(?![\p{L}\p{N}'])/iu;
const ME = /^(?:me|myself|where\s+I\s+am|where\s+I'?m\s+staying)(?![\p{L}\p{N}'])/iu;

/** "near me" → me, "close to the office" → work: the saved place the words name, and how much they take. */
export function savedPlaceAt(text: string): { place: SavedPlace; length: number } | undefined {
  for (const [re, place] of [
    [ME, 'me'],
    [HOME, 'home'],
    [WORK, 'work'],
  ] as const) {
    const m = re.exec(text);
    if (m !== null) return { place, length: m[0].length };
  }
  return undefined;
}

/**
 * Words that start a time: "around 3", "by Friday", "in the morning", "close to lunch", "in 2 weeks",
 * "by eod", "around Christmas". A place never starts with one ("near Soho", "by Union Square").
 */
const TIME_WORDS = new Set(
  (
    'noon midday midnight morning mornings afternoon afternoons evening evenings night nights tonight today tomorrow tmrw ' +
    'tmr tomo tomorow yesterday weekend weekends weekday weekdays week weeks fortnight month months year years day days ' +
    'hour hours hr hrs minute minutes min mins second seconds sec secs monday mondays tuesday tuesdays wednesday ' +
    'wednesdays thursday thursdays friday fridays saturday saturdays sunday sundays mon tue tues wed weds thu thur thurs ' +
    'fri sat sun january february march april may june july august september october november december jan feb mar apr ' +
    'jun jul aug sep sept oct nov dec next this last coming following then now soon later earlier early late eod eow eom ' +
    'cob asap end start beginning middle mid midweek lunch lunchtime lunchtimes breakfast breakfasttime dinner dinnertime ' +
    'brunch teatime supper christmas xmas easter thanksgiving halloween hanukkah diwali ramadan eid passover sunrise ' +
    'sunset dawn dusk half quarter one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty ' +
    'forty fifty sixty ninety couple few several q1 q2 q3 q4 h1 h2 am pm same usual whenever sometime someday'
  ).split(' '),
);
/** After "the", "a" or "an": "by the end of the week", "around the same time", "in a bit", "in an hour". */
const TIME_AFTER_ARTICLE = new Set(
  (
    'end start beginning middle same usual right first second third fourth fifth last next following coming weekend ' +
    'week morning afternoon evening night day moment time holidays holiday deadline meeting call standup break meantime ' +
    'interim future past summer winter spring autumn fall new bit while few couple hour minute fortnight month year date ' +
    'event session slot'
  ).split(' '),
);

/** Whether the words start a time ("the end of the day", "5pm", "mid-morning"), so they are no place. */
export function startsWithTime(words: readonly string[]): boolean {
  const first = (words[0] ?? '').toLowerCase();
  const second = words[1] ?? '';
  // "near 14 Greek Street" is an address; "by 5", "around 3 Friday", "by 6 PM" are times.
  if (/^\d/.test(first)) return !(/^\d{1,5}$/.test(first) && /^\p{Lu}/u.test(second) && !isTimeWord(second));
  // "mid-morning", "noonish", "3ish".
  if (/^mid-/.test(first) || (/ish$/.test(first) && (isTimeWord(first.replace(/-?ish$/, '')) || /^\d/.test(first)))) return true;
  if (isTimeWord(first)) return true;
  return (
    /^(?:the|a|an)$/.test(first) && (TIME_AFTER_ARTICLE.has(second.toLowerCase()) || isTimeWord(second) || /^\d/.test(second))
  );
}

export function isTimeWord(word: string): boolean {
  return TIME_WORDS.has(word.toLowerCase().replace(/['’]s$/, ''));
}

/** Words after a preposition that are no area: a medium, a pronoun, a tool, a language, "person" in "in person". */
const NOT_AREA_WORDS = new Set(
  (
    'person persons private public advance total general case order time phone video zoom teams meet email e-mail mail ' +
    'text chat slack discord whatsapp signal telegram car bus train tube subway bike foot plane taxi uber myself yourself ' +
    'himself herself ourselves themselves you him her them us it that this these those here there everyone everybody ' +
    'someone somebody anyone anybody all both way default hand far chance accident mistake design town mind touch sync ' +
    'line bed progress parallel return turn charge front detail depth brief short particular writing bulk secret nothing ' +
    'anything something figma miro notion jira confluence docs sheets excel word powerpoint keynote canva github linear ' +
    'asana trello outlook gmail calendar diary agenda schedule webex skype facetime hangouts english spanish french ' +
    'german italian portuguese chinese mandarin cantonese japanese korean hindi arabic russian dutch polish swedish ' +
    'what which who whom whose how why when where whether if no most every each some any many other busy free'
  ).split(' '),
);
/** "the way", "the clock", "the corner": after "the", still no area. */
const NOT_AREA_AFTER_THE = new Set(
  (
    'way clock corner area neighbourhood neighborhood calendar diary loop invite meeting call phone video same ' +
    'other rest whole team group list plan agenda office'
  ).split(' '),
);

export function isNotArea(words: readonly string[]): boolean {
  const first = (words[0] ?? '').toLowerCase();
  if (NOT_AREA_WORDS.has(first)) return true;
  return first === 'the' && NOT_AREA_AFTER_THE.has((words[1] ?? '').toLowerCase());
}

const SMALL_WORDS = new Set(['of', 'and', 'on', 'upon', 'de', 'la', 'le', 'du', 'del', 'der', 'da', 'di', 'y', 'the', '&']);

/** "soho" → "Soho", "king's cross" → "King's Cross"; written as typed when it has capitals or starts with "the". */
export function writeArea(words: readonly string[]): string {
  const said = words.join(' ');
  if (/\p{Lu}/u.test(said) || /^(?:the|my|our)$/i.test(words[0] ?? '')) return said;
  return words.map((w) => (SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
}

export function isSmallWord(word: string): boolean {
  return SMALL_WORDS.has(word.toLowerCase());
}
