import { describe, expect, it } from 'vitest';
import { createStoragePreferences } from '../../../lib/adapters/storage-preferences';
import { DEFAULT_PREFERENCES } from '../../../lib/core/domain/preferences';
import { memoryArea } from '../../helpers/memory-area';

// A version-1 record as Kairos saved it before the debug logging setting existed.
const savedBeforeDebugLogging = {
  version: 1,
  timeZone: 'Europe/Berlin',
  workingHours: { ...DEFAULT_PREFERENCES.workingHours, fri: [{ start: '08:00', end: '13:00' }] },
  defaultDurationMinutes: 45,
};

describe('stored preferences', () => {
  it('are the defaults, debug logging off, before anything is saved', async () => {
    const preferences = await createStoragePreferences(memoryArea()).get();
    expect(preferences).toEqual(DEFAULT_PREFERENCES);
    expect(preferences.debugLogging).toBe(false);
  });

  it('read a record saved before debug logging, VIPs, days off and auto-approve existed as it was, with each off or empty', async () => {
    const area = memoryArea({ preferences: savedBeforeDebugLogging });
    expect(await createStoragePreferences(area).get()).toEqual({
      ...savedBeforeDebugLogging,
      version: 2,
      debugLogging: false,
      vips: [],
      daysOff: [],
      autoApproveCreates: false,
      lunch: { start: '12:00', end: '14:00', minutes: 45 },
      habits: [],
      bufferMinutes: 0,
      notifyByDefault: 'none',
    });
  });

  it('read a version-1 record as version 2 without rewriting it, and write version 2 on the next save', async () => {
    const area = memoryArea({ preferences: savedBeforeDebugLogging });
    const store = createStoragePreferences(area);
    const read = await store.get();
    expect(read).toMatchObject({ version: 2, timeZone: 'Europe/Berlin', defaultDurationMinutes: 45, habits: [] });
    expect(area.data.preferences).toBe(savedBeforeDebugLogging);

    await store.set({ ...read, bufferMinutes: 10 });
    expect(area.data.preferences).toMatchObject({ version: 2, timeZone: 'Europe/Berlin', bufferMinutes: 10 });
    expect(await store.get()).toMatchObject({ version: 2, defaultDurationMinutes: 45, bufferMinutes: 10 });
  });

  it('save and read back debug logging', async () => {
    const area = memoryArea();
    const store = createStoragePreferences(area);
    await store.set({ ...DEFAULT_PREFERENCES, debugLogging: true });
    expect(await store.get()).toMatchObject({ version: 2, debugLogging: true });
    expect(area.data.preferences).toMatchObject({ version: 2, debugLogging: true });
  });

  it('save and read back lunch, habits, buffer and default notification', async () => {
    const store = createStoragePreferences(memoryArea());
    const chosen = {
      ...DEFAULT_PREFERENCES,
      lunch: null,
      habits: [{ id: 'gym', name: 'Gym', days: ['mon' as const, 'thu' as const], start: '18:00', end: '19:30' }],
      bufferMinutes: 15,
      notifyByDefault: 'guests' as const,
    };
    await store.set(chosen);
    expect(await store.get()).toEqual(chosen);
  });

  it('fall back to the defaults when a version-2 record breaks its schema', async () => {
    const area = memoryArea({ preferences: { ...DEFAULT_PREFERENCES, bufferMinutes: 500 } });
    expect(await createStoragePreferences(area).get()).toEqual(DEFAULT_PREFERENCES);
  });

  it('fall back to the defaults for a record from a later version', async () => {
    const area = memoryArea({ preferences: { ...DEFAULT_PREFERENCES, version: 3 } });
    expect(await createStoragePreferences(area).get()).toEqual(DEFAULT_PREFERENCES);
  });

  it('fall back to the defaults when debug logging is not a boolean', async () => {
    const area = memoryArea({ preferences: { ...savedBeforeDebugLogging, debugLogging: 'yes' } });
    expect(await createStoragePreferences(area).get()).toEqual(DEFAULT_PREFERENCES);
  });
});
