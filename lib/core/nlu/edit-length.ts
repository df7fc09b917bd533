import type { EditChange } from './edit-request';
import { DURATION_PHRASE, extractDuration } from './extract-duration';

/**
 * A new length for an event, in the ways people ask for one: by how much ("extend the review by 30
 * minutes"), to how long ("make standup 15 minutes", "shorten the sync to half an hour"), or as what
 * it should be ("the 1:1 with Jo should only be 20 minutes", "standup needs to last 15 min"). The
 * words before the length name the event.
 */
const BY = new RegExp(String.raw`\b(extend|lengthen|shorten|cut|trim)\s+(.+?)\s+by\s+(${DURATION_PHRASE})`, 'i');
const SET = new RegExp(
  String.raw`\b(?:make|change|set|shorten|cut|trim|extend|lengthen|keep)\s+(.+?)\s+(?:to\s+|last\s+|at\s+)?(?:just\s+|only\s+)?(${DURATION_PHRASE})(?:\s+long)?`,
  'i',
);
const SHOULD_BE = new RegExp(
  String.raw`^(?:\s*(?:so|and|also|ok|actually)[,\s]+)?(.+?)\s+(?:should|could|can|needs?\s+to|has\s+to|must)\s+(?:only\s+|just\s+)?(?:be|last|take|run)\s+(?:(?:just|only)\s+)?(${DURATION_PHRASE})(?:\s+long)?\b`,
  'i',
);
/** Events are at least this long; "make it 2 minutes" is no length anyone means. */
const SHORTEST_MINUTES = 5;

export function readLengthChange(text: string): { change: EditChange; target: string } | undefined {
  const by = BY.exec(text);
  if (by !== null) {
    const minutes = extractDuration(by[3] ?? '')?.minutes;
    const change: EditChange =
      minutes === undefined ? {} : { durationDeltaMinutes: /^(?:extend|lengthen)$/i.test(by[1] ?? '') ? minutes : -minutes };
    return { change, target: by[2] ?? '' };
  }
  const set = SET.exec(text);
  // "make a reservation for 2 hours": a length after "for" is how long it runs, not a new one.
  const said = set ?? SHOULD_BE.exec(text);
  if (said === null) return undefined;
  if (set !== null && /\bfor\s*$/i.test(text.slice(0, set.index + set[0].indexOf(set[2] ?? '')))) return undefined;
  const minutes = extractDuration(said[2] ?? '')?.minutes;
  return {
    change: minutes !== undefined && minutes >= SHORTEST_MINUTES ? { durationMinutes: minutes } : {},
    target: said[1] ?? '',
  };
}
