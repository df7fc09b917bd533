import { NOT_NAMES } from './constraint-subject';
import { blank } from './mask-text';
import type { ParsedAttendee } from './parsed-request';

export interface AttendeesMatch {
  attendees: ParsedAttendee[];
  /** The text with the addresses and names blanked out. */
  rest: string;
}

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,24}/g;
/** "Sam", "Alex Kim", "Sam's team": capitalised, at most two words, or a possessive and its noun. */
const NAME = String.raw`(?:[A-Z][\p{L}-]*'s\s+[a-z]+|[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)?)`;
/** At most nine names: a longer run is not a guest list, and the bound keeps matching linear. */
const NAME_LIST = String.raw`${NAME}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)${NAME}){0,8}`;
const LIST_SPLIT = /\s*(?:,\s*(?:and\s+)?|\band\s+|&\s*)/;

/** After an address already blanked, "with sam@acme.com and Dana" still lists Dana. */
const AFTER_ADDRESS = String.raw`\s+(?:(?:and|&|,)\s+)?`;
const NAMES_AFTER_WITH = new RegExp(String.raw`\b(?:with|w/)${AFTER_ADDRESS}(${NAME_LIST})`, 'gu');
/** "meet Sam", "invite Dana and Lee", "add Bo to…": the person is the verb's object. */
const NAMES_AFTER_VERB = new RegExp(
  String.raw`\b(?:[Mm]eet(?:ing)?(?:\s+up\s+with)?|[Ii]nvit(?:e|ing)|[Ss]ee|[Cc]all|[Pp]ing|[Aa]sk|[Ee]mail|[Ii]nclude|[Ll]oop\s+in|[Cc]c|[Bb]ring)${AFTER_ADDRESS}(${NAME_LIST})|\b[Aa]dd\s+(${NAME_LIST})(?=\s+to\b)`,
  'gu',
);
/** "Sam and I", "me and Dana". */
const NAMES_WITH_ME = new RegExp(String.raw`(${NAME_LIST})\s+(?:and|&)\s+I\b|\b(?:[Mm]e|I)\s+(?:and|&)\s+(${NAME_LIST})`, 'gu');
/** In an all-lower-case request ("coffee with sam tomorrow") names are lower case too. */
const LOWER_AFTER_WITH = /\b(?:with|w\/)\s+([a-z][a-z'-]+(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)[a-z][a-z'-]+)*)/g;
const NOT_LOWER_NAMES = new Set(
  (
    'the my a an our your his her their me us him them you everyone everybody team friends family people folks colleagues ' +
    'someone somebody client clients boss manager coworkers co-workers partner wife husband kids mom dad parents investors ' +
    'marketing sales design engineering support legal finance hr ops product leadership all each both no some any zoom meet ' +
    'teams google skype webex facetime monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight next ' +
    'this that lunch coffee dinner breakfast brunch drinks and or at on in for to from by about around before after'
  ).split(' '),
);

/** "Sam Lee <sam@acme.com>", "\"Lee, Sam\" <sam@acme.com>": an address as mail programs write it, name and all. */
const NAMED_EMAIL = new RegExp(
  String.raw`(?:"([^"<>\n]{1,100})"|(\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}))\s*<(${EMAIL.source})>`,
  'gu',
);

export function extractAttendees(text: string): AttendeesMatch {
  const attendees: ParsedAttendee[] = [];
  let rest = text;
  for (const m of text.matchAll(NAMED_EMAIL)) {
    const email = (m[3] ?? '').toLowerCase();
    const name = (m[1] ?? m[2] ?? '').trim();
    if (!attendees.some((a) => a.email === email)) attendees.push(name === '' ? { email } : { email, name });
    rest = blank(rest, m.index, m[0].length);
  }
  for (const m of rest.matchAll(EMAIL)) {
    const email = m[0].replace(/\.$/, '').toLowerCase();
    if (!attendees.some((a) => a.email === email)) attendees.push({ email });
    rest = blank(rest, m.index, m[0].length);
  }
  const addNames = (list: string, from: number): void => {
    const names = cleanNames(list);
    for (const name of names) if (!attendees.some((a) => a.name === name)) attendees.push({ name });
    // Blank the names only: "with Sam Friday" keeps "Friday" for the time parser.
    for (const word of list.matchAll(/\S+/g)) {
      if (names.some((n) => n.split(/\s+/).includes(word[0].replace(/,$/, ''))))
        rest = blank(rest, from + word.index, word[0].length);
    }
  };
  for (const re of [NAMES_AFTER_WITH, NAMES_AFTER_VERB, NAMES_WITH_ME]) {
    for (const m of rest.matchAll(re)) {
      const list = m[1] ?? m[2];
      if (list !== undefined) addNames(list, m.index + m[0].indexOf(list));
    }
  }
  if (!/[A-Z]/.test(text)) {
    for (const m of rest.matchAll(LOWER_AFTER_WITH)) {
      const list = m[1] ?? '';
      const names = list
        .split(LIST_SPLIT)
        .filter((n) => n.length > 1 && !NOT_LOWER_NAMES.has(n))
        .map((n) => n.charAt(0).toUpperCase() + n.slice(1));
      if (names.length === 0 || names.length !== list.split(LIST_SPLIT).length) continue;
      for (const name of names) if (!attendees.some((a) => a.name === name)) attendees.push({ name });
      rest = blank(rest, m.index + m[0].indexOf(list), list.length);
    }
  }
  // "with sam@acme.com" leaves a dangling "with"; the title should not keep it.
  rest = rest.replace(/\bwith(\s*(,|and|&)?\s*)*(?=\s*$|\s{2,})/gi, (w) => ' '.repeat(w.length));
  return { attendees, rest };
}

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
    .filter((n) => n.length > 0 && /^[A-Z]/.test(n));
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
