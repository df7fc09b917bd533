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
      debugLogging: false,
      vips: [],
      daysOff: [],
      autoApproveCreates: false,
    });
  });

  it('save and read back debug logging, still as version 1', async () => {
    const area = memoryArea();
    const store = createStoragePreferences(area);
    await store.set({ ...DEFAULT_PREFERENCES, debugLogging: true });
    expect(await store.get()).toMatchObject({ version: 1, debugLogging: true });
    expect(area.data.preferences).toMatchObject({ version: 1, debugLogging: true });
  });

  it('fall back to the defaults when debug logging is not a boolean', async () => {
    const area = memoryArea({ preferences: { ...savedBeforeDebugLogging, debugLogging: 'yes' } });
    expect(await createStoragePreferences(area).get()).toEqual(DEFAULT_PREFERENCES);
  });
});
