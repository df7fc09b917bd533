import { parseRequest } from '../nlu/parse-request';
import { isSmallTalkReply } from '../nlu/read-small-talk';
import type { ParsedRequest } from '../nlu/parsed-request';

export interface Classified {
  parsed: ParsedRequest;
  /** Shown at once, before any slow work, so the person knows they were understood. */
  ack: string;
}

/** Stage 1: the built-in rules read the request and say what Kairos is about to do. */
export function classify(text: string, now: number, timeZone: string): Classified {
  const parsed = parseRequest(text, { now, timeZone });
  return { parsed, ack: acknowledgment(parsed) };
}

function acknowledgment(parsed: ParsedRequest): string {
  // "thanks!" → "You're welcome.": the reply is the acknowledgement; nothing is shown before it.
  if (isSmallTalkReply(parsed.clarification)) return '';
  // "Okay, I won't delete your gym sessions.": a change refused is said, not asked.
  if (parsed.clarification !== undefined && parsed.noAction === true && !parsed.clarification.includes('?')) return 'Understood.';
  if (parsed.clarification !== undefined) return 'Let me ask one thing first.';
  const who = (parsed.entities.attendees ?? []).map((a) => a.name ?? a.email ?? '').filter((n) => n.length > 0);
  switch (parsed.intent) {
    case 'create_event': {
      const title = parsed.entities.title ?? 'a meeting';
      const withWho = who.length > 0 && !title.includes(' with ') ? ` with ${who.join(', ')}` : '';
      return parsed.when === undefined ? `Finding a time for ${title}${withWho}…` : `Checking the time for ${title}${withWho}…`;
    }
    case 'query_events':
      return 'Looking at your calendar…';
    case 'delete_event':
      return 'Looking for the event to cancel…';
    case 'help':
      return 'Here is what I can do.';
    case 'update_event':
    case 'show_more':
    case 'suggest_activities':
    case 'navigate_booking':
    case 'bulk':
      return 'Reading your request…';
  }
}
