import { z } from 'zod';
import { isValidTimeZone } from '../core/time/zoned';
import { CliUsageError } from './cli-error';

/** ISO 8601 with an offset ("2026-11-22T10:00:00-05:00" or "…Z"): the only time form the CLI takes. */
export const isoInstantSchema = z.iso.datetime({ offset: true, local: false }).transform((s) => Date.parse(s));

export function parseNowOption(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = isoInstantSchema.safeParse(value);
  if (!parsed.success)
    throw new CliUsageError(`--now must be ISO 8601 with an offset, like 2026-11-22T10:00:00-05:00 (got "${value}")`);
  return parsed.data;
}

export function parseZoneOption(value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (!isValidTimeZone(value)) throw new CliUsageError(`--tz must be an IANA time zone like America/New_York (got "${value}")`);
  return value;
}
