import { parsedPartSchema } from '../../nlu/parsed-request';
import { handleSuggestActivities } from '../../pipeline/handle-suggest-activities';
import { z } from 'zod';
import { defineSkill } from '../skill';

/** "let's do something fun on Saturday": ideas that fit the free time, each one tap from a proposal. */
export const suggestActivities = defineSkill({
  taskType: 'SuggestActivities',
  describe: 'Suggest things to do in the free time asked about; picking one proposes it.',
  effect: 'read',
  builtInOnly: true,
  params: z.object({ request: parsedPartSchema }),
  async run({ request }, ctx) {
    await handleSuggestActivities(ctx.text, request, ctx);
    return { kind: 'done', result: {} };
  },
});
