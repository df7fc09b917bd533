import { z } from 'zod';
import { parsedPartSchema } from '../../nlu/parsed-request';
import { handleNavigateBooking } from '../../pipeline/handle-navigate-booking';
import { defineSkill } from '../skill';

/** "book a table there", "book it at Dishoom": the place's own booking page or website, else its map page. */
export const openBookingLink = defineSkill({
  taskType: 'OpenBookingLink',
  describe: "Open a place's booking page (the last suggestion's place, or the one named).",
  effect: 'read',
  builtInOnly: true,
  params: z.object({ request: parsedPartSchema }),
  async run({ request }, ctx) {
    await handleNavigateBooking(request, ctx);
    return { kind: 'done', result: {} };
  },
});
