import { z } from 'zod';
import { singleChangeSchema } from '../../approvals/pending-action';
import { refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';

/** Makes the moves, renames and length changes a GenerateProposedUpdates step worked out. */
export const updateEvents = defineSkill({
  taskType: 'UpdateEvents',
  describe: 'Apply the changes from a GenerateProposedUpdates step (after a RequestUserConfirmation step).',
  effect: 'write',
  params: z.object({
    changes: refOr(z.array(singleChangeSchema)),
    /** What the step that worked the changes out left alone, for the card. */
    notes: refOr(z.array(z.string())).optional(),
    label: z.string().max(120).optional(),
  }),
  run() {
    return Promise.resolve({ kind: 'done', result: {} });
  },
  preview(params) {
    return Promise.resolve({
      changes: resolved(params.changes, 'changes'),
      notes: params.notes === undefined ? [] : resolved(params.notes, 'notes'),
    });
  },
});
