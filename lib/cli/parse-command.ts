import type { ParsedPart, ParsedRequest } from '../core/nlu/parsed-request';
import { readBulkRequest } from '../core/nlu/read-bulk-request';
import { readRequest } from '../core/reading/read-request';
import { restateFronted } from '../core/nlu/restate-fronted';
import { restateScene } from '../core/plan/scene-day';
import { toZonedIso } from '../core/time/zoned';
import { planRequestToJson } from './plan-request-command';

export interface ParseSettings {
  now: number;
  timeZone: string;
}

/**
 * `kairos parse` output for one text: the built-in reading, every time as ISO in the zone, the Plan
 * the turn would run (its steps and their parameters; null when a request is answered whole by its
 * own handler or needs a question first), for a change to many events which change it is, and the
 * reading: which words were read as what (a time, a person, the title…), each claimed once.
 */
export function parseToJson(said: string, settings: ParseSettings): Record<string, unknown> {
  // Read as the turn reads it: the event named first is put after its verb.
  const text = restateFronted(restateScene(said, settings));
  const reading = readRequest(text, settings);
  const parsed: ParsedRequest = reading.request;
  const { parts, ...whole } = parsed;
  const out = partToJson(whole, settings.timeZone);
  if (parts !== undefined) out.parts = parts.map((p) => partToJson(p, settings.timeZone));
  const change = bulkChangeOf(text, parsed, settings);
  if (change !== undefined) out.change = change;
  out.plan = planOf(text, settings, parsed);
  out.reading = { text: reading.text, spans: reading.spans };
  return out;
}

/** "cancel everything on Friday" → delete; "push all my meetings back an hour" → move. */
function bulkChangeOf(text: string, parsed: ParsedRequest, settings: ParseSettings): string | undefined {
  if (parsed.intent !== 'bulk' || parsed.parts !== undefined) return undefined;
  const reading = readBulkRequest(text, parsed, settings.now, settings.timeZone);
  return reading.kind === 'request' ? reading.request.operation.kind : undefined;
}

/** The Plan's steps as written: what runs, with what, after what; no run state. */
function planOf(text: string, settings: ParseSettings, parsed: ParsedRequest): unknown {
  const { plan } = planRequestToJson(text, settings, parsed) as { plan: { tasks: Record<string, unknown>[] } | null };
  if (plan === null) return null;
  return {
    tasks: plan.tasks.map(({ id, taskType, params, dependsOn, condition }) => ({
      id,
      taskType,
      params,
      ...(dependsOn === undefined ? {} : { dependsOn }),
      ...(condition === undefined ? {} : { condition }),
    })),
  };
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
