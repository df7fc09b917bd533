import { z } from 'zod';
import type { SingleChange } from '../../approvals/pending-action';
import { declinedBySelf, isRecurring } from '../../domain/calendar-event';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';
import { leftAloneLine } from './left-alone';

/**
 * Cancels events, after the confirmation step. Events already over, invitations the person
 * declined, and local repeating events (deleting one would delete the whole series) are left alone,
 * each with a line on the card.
 */
export const deleteEvents = defineSkill({
  taskType: 'DeleteEvents',
  describe: 'Cancel the given events (after a RequestUserConfirmation step).',
  effect: 'write',
  params: z.object({ events: refOr(z.array(eventOccurrenceSchema)), label: z.string().max(120).optional() }),
  run() {
    return Promise.resolve({ kind: 'done', result: {} });
  },
  preview(params, ctx) {
    const now = ctx.clock.now();
    const changes: SingleChange[] = [];
    const left = { started: [] as string[], declined: [] as string[], repeating: [] as string[] };
    const seen = new Set<string>();
    for (const o of resolved(params.events, 'events')) {
      if (seen.has(o.event.id)) continue;
      seen.add(o.event.id);
      if (o.end <= now) left.started.push(o.event.title);
      else if (declinedBySelf(o.event)) left.declined.push(o.event.title);
      else if (isRecurring(o.event) && o.event.recurringEventId === undefined) left.repeating.push(o.event.title);
      else changes.push({ kind: 'delete', before: o.event });
    }
    const notes = [
      leftAloneLine(left.started, 'already over'),
      leftAloneLine(left.declined, 'you declined'),
      leftAloneLine(left.repeating, 'repeats (cancelling one occurrence is not supported on this calendar yet)'),
    ].filter((l): l is string => l !== undefined);
    return Promise.resolve({ changes, notes });
  },
});
