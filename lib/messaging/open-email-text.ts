import type { OpenEmail, PagePerson } from './content-protocol';
import { PAGE_TEXT_CHARS } from './protocol';

type FoundEmail = Extract<OpenEmail, { found: true }>;

/**
 * An email read from Gmail as the page text a turn carries: header lines, then its words. The
 * headers are how the built-in engine (read-email-request.ts) learns who to invite and what the
 * email is about; the person sees the same text quoted in the panel.
 */
export function openEmailText(email: FoundEmail): string {
  const headers = [
    email.from === undefined ? '' : `From: ${personText(email.from)}`,
    email.to.length === 0 ? '' : `To: ${email.to.map(personText).join(', ')}`,
    email.cc.length === 0 ? '' : `Cc: ${email.cc.map(personText).join(', ')}`,
    email.subject === undefined ? '' : `Subject: ${oneLine(email.subject)}`,
    email.sentAt === undefined ? '' : `Date: ${oneLine(email.sentAt)}`,
  ].filter((line) => line !== '');
  const text = `${headers.join('\n')}\n\n${email.text}`.trim();
  return text.length > PAGE_TEXT_CHARS ? text.slice(0, PAGE_TEXT_CHARS) : text;
}

/** `Sam Lee <sam@acme.com>`, quoting a name with a comma as mail programs do ("Lee, Sam"). */
function personText(person: PagePerson): string {
  if (person.name === undefined) return person.email;
  const name = oneLine(person.name).replace(/"/g, "'");
  return /[,<>@]/.test(name) ? `"${name}" <${person.email}>` : `${name} <${person.email}>`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
