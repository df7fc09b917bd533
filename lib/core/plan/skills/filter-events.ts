import { z } from 'zod';
import { WEEKDAYS } from '../../domain/preferences';
import { instantToWallClock } from '../../time/zoned';
import { titleScore } from '../query/match-title';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';

/** Leaves out events the request excludes: "but not the check-in", "don't touch the ones on Mondays". */
export const filterEvents = defineSkill({
  taskType: 'FilterEvents',
  describe: 'Leave out events by title words or weekday.',
  effect: 'read',
  params: z.object({
    events: refOr(z.array(eventOccurrenceSchema)),
    excludeTitles: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
    excludeWeekdays: z.array(z.enum(WEEKDAYS)).max(7).optional(),
    label: z.string().max(120).optional(),
  }),
  run(params, ctx) {
    const titles = params.excludeTitles ?? [];
    const days = new Set(params.excludeWeekdays ?? []);
    const kept = resolved(params.events, 'events').filter((o) => {
      if (titles.some((t) => titleScore(o.event.title, t) >= 1)) return false;
      const weekday = WEEKDAYS[instantToWallClock(o.start, ctx.timeZone).weekday];
      return weekday === undefined || !days.has(weekday);
    });
    return Promise.resolve({ kind: 'done', result: { events: kept, count: kept.length } });
  },
});
