import { parseRequest } from '../../../lib/core/nlu/parse-request';
import type { ParsedRequest } from '../../../lib/core/nlu/parsed-request';

/** Sunday 22 November 2026, 10:00 in New York: every table reads requests against this moment. */
export const NY = { now: Date.parse('2026-11-22T10:00:00-05:00'), timeZone: 'America/New_York' };

export const at = (iso: string): number => Date.parse(iso);

export function parse(text: string): ParsedRequest {
  return parseRequest(text, NY);
}
