import { z } from 'zod';
import { parsedPartSchema } from '../../nlu/parsed-request';
import { handleCreateEvent } from '../../pipeline/handle-create-event';
import { defineSkill } from '../skill';

/**
 * One new event through the five-stage path (template → candidate slots → select), unchanged:
 * its proposal card, with alternatives, is the person's approval for it.
 */
export const proposeEventTime = defineSkill({
  taskType: 'ProposeEventTime',
  describe: 'Propose the best time (and alternatives) for one new event; its card is the approval.',
  effect: 'suggest',
  params: z.object({ request: parsedPartSchema, label: z.string().max(120).optional() }),
  async run({ request }, ctx) {
    let proposed: { token: string; title: string; start: number; end: number } | undefined;
    await handleCreateEvent(request, {
      ...ctx,
      emit: (event) => {
        if (event.type === 'proposal') proposed = event.proposal;
        ctx.emit(event);
      },
    });
    if (proposed === undefined) return { kind: 'done', result: {} };
    const { token, title, start, end } = proposed;
    return { kind: 'done', result: { token, title, start, end } };
  },
});
