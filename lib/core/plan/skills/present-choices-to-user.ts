import { z } from 'zod';
import { defineSkill } from '../skill';

/** Asks the person to choose; the Plan's branch waits for their next message. */
export const presentChoicesToUser = defineSkill({
  taskType: 'PresentChoicesToUser',
  describe: 'Ask the person a question, optionally with choices; nothing after it runs until they answer.',
  effect: 'pause',
  params: z.object({
    question: z.string().min(1).max(500),
    choices: z.array(z.string().min(1).max(200)).max(8).optional(),
    label: z.string().max(120).optional(),
  }),
  run({ question, choices }) {
    const list = (choices ?? []).map((c, i) => `${String(i + 1)}. ${c}`).join(' ');
    return Promise.resolve({ kind: 'stop', text: list === '' ? question : `${question} ${list}` });
  },
});
