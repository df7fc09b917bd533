/**
 * The parts of an email as Kairos reads them: the header lines Kairos puts on an email it quotes
 * (From, To, Cc, Subject, Date), the writer's own words (no greeting, sign-off, signature, disclaimer
 * or quoted thread), its sentences, and the people it names. read-email-request.ts finds the ask in them.
 */
const HEADER = /^(from|to|cc|subject|date|sent):[ \t]*(.*)$/i;

/** Where the thread quoted below a reply begins. */
const QUOTE_START =
  /^(?:on\s.{4,200}\bwrote:\s*$|-{2,}\s*(?:original|forwarded)\s+message|_{8,}\s*$|begin forwarded message|from:\s.+@)/i;

/** Where the writer's words end: a signature line, a phone's footer, a legal disclaimer. */
const SIGNATURE_START =
  /^(?:--\s*$|sent from my\b|get outlook for\b|confidentiality notice|disclaimer:|this (?:e-?mail|message)\b.*\b(?:confidential|intended (?:solely |only )?for))/i;

const SIGN_OFF =
  /^(?:thanks(?: so much| again| a lot| in advance|,? and regards| & regards)?|thank you(?: so much| in advance)?|many thanks|thx|cheers|best (?:wishes|regards)|best|kind regards|warm regards|warmest regards|regards|sincerely|respectfully|warmly|all the best|talk soon|speak soon|see you(?: then| soon)?|take care|ttyl|yours(?: truly| sincerely| faithfully)?|cordially|have a (?:great|good|nice|lovely) (?:day|week|weekend|one|evening)|looking forward to (?:it|hearing from you|seeing you))\b[\s,.!—–-]*(.*)$/i;

/** "Good afternoon Ms. Patel,": a line that only greets, names (and their titles' dots) included. */
const GREETING_LINE =
  /^(?:hi|hello|hey|hiya|dear|greetings|good\s+(?:morning|afternoon|evening)|morning|afternoon)\b(?:[^.?!]|(?<=\b(?:mr|mrs|ms|dr|prof))\.){0,60}[,!:—–-]?\s*$/i;

/**
 * "Hi Jordan, could we…", "Dear Dr. Lee Park, …", "hi sam, …": a greeting and the names it greets,
 * then the message on the same line. A lowercase name is one word, so "hey can we meet, …" keeps its ask.
 */
const GREETING_PREFIX =
  /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]iya|[Dd]ear|[Gg]ood\s+(?:morning|afternoon|evening))(?:\s+(?:all|everyone|team|folks|there|again|\p{Lu}[\p{L}'-]*\.?(?:\s+\p{Lu}[\p{L}'-]*){0,2}|\p{Ll}[\p{L}'-]*)(?:\s*(?:,|&|and)\s*\p{Lu}[\p{L}'-]*)*)?\s*[,!:—–-]\s*/u;

/** Times and days said in a sentence that adds to the ask ("Tuesday or Wednesday works best", "7ish", "the 3rd"). */
export const WHEN =
  /\b(?:today|tomorrow|tonight|(?:this|next)\s+(?:week|month|\w+day)|mon(?:day)?s?|tue(?:s|sday)?s?|wed(?:nesday)?s?|thu(?:rs|rsday)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?|mornings?|afternoons?|evenings?|noon|midday|lunchtime|weekend|\d{1,2}(?::\d{2})?\s*(?:am|pm|ish)|(?:at|around|by|from)\s+\d{1,2}(?::\d{2})?|\d{1,2}:\d{2}|\d{1,2}(?:st|nd|rd|th)|\d+[\s-]*(?:min(?:ute)?s?|hours?|hrs?)|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;

/** A name a message is signed with: one to three capitalised words. */
const SIGNATURE_NAME = /^\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*){0,2}$/u;

/** How far above the end a sign-off is looked for: a name, a title, a company, an address, phones. */
const SIGNATURE_LINES = 10;

/** "…budget? Thanks, Sam": a sign-off inside the last line, with the name after it. */
export function signOffIn(sentences: string[]): string | undefined {
  const last = sentences.at(-1);
  const match = last === undefined ? null : SIGN_OFF.exec(last);
  const name = (match?.[1] ?? '').trim();
  // "Best time for me is Tuesday." starts like a sign-off; one is followed by a name or nothing.
  if (match === null || (name !== '' && !isName(name))) return undefined;
  sentences.pop();
  return name === '' ? undefined : name;
}

/** Header lines at the top (as Kairos quotes an email: From, To, Cc, Subject, Date), then the body. */
export function splitHeaders(text: string): { headers: Map<string, string>; body: string } {
  const headers = new Map<string, string>();
  const lines = text.split('\n');
  let at = 0;
  while (at < lines.length) {
    const match = HEADER.exec(lines[at] ?? '');
    if (match === null) break;
    headers.set((match[1] ?? '').toLowerCase(), (match[2] ?? '').trim());
    at++;
  }
  return { headers, body: lines.slice(at).join('\n') };
}

/** The body's lines the writer wrote for this email: no greeting, sign-off, signature or quoted thread. */
export function ownWords(body: string): { lines: string[]; signedBy?: string } {
  const lines: string[] = [];
  for (const line of body.split('\n').map((l) => l.trim())) {
    if (QUOTE_START.test(line) || SIGNATURE_START.test(line)) break;
    if (!line.startsWith('>')) lines.push(line);
  }
  // The sign-off is near the end; what follows it is the writer's name.
  let signedBy: string | undefined;
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - SIGNATURE_LINES); i--) {
    const match = SIGN_OFF.exec(lines[i] ?? '');
    const rest = (match?.[1] ?? '').trim();
    // "Thanks for the notes! Could we meet Tuesday?" starts like a sign-off but goes on to say more.
    if (match === null || (rest !== '' && !isName(rest))) continue;
    const after = [rest, ...lines.slice(i + 1)].find((l) => l !== '');
    if (after !== undefined && isName(after)) signedBy = after;
    lines.length = i;
    break;
  }
  // No sign-off, but the message ends with a name on its own line ("…Friday?\n\nDana", "…Friday?\nDana").
  const last = lines.findLastIndex((l) => l !== '');
  const before = lines[last - 1] ?? '';
  if (signedBy === undefined && last > 0 && (before === '' || /[.?!,]$/.test(before)) && isName(lines[last] ?? '')) {
    signedBy = lines[last];
    lines.length = last;
  }
  const first = lines.findIndex((l) => l !== '');
  if (first >= 0) {
    const opening = lines[first] ?? '';
    lines[first] = GREETING_LINE.test(opening) ? '' : opening.replace(GREETING_PREFIX, '');
  }
  return signedBy === undefined ? { lines } : { lines, signedBy };
}

/** Sentences, each ending at . ? ! or a blank line; a line break inside a paragraph is a space. */
export function sentencesOf(lines: readonly string[]): string[] {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\n/g, ' ').split(/(?<=[.?!])\s+(?=\S)/))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A name a message is signed with, not a day or a time said on its own line ("Tuesday?"). */
function isName(text: string): boolean {
  return SIGNATURE_NAME.test(text) && !WHEN.test(text);
}

/** Everyone the headers name (they already leave the person out), else the signature's name. */
export function peopleOf(headers: Map<string, string>, signedBy: string | undefined): string[] {
  const named = ['from', 'to', 'cc']
    .flatMap((field) => splitAddresses(headers.get(field) ?? ''))
    .filter((person, i, all) => all.findIndex((p) => emailOf(p) === emailOf(person)) === i);
  if (named.length > 0) return named;
  return signedBy === undefined ? [] : [signedBy];
}

/** "Sam Lee <sam@acme.com>, "Ortiz, Dana" <dana@acme.com>" → each person, commas in quotes kept. */
function splitAddresses(field: string): string[] {
  return (field.match(/(?:"[^"]*"|[^,])+/g) ?? []).map((p) => p.trim()).filter((p) => p.includes('@'));
}

function emailOf(person: string): string {
  return (/<([^>]+)>/.exec(person)?.[1] ?? person).trim().toLowerCase();
}
