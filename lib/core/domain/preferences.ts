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

export const LUNCH_BREAK_MINUTES = { min: 15, max: 120 } as const;
export const MAX_HABITS = 20;
export const MAX_HABIT_NAME_CHARS = 60;
export const MAX_BUFFER_MINUTES = 120;

/** A lunch break of `minutes` that must stay free somewhere between `start` and `end`, on working days. */
export const lunchSchema = z
  .object({
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    minutes: z.number().int().min(LUNCH_BREAK_MINUTES.min).max(LUNCH_BREAK_MINUTES.max),
  })
  .refine((l) => l.end > l.start, { message: 'the lunch window must end after it starts', path: ['end'] })
  .refine((l) => l.end <= l.start || minutesOfDay(l.end) - minutesOfDay(l.start) >= l.minutes, {
    message: 'the lunch break must fit inside its window',
    path: ['minutes'],
  });
export type Lunch = z.infer<typeof lunchSchema>;

/** A protected recurring time ("Gym", "School run"): Kairos plans around it as it does around events. */
export const habitSchema = z
  .object({
    /** Stable across renames, so the form and a Plan can name the same habit. */
    id: z.string().min(1).max(64),
    name: z.string().trim().min(1).max(MAX_HABIT_NAME_CHARS),
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'a day is listed twice'),
    start: timeOfDaySchema,
    end: timeOfDaySchema,
  })
  .refine((h) => h.end > h.start, { message: 'the end must be after the start', path: ['end'] });
export type Habit = z.infer<typeof habitSchema>;

/**
 * Version 2 added lunch, habits, bufferMinutes and notifyByDefault. Unlike the defaulted fields below,
 * they are required: a stored v1 record reaches them through preferences-migrations.ts, so a v2
 * record without them is not one Kairos wrote.
 */
export const preferencesSchema = z.object({
  version: z.literal(2),
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
   * version-1 record saved before the setting existed reads as "off".
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
  /** null: no lunch break is kept free. */
  lunch: lunchSchema.nullable(),
  habits: z
    .array(habitSchema)
    .max(MAX_HABITS)
    .refine((habits) => new Set(habits.map((h) => h.id)).size === habits.length, 'two protected times share an id'),
  /** Minutes kept free between one meeting and the next when Kairos places one. */
  bufferMinutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES),
  /** Whether a change that affects guests drafts a note to them unless the person says otherwise. */
  notifyByDefault: z.enum(['guests', 'none']),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const nineToFive = [{ start: '09:00', end: '17:00' }];

/**
 * Lunch is on by default: "leave time for lunch" is what people expect of an assistant that fills
 * their day, and 45 minutes anywhere in 12:00–14:00 leaves most of midday bookable. Turning it off
 * is one checkbox in Options.
 */
export const DEFAULT_LUNCH: Lunch = { start: '12:00', end: '14:00', minutes: 45 };

export const DEFAULT_PREFERENCES: Preferences = {
  version: 2,
  timeZone: null,
  workingHours: { sun: [], mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [] },
  defaultDurationMinutes: 30,
  debugLogging: false,
  vips: [],
  daysOff: [],
  autoApproveCreates: false,
  lunch: DEFAULT_LUNCH,
  habits: [],
  bufferMinutes: 0,
  notifyByDefault: 'none',
};

/** Minutes after midnight for an "HH:MM" time of day. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
