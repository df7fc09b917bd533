import { z } from 'zod';
import { busyFromOccurrences } from '../../slots/busy-from-occurrences';
import { merge, subtract } from '../../time/interval';
import { workingIntervals } from '../../time/working-hours';
import { MINUTE_MS } from '../../time/zoned';
import { isoInstantSchema } from '../event-query';
import { defineSkill } from '../skill';

/**
 * Free windows in a range, in working hours: the person's own, and with `attendees` the time all of
 * them are free too where their calendars are shared (FindGroupAvailability).
 */
export const findFreeTime = defineSkill({
  taskType: 'FindFreeTime',
  describe: 'Free windows of at least minMinutes in a range, in working hours (with attendees: when all are free).',
  effect: 'read',
  params: z.object({
    range: z.object({ start: isoInstantSchema, end: isoInstantSchema }),
    minMinutes: z.number().int().min(5).max(720).default(30),
    attendees: z.array(z.email()).max(20).optional(),
    label: z.string().max(120).optional(),
  }),
  async run(params, ctx) {
    const range = { start: Math.max(Date.parse(params.range.start), ctx.clock.now()), end: Date.parse(params.range.end) };
    const own = busyFromOccurrences(await ctx.listOccurrences(range), ctx.timeZone);
    const others =
      params.attendees === undefined || params.attendees.length === 0 || ctx.freeBusy === undefined
        ? []
        : [...(await ctx.freeBusy.query(params.attendees, range)).values()].flatMap((a) => (a.kind === 'busy' ? a.busy : []));
    const busy = merge([...own, ...others]);
    const free = subtract(workingIntervals(range, ctx.preferences.workingHours, ctx.timeZone), busy).filter(
      (w) => w.end - w.start >= params.minMinutes * MINUTE_MS,
    );
    return { kind: 'done', result: { slots: free, count: free.length } };
  },
});
