import type { LastProposal } from '../../ports/conversation-memory';
import { movedOccurrenceOf } from '../approvals/moved-occurrence';
import { changesTime, type EditRequest } from '../nlu/edit-request';
import type { ParsedPart } from '../nlu/parsed-request';
import type { EventQuery } from '../plan/event-query';
import type { Interval } from '../time/interval';
import { instantToWallClock, wallClockToInstant } from '../time/zoned';
import { editCalendarEvent, titleForKind } from './edit-calendar-event';
import { handleCreateEvent } from './handle-create-event';
import { handleFollowUp } from './handle-follow-up';
import { atSameTime } from './handle-place-follow-up';
import { offeredPlace } from '../places/offered-place';
import { newLengthOf } from './new-length-of';
import { newStartOf, searchDayOf, withPartOfDayResolved } from './new-start-of';
import { resolveEditSubject } from './resolve-edit-subject';
import { questionEvent } from './question-event';
import type { TurnContext } from './turn-context';

/**
 * update_event: "move my 3pm to 4pm", "can we do lunch instead?", "any earlier times?". The edit
 * applies to the suggestion still waiting (revised in place, its card replaced) or to an event in
 * the calendar (proposed as an update to approve).
 */
export async function handleUpdateEvent(edit: EditRequest, ctx: TurnContext, targetQuery?: EventQuery): Promise<void> {
  if (!changesAnything(edit)) {
    // "move the dentist" or "move it to the morning" (a part of a day the edit cannot name): ask, never propose a no-op.
    ctx.emit({ type: 'text', text: NOTHING_TO_CHANGE });
    return;
  }
  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Looking for the event' });
  const subject = await resolveEditSubject(edit.target, ctx, targetQuery);
  switch (subject.kind) {
    case 'question':
      ctx.emit(questionEvent(subject, ctx.timeZone));
      return;
    case 'event':
      await editCalendarEvent(edit, subject.occurrence, ctx);
      return;
    case 'proposal':
      await editProposal(edit, subject.last, ctx);
      return;
  }
}

const NOTHING_TO_CHANGE =
  'What should change? Name a new time, length, title or place, e.g. "move it to Friday at 2" or "make it 30 minutes".';

function changesAnything(edit: EditRequest): boolean {
  const { change } = edit;
  return (
    changesTime(change, edit.timePreference) ||
    change.title !== undefined ||
    change.location !== undefined ||
    change.eventType !== undefined
  );
}

/** A change to the suggestion on screen: the same request, changed, searched or checked again. */
async function editProposal(edit: EditRequest, last: LastProposal, ctx: TurnContext): Promise<void> {
  const onlyDirection = edit.conditional && edit.timePreference !== undefined && last.candidates.length > 0;
  if (onlyDirection && edit.timePreference !== undefined) {
    await handleFollowUp(edit.timePreference, ctx);
    return;
  }
  const pending = await ctx.approvals.get(last.token);
  if (pending.change.kind === 'update' && pending.change.after.time.kind === 'timed') {
    // A suggested move of a calendar event, changed again: the same event from where the suggestion put it.
    const { before, after } = pending.change;
    const { start, end } = pending.change.after.time;
    const occurrence = { event: { ...after, etag: before.etag, updatedAt: before.updatedAt }, start, end, allDay: false };
    await editCalendarEvent(edit, occurrence, ctx, { revise: last.token, before });
    return;
  }
  const pair = movedOccurrenceOf(pending.change, ctx.timeZone);
  if (pair !== undefined && pair.moved.time.kind === 'timed') {
    // One occurrence of a local series, moved by the suggestion and changed again: still that occurrence.
    const { series, from, moved } = pair;
    const { start, end } = pair.moved.time;
    const event = { ...series, title: moved.title, ...(moved.location === undefined ? {} : { location: moved.location }) };
    await editCalendarEvent(edit, { event, start, end, allDay: false }, ctx, { revise: last.token, before: series, from });
    return;
  }
  const zone = ctx.timeZone;
  const current = last.current;
  const change = withPartOfDayResolved(edit.change, current, zone);
  // "move it to Kiln & Bean": one of the places the card offered, at the same time, as if picked on the card.
  const named =
    change.location === undefined || last.places === undefined ? undefined : offeredPlace(last.places, change.location);
  if (named !== undefined && !changesTime(change, edit.timePreference)) {
    await handleCreateEvent(atSameTime(last), ctx, { revise: last.token, places: { choose: named.id } });
    return;
  }
  const old = last.request;
  const minutes = newLengthOf(change, current, zone);
  // "thursday instead?" when the person never named a clock time: that day is searched as the first
  // request's day was, rather than the old time kept even where it clashes.
  const newDay = change.newTime?.kind === 'day' && old.when !== undefined && !namesClockTime(old.when);
  const start = newDay ? undefined : newStartOf(change, current, zone, edit.timePreference);
  const day = searchDayOf(change, current, zone);
  const when: ParsedPart['when'] =
    start !== undefined
      ? { start, grain: 'minute' }
      : change.newTime?.kind === 'range'
        ? { start: change.newTime.start, end: change.newTime.end, grain: 'day' }
        : newDay || change.newTime?.kind === 'day'
          ? sameHoursOn(old.when, day, zone)
          : old.when?.end !== undefined
            ? old.when
            : { ...day, grain: 'day' };
  const kindTitle = change.kind === undefined ? undefined : titleForKind(change.kind, old.entities.title);
  const request: ParsedPart = {
    ...old,
    when,
    entities: {
      ...old.entities,
      durationMinutes: change.kind !== undefined && change.durationMinutes === undefined ? 60 : minutes,
      ...(kindTitle === undefined ? {} : { title: kindTitle }),
      ...(change.title === undefined ? {} : { title: change.title }),
      ...(change.location === undefined ? {} : { location: change.location, eventType: 'in_person' as const }),
      ...(change.eventType === undefined ? {} : { eventType: change.eventType }),
    },
  };
  await handleCreateEvent(request, ctx, { revise: last.token });
}

/** A request pinned to a clock time ("friday at 4pm", or a time picked since): a point, not a range to search. */
function namesClockTime(when: NonNullable<ParsedPart['when']>): boolean {
  return when.end === undefined;
}

/**
 * The new day, searched over the hours the request had asked for ("next Wednesday afternoon" on
 * Thursday is Thursday afternoon); the whole day when it asked for a whole day or more.
 */
function sameHoursOn(when: ParsedPart['when'], day: Interval, zone: string): NonNullable<ParsedPart['when']> {
  if (when?.end === undefined || when.end - when.start >= day.end - day.start) return { ...day, grain: 'day' };
  const on = instantToWallClock(day.start, zone);
  const at = (instant: number): number => {
    const wall = instantToWallClock(instant, zone);
    return wallClockToInstant({ ...on, hour: wall.hour, minute: wall.minute }, zone);
  };
  const start = at(when.start);
  const end = at(when.end);
  return end > start ? { start, end, grain: when.grain } : { ...day, grain: 'day' };
}
