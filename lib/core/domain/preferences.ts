import { z } from 'zod';
import { isValidTimeZone } from '../time/zoned';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

/** A time of day as "HH:MM", 24-hour; "24:00" closes a range at midnight. */
export const timeOfDaySchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time of day is HH:MM, 24-hour');

export const timeRangeSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((r) => r.end > r.start, 'a working-hours range must end after it starts');
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** Per weekday, the ranges the person works; an empty list is a day off. */
export const workingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(timeRangeSchema)])) as Record<Weekday, z.ZodArray<typeof timeRangeSchema>>,
);
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const timeZoneSchema = z.string().refine(isValidTimeZone, 'not an IANA time zone name');

export const preferencesSchema = z.object({
  version: z.literal(1),
  /** null: follow the browser's zone. */
  timeZone: timeZoneSchema.nullable(),
  workingHours: workingHoursSchema,
  defaultDurationMinutes: z
    .number()
    .int()
    .min(5)
    .max(12 * 60),
  /**
   * Log each step of a turn to the service worker's console. Defaulted rather than versioned: a
   * record saved before the setting existed reads as "off" and stays version 1.
   */
  debugLogging: z.boolean().default(false),
  /** People whose meetings matter most, by email or name: a change that touches them says so on its card. */
  vips: z.array(z.string().trim().min(1).max(200)).max(200).default([]),
  /** Dates (YYYY-MM-DD) the person is off, besides weekdays with no working hours. */
  daysOff: z.array(z.iso.date()).max(366).default([]),
  /**
   * Single new events on the person's own calendar that email no one, understood with confidence of
   * at least 0.85 and clashing with nothing, are written without a card (still logged, with Undo).
   */
  autoApproveCreates: z.boolean().default(false),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const nineToFive = [{ start: '09:00', end: '17:00' }];

export const DEFAULT_PREFERENCES: Preferences = {
  version: 1,
  timeZone: null,
  workingHours: { sun: [], mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [] },
  defaultDurationMinutes: 30,
  debugLogging: false,
  vips: [],
  daysOff: [],
  autoApproveCreates: false,
};

/** Minutes after midnight for an "HH:MM" time of day. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
