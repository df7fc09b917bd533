import { parseRequest } from '../core/nlu/parse-request';
import type { ParsedRequest } from '../core/nlu/parsed-request';
import { restateFronted } from '../core/nlu/restate-fronted';
import { buildPlan } from '../core/plan/build-plan';
import { SKILLS } from '../core/plan/skill-registry';
import { validatePlan } from '../core/plan/validate-plan';
import type { ParseSettings } from './parse-command';

/**
 * `kairos plan-request TEXT` (and `ask --dry-run --json`): the Plan the built-in reader writes for a
 * request, validated, without running it. A new event is the one-step ProposeEventTime Plan the turn
 * runs; requests still answered whole by their own handler (edits of one event or of the last
 * suggestion, follow-ups, activity ideas, booking links) say which, with no Plan.
 */
export function planRequestToJson(said: string, settings: ParseSettings, parsed?: ParsedRequest): Record<string, unknown> {
  const text = restateFronted(said);
  parsed ??= parseRequest(text, settings);
  const built =
    buildPlan(text, parsed, settings) ??
    (parsed.intent === 'create_event' && parsed.clarification === undefined
      ? { tasks: [{ id: 'task1', taskType: 'ProposeEventTime' as const, params: { request: parsed } }] }
      : undefined);
  if (built === undefined) {
    return {
      plan: null,
      route: parsed.clarification === undefined ? parsed.intent : 'clarification',
      ...(parsed.clarification === undefined ? {} : { clarification: parsed.clarification }),
    };
  }
  const checked = validatePlan(built, SKILLS);
  return checked.ok ? { plan: checked.plan, route: 'plan' } : { plan: built, route: 'plan', problems: checked.problems };
}
