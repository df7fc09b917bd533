import { describe, expect, it } from 'vitest';
import {
  addHabit,
  fromHabitsDraft,
  habitsPart,
  schemaProblemWords,
  toHabitsDraft,
  toggleDay,
  type HabitsDraft,
} from '../../../components/habits-draft';
import { DEFAULT_PREFERENCES, MAX_HABITS, preferencesSchema, type Habit } from '../../../lib/core/domain/preferences';

const gym: Habit = { id: 'habit-1', name: 'Gym', days: ['mon', 'wed'], start: '07:00', end: '08:00' };
const draftOf = (change: Partial<HabitsDraft> = {}): HabitsDraft => ({ ...toHabitsDraft(DEFAULT_PREFERENCES), ...change });

describe('the lunch, protected times and buffers draft', () => {
  it('round-trips the defaults unchanged', () => {
    expect(fromHabitsDraft(toHabitsDraft(DEFAULT_PREFERENCES))).toEqual({ ok: true, part: habitsPart(DEFAULT_PREFERENCES) });
  });

  it('reads the typed values into a part the schema accepts', () => {
    const result = fromHabitsDraft(
      draftOf({
        lunchMinutes: '30',
        lunchStart: '11:30',
        habits: [{ ...gym, name: '  Gym  ' }],
        bufferMinutes: '10',
        notifyGuests: true,
      }),
    );
    expect(result).toEqual({
      ok: true,
      part: { lunch: { start: '11:30', end: '14:00', minutes: 30 }, habits: [gym], bufferMinutes: 10, notifyByDefault: 'guests' },
    });
    if (result.ok) expect(preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, ...result.part }).success).toBe(true);
  });

  it('saves lunch off as null and offers the usual window when it is turned back on', () => {
    expect(fromHabitsDraft(draftOf({ lunchOn: false, lunchMinutes: 'nonsense' }))).toMatchObject({
      ok: true,
      part: { lunch: null },
    });
    expect(toHabitsDraft({ ...DEFAULT_PREFERENCES, lunch: null })).toMatchObject({
      lunchOn: false,
      lunchStart: '12:00',
      lunchEnd: '14:00',
      lunchMinutes: '45',
    });
  });

  it('names the row at fault, one sentence each', () => {
    const result = fromHabitsDraft(
      draftOf({
        lunchEnd: '11:00',
        habits: [
          { ...gym, end: '06:30' },
          { ...gym, id: 'habit-2', name: ' ' },
          { ...gym, id: 'habit-3', name: 'School run', days: [] },
        ],
        bufferMinutes: '7.5',
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        lunch: 'Lunch: the end must be after the start.',
        'habit:habit-1': 'Gym: the end must be after the start.',
        'habit:habit-2': 'Protected time 2: give it a name.',
        'habit:habit-3': 'School run: choose at least one day.',
        buffer: 'Buffer between meetings: enter 0 to 120 minutes.',
      },
    });
  });

  it.each([
    [{ lunchMinutes: '10' }, 'Lunch: the break must be 15 to 120 minutes.'],
    [{ lunchMinutes: '' }, 'Lunch: the break must be 15 to 120 minutes.'],
    [{ lunchEnd: '12:30' }, 'Lunch: a 45-minute break does not fit between 12:00 and 12:30.'],
    [{ lunchStart: '' }, 'Lunch: choose a start and an end time.'],
  ])('refuses lunch %j', (change, message) => {
    expect(fromHabitsDraft(draftOf(change))).toEqual({ ok: false, errors: { lunch: message } });
  });

  it('refuses a buffer over two hours or below zero', () => {
    for (const bufferMinutes of ['121', '-5', '']) {
      expect(fromHabitsDraft(draftOf({ bufferMinutes }))).toEqual({
        ok: false,
        errors: { buffer: 'Buffer between meetings: enter 0 to 120 minutes.' },
      });
    }
  });

  it('adds a weekday row with an id no other row has, and stops at the limit', () => {
    const added = addHabit([gym, { ...gym, id: 'habit-7' }, { ...gym, id: 'imported' }]);
    expect(added?.at(-1)).toEqual({
      id: 'habit-8',
      name: '',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      start: '17:00',
      end: '18:00',
    });
    expect(addHabit([])?.[0]?.id).toBe('habit-1');
    const full = Array.from({ length: MAX_HABITS }, (_, i) => ({ ...gym, id: `habit-${String(i + 1)}` }));
    expect(addHabit(full)).toBeNull();
  });

  it('keeps ticked days in week order', () => {
    expect(toggleDay(['wed', 'mon'], 'sun', true)).toEqual(['sun', 'mon', 'wed']);
    expect(toggleDay(['mon', 'wed'], 'mon', false)).toEqual(['wed']);
    expect(toggleDay(['mon'], 'mon', true)).toEqual(['mon']);
  });

  it("words a problem only the schema caught by the row's name", () => {
    expect(schemaProblemWords(['habits', 0, 'days'], 'a day is listed twice', [gym])).toBe('Gym: a day is listed twice.');
    expect(schemaProblemWords(['habits'], 'two protected times share an id', [gym])).toBe(
      'Protected times: two protected times share an id.',
    );
    expect(schemaProblemWords(['lunch', 'minutes'], 'too big', [])).toBe('Lunch: too big.');
    expect(schemaProblemWords(['bufferMinutes'], 'too big', [])).toBe('Buffer between meetings: too big.');
  });
});
