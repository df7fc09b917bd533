import { z } from 'zod';
import type { Attendee } from '../../domain/calendar-event';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';

/** Everyone invited to the events, once each, without the person themself or rooms. */
export const extractAttendees = defineSkill({
  taskType: 'ExtractAttendees',
  describe: 'List the guests of some events (each once, not the person themself).',
  effect: 'read',
  params: z.object({ events: refOr(z.array(eventOccurrenceSchema)), label: z.string().max(120).optional() }),
  run(params) {
    const seen = new Map<string, Attendee>();
    for (const o of resolved(params.events, 'events')) {
      for (const a of o.event.attendees) {
        const key = a.email.toLowerCase();
        if (a.self === true || a.email.endsWith('resource.calendar.google.com') || seen.has(key)) continue;
        seen.set(key, a);
      }
    }
    const attendees = [...seen.values()];
    return Promise.resolve({ kind: 'done', result: { attendees, count: attendees.length } });
  },
});
