import { allMatches } from './all-matches';
import { blank } from './mask-text';

/** What a request about many events asks to do with them. */
export type BulkVerb = 'delete' | 'move' | 'decline';

export interface VerbMatch {
  verb: BulkVerb;
  index: number;
  length: number;
}

/**
 * The verbs of each operation. "bring"/"pull" are the verb only when "forward"/"earlier" follows
 * ("bring all my meetings tomorrow forward"), so the events named in between stay the object.
 */
/** Saying no to invitations, which Kairos cannot do yet. */
export const DECLINE_VERB = /\b(?:declin(?:e|ing)|reject(?:ing)?|turn(?:ing)?\s+down|say\s+no\s+to|rsvp\s+no\s+to)\b/gi;

const VERBS: readonly { verb: BulkVerb; re: RegExp }[] = [
  { verb: 'decline', re: DECLINE_VERB },
  {
    verb: 'delete',
    re: /\b(?:cancel(?:l?ing)?|delet(?:e|ing)|remov(?:e|ing)|clear(?:ing)?(?:\s+out)?|drop(?:ping)?|free\s+up|wip(?:e|ing)(?:\s+out)?|scrap|axe|nix|nuke|kill|ditch|trash|blow\s+away|erase|get\s+rid\s+of|call\s+off)\b/gi,
  },
  {
    verb: 'move',
    re: /\b(?:mov(?:e|ing)|re-?schedul(?:e|ing)|push(?:ing)?|shift(?:ing)?|postpon(?:e|ing)|delay(?:ing)?|bump(?:ing)?|slide|defer|put\s+off|change|(?:bring|pull)(?=\s+(?:\S+\s+){0,6}?(?:forward|earlier|in)\b))\b/gi,
  },
];

/** Every operation verb in the text, in the order said. */
export function findBulkVerbs(text: string): VerbMatch[] {
  return VERBS.flatMap(({ verb, re }) => allMatches(re, text).map((m) => ({ verb, index: m.index, length: m[0].length }))).sort(
    (a, b) => a.index - b.index,
  );
}

/**
 * "remove Sam from all my meetings": a guest taken off many events, not the events deleted. Read
 * as a delete it would cancel every meeting with Sam, so it is recognised and answered on its own.
 */
export const REMOVE_PERSON = /\b(?:remove|drop|take)\s+(?:\S+\s+){1,3}?(?:from|off)\s+(?:all|every|each|my|the|our)\b/i;

export interface NotifyReading {
  /** "tell everyone": email every guest; "without telling anyone": no one. Absent: the person's setting. */
  notify?: 'all' | 'none';
  /** The text with the phrase blanked, so "tell everyone I had meetings with" names no events. */
  rest: string;
}

const QUIET =
  /\b(?:without\s+(?:telling|notifying|emailing|informing|letting|sending)\b(?:\s+(?:anyone|anybody|everyone|them|people|the\s+\w+|any\s+\w+|know|out|updates?|emails?|notifications?)){0,3}|(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:tell|notify|email|inform|send)\b(?:\s+(?:anyone|anybody|everyone|them|people|the\s+\w+|any\s+\w+|out|updates?|emails?|notifications?)){0,3}|quietly|silently|no\s+(?:emails?|notifications?|updates?))/gi;
const TELL =
  /\b(?:and\s+)?(?:tell|notify|email|e-mail|message|inform|ping|warn|alert|update)\s+(?:everyone|everybody|all\s+(?:the\s+)?(?:attendees|participants|guests|invitees|of\s+them)|the\s+(?:team|attendees|group|participants|others|guests|invitees|people)|them(?:\s+all)?|people|attendees|participants|guests|invitees)\b(?:\s+(?:I|we)\s+(?:had|have|was\s+meeting|were\s+meeting)\s+(?:meetings?\s+)?with\b)?|\b(?:and\s+)?let\s+(?:everyone|everybody|(?:all\s+)?the\s+\w+|them|people|attendees|guests|invitees|folks)\s+know\b|\b(?:and\s+)?send\s+(?:out\s+)?(?:the\s+)?(?:updates?|cancellations?|notifications?|notices?|emails?)\b/gi;

/** Whether the person asked that guests be told, or not told, about this change. */
export function readNotify(text: string): NotifyReading {
  let rest = text;
  let notify: NotifyReading['notify'];
  // "don't tell everyone" holds "tell everyone": the refusal is read first and wins.
  for (const m of allMatches(QUIET, text)) {
    notify = 'none';
    rest = blank(rest, m.index, m[0].length);
  }
  for (const m of allMatches(TELL, rest)) {
    notify ??= 'all';
    rest = blank(rest, m.index, m[0].length);
  }
  return notify === undefined ? { rest } : { notify, rest };
}
