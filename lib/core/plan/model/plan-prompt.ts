import type { ConversationLine } from '../../../ports/conversation-memory';
import type { ModelMessage } from '../../../ports/model';
import type { Preferences } from '../../domain/preferences';
import { formatDay } from '../../time/format';
import { toZonedIso } from '../../time/zoned';
import { MAKE_PLAN_NAME } from './make-plan-tool';

/** Earlier lines the prompt carries, each cut to a sentence or two: context, not a transcript. */
export const HISTORY_LINES = 6;
const HISTORY_CHARS = 160;
/** People named to the model, most seen first: enough for the names a request uses. */
export const DIRECTORY_NAMES = 25;
/** A request longer than this is cut; a chat message that long is rare, and the prompt stays small. */
const REQUEST_CHARS = 1000;

export interface PlanPromptInput {
  text: string;
  history: readonly ConversationLine[];
  now: number;
  timeZone: string;
  /** "Omar Haddad <omar@acme.com>", from the people directory (directoryNames). */
  people: readonly string[];
  preferences: Pick<Preferences, 'lunch' | 'habits'>;
}

/**
 * The Plan call's messages: a short system line (the rules live in the makePlan tool's
 * description), then what the model needs to resolve the request — now with its offset and zone,
 * the people on the calendar, the preferences it may read and the recent conversation.
 */
export function buildPlanMessages(input: PlanPromptInput): ModelMessage[] {
  const { now, timeZone: zone } = input;
  const history = input.history.slice(-HISTORY_LINES).map((l) => `${l.role}: ${oneLine(l.text, HISTORY_CHARS)}`);
  const habits = input.preferences.habits.map((h) => h.name);
  const keys = [
    ...(input.preferences.lunch === null ? [] : ['lunch']),
    ...(habits.length === 0 ? [] : [`habit (${habits.join(', ')})`]),
    'buffer',
    'notify',
  ];
  const user = [
    `Now: ${toZonedIso(now, zone)} (${formatDay(now, zone)}), time zone ${zone}.`,
    `People on the calendar: ${input.people.length === 0 ? 'none seen yet' : input.people.slice(0, DIRECTORY_NAMES).join('; ')}.`,
    `Preferences (FetchPreference keys): ${keys.join(', ')}.`,
    ...(history.length === 0 ? [] : ['Earlier in this conversation:', ...history]),
    `Request: ${oneLine(input.text, REQUEST_CHARS)}`,
  ];
  return [
    {
      role: 'system',
      content: `You are Kairos, a calendar assistant. Call ${MAKE_PLAN_NAME} with the Plan for the person's request; Kairos runs it and asks before any change.`,
    },
    { role: 'user', content: user.join('\n') },
  ];
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
