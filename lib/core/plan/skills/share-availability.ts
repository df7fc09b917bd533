import { z } from 'zod';
import { handleShareAvailability } from '../../pipeline/handle-share-availability';
import { defineSkill } from '../skill';

/** Gmail compose's "Insert my availability": free times to paste into the email, approved first, never sent. */
export const shareAvailability = defineSkill({
  taskType: 'ShareAvailability',
  describe: 'Offer a few free times, written for an email reply.',
  effect: 'suggest',
  builtInOnly: true,
  params: z.object({}),
  async run(_params, ctx) {
    await handleShareAvailability(ctx);
    return { kind: 'done', result: {} };
  },
});
