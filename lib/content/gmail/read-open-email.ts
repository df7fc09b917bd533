import { EMAIL_TEXT_CHARS, type OpenEmail, type PagePerson } from '../../messaging/content-protocol';
import { GMAIL } from '../selectors';
import { personOf, threadOf, uniqueByEmail } from './read-participants';

/** The protocol's limits: longer is cut, so one long field does not fail the whole answer. */
const MAX_RECIPIENTS = 50;
const SUBJECT_CHARS = 300;
const DATE_CHARS = 100;
const NO_EMAIL = 'No email is open in this Gmail tab.';

/**
 * The open thread's latest message from someone else, read only when the person asks the side
 * panel about "this email": the last expanded message (on screen) not sent by the person, its subject, sender, recipients, date and
 * its own text without the quoted history below it. The person's own address is left out everywhere.
 * The text is the sender's words and stays untrusted: it becomes a request the person reviews.
 */
export function readOpenEmail(root: ParentNode, ownAddress: string | undefined): OpenEmail {
  // Gmail keeps the views it has shown in the page, hidden; the one on screen is the open thread.
  const subject = [...root.querySelectorAll(GMAIL.threadSubject.selector)].find(isShown);
  if (!subject) return { found: false, reason: NO_EMAIL };
  const isSomeoneElse = (person: PagePerson): boolean => person.email.toLowerCase() !== ownAddress?.toLowerCase();
  const messages = [...threadOf(subject).querySelectorAll(GMAIL.threadMessage.selector)];
  const expanded = messages.filter((m) => m.getAttribute('aria-expanded') === 'true');
  // The person's own reply asks nothing of them: the email to act on is the latest one from someone else.
  const fromSomeoneElse = (m: Element): boolean => {
    const { from } = headerPeople(m);
    return from !== undefined && isSomeoneElse(from);
  };
  const message = expanded.findLast(fromSomeoneElse) ?? expanded.at(-1) ?? messages.at(-1);
  if (!message) return { found: false, reason: NO_EMAIL };

  const text = cut(bodyText(message), EMAIL_TEXT_CHARS);
  if (text === '') return { found: false, reason: 'The open email has no text to read.' };
  const { from, to, cc } = headerPeople(message);
  const title = cut(collapse(subject.textContent), SUBJECT_CHARS);
  const sentAt = cut(collapse(message.querySelector(GMAIL.messageDate.selector)?.getAttribute('title') ?? ''), DATE_CHARS);
  const toOthers = uniqueByEmail(to.filter(isSomeoneElse));
  const inTo = new Set(toOthers.map((p) => p.email.toLowerCase()));
  return {
    found: true,
    ...(title === '' ? {} : { subject: title }),
    ...(from && isSomeoneElse(from) ? { from } : {}),
    to: toOthers.slice(0, MAX_RECIPIENTS),
    cc: uniqueByEmail(cc.filter((p) => isSomeoneElse(p) && !inTo.has(p.email.toLowerCase()))).slice(0, MAX_RECIPIENTS),
    ...(sentAt === '' ? {} : { sentAt }),
    text,
  };
}

/**
 * The message heading's people, in page order: the sender, then recipients, which are Cc once a
 * "cc:" text has gone by ("to me, Dana, cc: Priya"). Nothing inside the body is a header.
 */
function headerPeople(message: Element): { from: PagePerson | undefined; to: PagePerson[]; cc: PagePerson[] } {
  let from: PagePerson | undefined;
  const to: PagePerson[] = [];
  const cc: PagePerson[] = [];
  let inCc = false;
  const visit = (node: Node): void => {
    if (isText(node)) {
      if (/(?:^|[\s,])cc:/i.test(node.data)) inCc = true;
      return;
    }
    if (!isElement(node) || node.matches(GMAIL.messageBody.selector)) return;
    const person = node.hasAttribute('email') ? personOf(node) : undefined;
    if (person && node.matches(GMAIL.messageSender.selector)) from ??= person;
    else if (person && node.matches(GMAIL.messageParticipant.selector)) (inCc ? cc : to).push(person);
    node.childNodes.forEach(visit);
  };
  message.childNodes.forEach(visit);
  return { from, to, cc };
}

/** The body's own text, innermost body element first (Gmail nests div.a3s in div.ii.gt). */
function bodyText(message: Element): string {
  const bodies = [...message.querySelectorAll(GMAIL.messageBody.selector)];
  const body = bodies.find((b) => !b.querySelector(GMAIL.messageBody.selector)) ?? bodies[0];
  return body ? visibleText(body, EMAIL_TEXT_CHARS) : '';
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);
// Elements that start and end a line, as innerText renders them (linkedom, used in tests, has no innerText).
const BLOCKS = new Set(
  'address article aside blockquote dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol pre section table tbody thead tfoot tr ul'.split(
    ' ',
  ),
);

/**
 * innerText, near enough and without layout: whitespace collapsed, a line per <br> and block, a blank
 * line around paragraphs, hidden elements and quoted history left out, at most one blank line in a
 * row. Stops once it has more than `limit` characters.
 */
export function visibleText(root: Element, limit: number): string {
  const lines: string[] = [];
  let line = '';
  let size = 0;
  const endLine = (): void => {
    if (line.trim() !== '') lines.push(line);
    line = '';
  };
  const visit = (node: Node): void => {
    if (size > limit) return;
    if (isText(node)) {
      const text = node.data.replace(/[ \t\n\r\f]+/g, ' ');
      line += text;
      size += text.length;
      return;
    }
    if (!isElement(node) || isLeftOut(node)) return;
    const name = node.localName;
    if (name === 'br') {
      lines.push(line);
      line = '';
      return;
    }
    // A paragraph also has a blank line before and after it; runs of blank lines are merged below.
    const paragraph = name === 'p';
    const block = paragraph || BLOCKS.has(name);
    if (block) endLine();
    if (paragraph) lines.push('');
    node.childNodes.forEach(visit);
    if (block) endLine();
    if (paragraph) lines.push('');
    // Table cells sit side by side on one line.
    if (name === 'td' || name === 'th') line += ' ';
  };
  root.childNodes.forEach(visit);
  endLine();
  return lines
    .map((l) => l.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function isLeftOut(element: Element): boolean {
  return (
    SKIPPED.has(element.localName) ||
    element.hasAttribute('hidden') ||
    /display\s*:\s*none/i.test(element.getAttribute('style') ?? '') ||
    element.matches(GMAIL.quotedHistory.selector)
  );
}

/** Not inside a view Gmail has hidden (it hides old views with display: none, or the hidden attribute). */
function isShown(element: Element): boolean {
  for (let e: Element | null = element; e; e = e.parentElement) {
    if (e.hasAttribute('hidden') || /display\s*:\s*none/i.test(e.getAttribute('style') ?? '')) return false;
  }
  return true;
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max).trimEnd() : text);

// By nodeType rather than instanceof: the reader runs on linkedom documents in tests, whose classes are not the page's.
const isText = (node: Node): node is Text => node.nodeType === 3;
const isElement = (node: Node): node is Element => node.nodeType === 1;
