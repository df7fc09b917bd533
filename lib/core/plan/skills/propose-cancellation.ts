import { z } from 'zod';
import { parsedRequestSchema } from '../../nlu/parsed-request';
import { handleDeleteEvent } from '../../pipeline/handle-delete-event';
import { defineSkill } from '../skill';

/**
 * A cancel the event query could not name ("cancel the thing with sam@acme.com"): the one event whose
 * title or guests the words match, proposed for deletion; several matches get a question, never a guess.
 */
export const proposeCancellation = defineSkill({
  taskType: 'ProposeCancellation',
  describe: 'Propose cancelling the one event the words match; its card is the approval.',
  effect: 'suggest',
  builtInOnly: true,
  params: z.object({ request: parsedRequestSchema }),
  async run({ request }, ctx) {
    await handleDeleteEvent(ctx.text, request, ctx);
    return { kind: 'done', result: {} };
  },
});
