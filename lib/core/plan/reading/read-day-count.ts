import { z } from 'zod';
import { clockMinutes } from '../../time/when-clock-resolve';
import { parseClock } from '../../time/when-clock-phrases';

/**
 * "how many days am I OOO in December", "how many Sundays in January have nothing on at all", "how
 * many evenings in December do I have something on after 6pm": days counted, not events — which
 * days (a weekday, a part of the day, after or before an hour) and what makes one count (any day
 * at all: "how many days until Christmas").
 */
export const dayCountSchema = z.object({
  /** The word counted, singular: "day", "evening", "Sunday". */
  noun: z.string().min(1).max(20),
  /** 0 = Sunday … 6 = Saturday; every day when absent. */
  weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
  /** The minutes of each day looked at, end exclusive (1440 = midnight). */
  window: z.object({ from: z.number().int().min(0).max(1440), to: z.number().int().min(0).max(1440) }),
  /** busy: something on then; free: nothing on then; off: a whole day away (out of office, leave, a trip). */
  state: z.enum(['busy', 'free', 'off', 'any']),
  /** The hours as the person said them ("after 6pm"), for the answer. */
  hoursSaid: z.string().max(40).optional(),
});
export type DayCount = z.infer<typeof dayCountSchema>;

const UNIT =
  /^(?:the\s+|my\s+)?(days?|mornings?|afternoons?|evenings?|nights?|weekdays?|weekend\s+days?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b/i;
const PARTS: Readonly<Record<string, [number, number]>> = {
  morning: [5 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
  night: [18 * 60, 24 * 60],
};
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const OFF =
  /\b(?:ooo|out\s+of\s+(?:the\s+)?office|off|away|on\s+(?:leave|vacation|holiday|pto)|pto|on\s+a\s+trip|travel(?:l)?ing|out)\b/i;
const FREE =
  /\b(?:nothing(?:\s+(?:on|booked|planned|scheduled))?|no\s+(?:meetings|events|plans|appointments)|(?:completely\s+|totally\s+)?(?:free|empty|clear|open)|without\s+(?:meetings|anything|events))\b/i;
const BUSY = /\b(?:something|anything|meetings?|events?|calls?|busy|booked|plans|stuff|on)\b/i;
const CLOCK = String.raw`(\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\b)?)`;

/** "6pm", "18:00", "6" (evening, as a bare hour is read): minutes after midnight, the part of the day as the hint. */
function minutesOf(said: string, part: readonly [number, number] | undefined): number | undefined {
  const clock = parseClock(said);
  return clock === undefined ? undefined : clockMinutes(clock, part === undefined ? undefined : { start: part[0], end: part[1] });
}

/** The days a "how many …" question counts; undefined when it counts events ("how many meetings…"). */
export function readDayCount(object: string): DayCount | undefined {
  const unit = UNIT.exec(object.trim());
  const word = unit?.[1]?.toLowerCase().replace(/s$/, '');
  if (unit === null || word === undefined) return undefined;
  const rest = object.trim().slice(unit[0].length);
  const part = PARTS[word];
  const weekday = WEEKDAY_NAMES.indexOf(word);
  const weekdays =
    weekday >= 0 ? [weekday] : word === 'weekday' ? [1, 2, 3, 4, 5] : word.startsWith('weekend') ? [0, 6] : undefined;
  let [from, to] = part ?? [0, 24 * 60];
  const after = new RegExp(String.raw`\b(?:after|from)\s+${CLOCK}`, 'i').exec(rest);
  const before = new RegExp(String.raw`\b(?:before|until|till)\s+${CLOCK}`, 'i').exec(rest);
  from = (after === null ? undefined : minutesOf(after[1] ?? '', part)) ?? from;
  to = (before === null ? undefined : minutesOf(before[1] ?? '', part)) ?? to;
  if (to <= from) return undefined;
  const state = FREE.test(rest)
    ? 'free'
    : word === 'day' && OFF.test(rest)
      ? 'off'
      : BUSY.test(rest) || part !== undefined || after !== null || before !== null
        ? 'busy'
        : 'any';
  const noun = word.startsWith('weekend') ? 'weekend day' : weekday >= 0 ? capital(word) : word;
  const hours = [after?.[0], before?.[0]].filter((h) => h !== undefined).join(' ');
  return {
    noun,
    ...(weekdays === undefined ? {} : { weekdays }),
    window: { from, to },
    state,
    ...(hours === '' ? {} : { hoursSaid: hours.toLowerCase() }),
  };
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
