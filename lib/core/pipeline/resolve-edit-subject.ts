import { movedOccurrenceOf } from '../approvals/moved-occurrence';
import type { LastProposal } from '../../ports/conversation-memory';
import { eventIdSchema, isRecurring, type EventOccurrence } from '../domain/calendar-event';
import type { EditTarget } from '../nlu/edit-request';
import { formatRange } from '../time/format';
import { addZonedDays, startOfZonedDay } from '../time/zoned';
import type { EventQuery } from '../plan/event-query';
import { buildPeopleDirectory } from '../plan/query/people-directory';
import { queryRange, selectEvents } from '../plan/query/select-events';
import { findTargetEvent } from './find-target-event';
import { liveProposal } from './handle-follow-up';
import { participantsKey } from './participants-key';
import type { TurnContext } from './turn-context';

const SEARCH_DAYS = 30;

/**
 * What an edit applies to: the suggestion still waiting for approval (the conversation's, or the
 * cached template for the same people), or an event already in the calendar. `question` when the
 * person must say which.
 */
export type EditSubject =
  | { kind: 'proposal'; last: LastProposal }
  | { kind: 'event'; occurrence: EventOccurrence }
  /** `choices`: the events a "which one?" offers, listed under it and remembered for the answer. */
  | { kind: 'question'; text: string; choices?: EventOccurrence[] };

export async function resolveEditSubject(target: EditTarget, ctx: TurnContext, query?: EventQuery): Promise<EditSubject> {
  const now = ctx.clock.now();
  const zone = ctx.timeZone;
  // "Reschedule with Kairos" on an event's dialog: that event is the subject, whatever the words say.
  const pinned = ctx.hint?.event === undefined ? undefined : await hintedEvent(ctx.hint.event, ctx);
  if (pinned !== undefined) return { kind: 'event', occurrence: pinned };
  const fresh = await liveProposal(ctx);
  if (fresh !== undefined && (target.refersToLast || aboutProposal(fresh, target))) {
    if (await isPending(fresh.token, ctx)) return { kind: 'proposal', last: fresh };
    // Approved already: "move it to 5pm" is about the event it created.
    const created = await createdEvent(fresh.token, ctx);
    if (created !== undefined) return { kind: 'event', occurrence: created };
  }
  if (target.attendees.length > 0) {
    const cached = await ctx.templateCache?.get(participantsKey(target.attendees), now);
    if (cached !== undefined && (await isPending(cached.token, ctx))) {
      const pending = await ctx.approvals.get(cached.token);
      const event = pending.change.kind === 'create' ? pending.change.event : undefined;
      if (event?.time.kind === 'timed') {
        const { start, end } = event.time;
        return {
          kind: 'proposal',
          last: {
            token: cached.token,
            request: cached.request,
            candidates: [],
            shown: [start],
            current: { start, end },
            at: cached.at,
          },
        };
      }
    }
  }
  if (target.refersToLast) {
    return {
      kind: 'question',
      text: 'Which event should I change? Name it, e.g. "move the dentist to Friday at 2" or "make my 3pm 30 minutes".',
    };
  }
  // The event query language picks the event when the words name one: tiers of title match, people
  // through the calendar's guests, ordinals ("my second meeting on Dec 3"); unsure is a question.
  if (query !== undefined) return selectSubject(query, ctx);
  const range = target.when ?? { start: now, end: addZonedDays(startOfZonedDay(now, zone), SEARCH_DAYS, zone) };
  const occurrences = (await ctx.calendar.listOccurrences(range, zone)).filter((o) => o.end > now || target.when !== undefined);
  const match = findTargetEvent(occurrences, target, zone);
  switch (match.kind) {
    case 'one':
      return { kind: 'event', occurrence: match.occurrence };
    case 'none':
      return {
        kind: 'question',
        text: `I couldn't find that event ${target.when === undefined ? `in the next ${String(SEARCH_DAYS)} days` : `on ${formatRange(range.start, range.end, zone)}`}. Which one do you mean?`,
      };
    case 'several': {
      const list = match.occurrences
        .slice(0, 5)
        .map((o) => `"${o.event.title}" (${formatRange(o.start, o.end, zone)})`)
        .join(', ');
      return {
        kind: 'question',
        text: `Several events match: ${list}. Which one should I change?`,
        choices: match.occurrences.slice(0, 5),
      };
    }
  }
}

function aboutProposal(last: LastProposal, target: EditTarget): boolean {
  const title = (last.request.entities.title ?? '').toLowerCase();
  const people = (last.request.entities.attendees ?? []).map((a) => `${a.email ?? ''} ${a.name ?? ''}`.toLowerCase()).join(' ');
  const wordHit = target.words.some((w) => title.includes(w) || people.includes(w));
  const personHit = target.attendees.some((a) => {
    const id = (a.email ?? a.name ?? '').toLowerCase();
    return id !== '' && people.includes(id);
  });
  return wordHit || personHit;
}

async function isPending(token: string, ctx: TurnContext): Promise<boolean> {
  try {
    const action = await ctx.approvals.get(token);
    return action.status === 'suggested' && action.replacedBy === undefined && action.expiresAt > ctx.clock.now();
  } catch {
    return false;
  }
}

async function createdEvent(token: string, ctx: TurnContext): Promise<EventOccurrence | undefined> {
  let action;
  try {
    action = await ctx.approvals.get(token);
  } catch {
    return undefined;
  }
  if (action.status !== 'executed') return undefined;
  const id =
    action.change.kind === 'create'
      ? action.change.event.id
      : action.change.kind === 'update'
        ? action.change.after.id
        : movedOccurrenceOf(action.change, ctx.timeZone)?.moved.id;
  const event = id === undefined ? undefined : await ctx.calendar.getEvent(id);
  if (event?.time.kind !== 'timed' || isRecurring(event)) return undefined;
  return { event, start: event.time.start, end: event.time.end, allDay: false };
}

/**
 * The event a page's dialog showed: by Google's id when the page gave one, else the one upcoming
 * event with that exact title. None, or several of that title, and the words decide as usual.
 */
async function hintedEvent(
  hint: { title: string; eventId?: string | undefined },
  ctx: TurnContext,
): Promise<EventOccurrence | undefined> {
  if (hint.eventId !== undefined) {
    const parsed = eventIdSchema.safeParse(hint.eventId);
    const event = parsed.success ? await ctx.calendar.getEvent(parsed.data) : undefined;
    if (event?.time.kind === 'timed') return { event, start: event.time.start, end: event.time.end, allDay: false };
  }
  const now = ctx.clock.now();
  const range = {
    start: startOfZonedDay(now, ctx.timeZone),
    end: addZonedDays(startOfZonedDay(now, ctx.timeZone), SEARCH_DAYS, ctx.timeZone),
  };
  const title = hint.title.trim().toLowerCase();
  const same = (await ctx.calendar.listOccurrences(range, ctx.timeZone)).filter(
    (o) => !o.allDay && o.event.title.trim().toLowerCase() === title && o.end > now,
  );
  return same.length === 1 ? same[0] : undefined;
}

async function selectSubject(query: EventQuery, ctx: TurnContext): Promise<EditSubject> {
  const now = ctx.clock.now();
  const occurrences = await ctx.calendar.listOccurrences(queryRange(query, now, ctx.timeZone), ctx.timeZone);
  const directory = buildPeopleDirectory(occurrences.map((o) => o.event));
  const selection = selectEvents(occurrences, query, { now, timeZone: ctx.timeZone, directory, pinned: ctx.pinned });
  switch (selection.kind) {
    case 'found': {
      const [first] = selection.occurrences;
      return first === undefined
        ? { kind: 'question', text: 'Which event should I change?' }
        : { kind: 'event', occurrence: first };
    }
    case 'none':
      return { kind: 'question', text: `${selection.text} Which one do you mean?` };
    case 'ambiguous':
      return { kind: 'question', text: selection.text, choices: selection.choices };
    case 'ask_person':
      return { kind: 'question', text: selection.text };
  }
}
