/**
 * "when I'm free", "whenever everyone's free", "when all attendees are available", "wherever
 * there's room", "to a free slot": the person asks for free time, not for the event's own hour.
 * One pattern for both readers of an edit: parse-edit strips it from the end of the new time
 * ("to the week of the 14th whenever everyone's free"), build-edit turns it into a search.
 */
export const FREE_SAID = new RegExp(
  [
    String.raw`\bwhen(?:ever)?\s+(?:i'?m|i\s+am|we'?re|we\s+are|they'?re|they\s+are|every(?:one|body)(?:'s|\s+is|\s+are)|(?:all\s+of\s+)?(?:us|them)\s+are|(?:all\s+)?(?:(?:of\s+)?the\s+)?(?:attendees|guests|participants|invitees|people)\s+are|the\s+(?:team|group)\s+(?:is|are))\s+(?:all\s+|both\s+)?(?:free|available|open)\b`,
    String.raw`\b(?:wherever|whenever|where|when)\s+there(?:'?s|\s+is)\s+(?:room|space|a\s+gap|an\s+opening|(?:a\s+)?free\s+(?:time|slot|spot))\b`,
    String.raw`\b(?:a|some|any|an)\s+(?:free|open|available)\s+(?:slot|time|spot|gap)s?\b`,
    // "somewhere I'm free", "wherever I have space", "anywhere we've got room".
    String.raw`\b(?:somewhere|anywhere|wherever|whenever)\s+(?:i|we)(?:'m|’m|'re|’re|\s+am|\s+are)\s+(?:free|available|open)\b`,
    String.raw`\b(?:somewhere|anywhere|wherever|whenever|where|when)\s+(?:i|we)\s*(?:have|'ve\s+got|’ve\s+got|got|'ve|’ve)\s+(?:space|room|a\s+gap|an\s+opening|(?:some\s+)?(?:free\s+)?time|a\s+free\s+slot)\b`,
    // "…to the afternoon sometime, whenever's open", "whenever works", "wherever it fits".
    String.raw`\b(?:when(?:ever)?|wherever)(?:'?s|\s+is|\s+it'?s)?\s+(?:open|free|available|good|best|convenient)\b`,
    String.raw`\b(?:when(?:ever)?|wherever)\s+(?:works|suits|fits|it\s+(?:works|fits|suits))\b`,
  ].join('|'),
  'i',
);
