/**
 * A reply to the cards the last turn left open: "yes", "go ahead", "do it" approve them; "no",
 * "don't", "never mind" reject them. Only a message that is nothing but the reply counts, so
 * "yes, and move lunch to 1" is read as a request like any other, and "thanks" alone is neither.
 */
export type CardReply = 'approve' | 'reject';

const APPROVING = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'ok',
  'okay',
  'sure',
  'go ahead',
  'do it',
  'do that',
  'book it',
  'send it',
  'approve',
  'approve it',
  'approve that',
  'approve them',
  'approve all',
  'approved',
  'confirm',
  'confirmed',
  'make it so',
  'sounds good',
  'looks good',
  'lgtm',
  'that works',
  'works for me',
  'perfect',
  'great',
];
const REJECTING = [
  'no',
  'nope',
  'nah',
  "don't",
  'do not',
  'never mind',
  'nevermind',
  'forget it',
  'cancel that',
  'scrap that',
  'reject',
  'reject it',
  'reject that',
  'reject them',
  'leave it',
  'not now',
];
/** Words that may come with a reply without changing it. */
const POLITE = ['please', 'thanks', 'thank you', 'thx', 'sure thing', 'thing', 'all right', 'alright', 'fine', 'then'];

export function readCardReply(text: string): CardReply | undefined {
  let rest = ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  const said = (phrases: readonly string[]): boolean => {
    let found = false;
    // Longest first, so "approve them" is taken whole rather than "approve" leaving "them".
    for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) {
      while (rest.includes(` ${phrase} `)) {
        rest = rest.replace(` ${phrase} `, ' ');
        found = true;
      }
    }
    return found;
  };
  const rejects = said(REJECTING);
  const approves = said(APPROVING);
  said(POLITE);
  if (rest.trim() !== '' || rejects === approves) return undefined;
  return rejects ? 'reject' : 'approve';
}
