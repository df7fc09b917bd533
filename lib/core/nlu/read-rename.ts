/**
 * A rename, in the ways people ask for one: "rename the retro to Sprint 42 Retro", "retitle my 2pm
 * as Interview: Backend Engineer", "rename retro -> Sprint Retro", "Rename the weekly sync 'Ops
 * Weekly'", "change the title of the design review to Design Critique", "Change "Sync" to "Customer
 * Sync" on Thursday", "call the 1:1 with Priya "Career Chat" instead", "make the 2pm say Interview
 * Panel", "give the 11am a new name: Product Review", "the roadmap review should be called Q1 review".
 * The target is the words naming the event; the title is the new name as said (quotes removed, what
 * follows the name — "so people know", "? it's not a sync anymore", "instead" — left out).
 */
export interface RenameReading {
  target: string;
  title: string;
}

/** A word each of RENAME_WORDS's phrasings has, looked for first: few requests rename. */
export const RENAME_CUES = /amend|alter|renam|retitl|re-title|relabel|re-label|rechristen|title|name|call|say|change/i;

/** Words that ask for a new name, for the intent rules: any of them makes the request an edit. */
export const RENAME_WORDS = new RegExp(
  [
    String.raw`\b(?:rename[ds]?|retitle[ds]?|re-title|relabel|re-label|rechristen)\b`,
    String.raw`\b(?:change|update|edit|set|fix|make|amend|alter|switch|swap)\s+(?:the\s+)?(?:event\s+|meeting\s+|calendar\s+)?(?:title|name)\b`,
    String.raw`\b(?:change|update|edit|set|fix|amend|alter|switch|swap)\s+(?:the\s+)?(?:\S+\s+){1,6}?(?:title|name)\s+(?:on|for|of|to)\b`,
    String.raw`\b(?:name|title)\s+(?:it|that|this|the|my|our)\b(?:\s+\S+){0,6}?\s+as\s`,
    String.raw`\bgive\s+(?:\S+\s+){1,6}?(?:a\s+(?:new|different|better)|the|another)\s+(?:name|title)\b`,
    String.raw`\b(?:should|must|needs\s+to|has\s+to)\s+(?:be\s+)?(?:called|named|titled|renamed|retitled)\b`,
    // An opening quote after a space: "put 'Call the bank' on my calendar" is a title, not a rename.
    String.raw`\b(?:call|name|title)\s+(?:it|that|this|the|my|our)\b[^"“'‘]{0,60}\s["“'‘]`,
    String.raw`\bmake\s+(?:the|my|our|it|that|this)\b(?:\s+\S+){0,5}?\s+say\b`,
    String.raw`^\s*(?:please\s+)?change\s+["“'‘][^"”'’]+["”'’]\s+to\s+["“'‘]`,
  ].join('|'),
  'i',
);

/** Whether the text asks for a new name (RENAME_WORDS), its cheap cue looked for first. */
export function saysRename(text: string): boolean {
  return RENAME_CUES.test(text) && RENAME_WORDS.test(text);
}

const QUOTED = /^\s*["“'‘](.+?)["”'’](?=\s|[?.!,;]|$)/;
/** Where an unquoted new name ends: a clause boundary or the courtesy after it. */
const NAME_END =
  /\s*(?:[?!;]|,\s|\.\s|\.$|\s[-–—]\s|\s+(?:instead|please|pls|thanks|thank\s+you|so\s+(?:that\s+)?(?:people|everyone|they|it)|because|since|as\s+(?:it|that)\s+is|from\s+now\s+on)\b).*$/i;

type Form = (text: string) => RenameReading | undefined;

const FORMS: readonly Form[] = [
  // "Change "Sync" to "Customer Sync" on Thursday": the old name quoted names the event.
  (t) => {
    const m = /\b(?:change|rename|switch)\s+["“'‘]([^"”'’]+)["”'’]\s+(?:to|into|as)\s+(.+)$/i.exec(t);
    if (m === null) return undefined;
    const rest = m[2] ?? '';
    const title = nameOf(rest);
    const day = /\b(?:on|for)\s+(.+)$/i.exec(rest.replace(QUOTED, ''))?.[1] ?? '';
    return title === undefined ? undefined : { target: `${m[1] ?? ''} ${day}`.trim(), title };
  },
  // "change the event title from Catch-up to Quarterly Check-in".
  (t) => {
    const m =
      /\b(?:change|update|edit|switch)\s+(?:the\s+)?(?:event\s+|meeting\s+)?(?:title|name)\s+from\s+(.+?)\s+to\s+(.+)$/i.exec(t);
    return pair(m?.[1], m?.[2]);
  },
  // "change/update the (event) title/name of|for|on X to Y", "Please change the meeting name on Monday to Budget Kickoff".
  (t) => {
    const m =
      /\b(?:change|update|edit|set|fix|make|amend|alter|switch|swap)\s+(?:the\s+)?(?:event\s+|meeting\s+|calendar\s+)?(?:title|name)\s+(?:of|for|on)\s+(.+?)\s+(?:to|as|into)\s+(.+)$/i.exec(
        t,
      ) ??
      /\b(?:change|update|edit|set|fix|amend|alter|switch|swap)\s+(?:the\s+)?((?:\S+\s+){1,6}?)(?:title|name)\s+(?:on|for|of)\s+(.+?)\s+(?:to|as)\s+(.+)$/i.exec(
        t,
      );
    if (m === null) return undefined;
    if (m.length === 4) return pair(`${m[1] ?? ''}${m[2] ?? ''}`, m[3]);
    return pair(m[1], m[2]);
  },
  // "Make the title of the 11am "Hiring Committee"", "make the title of tonight's thing Date Night":
  // without quotes the new name is the run of capitalised words the sentence ends on.
  (t) => {
    const m = /\b(?:make|set)\s+(?:the\s+)?(?:title|name)\s+(?:of|for|on)\s+(.+?)\s+(?=["“'‘])(.+)$/i.exec(t);
    if (m !== null) return pair(m[1], m[2]);
    const rest = /\b(?:make|set)\s+(?:the\s+)?(?:title|name)\s+(?:of|for|on)\s+(.+)$/i.exec(t)?.[1];
    const tail = rest === undefined ? null : CAPITALISED_TAIL.exec(rest);
    return pair(tail?.[1], tail?.[2]);
  },
  // "name the event of tomorrow as Kickoff", "title my 3pm as Budget Review".
  (t) => {
    const m = /\b(?:name|title)\s+((?:it|that|this|the|my|our)\b(?:\s+\S+){0,6}?)\s+as\s+(.+)$/i.exec(t);
    return pair(m?.[1], m?.[2]);
  },
  // "give the 11am a new name: Product Review", "give it the name Y".
  (t) => {
    const m = /\bgive\s+(.+?)\s+(?:a\s+(?:new|different|better)|the|another)\s+(?:name|title)\s*(?::|of|as)?\s+(.+)$/i.exec(t);
    return pair(m?.[1], m?.[2]);
  },
  // "rename/retitle/relabel X to|as|->|→|: Y".
  (t) => {
    const m =
      /\b(?:rename|retitle|re-title|relabel|re-label|rechristen)\s+(.+?)\s*(?:\s(?:to|as|into)\s|->|→|=>|:\s)\s*(.+)$/i.exec(t);
    return pair(m?.[1], m?.[2]);
  },
  // "Rename the weekly sync 'Ops Weekly'": the new name quoted, with no "to".
  (t) => {
    const m = /\b(?:rename|retitle|re-title|relabel|re-label|call|name|title)\s+(.+?)\s+(?=["“'‘])(.+)$/i.exec(t);
    return pair(m?.[1], m?.[2], true);
  },
  // "make the 2pm say Interview Panel instead".
  (t) => {
    const m = /\bmake\s+(.+?)\s+say\s+(.+)$/i.exec(t);
    return pair(m?.[1], m?.[2]);
  },
  // "the roadmap review on Friday should be called Q1 roadmap review".
  (t) => {
    const m =
      /^\s*(.+?)\s+(?:should|must|needs\s+to|has\s+to|could|can)\s+(?:be\s+)?(?:called|named|titled|renamed(?:\s+to)?|retitled(?:\s+to)?)\s+(.+)$/i.exec(
        t,
      ) ??
      // "can the standup be renamed to Daily Huddle?"
      /\b(?:can|could|would|will)\s+(.+?)\s+be\s+(?:called|named|titled|renamed|retitled)\s+(?:to\s+|as\s+)?(.+)$/i.exec(t);
    return pair(m?.[1], m?.[2]);
  },
];

export function readRename(text: string): RenameReading | undefined {
  if (!saysRename(text)) return undefined;
  for (const form of FORMS) {
    const reading = form(text);
    if (reading !== undefined && reading.title !== '') return reading;
  }
  return undefined;
}

function pair(target: string | undefined, said: string | undefined, quotedOnly = false): RenameReading | undefined {
  if (target === undefined || said === undefined) return undefined;
  const title = quotedOnly ? QUOTED.exec(said)?.[1]?.trim() : nameOf(said);
  const event = target.replace(/^\s*(?:(?:can|could|would|will)\s+you\s+|please\s+)+/i, '').trim();
  return title === undefined || event === '' ? undefined : { target: event, title };
}

/** The event's words, then the capitalised words the sentence ends on: "tonight's thing | Date Night". */
const CAPITALISED_TAIL = /^(.*?\S)\s+((?:[A-Z0-9][\w'&:-]*)(?:\s+(?:[A-Z0-9][\w'&:-]*|of|and|the|for|&|-))*)\s*[.!?]*$/;
/** "Interview - Priya": a dash inside a name of capitalised words, which no clause follows. */
const DASHED_NAME =
  /^(?:to\s+|as\s+)?([A-Z0-9][\w'&:]*(?:\s+[A-Z0-9][\w'&:]*)*\s[-–—]\s[A-Z0-9][\w'&:]*(?:\s+[A-Z0-9][\w'&:]*){0,3})\s*[.!?]*$/;

/** The new name: quoted exactly, or the words up to where the sentence goes on about something else. */
function nameOf(said: string): string | undefined {
  const quoted = QUOTED.exec(said);
  if (quoted?.[1] !== undefined) return quoted[1].trim();
  const dashed = DASHED_NAME.exec(said.trim());
  if (dashed?.[1] !== undefined) return dashed[1];
  const name = said
    .replace(NAME_END, '')
    .replace(/^\s*(?:to|as|:)\s+/i, '')
    .replace(/[\s.!?]+$/, '')
    .trim();
  return name === '' ? undefined : name;
}
