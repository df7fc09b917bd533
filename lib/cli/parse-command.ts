import { parseRequest } from '../core/nlu/parse-request';
import type { ParsedPart, ParsedRequest } from '../core/nlu/parsed-request';
import { toZonedIso } from '../core/time/zoned';

export interface ParseSettings {
  now: number;
  timeZone: string;
}

/** `kairos parse` output for one text: the built-in reading, every time as ISO in the zone. */
export function parseToJson(text: string, settings: ParseSettings): Record<string, unknown> {
  const parsed: ParsedRequest = parseRequest(text, settings);
  const { parts, ...whole } = parsed;
  const out = partToJson(whole, settings.timeZone);
  if (parts !== undefined) out.parts = parts.map((p) => partToJson(p, settings.timeZone));
  return out;
}

function partToJson(part: ParsedPart, zone: string): Record<string, unknown> {
  const { when, ...rest } = part;
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
