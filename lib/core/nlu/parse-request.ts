import { parseWhen } from '../time/parse-when';
import { classifyIntent } from './classify-intent';
import { extractAttendees } from './extract-attendees';
import { blank, extractDuration } from './extract-duration';
import { extractTitle } from './extract-title';
import type { ParsedRequest } from './parsed-request';

export interface ParseContext {
  now: number;
  timeZone: string;
}

const EXAMPLE = 'Try "coffee with sam@acme.com tomorrow at 3pm for 30 minutes" or "what\'s on tomorrow?".';

/** The built-in engine's reading of one request: intent, entities, main time, or a question. */
export function parseRequest(text: string, context: ParseContext): ParsedRequest {
  const duration = extractDuration(text);
  const people = extractAttendees(duration?.rest ?? text);
  const time = parseWhen(people.rest, context.now, context.timeZone);
  const rest = time === undefined ? people.rest : blank(people.rest, time.index, time.length);

  const { intent, confidence } = classifyIntent(text, time !== undefined, people.attendees.length > 0);
  const names = people.attendees.flatMap((a) => (a.name === undefined ? [] : [a.name]));
  const title = intent === 'create_event' ? extractTitle(rest, names) : undefined;

  const entities: ParsedRequest['entities'] = {};
  if (title !== undefined) entities.title = title;
  if (people.attendees.length > 0) entities.attendees = people.attendees;
  if (duration !== undefined) entities.durationMinutes = duration.minutes;

  const parsed: ParsedRequest = { intent, confidence, entities };
  if (time !== undefined) parsed.when = time.when;
  if (confidence < 0.3) {
    parsed.clarification =
      text.trim().length === 0 ? `What would you like to schedule? ${EXAMPLE}` : `I didn't catch what to do. ${EXAMPLE}`;
  }
  return parsed;
}
