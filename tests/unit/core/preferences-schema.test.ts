import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, MAX_HABITS, preferencesSchema, type Habit } from '../../../lib/core/domain/preferences';

const gym: Habit = { id: 'gym', name: 'Gym', days: ['mon', 'wed'], start: '07:00', end: '08:00' };

/** The first problem zod reports for the defaults with `change` applied, as path and message; null when valid. */
function problem(change: Record<string, unknown>): { path: PropertyKey[]; message: string } | null {
  const parsed = preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, ...change });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue === undefined ? null : { path: issue.path, message: issue.message };
}

describe('preferences schema, version 2', () => {
  it('accepts the defaults: lunch 45 minutes in 12:00–14:00, no habits, no buffer, nobody told by default', () => {
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toMatchObject({
      version: 2,
      lunch: { start: '12:00', end: '14:00', minutes: 45 },
      habits: [],
      bufferMinutes: 0,
      notifyByDefault: 'none',
    });
  });

  it('refuses a version-1 record that was not migrated', () => {
    expect(problem({ version: 1 })?.path).toEqual(['version']);
  });

  it('requires the v2 fields rather than defaulting them', () => {
    const { lunch: _lunch, ...withoutLunch } = DEFAULT_PREFERENCES;
    expect(preferencesSchema.safeParse(withoutLunch).success).toBe(false);
  });

  it('takes lunch off as null', () => {
    expect(problem({ lunch: null })).toBeNull();
  });

  it.each([
    [{ start: '13:00', end: '12:00', minutes: 30 }, ['lunch', 'end'], 'the lunch window must end after it starts'],
    [{ start: '12:00', end: '12:30', minutes: 45 }, ['lunch', 'minutes'], 'the lunch break must fit inside its window'],
    [{ start: '12:00', end: '14:00', minutes: 10 }, ['lunch', 'minutes'], undefined],
    [{ start: '12:00', end: '14:00', minutes: 121 }, ['lunch', 'minutes'], undefined],
    [{ start: '12:00', end: '14:00', minutes: 30.5 }, ['lunch', 'minutes'], undefined],
    [{ start: '12', end: '14:00', minutes: 30 }, ['lunch', 'start'], 'a time of day is HH:MM, 24-hour'],
  ])('refuses lunch %j at %j', (lunch, path, message) => {
    const found = problem({ lunch });
    expect(found?.path).toEqual(path);
    if (message !== undefined) expect(found?.message).toBe(message);
  });

  it('accepts a habit and trims its name', () => {
    const parsed = preferencesSchema.parse({ ...DEFAULT_PREFERENCES, habits: [{ ...gym, name: '  Gym ' }] });
    expect(parsed.habits).toEqual([gym]);
  });

  it.each([
    [{ ...gym, end: '06:00' }, ['habits', 0, 'end'], 'the end must be after the start'],
    [{ ...gym, days: [] }, ['habits', 0, 'days'], undefined],
    [{ ...gym, days: ['mon', 'mon'] }, ['habits', 0, 'days'], 'a day is listed twice'],
    [{ ...gym, days: ['monday'] }, ['habits', 0, 'days', 0], undefined],
    [{ ...gym, name: '   ' }, ['habits', 0, 'name'], undefined],
    [{ ...gym, id: '' }, ['habits', 0, 'id'], undefined],
  ])('refuses the habit %j at %j', (habit, path, message) => {
    const found = problem({ habits: [habit] });
    expect(found?.path).toEqual(path);
    if (message !== undefined) expect(found?.message).toBe(message);
  });

  it(`keeps at most ${String(MAX_HABITS)} habits, each with its own id`, () => {
    const many = Array.from({ length: MAX_HABITS + 1 }, (_, i) => ({ ...gym, id: `h${String(i)}` }));
    expect(problem({ habits: many.slice(0, MAX_HABITS) })).toBeNull();
    expect(problem({ habits: many })?.path).toEqual(['habits']);
    expect(problem({ habits: [gym, { ...gym, name: 'Swim' }] })).toEqual({
      path: ['habits'],
      message: 'two protected times share an id',
    });
  });

  it.each([[-1], [121], [7.5]])('refuses a buffer of %j minutes', (bufferMinutes) => {
    expect(problem({ bufferMinutes })?.path).toEqual(['bufferMinutes']);
  });

  it('takes guests or none as the default notification, nothing else', () => {
    expect(problem({ notifyByDefault: 'guests' })).toBeNull();
    expect(problem({ notifyByDefault: 'all' })?.path).toEqual(['notifyByDefault']);
  });
});
