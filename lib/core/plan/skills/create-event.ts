import { z } from 'zod';
import { eventDraftSchema } from '../../domain/calendar-event';
import { refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';

/** Adds an event worked out by an earlier step (a ProposeEventTime step's choice), after confirmation. */
export const createEvent = defineSkill({
  taskType: 'CreateEvent',
  describe: 'Add an event drafted by an earlier step (after a RequestUserConfirmation step).',
  effect: 'write',
  params: z.object({ event: refOr(eventDraftSchema), label: z.string().max(120).optional() }),
  run() {
    return Promise.resolve({ kind: 'done', result: {} });
  },
  preview(params) {
    return Promise.resolve({ changes: [{ kind: 'create', event: resolved(params.event, 'event') }], notes: [] });
  },
});
