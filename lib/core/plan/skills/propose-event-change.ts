import { z } from 'zod';
import { editRequestSchema } from '../../nlu/edit-request';
import { handleUpdateEvent } from '../../pipeline/handle-update-event';
import { eventQuerySchema } from '../event-query';
import { proposalResult } from '../proposal-result';
import { defineSkill } from '../skill';

/**
 * One event changed through the five-stage path: "move my 3pm to 4pm", "any earlier times?",
 * "can we do lunch instead?". The suggestion still waiting is revised in place; an event in the
 * calendar gets a proposal card (with alternatives) that is its approval. `target` is the event
 * query read from the words; without one the edit names the last suggestion, or asks.
 */
export const proposeEventChange = defineSkill({
  taskType: 'ProposeEventChange',
  describe: 'Propose a new time, title or length for one event or the last suggestion; its card is the approval.',
  effect: 'suggest',
  builtInOnly: true,
  params: z.object({ edit: editRequestSchema, target: eventQuerySchema.optional() }),
  async run({ edit, target }, ctx) {
    return { kind: 'done', result: await proposalResult(ctx, (c) => handleUpdateEvent(edit, c, target)) };
  },
});
