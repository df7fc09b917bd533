import { allMatches } from './all-matches';
import { NOT_NAMES } from './constraint-subject';
import { blank } from './mask-text';
import type { ParsedAttendee } from './parsed-request';

export interface AttendeesMatch {
  attendees: ParsedAttendee[];
  /** The text with the addresses and names blanked out. */
  rest: string;
}

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,24}/g;
/**
 * "Sam", "Alex Kim", "Sam's team", "Dr. Patel": capitalised, at most two words after a title, or a
 * possessive and its noun.
 */
const NAME = String.raw`(?:[A-Z][\p{L}-]*'s\s+[a-z]+|(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)?)`;
/** At most nine names: a longer run is not a guest list, and the bound keeps matching linear. */
const NAME_LIST = String.raw`${NAME}(?:\s*(?:,\s*(?:and\s+)?|and\s+|[&+]\s*)${NAME}){0,8}`;
const LIST_SPLIT = /\s*(?:,\s*(?:and\s+)?|\band\s+|[&+]\s*)/;

/** After an address already blanked, "with sam@acme.com and Dana" still lists Dana. */
const AFTER_ADDRESS = String.raw`\s+(?:(?:and|&|,)\s+)?`;
/** "crazy with board prep", "busy with Q4 close", "done with Legal Review": what one is busy with, not whom one meets. */
const NOT_COMPANY = String.raw`(?<!\b(?:busy|crazy|swamped|slammed|hectic|packed|mad|nuts|insane|tied\s+up|stuck|deal|dealing|done|finished|fed\s+up|help|helping)\s+)`;
const NAMES_AFTER_WITH = new RegExp(String.raw`${NOT_COMPANY}\b(?:with|w/)${AFTER_ADDRESS}(${NAME_LIST})`, 'gu');
/** "meet Sam", "invite Dana and Lee", "add Bo to…": the person is the verb's object. */
const NAMES_AFTER_VERB = new RegExp(
  String.raw`\b(?:[Mm]eet(?:ing)?(?:\s+up\s+with)?|[Ii]nvit(?:e|ing)|[Ss]ee|[Cc]all|[Pp]ing|[Aa]sk|[Ee]mail|[Ii]nclude|[Ll]oop\s+in|[Cc]c|[Bb]ring(?:\s+in)?)${AFTER_ADDRESS}(${NAME_LIST})|\b[Aa]dd\s+(${NAME_LIST})(?=\s+to\b)`,
  'gu',
);
/**
 * "a meeting for Omar and Leila", "find time for me, Omar and Priya", "a time for Hannah and me",
 * "get Omar and Priya together": the people the time is for. A meeting "for" one capitalised name
 * is more often its subject ("a meeting for Budget Review"), so it takes two, or the person too.
 */
const NAMES_AFTER_FOR = new RegExp(
  String.raw`\b(?:call|meeting|sync|chat|intro|introduction|catch-?up|coffee|lunch|session|1:1)\s+between\s+(${NAME}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)${NAME}){1,8})(?![\p{L}\p{N}])|\b[Gg]et\s+(${NAME_LIST})\s+on\s+(?:a\s+|the\s+)?(?:call|phone|zoom|meet|video|line|invite|meeting)\b|\btime\s+for\s+me\s*(?:,|and)\s*(${NAME_LIST})|\btime\s+for\s+(${NAME_LIST})\s+and\s+(?:me|I)\b|(?:\b(?:meeting|call|sync|catch-up|chat|slot)|\b(?:[Ff]ind|[Bb]ook|[Bb]lock|[Ss]chedule|[Aa]rrange|[Rr]eserve)(?:\s+(?:a|an|some|one))?)\s+for\s+(${NAME}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)${NAME}){1,8})(?![\p{L}\p{N}])|\b[Gg]et\s+(${NAME_LIST})(?:\s*(?:,|and|&))?\s+together\b`,
  'gu',
);
/** "lunch with my new hire Priyanka", "call with our client Dana Reyes": who someone is, then their name. */
const NAMES_AFTER_ROLE = new RegExp(
  String.raw`\b(?:with|w/|meet|see|call|invite)\s+(?:my|our|the)\s+(?:new\s+|old\s+|former\s+)?(?:hire|boss|manager|colleague|coworker|co-worker|friend|client|customer|intern|teammate|report|assistant|mentor|mentee|lawyer|accountant|advisor|adviser|coach|tutor|landlord|neighbou?r|cousin|brother|sister|buddy|contact|recruiter|candidate|investor|cofounder|co-founder|designer|engineer|developer|pm|vp|cto|ceo|cfo)\s+(${NAME_LIST})`,
  'gu',
);
/** "Sam and I", "me and Dana". */
const NAMES_WITH_ME = new RegExp(String.raw`(${NAME_LIST})\s+(?:and|&)\s+I\b|\b(?:[Mm]e|I)\s+(?:and|&)\s+(${NAME_LIST})`, 'gu');
/** In an all-lower-case request ("coffee with sam tomorrow", "meet omar at 3") names are lower case too. */
const LOWER_AFTER_WITH = new RegExp(
  String.raw`\b(?:meet(?:\s+up)?\s+with|${NOT_COMPANY}with|w\/|meet|invite|inviting)\s+([a-z][a-z'-]+(?:(?:\s*(?:,\s*(?:and\s+)?|and\s+|[&+]\s*)|\s+)[a-z][a-z'-]+)*)`,
  'g',
);
/**
 * One name of a lower-case list: a first name, and a last name when one follows and the name ends
 * there, at another name, a time or place word, or the end ("omar said and nina", "kenji tanaka to
 * 8pm"), so "with dana have we" has no last name.
 */
const LOWER_NAME =
  /^([a-z][a-z'-]+)(?:\s+([a-z][a-z'-]+)(?=\s*(?:$|[,.;:!?&+]|\s(?:and|for|on|at|to|about|re|in|from|by|next|this|tomorrow|today|tonight|over|via|\d))))?/;
const LOWER_SEPARATOR = /^\s*(?:,\s*(?:and\s+)?|and\s+|[&+]\s*)/;
const NOT_LOWER_NAMES = new Set(
  (
    'the my a an our your his her their me us him them you everyone everybody team friends family people folks colleagues ' +
    'someone somebody client clients boss manager coworkers co-workers partner wife husband kids mom dad parents investors ' +
    // Who someone is to the person: "lunch with mum", "call with my sis" name no one to invite.
    'mum mummy mommy mama mother dad daddy papa father grandma grandpa granny gran nan nana nanna grandmother ' +
    'grandfather grandparents sis bro sister brother son daughter children aunt auntie uncle cousin cousins hubby wifey ' +
    'fiance fiancee fiancé fiancée girlfriend boyfriend gf bf in-laws inlaws family ' +
    'marketing sales design engineering support legal finance hr ops product leadership all each both no some any zoom meet ' +
    'teams google skype webex facetime monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight next ' +
    'this that lunch coffee dinner breakfast brunch drinks and or at on in for to from by about around before after near closer nearer'
  ).split(' '),
);

/**
 * Words that follow a name without being its last name: "with dana re pricing", "with sam asap",
 * "with omar dec 4". A word not listed after a first name is read as the last name ("with omar
 * said"); a last name nobody has is asked about, never guessed at.
 */
const NOT_LAST_NAMES = new Set(
  (
    're regarding please pls plz asap sometime soon later earlier early quickly quick briefly again too also instead only ' +
    'alone privately via over who which if when so but or then now right as up into online remotely virtually in-person ' +
    'every each till until between during without within around is are was will can could would should i you he she ' +
    'they it him her them we one two three next last first week weekend month year morning afternoon evening noon ' +
    'midnight tmrw tmr am pm jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june ' +
    'july august september october november december mon tue tues wed thu thur thurs fri sat sun about have has had ' +
    'do does did be been being get got am halfway there here outside downtown nearby near close somewhere candidate candidates ' +
    'applicant applicants recruiter customer customers vendor vendors contractor intern interns hire hires landlord ' +
    'plumber tutor coach lawyer accountant advisor mentor doctor dentist therapist guy guys ' +
    // Words that join a name to what follows: "with nina of next tuesday", "with sam with the slides".
    'of off with without per regarding'
  ).split(' '),
);

/**
 * The names of a lower-case list after "with", and how much of it they take; undefined when an
 * item is no name ("with sam and the team"), as a list that is partly sentence is not a guest list.
 */
function readLowerList(list: string): { names: string[]; length: number } | undefined {
  const names: string[] = [];
  let at = 0;
  let end = 0;
  for (;;) {
    const m = LOWER_NAME.exec(list.slice(at));
    const first = m?.[1];
    // "with jordan and <an address> monday": the names read before a word that is no name stand.
    if (m === null || first === undefined || first.length < 2 || NOT_LOWER_NAMES.has(first) || NOT_LAST_NAMES.has(first))
      return names.length === 0 ? undefined : { names, length: end };
    const last = m[2];
    const hasLast = last !== undefined && !NOT_LOWER_NAMES.has(last) && !NOT_LAST_NAMES.has(last);
    const words = hasLast ? [first, last] : [first];
    names.push(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '));
    at += hasLast ? m[0].length : first.length;
    end = at;
    const separator = LOWER_SEPARATOR.exec(list.slice(at));
    if (separator === null || at + separator[0].length >= list.length) return { names, length: at };
    at += separator[0].length;
  }
}

/** "Sam Lee <sam@acme.com>", "\"Lee, Sam\" <sam@acme.com>": an address as mail programs write it, name and all. */
const NAMED_EMAIL = new RegExp(
  String.raw`(?:"([^"<>\n]{1,100})"|(\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}))\s*<(${EMAIL.source})>`,
  'gu',
);

export function extractAttendees(text: string): AttendeesMatch {
  const attendees: ParsedAttendee[] = [];
  let rest = text;
  for (const m of allMatches(NAMED_EMAIL, text)) {
    const email = (m[3] ?? '').toLowerCase();
    const name = (m[1] ?? m[2] ?? '').trim();
    if (!attendees.some((a) => a.email === email)) attendees.push(name === '' ? { email } : { email, name });
    rest = blank(rest, m.index, m[0].length);
  }
  for (const m of allMatches(EMAIL, rest)) {
    const email = m[0].replace(/\.$/, '').toLowerCase();
    if (!attendees.some((a) => a.email === email)) attendees.push({ email });
    rest = blank(rest, m.index, m[0].length);
  }
  const addNames = (list: string, from: number): void => {
    // "with Harbor Point people": people of an organisation, not a person called Harbor Point.
    if (GROUP_AFTER.test(text.slice(from + list.length))) return;
    const names = cleanNames(list);
    for (const name of names) if (!attendees.some((a) => a.name === name)) attendees.push({ name });
    // Blank the names only: "with Sam Friday" keeps "Friday" for the time parser.
    for (const word of allMatches(/\S+/g, list)) {
      if (names.some((n) => n.split(/\s+/).includes(word[0].replace(/,$/, ''))))
        rest = blank(rest, from + word.index, word[0].length);
    }
    if (names.length > 0) rest = blankOrganisation(rest, from + list.length);
  };
  for (const re of [NAMES_AFTER_WITH, NAMES_AFTER_VERB, NAMES_AFTER_FOR, NAMES_WITH_ME, NAMES_AFTER_ROLE]) {
    for (const m of allMatches(re, rest)) {
      const list = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6];
      if (list === undefined) continue;
      const at = m.index + m[0].indexOf(list);
      addNames(list, at);
      // "with our client Dana": who they are is no word of the title either.
      const role = re === NAMES_AFTER_ROLE ? /\s(?:my|our|the)\s/.exec(m[0]) : null;
      if (role !== null) rest = blank(rest, m.index + role.index + 1, at - (m.index + role.index + 1));
    }
  }
  if (writtenInLowerCase(text)) {
    for (const m of allMatches(LOWER_AFTER_WITH, rest)) {
      // "w/ harbor point ppl", "with the acme folks": an organisation's people.
      if (LOWER_GROUP.test(m[1] ?? '')) continue;
      const list = readLowerList(m[1] ?? '');
      if (list === undefined) continue;
      for (const name of list.names) if (!attendees.some((a) => a.name === name)) attendees.push({ name });
      const from = m.index + m[0].indexOf(m[1] ?? '');
      rest = blankOrganisation(blank(rest, from, list.length), from + list.length);
    }
  }
  // "with sam@acme.com" leaves a dangling "with"; the title should not keep it.
  rest = rest.replace(/\bwith(\s*(,|and|&)?\s*)*(?=\s*$|\s{2,})/gi, (w) => ' '.repeat(w.length));
  return { attendees, rest };
}

/**
 * Whether names may be lower case: no capital beyond a sentence's first letter and "I" ("lunch
 * with sam, I'd prefer…", "Coffee with omar tomorrow"). Whoever capitalises a name elsewhere writes
 * names with capitals, and a lower-case word after "with" is then no one.
 */
export function writtenInLowerCase(text: string): boolean {
  return !/[A-Z]/.test(text.replace(/\bI(?=['’]|\b)/g, '').replace(/(^\s*|[.!?]\s+)[A-Z]/g, '$1'));
}

/** Words for the people of a place or a company: "harbor point ppl", "the acme folks", "brightline team". */
const GROUP_WORD = String.raw`(?:ppl|people|folks|guys|team|crew|gang|lot|staff|side|contingent)\b`;
const GROUP_AFTER = new RegExp(String.raw`^\s+${GROUP_WORD}`, 'i');
const LOWER_GROUP = new RegExp(String.raw`^(?:[a-z][\w&'-]*\s+){1,3}${GROUP_WORD}`);

/** "Marcus from Pacific Design", "omar from brightline": where the person works, said after their name. */
const ORGANISATION_AFTER = /^\s+(?:from|of)\s+(?:the\s+)?([A-Z][\p{L}\d&'-]*(?:\s+[A-Z][\p{L}\d&'-]*){0,2}|[a-z][a-z\d&'-]+)/u;

/**
 * Blanks the organisation said right after a name (`at` is where the name ends), so the title does
 * not take it ("Call with Marcus", not "Call Pacific Design with Marcus"); the person's lookup still
 * reads it from the request. A day or a time after "from" is no organisation.
 */
function blankOrganisation(rest: string, at: number): string {
  const m = ORGANISATION_AFTER.exec(rest.slice(at));
  const first = m?.[1]?.split(/\s+/)[0] ?? '';
  if (m === null || NOT_NAMES.has(first) || NOT_LOWER_NAMES.has(first) || NOT_LAST_NAMES.has(first)) return rest;
  if (/^[a-z]/.test(first) && /[A-Z]/.test(rest)) return rest;
  return blank(rest, at, m[0].length);
}

/**
 * Who someone is to the person, or a group, capitalised ("lunch with Mom", "sync with Legal"): the
 * title says who, but there is no one person to invite.
 */
const NOT_A_PERSON =
  /^(?:mom|mum|mummy|mommy|mama|dad|daddy|papa|mother|father|parents|grandma|grandpa|granny|gran|nan|nana|nanna|grandparents|wife|husband|partner|hubby|sister|brother|sis|bro|son|daughter|aunt|auntie|uncle|cousins?|fianc[eé]e?|girlfriend|boyfriend|in-laws|children|family|kids|friends|team|board|legal|finance|marketing|sales|hr|ops|operations|engineering|product|support|leadership|recruiting|everyone|everybody)$/i;

/** Drops day names and sentence words picked up by capitalisation ("Sam Friday" → "Sam"). */
function cleanNames(list: string): string[] {
  return list
    .split(LIST_SPLIT)
    .map((n) =>
      n
        .trim()
        .split(/\s+/)
        .filter((w) => !NOT_NAMES.has(w))
        .join(' '),
    )
    .filter((n) => n.length > 0 && /^[A-Z]/.test(n) && !NOT_A_PERSON.test(n));
}

/** "sam.lee@acme.com" → "Sam Lee": a friendly name for an address-only attendee. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter((p) => p.length > 0 && !/^\d+$/.test(p))
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(' ');
}
