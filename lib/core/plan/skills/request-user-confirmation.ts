import { z } from 'zod';
import { KairosError } from '../../errors';
import { defineSkill } from '../skill';

/**
 * The approval point: the executor gathers every write after this step into one pending action
 * (one card, one undo unit) and the Plan waits for the person.
 */
export const requestUserConfirmation = defineSkill({
  taskType: 'RequestUserConfirmation',
  describe: 'Show every change the following write steps will make as one card, and wait for approval.',
  effect: 'pause',
  params: z.object({
    /** The card's one-line description: "Cancel 4 meetings on Fri 4 Dec and tell the 6 guests". */
    summary: z.string().min(1).max(300).optional(),
    /** Lines to read before approving (what was left alone and why). */
    notes: z.array(z.string().max(300)).max(20).optional(),
    label: z.string().max(120).optional(),
  }),
  run() {
    return Promise.reject(new KairosError('internal', 'A confirmation step is run by the executor, not on its own.'));
  },
});
