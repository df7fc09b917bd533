import { z } from 'zod';
import { parsedPartSchema } from '../../nlu/parsed-request';
import { handleBulkChange } from '../../pipeline/handle-bulk-change';
import { defineSkill } from '../skill';

/**
 * "cancel everything on Friday", "push all my meetings tomorrow back an hour": the events found,
 * the ones left alone named with why, the rest one change on one card (one undo).
 */
export const proposeBulkChange = defineSkill({
  taskType: 'ProposeBulkChange',
  describe: 'Propose one change (cancel, move, shift) for every event a range or kind names; its card is the approval.',
  effect: 'suggest',
  builtInOnly: true,
  params: z.object({ request: parsedPartSchema }),
  async run({ request }, ctx) {
    await handleBulkChange(ctx.text, request, ctx);
    return { kind: 'done', result: {} };
  },
});
