import { describe, expect, it } from 'vitest';
import { preferencesSchema } from '../../../lib/core/domain/preferences';
import { PREFERENCES_MIGRATIONS, PREFERENCES_VERSION, migratePreferences } from '../../../lib/core/domain/preferences-migrations';
import v1Stored from '../../fixtures/preferences/v1-preferences.json';

// What v2 added, as a v1 record reads after migrating.
const V2_ADDITIONS = {
  lunch: { start: '12:00', end: '14:00', minutes: 45 },
  habits: [],
  bufferMinutes: 0,
  notifyByDefault: 'none',
};

describe('preferences migrations', () => {
  it('walks a v1 record as the released build stored it to the latest version, keeping every v1 value', () => {
    const latest = preferencesSchema.parse(migratePreferences(v1Stored));
    expect(latest).toEqual({ ...v1Stored, version: PREFERENCES_VERSION, ...V2_ADDITIONS });
  });

  it('reads a record with no version as version 1', () => {
    const { version: _version, ...unversioned } = v1Stored;
    expect(preferencesSchema.parse(migratePreferences(unversioned))).toEqual({ ...v1Stored, version: 2, ...V2_ADDITIONS });
  });

  it('leaves a latest-version record as it is', () => {
    const v2 = { ...v1Stored, version: 2, ...V2_ADDITIONS, lunch: null, bufferMinutes: 10 };
    expect(migratePreferences(v2)).toEqual(v2);
  });

  it.each([
    ['a later version', { ...v1Stored, version: 3 }],
    ['a version that is not a number', { ...v1Stored, version: '1' }],
    ['version 0', { ...v1Stored, version: 0 }],
    ['a list', [v1Stored]],
    ['a string', 'preferences'],
    ['null', null],
  ])('passes %s through untouched, for the schema to refuse', (_what, stored) => {
    expect(migratePreferences(stored)).toBe(stored);
    expect(preferencesSchema.safeParse(migratePreferences(stored)).success).toBe(false);
  });

  it('has one step per version, ending at the version the schema accepts', () => {
    expect(PREFERENCES_VERSION).toBe(PREFERENCES_MIGRATIONS.length + 1);
    expect(preferencesSchema.shape.version.value).toBe(PREFERENCES_VERSION);
  });

  it('does not change the record it migrates', () => {
    const stored = structuredClone(v1Stored);
    migratePreferences(stored);
    expect(stored).toEqual(v1Stored);
  });
});
