import type { ParsedEntities, When } from './parsed-request';

/**
 * What a new event leaves unsaid: `nothing` when no event is named at all ("put something on my
 * calendar next week", "schedule it"), `subject` when only its kind is ("schedule a meeting", "book
 * a call next week": who with, and what about?).
 */
export type UnnamedEvent = 'nothing' | 'subject';

/** Titles that say only that there is an event, of what kind: any meeting could be called that. */
const KIND_ONLY =
  /^(?:(?:a|an|new|quick|short|brief|video|zoom|phone|online|virtual|in-person)\s+)*(?:meeting|event|appointment|call|entry|calendar\s+entry|1:1|one-on-one|sync|catch-?up|check-?in|chat)$/i;
/** Words standing for an event not named: "something", "anything", "it". */
const STAND_IN = /\b(?:something|anything|it)\b/i;

/**
 * Whether a new event is too unnamed to book. A kind with nobody, no place, no repeat and no exact
 * time is a question (which of a hundred meetings?); with an exact time it is a block the person
 * chose ("a meeting tomorrow at 3"). A stand-in word with no title is a question at any time.
 */
export function detectUnnamedEvent(text: string, entities: ParsedEntities, when: When | undefined): UnnamedEvent | undefined {
  if (whoOnly(text, entities, when)) return 'nothing';
  const described = (entities.attendees?.length ?? 0) > 0 || entities.location !== undefined || entities.recurrence !== undefined;
  if (described) return undefined;
  const title = entities.title?.trim();
  if (title === undefined || title === '') return STAND_IN.test(text) ? 'nothing' : undefined;
  if (!KIND_ONLY.test(title)) return undefined;
  const exact = when !== undefined && when.end === undefined;
  return exact ? undefined : 'subject';
}

/** "something", "anything": an event said without saying what it is. */
const SOMETHING = /\b(?:something|anything|smth|sth)\b/i;

/**
 * "put something in with Mei", "add something with the Lees": who it is with, but not what, when
 * or where, so the title would be made up ("Meeting with Mei") and the time guessed. Ask instead.
 */
function whoOnly(text: string, entities: ParsedEntities, when: When | undefined): boolean {
  if (when !== undefined || entities.location !== undefined || entities.recurrence !== undefined) return false;
  if (!SOMETHING.test(text)) return false;
  const first = entities.title?.trim().split(/\s+/)[0]?.toLowerCase();
  // A title whose words were said ("something for the budget with Mei") names the event.
  return first === undefined || !text.toLowerCase().includes(first);
}
