import { absenceTitle } from './absence-title';
import { FILLER } from './title-filler';
import { JOINER, NUMBERED, titleCase } from './title-words';

/** Activities people name, mapped to the title a person would write in their calendar. */
const ACTIVITY_TITLES: [RegExp, string][] = [
  [/\bcoffee\b/i, 'Coffee'],
  [/\bbreakfast\b/i, 'Breakfast'],
  [/\bbrunch\b/i, 'Brunch'],
  [/\blunch\b/i, 'Lunch'],
  [/\bdinner\b/i, 'Dinner'],
  [/\bdrinks?\b/i, 'Drinks'],
  [/\b1[:-]1\b|\bone[- ]on[- ]one\b/i, '1:1'],
  [/\bstand-?up\b/i, 'Standup'],
  [/\binterview\b/i, 'Interview'],
];

/**
 * The event's title: a named activity wins ("coffee" → "Coffee"); otherwise the words left once
 * time, duration, people and filler are removed, in title case ("dentist appointment" →
 * "Dentist Appointment"). Names met with "with" are added ("Coffee with Sam").
 */
export function extractTitle(said: string, names: readonly string[]): string | undefined {
  // "New event: Design Critique", "title: Dentist": the label says a name follows; it is none of it.
  const rest = said.replace(LABEL, (label) => ' '.repeat(label.length));
  // "sync with the design team", "dinner with my parents": a group, not a guest, who the event is with.
  const group = names.length === 0 ? WITH_GROUP.exec(rest) : null;
  if (group !== null) {
    const without = rest.slice(0, group.index) + ' '.repeat(group[0].length) + rest.slice(group.index + group[0].length);
    const base = extractTitle(without, []);
    const who = (group[1] ?? '')
      .trim()
      .split(/\s+/)
      .map((w, i) => (i > 0 && JOINING_WORD.test(w) ? w.toLowerCase() : titleCase(w)))
      .join(' ');
    if (base !== undefined && !base.startsWith('Meeting with')) return `${base} with ${who}`;
    return `Meeting with ${who}`;
  }
  const withoutArticle = rest
    .replace(FOREIGN_ARTICLE, (a) => ' '.repeat(a.length))
    .replace(NEXT_TO_EVENT, (a) => ' '.repeat(a.length));
  const away = names.length === 0 ? absenceTitle(withoutArticle) : undefined;
  if (away !== undefined) return away;
  const activity = activityTitle(withoutArticle);
  const topic = activity === undefined ? topicTitle(withoutArticle) : undefined;
  let base = activity ?? topic;
  // "call mom about Thanksgiving": who the topic is discussed with, when no guest was named, stays in the title.
  const whom = topic !== undefined && names.length === 0 ? topicCompany(withoutArticle) : undefined;
  if (whom !== undefined) return `${topic ?? ''} with ${whom}`;
  if (base === undefined) {
    // The first clause with words left names the event; one about someone else is an aside
    // ("…, she's in London", "…, they're 6 hours ahead"). A phrase another reader took ends the
    // clause (blanks), so a title is words said together, never leftovers from both sides of a time.
    const words =
      withoutVagueTopic(withoutArticle)
        .split(/[,.;!?]|\bbut\b|\bso\b/i)
        .filter((clause) => !ASIDE.test(clause))
        .map((clause) =>
          clause
            .split(/\s{2,}/)
            .map((run) => wordsOf(run).filter((w) => !UNNAMED.test(w)))
            .reduce<string[]>((best, w) => (w.length > best.length ? w : best), []),
        )
        .find((w) => w.length > 0) ?? [];
    if (words.length > 0 && words.length <= 8)
      base = words.map((w, i) => (i > 0 && JOINER.test(w) ? w.toLowerCase() : titleCase(w))).join(' ');
  }
  // "le mardi 1 décembre à 10h": an article left alone once the date is read names nothing.
  if (base !== undefined && LONE_ARTICLE.test(base)) base = undefined;
  // "reunión el lunes…": the article of the date read away is no word of the title.
  if (base !== undefined) base = base.replace(TRAILING_ARTICLE, '');
  if (base === undefined) return names.length > 0 ? `Meeting with ${joinNames(names)}` : undefined;
  return names.length > 0 ? `${base} with ${joinNames(names)}` : base;
}

/**
 * "15 min with Dana just before the board deck review", "drinks after the offsite": the event it
 * sits next to is another event, never this one's name.
 */
const NEXT_TO_EVENT =
  /\b(?:(?:just|right|immediately|straight)\s+)?(?:before|after|ahead\s+of|following|prior\s+to)\s+(?:the|my|our|his|her|their|this|that)\s+[^,.;!?]+/gi;

/**
 * "un meeting", "una reunión", "ein Termin": an article from the person's first language is no
 * part of the name. Lower case only, so an acronym ("UN summit") stays.
 */
const FOREIGN_ARTICLE = /(?<![\p{L}-])(?:un|une|una|uno|ein|eine|einen|um|uma)(?![\p{L}-])/gu;

/**
 * What follows an activity's word and makes it another event: an "interview debrief" is not the
 * interview, "lunch and learn" is not lunch. Anything else after it ("lunch meeting") is the activity.
 */
const ACTIVITY_KIND =
  /^\s+(?:(debrief|prep|preparation|feedback|panel|training|planning|review|retro|retrospective|party|reception|briefing|loop|kickoff|kick-off)|((?:and|&|n|'n')\s+learn))\b/i;
/** Words before an activity that say which one it is: "team lunch", "Karen's farewell drinks" (at most three). */
const ACTIVITY_MODIFIERS = 3;
/**
 * The kinds of lunch, dinner or drinks people name: a verb before the activity ("do coffee", "I'm
 * thinking brunch") is not one, so only these, a possessive ("Karen's") or a name as written are.
 */
const MODIFIER =
  /^(?:team|farewell|leaving|goodbye|welcome|birthday|bday|anniversary|engagement|retirement|celebration|holiday|christmas|xmas|thanksgiving|easter|halloween|new\s+year's|business|working|client|customer|partner|investor|vendor|board|family|group|department|dept|office|staff|company|offsite|onboarding|networking|alumni|reunion|graduation|date|romantic|friday|monthly|weekly|quarterly|annual|end-of-year|year-end|kickoff|launch|sales|marketing|engineering|design|product|leadership|exec|executive|welcome-back)$/i;

/** "coffee" → "Coffee"; "interview debrief" → "Interview Debrief". */
function activityTitle(rest: string): string | undefined {
  for (const [re, title] of ACTIVITY_TITLES) {
    const m = re.exec(rest);
    if (m === null) continue;
    const kind = ACTIVITY_KIND.exec(rest.slice(m.index + m[0].length));
    const named = kind === null ? title : kind[2] === undefined ? `${title} ${titleCase(kind[1] ?? '')}` : `${title} and Learn`;
    return [...modifiersBefore(rest.slice(0, m.index)), named].join(' ');
  }
  return undefined;
}

/**
 * The words said right before an activity, in the same phrase, that are no filler: "team", "Karen's
 * farewell". A filler, a joiner, a gap a reader left or a clause's end stops them.
 */
function modifiersBefore(before: string): string[] {
  const phrase = before.split(/[,.;:!?()]|\s{2,}/).at(-1) ?? '';
  const words = phrase
    .replace(FILLER, ` ${GAP} `)
    .split(/\s+/)
    .filter((w) => w !== '');
  const kept: string[] = [];
  for (const word of words.reverse()) {
    const names = MODIFIER.test(word) || /^\p{L}[\p{L}-]*'s$/u.test(word) || /^\p{Lu}[\p{Ll}-]+$/u.test(word);
    if (word === GAP || !names || UNNAMED.test(word) || kept.length === ACTIVITY_MODIFIERS) break;
    kept.unshift(titleCase(word));
  }
  return kept;
}

/** Family and friends, met by what they are to the person: "lunch with mom", "dinner with my sister". */
const KIN = String.raw`(?:mom|mum|mommy|mummy|mama|dad|daddy|papa|mother|father|parents|grandma|grandpa|granny|gran|grandad|granddad|gramps|nan|nana|nanna|nonna|grandmother|grandfather|grandparents|grandkids|wife|husband|spouse|sister|brother|sis|bro|siblings|son|daughter|aunt|auntie|aunty|uncle|cousins?|nephew|niece|in-laws|boyfriend|girlfriend|fianc[eé]e?|friends?|neighbou?rs?|roommates?|flatmates?|kids|children)`;

/** A label before an event's name: "New event:", "Event title:", "title:", "Subject:". */
const LABEL =
  /^\s*(?:(?:new|add)\s+(?:event|meeting|appointment|entry|calendar\s+entry|reminder)|event(?:\s+(?:title|name))?|title|subject|name)\s*:/i;

/** "with the design team", "with my parents", "w/ the board", "with mom and dad": a group met, named by what it is. */
const WITH_GROUP = new RegExp(
  String.raw`\bwith\s+(?:the\s+|my\s+|our\s+|your\s+)?((?:(?!with\b|on\b|at\b|in\b|for\b|about\b|to\b)[\p{L}\d&-]+\s+){0,2}(?:team|teams|group|squad|crew|committee|board|department|dept|folks|family|kids|client|clients|investors|leadership|execs|staff|engineers|designers|partners?|vendors?|legal|finance|marketing|sales|hr|ops|operations|engineering|product|recruiting|support|bank|landlord|accountant|lawyer|solicitor|plumber|electrician|contractor|builders?|realtor|estate\s+agent|insurer|tutor|coach|mentor)|${KIN}(?:\s+(?:and|&)\s+(?:my\s+)?${KIN})?)\b`,
  'iu',
);

/** Words before a topic that say only what kind of meeting it is, or that one is had. */
const MEETING_WORDS =
  /^(?:call|calls|sync|chat|catch-?up|check-?in|standup|workshop|demo|interview|meeting|meetings|session|talk|speak|discussion|quick|short|brief|long|catch|up|it|ring|phone|video|zoom|1:1)$/i;
const COMPANY_MAX_WORDS = 3;
const SOMEONE =
  /^(?:mom|mum|dad|mother|father|parents|grandma|grandpa|wife|husband|partner|boss|manager|team|board|client|clients|customer|landlord|doctor|lawyer|accountant|coach|tutor|mentor|investors?|recruiter|family|sister|brother|son|daughter|kids)$/i;

/** "call mom about …" → "Mom"; "talk to Sam about …" → "Sam": the words before the topic that name someone. */
function topicCompany(rest: string): string | undefined {
  const at = TOPIC.exec(rest)?.index;
  if (at === undefined) return undefined;
  const words = wordsOf(rest.slice(0, at)).filter((w) => !MEETING_WORDS.test(w) && !JOINER.test(w));
  if (words.length === 0 || words.length > COMPANY_MAX_WORDS) return undefined;
  // Only someone: a name as written (capitalised) or a person named by role ("mom", "the board"); "jump on a call" is no one.
  if (!words.every((w) => /^\p{Lu}/u.test(w) || SOMEONE.test(w))) return undefined;
  return words.map(titleCase).join(' ');
}

/** Whether the words name the event themselves: an activity ("lunch") or a topic ("to go over the budget"). */
export function namesTheEvent(text: string): boolean {
  return ACTIVITY_TITLES.some(([re]) => re.test(text)) || topicTitle(text) !== undefined;
}

/** Where a topic begins ("…next week to discuss our collaboration"), so what is said about time can go before it. */
export function topicAt(text: string): number | undefined {
  const match = TOPIC.exec(text);
  return match === null ? undefined : match.index;
}

/** "to go over the Q3 budget", "about pricing": what the meeting is for, up to the clause's end. */
const TOPIC =
  /\b(?:to\s+(go\s+(?:over|through)|discuss|talk(?:\s+(?:about|through))?|chat\s+about|walk\s+through|look\s+(?:at|over)|work\s+on|finali[sz]e|align\s+on|review|plan|prep(?:are)?\s+for)|(about|regarding|re:|(?<!['’])re(?=\s+[a-z])))\s+([^,.;!?()]+)/i;
/** Words before a topic's name that are not part of it. */
const DETERMINER = /^(?:the|a|an|our|my|your|their|his|her|this|that|these|those|some)$/i;
/** The kind of meeting a topic is given, as a calendar would name it: "Q3 Budget Call". */
const KIND = /\b(call|sync|chat|catch-?up|check-?in|standup|workshop|demo|interview)\b/i;
const TOPIC_MAX_WORDS = 5;
/**
 * "to discuss", "to catch up", "about" with nothing after (what followed was a time or a length:
 * "a call about 30 minutes"): why people meet, not what the event is.
 */
const BARE_TOPIC = /\b(?:to\s+(?:discuss|talk|chat|connect|catch\s+up|sync(?:\s+up)?)|about|regarding)(?=[\s·,.;!?]*$)/i;
/** Words left at a topic's end once a time or a person after it was taken: "the budget on (Friday)". */
const TRAILING_CONNECTOR = /^(?:on|at|in|for|with|by|from|next|this|and|or|to|before|after|around|between|until|during)$/i;
/** Where the detail of a topic begins: "the new pricing model | for enterprise customers". */
const TOPIC_DETAIL = /^(?:for|in|with|on|at|from|across|between|including|regarding)$/i;
/** Small words inside a topic stay small in its title: "Budget and Hiring Sync". */
const JOINING_WORD = /^(?:and|or|of|for|the|a|an|to|in|on|with|&)$/i;
/** "to talk about it" names nothing. */
const VAGUE_TOPIC = /^(?:it|this|that|them|things?|stuff|everything|something|anything|details)$/i;

/**
 * "a call to go over the Q3 budget" is the "Q3 Budget Call": the topic names the event, with the
 * kind of meeting (or what is done to the topic: a review, planning) after it.
 */
function topicTitle(rest: string): string | undefined {
  const match = TOPIC.exec(rest);
  if (match === null) return undefined;
  const topic = topicWords(match);
  // A long topic is named by its head: "the new pricing model for enterprise customers in Europe".
  const detail = topic.findIndex((w) => TOPIC_DETAIL.test(w));
  const head = topic.length > TOPIC_MAX_WORDS && detail > 0 ? topic.slice(0, detail) : topic;
  if (head.length === 0 || head.length > TOPIC_MAX_WORDS || head.every((w) => VAGUE_TOPIC.test(w))) return undefined;
  const verb = (match[1] ?? match[2] ?? '').toLowerCase();
  const kind = KIND.exec(rest.slice(0, match.index))?.[1];
  const suffix =
    verb === 'review'
      ? 'Review'
      : verb === 'plan'
        ? 'Planning'
        : verb.startsWith('prep')
          ? 'Prep'
          : kind === undefined
            ? ''
            : titleCase(kind);
  const named = head.map((w, i) => (i > 0 && JOINING_WORD.test(w) ? w.toLowerCase() : titleCase(w)));
  return [...named, suffix].filter((w) => w !== '').join(' ');
}

/** The words naming a topic, without a leading "the" or what trails once a time was taken out. */
function topicWords(match: RegExpExecArray): string[] {
  // The topic ends where another extractor took words out ("the budget on ␣␣␣␣␣␣"): a run of blanks.
  const said = (match[3] ?? '').trim().split(/\s{2,}/)[0] ?? '';
  const words = said.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  while (words.length > 0 && TRAILING_CONNECTOR.test(words.at(-1) ?? '')) words.pop();
  return words.filter((w, i) => i > 0 || !DETERMINER.test(w));
}

/** "call with Dana to talk about it": a topic that names nothing is no part of the title ("Call with Dana"). */
function withoutVagueTopic(rest: string): string {
  const match = TOPIC.exec(rest);
  const topic = match === null ? [] : topicWords(match);
  const vague = match !== null && topic.length > 0 && topic.every((w) => VAGUE_TOPIC.test(w));
  const out = vague ? rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length) : rest;
  return out.replace(BARE_TOPIC, ' ');
}

/**
 * "put something on my calendar", "schedule it", "a meeting with someone", "grab an hour with her":
 * words standing for an event or a person not named (an "IT" review keeps its name).
 */
const LONE_ARTICLE = /^(?:le|la|les|l'|el|los|las|der|die|das|den|dem|am|au|aux|à|de|del|du|des)$/i;
const TRAILING_ARTICLE = /\s+(?:le|les|el|los|las|der|das|dem|den|du|des|del|au|aux)$/i;
const UNNAMED = /^(?:[Ss]omething|[Aa]nything|[Ii]t|[Ss]omeone|[Ss]omebody|[Hh]er|[Hh]im|[Tt]hem)$/;

const ASIDE = /^\s*(?:she|he|they|it|that|this|there)(?:'s|'re|\b)/i;

const ARTICLE = /^(?:a|an|the)$/i;
/** What stands for a filler phrase that is no joiner, so a joiner next to it is at an edge. */
const GAP = '¦';

function wordsOf(clause: string): string[] {
  const words = clause
    .replace(FILLER, (filler: string) => {
      const word = filler.trim();
      if (JOINER.test(word)) return ` ${word.toLowerCase()} `;
      // An article is dropped where it stands: "to the airport" still joins.
      return ARTICLE.test(word) ? ' ' : ` ${GAP} `;
    })
    .replace(/[^\p{L}\p{N}'&:/ ¦-]+/gu, ' ')
    .split(/\s+/)
    // Quote marks are not part of a word ("'Board prep'"); "'s" left by a name taken out is no word.
    .map((w) => w.replace(/^'+|'+$/g, ''))
    // A number is what a time left, unless it says which of something numbered ("Study Chapter 4").
    .filter(
      (w, i, all) =>
        w === GAP ||
        w === '&' ||
        (/[\p{L}\p{N}]/u.test(w) && !/^s$/i.test(w) && (!/^\d+$/.test(w) || NUMBERED.test(all[i - 1] ?? ''))),
    );
  // A joiner only joins two words of the name: at an edge, or next to a filler taken out, it goes.
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (word === GAP) continue;
    if (!JOINER.test(word)) {
      kept.push(word);
      continue;
    }
    let next = i + 1;
    while (next < words.length && JOINER.test(words[next] ?? '')) next++;
    const before = words[i - 1];
    const after = words[next];
    const joins = kept.length > 0 && before !== undefined && before !== GAP && after !== undefined && after !== GAP;
    if (joins) kept.push(word);
  }
  return kept;
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
