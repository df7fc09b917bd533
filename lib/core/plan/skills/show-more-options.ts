import { z } from 'zod';
import { handleFollowUp } from '../../pipeline/handle-follow-up';
import { handlePlaceFollowUp } from '../../pipeline/handle-place-follow-up';
import { proposalResult } from '../proposal-result';
import { defineSkill } from '../skill';

/**
 * "show more", "other options?": the next times from the candidates the last suggestion was chosen
 * from; "somewhere closer to Sam", "somewhere else": another place at the same time. The new card
 * replaces the old one; with no recent suggestion, the person is told what to ask instead.
 */
export const showMoreOptions = defineSkill({
  taskType: 'ShowMoreOptions',
  describe: 'Show the next options for the last suggestion: more times, or another place.',
  effect: 'suggest',
  builtInOnly: true,
  params: z.object({
    place: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('closer'), to: z.string().min(1) }),
        z.object({ kind: z.literal('other_place') }),
        z.object({ kind: z.literal('cheaper') }),
        z.object({ kind: z.literal('quieter') }),
      ])
      .optional(),
  }),
  async run({ place }, ctx) {
    const result = await proposalResult(ctx, (c) =>
      place === undefined ? handleFollowUp('more', c) : handlePlaceFollowUp(place, c),
    );
    return { kind: 'done', result };
  },
});
