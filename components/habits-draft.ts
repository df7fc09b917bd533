import {
  DEFAULT_LUNCH,
  LUNCH_BREAK_MINUTES,
  MAX_BUFFER_MINUTES,
  MAX_HABIT_NAME_CHARS,
  MAX_HABITS,
  WEEKDAYS,
  minutesOfDay,
  timeOfDaySchema,
  type Habit,
  type Lunch,
  type Preferences,
  type Weekday,
} from '../lib/core/domain/preferences';

/** The lunch, protected times and meetings section as typed: numbers as strings, lunch times kept while it is off. */
export interface HabitsDraft {
  lunchOn: boolean;
  lunchStart: string;
  lunchEnd: string;
  lunchMinutes: string;
  habits: Habit[];
  bufferMinutes: string;
  notifyGuests: boolean;
}

/** The preferences this section owns. */
export type HabitsPart = Pick<Preferences, 'lunch' | 'habits' | 'bufferMinutes' | 'notifyByDefault'>;

/** Where a message shows: by the lunch row, the buffer field, or a protected time (by its id). */
export type HabitsField = 'lunch' | 'buffer' | `habit:${string}`;
export type HabitsErrors = Partial<Record<HabitsField, string>>;

export type HabitsDraftResult = { ok: true; part: HabitsPart } | { ok: false; errors: HabitsErrors };

export const habitsPart = ({ lunch, habits, bufferMinutes, notifyByDefault }: Preferences): HabitsPart => ({
  lunch,
  habits,
  bufferMinutes,
  notifyByDefault,
});

export function toHabitsDraft(prefs: HabitsPart): HabitsDraft {
  // With lunch off, the fields offer the usual window for when it is turned back on.
  const lunch = prefs.lunch ?? DEFAULT_LUNCH;
  return {
    lunchOn: prefs.lunch !== null,
    lunchStart: lunch.start,
    lunchEnd: lunch.end,
    lunchMinutes: String(lunch.minutes),
    habits: prefs.habits,
    bufferMinutes: String(prefs.bufferMinutes),
    notifyGuests: prefs.notifyByDefault === 'guests',
  };
}

/**
 * The preferences the draft stands for, or one message per row that is wrong, each naming its row.
 * It checks preferencesSchema's limits itself because a zod issue has only a path, not the name the
 * person gave the row.
 */
export function fromHabitsDraft(draft: HabitsDraft): HabitsDraftResult {
  const errors: HabitsErrors = {};
  const lunch = readLunch(draft);
  if (!lunch.ok) errors.lunch = `Lunch: ${lunch.problem}`;
  draft.habits.forEach((habit, index) => {
    const problem = habitProblemOf(habit);
    if (problem !== null) errors[`habit:${habit.id}`] = `${habitLabel(habit, index)}: ${problem}`;
  });
  const buffer = wholeNumber(draft.bufferMinutes);
  if (buffer === null || buffer < 0 || buffer > MAX_BUFFER_MINUTES) {
    errors.buffer = `Buffer between meetings: enter 0 to ${String(MAX_BUFFER_MINUTES)} minutes.`;
  }
  if (!lunch.ok || buffer === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    part: {
      lunch: lunch.lunch,
      habits: draft.habits.map((h) => ({ ...h, name: h.name.trim() })),
      bufferMinutes: buffer,
      notifyByDefault: draft.notifyGuests ? 'guests' : 'none',
    },
  };
}

/** "Gym", or "Protected time 2" while the row has no name yet. */
export function habitLabel(habit: Pick<Habit, 'name'>, index: number): string {
  const name = habit.name.trim();
  return name === '' ? `Protected time ${String(index + 1)}` : name;
}

/** A new, empty row with an id no other row has; null when the list is full. */
export function addHabit(habits: readonly Habit[]): Habit[] | null {
  if (habits.length >= MAX_HABITS) return null;
  const used = habits.map((h) => /^habit-(\d+)$/.exec(h.id)?.[1]).map(Number);
  const next = Math.max(0, ...used.filter(Number.isFinite)) + 1;
  return [
    ...habits,
    { id: `habit-${String(next)}`, name: '', days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '17:00', end: '18:00' },
  ];
}

/** The days with `day` switched, kept in week order so the saved list reads the same however it was ticked. */
export function toggleDay(days: readonly Weekday[], day: Weekday, on: boolean): Weekday[] {
  const set = new Set(days);
  if (on) set.add(day);
  else set.delete(day);
  return WEEKDAYS.filter((d) => set.has(d));
}

/**
 * Words for a problem preferencesSchema found after the draft's own checks passed (a limit the form
 * does not check itself), naming the row from the path.
 */
export function schemaProblemWords(path: readonly PropertyKey[], message: string, habits: readonly Habit[]): string {
  const [field, index] = path;
  const habit = typeof index === 'number' ? habits[index] : undefined;
  const where =
    field === 'lunch'
      ? 'Lunch: '
      : field === 'bufferMinutes'
        ? 'Buffer between meetings: '
        : field === 'habits'
          ? habit === undefined || typeof index !== 'number'
            ? 'Protected times: '
            : `${habitLabel(habit, index)}: `
          : '';
  return `${where}${message}.`;
}

function readLunch(draft: HabitsDraft): { ok: true; lunch: Lunch | null } | { ok: false; problem: string } {
  if (!draft.lunchOn) return { ok: true, lunch: null };
  const { lunchStart: start, lunchEnd: end } = draft;
  if (!isTime(start) || !isTime(end)) return { ok: false, problem: 'choose a start and an end time.' };
  if (end <= start) return { ok: false, problem: 'the end must be after the start.' };
  const minutes = wholeNumber(draft.lunchMinutes);
  if (minutes === null || minutes < LUNCH_BREAK_MINUTES.min || minutes > LUNCH_BREAK_MINUTES.max) {
    return {
      ok: false,
      problem: `the break must be ${String(LUNCH_BREAK_MINUTES.min)} to ${String(LUNCH_BREAK_MINUTES.max)} minutes.`,
    };
  }
  if (minutesOfDay(end) - minutesOfDay(start) < minutes) {
    return { ok: false, problem: `a ${String(minutes)}-minute break does not fit between ${start} and ${end}.` };
  }
  return { ok: true, lunch: { start, end, minutes } };
}

function habitProblemOf(habit: Habit): string | null {
  const name = habit.name.trim();
  if (name === '') return 'give it a name.';
  if (name.length > MAX_HABIT_NAME_CHARS) return `a name is at most ${String(MAX_HABIT_NAME_CHARS)} characters.`;
  if (habit.days.length === 0) return 'choose at least one day.';
  if (!isTime(habit.start) || !isTime(habit.end)) return 'choose a start and an end time.';
  if (habit.end <= habit.start) return 'the end must be after the start.';
  return null;
}

function isTime(value: string): boolean {
  return timeOfDaySchema.safeParse(value).success;
}

/** A whole number typed in a field, or null for anything else (blank, "1.5", "ten"). */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}
