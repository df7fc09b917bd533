import { parseRequest } from '../nlu/parse-request';
import type { ParsedAttendee } from '../nlu/parsed-request';
import { instantToWallClock, isoDateInZone } from '../time/zoned';

export interface PlanRequestInput {
  title: string;
  start: number;
  durationMinutes: number;
  /** People the suggestion request named; the plan invites them too. */
  attendees: readonly ParsedAttendee[];
  timeZone: string;
  now: number;
}

/** Words our parser reads as times, places or people; a title holding them could move the plan. */
const RISKY_WORDS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|today|tomorrow|tonight|morning|afternoon|evening|night|noon|midnight|lunchtime|weekend|week|month|year|day|daily|weekly|next|this|last|every|each|at|in|on|near|for|with|by|before|after|until|till|from|to|am|pm|asap|soon|later|earlier)$/i;
const GENERIC_TITLE = 'outing';

/**
 * What the side panel sends as the next turn when the person picks an idea: "Plan bowling on
 * 2026-11-28 at 14:00 for 120 minutes with sam@acme.com". It is checked against our own parser,
 * which must read it as a new event at exactly that start and length with the same people; a title
 * that would change the reading ("Sunday brunch", "Dinner at Nopa") is simplified until it does not.
 */
export function planRequest(input: PlanRequestInput): string {
  const titles = [input.title, plainTitle(input.title), GENERIC_TITLE].filter((t): t is string => t !== undefined);
  for (const title of titles) {
    const text = compose(title, input);
    if (readsAsPlanned(text, input)) return text;
  }
  return compose(GENERIC_TITLE, input);
}

function compose(title: string, input: PlanRequestInput): string {
  const w = instantToWallClock(input.start, input.timeZone);
  const time = `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  const people = input.attendees.flatMap((a) => a.email ?? a.name ?? []);
  const withWho = people.length === 0 ? '' : ` with ${people.join(people.length === 2 ? ' and ' : ', ')}`;
  return `Plan ${title} on ${isoDateInZone(input.start, input.timeZone)} at ${time} for ${String(input.durationMinutes)} minutes${withWho}`;
}

function readsAsPlanned(text: string, input: PlanRequestInput): boolean {
  const parsed = parseRequest(text, { now: input.now, timeZone: input.timeZone });
  const found = new Set((parsed.entities.attendees ?? []).flatMap((a) => a.email ?? a.name ?? []).map((s) => s.toLowerCase()));
  const wanted = input.attendees.flatMap((a) => a.email ?? a.name ?? []).map((s) => s.toLowerCase());
  return (
    parsed.intent === 'create_event' &&
    parsed.clarification === undefined &&
    parsed.when?.start === input.start &&
    parsed.when.end === undefined &&
    parsed.entities.durationMinutes === input.durationMinutes &&
    parsed.entities.recurrence === undefined &&
    found.size === wanted.length &&
    wanted.every((p) => found.has(p))
  );
}

/** "Sunday Brunch at Nopa!" → "brunch nopa": letters only, no words the parser would take as a time or place. */
function plainTitle(title: string): string | undefined {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .filter((w) => w !== '' && !RISKY_WORDS.test(w));
  return words.length === 0 ? undefined : words.join(' ');
}
