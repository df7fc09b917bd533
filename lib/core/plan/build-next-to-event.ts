import type { ParsedRequest } from '../nlu/parsed-request';
import { PlanDraft, ref, type BuildContext } from './plan-draft';
import { readEventQuery } from './reading/read-event-query';

/**
 * "add a coffee right after my dentist on 12/8", "book 15 min with Dana just before the board
 * review": a new event placed against one already on the calendar, so it is found first and the new
 * event starts as it ends (or ends as it starts) — never at a time picked for the day. Only when no
 * time of day was said for the new event, and the words after "after"/"before" name an event (a time
 * — "after 3pm", "before lunch time" — is the time reader's).
 */
export function addNextToEvent(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const side = NEXT_TO_EVENT.exec(text);
  if (side === null) return false;
  const when = parsed.when;
  if (when !== undefined && (when.grain === 'minute' || when.grain === 'hour')) return false;
  const object = text.slice(side.index + side[0].length);
  const attendees = (parsed.entities.attendees ?? []).filter(
    (a) => a.name !== undefined && object.toLowerCase().includes(a.name.toLowerCase()),
  );
  const query = readEventQuery({
    object,
    text,
    when,
    attendees,
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: 'one',
  });
  if (query.title === undefined && query.people === undefined) return false;
  const find = draft.add('FindEvents', { query });
  draft.add('ProposeEventTime', {
    request: parsed,
    nextTo: { side: /^before$/i.test(side[1] ?? '') ? 'before' : 'after', events: ref(find, 'events') },
  });
  return true;
}

/** "right after my …", "just before the …", "after the …": next to an event named by its determiner. */
const NEXT_TO_EVENT =
  /\b(?:(?:right|just|straight|immediately|directly)\s+)?(after|before)\s+(?=(?:my|the|our)\s+(?!(?:morning|afternoon|evening|weekend|week|end|day|lunch\s*time|meeting\s+starts)\b)[\p{L}\d])/iu;
