import { z } from 'zod';
import { cancelOccurrence, isLocalSeries, mergeOccurrenceChanges } from '../../approvals/occurrence-change';
import type { SingleChange } from '../../approvals/pending-action';
import { declinedBySelf } from '../../domain/calendar-event';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';
import { leftAloneLine } from './left-alone';

/**
 * Cancels events, after the confirmation step. Events already over and invitations the person
 * declined are left alone, each with a line on the card. An occurrence of a local repeating event
 * is cancelled alone, by an EXDATE on its series (deleting the event would delete every one), and
 * the occurrences of one series become one update of it.
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
    const left = { started: [] as string[], declined: [] as string[] };
    const seen = new Set<string>();
    for (const o of resolved(params.events, 'events')) {
      const series = isLocalSeries(o.event);
      // A local series is listed once per occurrence, under one id.
      const key = series ? `${o.event.id}@${String(o.start)}` : o.event.id;
      if (seen.has(key)) continue;
      seen.add(key);
      if (o.end <= now) left.started.push(o.event.title);
      else if (declinedBySelf(o.event)) left.declined.push(o.event.title);
      else if (series) changes.push(cancelOccurrence(o.event, o.start, o.allDay, ctx.timeZone));
      else changes.push({ kind: 'delete', before: o.event });
    }
    const notes = [leftAloneLine(left.started, 'already over'), leftAloneLine(left.declined, 'you declined')].filter(
      (l): l is string => l !== undefined,
    );
    return Promise.resolve({ changes: mergeOccurrenceChanges(changes), notes });
  },
});
