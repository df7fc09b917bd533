import { MAX_BULK_CHANGES, type SingleChange } from '../approvals/pending-action';
import type { SendUpdates } from '../domain/calendar-connection';
import type { ParsedPart } from '../nlu/parsed-request';
import { readBulkRequest, type BulkRequest } from '../nlu/read-bulk-request';
import { addZonedDays, startOfZonedDay } from '../time/zoned';
import { approvalRequestOf } from './approval-request';
import {
  DEFAULT_BULK_DAYS,
  describeBulk,
  leftAloneNotes,
  noMatchText,
  rangeWords,
  stackedText,
  tooManyText,
} from './describe-bulk';
import { planBulkChanges } from './plan-bulk-changes';
import { suggestChange } from './suggest-change';
import type { TurnContext } from './turn-context';

/**
 * bulk: "delete all my events", "cancel everything on Friday and tell everyone", "move all my
 * Friday meetings to Monday", "push all my meetings tomorrow back an hour". The events are found,
 * the ones that cannot or should not change are left alone with a note each, and the rest become
 * one change the person approves (nothing is written before). What cannot be read is asked.
 */
export async function handleBulkChange(text: string, parsed: ParsedPart, ctx: TurnContext): Promise<void> {
  const zone = ctx.timeZone;
  const now = ctx.clock.now();
  const reading = readBulkRequest(text, parsed, now, zone);
  if (reading.kind === 'reply') {
    ctx.emit({ type: 'text', text: reading.text });
    return;
  }
  const { request } = reading;
  const said = request.selection.range;
  const range = said ?? { start: now, end: addZonedDays(startOfZonedDay(now, zone), DEFAULT_BULK_DAYS, zone) };
  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Finding the events' });
  const occurrences = await ctx.calendar.listOccurrences(range, zone);
  ctx.signal?.throwIfAborted();
  const plan = planBulkChanges(occurrences, request, {
    now,
    timeZone: zone,
    range,
    recurringEdits: ctx.recurringEdits === true,
    newId: () => ctx.ids.newId(),
  });
  const deleting = request.operation.kind === 'delete';
  const leftAlone = leftAloneNotes(plan, deleting);
  if (plan.matched === 0) {
    ctx.emit({ type: 'text', text: noMatchText(request, said, zone) });
    return;
  }
  if (plan.changes.length === 0) {
    const verb = deleting ? 'cancel' : 'move';
    ctx.emit({ type: 'text', text: `Nothing to ${verb} ${rangeWords(said, zone)}. ${leftAlone.map(sentence).join(' ')}` });
    return;
  }
  if (request.operation.kind === 'move' && plan.stacked) {
    ctx.emit({ type: 'text', text: stackedText(request.operation.move) });
    return;
  }
  if (plan.changes.length > MAX_BULK_CHANGES) {
    ctx.emit({ type: 'text', text: tooManyText(plan.changes.length, said, zone) });
    return;
  }
  const sendUpdates = sendUpdatesFor(request, ctx.sendUpdates);
  const notes = [...leftAlone, ...notifyNotes(request, ctx.sendUpdates, plan.changes)];
  const description = describeBulk(request, plan.changed, said, zone);
  const action = await suggestChange(
    { ...ctx, ...(sendUpdates === undefined ? {} : { sendUpdates }) },
    { kind: 'bulk', changes: plan.changes },
    description,
  );
  ctx.emit({ type: 'approval', approval: approvalRequestOf(action, notes) });
}

function sentence(line: string): string {
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/**
 * "tell everyone" overrides the person's notification setting for this one change, and "without
 * telling anyone" does too; the local calendar emails no one either way (its card says so).
 */
function sendUpdatesFor(request: BulkRequest, setting: SendUpdates | undefined): SendUpdates | undefined {
  if (setting === undefined) return undefined;
  return request.notify ?? setting;
}

function notifyNotes(request: BulkRequest, setting: SendUpdates | undefined, changes: readonly SingleChange[]): string[] {
  if (request.notify === undefined) return [];
  const hasGuests = changes.some((c) => guestsOf(c).some((a) => a.self !== true));
  if (!hasGuests) return request.notify === 'all' ? ['Nobody else is invited to these events, so there is no one to tell.'] : [];
  if (setting === undefined || setting === request.notify) return [];
  return request.notify === 'all'
    ? ['Guests will be emailed about this, as you asked (this change only; your setting stays as it is).']
    : ['Nobody will be emailed about this, as you asked (this change only; your setting stays as it is).'];
}

function guestsOf(change: SingleChange): readonly { self?: boolean | undefined }[] {
  switch (change.kind) {
    case 'create':
      return change.event.attendees;
    case 'update':
      return change.after.attendees;
    case 'delete':
      return change.before.attendees;
  }
}
