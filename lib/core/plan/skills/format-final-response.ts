import { z } from 'zod';
import { defineSkill } from '../skill';

/** The Plan's closing words, when its other steps have not said everything. */
export const formatFinalResponse = defineSkill({
  taskType: 'FormatFinalResponse',
  describe: 'Say a closing sentence to the person.',
  effect: 'read',
  params: z.object({ text: z.string().min(1).max(1000), label: z.string().max(120).optional() }),
  run({ text }, ctx) {
    ctx.emit({ type: 'text', text });
    return Promise.resolve({ kind: 'done', result: { text } });
  },
});
