/** A stored preferences record of some earlier version, before the current schema has read it. */
type StoredRecord = Readonly<Record<string, unknown>>;
type Step = (record: StoredRecord) => StoredRecord;

/**
 * One step per version bump: PREFERENCES_MIGRATIONS[n - 1] turns a version-n record into version
 * n + 1. Each step is frozen with the values its version shipped, rather than reading
 * DEFAULT_PREFERENCES, so a later change to a default never changes what an old record becomes.
 * tests/unit/core/preferences-migrations.test.ts walks a released v1 record to the latest version.
 */
export const PREFERENCES_MIGRATIONS: readonly Step[] = [
  // v1 → v2: what the Plans use. Lunch is on, as on a new install: it keeps 45 minutes of a
  // two-hour window free, which rarely blocks a time, and Options shows it with an off switch.
  (v1) => ({
    ...v1,
    version: 2,
    lunch: { start: '12:00', end: '14:00', minutes: 45 },
    habits: [],
    bufferMinutes: 0,
    notifyByDefault: 'none',
  }),
];

export const PREFERENCES_VERSION = PREFERENCES_MIGRATIONS.length + 1;

/**
 * The stored record brought to the latest version, every earlier value kept; preferencesSchema
 * still parses the result. A record with no version was written before versions were checked and
 * is version 1. Anything else it cannot place (not an object, a version it does not know, one from
 * a later build) is returned as it is, to fail the schema and read as the defaults.
 */
export function migratePreferences(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  let record = stored as StoredRecord;
  const from = record.version ?? 1;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1) return stored;
  for (let version = from; version < PREFERENCES_VERSION; version++) {
    const step = PREFERENCES_MIGRATIONS[version - 1];
    if (step !== undefined) record = step(record);
  }
  return record;
}
