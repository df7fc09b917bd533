import { expect } from 'vitest';
import type { Grain } from '../../../lib/core/nlu/parsed-request';
import type { WhenMatch } from '../../../lib/core/time/parse-when';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';

export interface ExpectedWhen {
  /** ISO 8601 with the zone's offset at that instant. */
  start: string;
  end?: string;
  grain: Grain;
  dailyWindow?: [string, string];
}

/** A table row: phrase, start, end (undefined for a point in time), grain, optional daily window. */
export type WhenRow = [string, string, string | undefined, Grain, [string, string]?];

export function rowToExpected([, start, end, grain, dailyWindow]: WhenRow): ExpectedWhen {
  const expected: ExpectedWhen = { start, grain };
  if (end !== undefined) expected.end = end;
  if (dailyWindow !== undefined) expected.dailyWindow = dailyWindow;
  return expected;
}

/**
 * Parses `text` at `nowIso` in `zone` and compares the answer, written back as ISO with the zone's
 * offset, to `expected`: a wrong offset (the classic DST bug) fails as visibly as a wrong day.
 */
export function expectWhen(text: string, nowIso: string, zone: string, expected: ExpectedWhen): WhenMatch {
  const match = parseWhen(text, Date.parse(nowIso), zone);
  expect(match, `"${text}" was not read as a time`).toBeDefined();
  if (match === undefined) throw new Error('unreachable');
  const actual: ExpectedWhen = { start: toZonedIso(match.when.start, zone), grain: match.when.grain };
  if (match.when.end !== undefined) actual.end = toZonedIso(match.when.end, zone);
  if (match.dailyWindow !== undefined) actual.dailyWindow = [match.dailyWindow.start, match.dailyWindow.end];
  expect(actual, `"${text}" at ${nowIso} in ${zone}`).toEqual(expected);
  return match;
}

export function describeRow(row: WhenRow): string {
  const [phrase, start, end, grain, dailyWindow] = row;
  const span = end === undefined ? `at ${start}` : `as ${start} → ${end}`;
  return `reads "${phrase}" ${span} (${grain})${dailyWindow === undefined ? '' : ` with daily window ${dailyWindow.join('–')}`}`;
}
