import { parseRequest } from '../core/nlu/parse-request';
import type { ParsedRequest } from '../core/nlu/parsed-request';
import { toZonedIso } from '../core/time/zoned';

export interface ParseSettings {
  now: number;
  timeZone: string;
}

/** `kairos parse` output for one text: the built-in reading with times as ISO in the zone. */
export function parseToJson(text: string, settings: ParseSettings): Record<string, unknown> {
  const parsed = parseRequest(text, settings);
  return toJson(parsed, settings.timeZone);
}

function toJson(parsed: ParsedRequest, zone: string): Record<string, unknown> {
  const { when, ...rest } = parsed;
  const out: Record<string, unknown> = { ...rest };
  if (when !== undefined) {
    out.when = {
      start: toZonedIso(when.start, zone),
      ...(when.end === undefined ? {} : { end: toZonedIso(when.end, zone) }),
      grain: when.grain,
    };
  }
  return out;
}
