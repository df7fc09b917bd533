import { z } from 'zod';
import { habitIntervals } from '../../slots/habit-intervals';
import { lunchWindows } from '../../slots/lunch-windows';
import { isoInstantSchema } from '../event-query';
import { titleScore } from '../query/match-title';
import { defineSkill } from '../skill';

/**
 * A preference a Plan plans around, over a range: the lunch window ("leave time for lunch"), a
 * protected habit by name ("don't miss my gym"), the buffer between meetings, or who to tell by
 * default. A habit the person has not set finds nothing; the Plan then protects the calendar's own
 * events of that name, found by a FindEvents step beside this one.
 */
export const fetchPreference = defineSkill({
  taskType: 'FetchPreference',
  describe: 'Read a preference over a range: lunch (windows + minutes), habit (by name: intervals), buffer, notify.',
  effect: 'read',
  params: z.object({
    key: z.enum(['lunch', 'habit', 'buffer', 'notify']),
    /** For a habit: its name as said ("gym", "school run"). */
    name: z.string().trim().min(1).max(60).optional(),
    range: z.object({ start: isoInstantSchema, end: isoInstantSchema }),
    label: z.string().max(120).optional(),
  }),
  run(params, ctx) {
    const prefs = ctx.preferences;
    const range = { start: Date.parse(params.range.start), end: Date.parse(params.range.end) };
    switch (params.key) {
      case 'lunch': {
        const windows = lunchWindows(prefs, range, ctx.timeZone);
        return done(
          prefs.lunch === null ? { intervals: [] } : { lunch: { windows, minutes: prefs.lunch.minutes }, intervals: windows },
        );
      }
      case 'habit': {
        const name = params.name ?? '';
        const habits = prefs.habits.filter((h) => name === '' || titleScore(h.name, name) >= 1);
        return done({
          intervals: habitIntervals(habits, range, ctx.timeZone).map((h) => h.interval),
          names: habits.map((h) => h.name),
        });
      }
      case 'buffer':
        return done({ minutes: prefs.bufferMinutes });
      case 'notify':
        return done({ notify: prefs.notifyByDefault });
    }
  },
});

function done(result: Record<string, unknown>) {
  return Promise.resolve({ kind: 'done' as const, result });
}
