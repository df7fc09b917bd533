import type { EditChange } from './edit-request';
import { DURATION_PHRASE, extractDuration } from './extract-duration';
import { TIME_WORD, readClock } from './parse-time-of-day';

/**
 * A new length for an event, in the ways people ask for one: by how much ("extend the review by 30
 * minutes"), to how long ("make standup 15 minutes", "shorten the sync to half an hour"), or as what
 * it should be ("the 1:1 with Jo should only be 20 minutes", "standup needs to last 15 min"). The
 * words before the length name the event.
 */
const BY = new RegExp(String.raw`\b(extend|lengthen|shorten|cut|trim)\s+(.+?)\s+by\s+(${DURATION_PHRASE})`, 'i');
const SET = new RegExp(
  String.raw`\b(?:make|change|set|shorten|cut|trim|extend|lengthen|keep|reduce|chop|increase)\s+(.+?)\s+(?:(?:down\s+|up\s+)?to\s+|last\s+|at\s+)?(?:just\s+|only\s+)?(${DURATION_PHRASE})(?:\s+long)?`,
  'i',
);
const SHOULD_BE = new RegExp(
  String.raw`^(?:\s*(?:so|and|also|ok|actually)[,\s]+)?(.+?)\s+(?:(?:should|could|can|needs?\s+to|has\s+to|must)\s+(?:only\s+|just\s+)?(?:be|last|take|run)|(?:only|just)\s+needs?|needs?\s+(?:only|just))\s+(?:(?:just|only)\s+)?(${DURATION_PHRASE})(?:\s+long)?\b`,
  'i',
);
/** "i need it to be 75 minutes", "we need the review to last an hour". */
const NEED_IT = new RegExp(
  String.raw`\b(?:i|we)\s+(?:really\s+)?(?:need|want)\s+(.+?)\s+to\s+(?:be|last|take|run)\s+(?:(?:just|only)\s+)?(${DURATION_PHRASE})(?:\s+long)?\b`,
  'i',
);
/** "chop the all-hands to 45", "cut the sync down to 20": a bare number after a cut is minutes. */
const CUT_TO_MINUTES = /\b(?:shorten|cut|trim|chop|reduce)\s+(.+?)\s+(?:down\s+)?to\s+(\d{1,3})\s*[.!?]*$/i;
/** "the duration of Friday's sync", "the length of my 3pm": the event is what follows. */
const LENGTH_OF = /^\s*(?:the\s+)?(?:duration|length|time)\s+(?:of|for)\s+/i;
/** "extend it to 2 hours", "run until 90 minutes": a length, read by SET below. */
const NOT_A_LENGTH = String.raw`(?!\s*(?:mins?|minutes?|hours?|hrs?|h)\b)`;
/** A clock said so it cannot be a length: "4:30", "5pm", "noon" ("trim it to 15" is 15 minutes). */
const PLAINLY_A_CLOCK = /[:.]|[ap]\.?m|noon|midday|midnight|o'?clock/i;
/**
 * A new end ("extend my 3pm until 4:30", "let the review run till 5", "have my 4pm end at 5:30pm
 * instead", "the workshop should finish by noon"): the start stays. Read before a move, which
 * would otherwise take "until 4:30" for where the event goes.
 */
const UNTIL = new RegExp(
  String.raw`\b(extend|lengthen|stretch|prolong|shorten|cut|trim|end|finish|wrap\s+up|stop)\s+(.+?)\s+(?:until|till|til|to|through|thru|at|by)\s+(${TIME_WORD})(?![\w:])${NOT_A_LENGTH}`,
  'i',
);
const ENDS_AT = new RegExp(
  String.raw`^(?:.*?\b(?:have|let|make|get)\s+)?(.+?)\s+(?:(?:should|to|must|will|can|could|needs?\s+to|has\s+to)\s+)?(?:end|finish|wrap(?:\s+up)?|run|go|last)(?:s|ing)?\s+(?:at|by|until|till|til|around)\s+(${TIME_WORD})(?![\w:])${NOT_A_LENGTH}`,
  'i',
);

/** Events are at least this long; "make it 2 minutes" is no length anyone means. */
const SHORTEST_MINUTES = 5;

export function readLengthChange(text: string): { change: EditChange; target: string } | undefined {
  const until = newEnd(text);
  if (until !== undefined) return until;
  const by = BY.exec(text);
  if (by !== null) {
    const minutes = extractDuration(by[3] ?? '')?.minutes;
    const change: EditChange =
      minutes === undefined ? {} : { durationDeltaMinutes: /^(?:extend|lengthen)$/i.test(by[1] ?? '') ? minutes : -minutes };
    return { change, target: by[2] ?? '' };
  }
  const bare = CUT_TO_MINUTES.exec(text);
  const cutTo = bare === null ? undefined : Number(bare[2]);
  if (bare !== null && cutTo !== undefined && cutTo >= SHORTEST_MINUTES && cutTo <= 180)
    return { change: { durationMinutes: cutTo }, target: (bare[1] ?? '').replace(LENGTH_OF, '') };
  const set = SET.exec(text);
  // "make a reservation for 2 hours": a length after "for" is how long it runs, not a new one.
  const said = set ?? SHOULD_BE.exec(text) ?? NEED_IT.exec(text);
  if (said === null) return undefined;
  if (set !== null && /\bfor\s*$/i.test(text.slice(0, set.index + set[0].indexOf(set[2] ?? '')))) return undefined;
  const minutes = extractDuration(said[2] ?? '')?.minutes;
  return {
    change: minutes !== undefined && minutes >= SHORTEST_MINUTES ? { durationMinutes: minutes } : {},
    target: (said[1] ?? '').replace(LENGTH_OF, ''),
  };
}

function newEnd(text: string): { change: EditChange; target: string } | undefined {
  const cut = UNTIL.exec(text);
  const said = cut === null ? ENDS_AT.exec(text) : null;
  const clock = cut?.[3] ?? said?.[2];
  if (clock === undefined) return undefined;
  // "shorten the sync to 15", "cut it to 45": how long, not when it ends.
  if (cut !== null && /^(?:shorten|cut|trim)$/i.test(cut[1] ?? '') && !PLAINLY_A_CLOCK.test(clock)) return undefined;
  const end = readClock(clock);
  if (end === undefined) return undefined;
  return { change: { endMinutes: end.minutes === 0 ? 1440 : end.minutes }, target: cut?.[2] ?? said?.[1] ?? '' };
}
