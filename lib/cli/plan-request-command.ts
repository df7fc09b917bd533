import { parseRequest } from '../core/nlu/parse-request';
import type { ParsedRequest } from '../core/nlu/parsed-request';
import { restateFronted } from '../core/nlu/restate-fronted';
import { restateScene } from '../core/plan/scene-day';
import { buildPlan } from '../core/plan/build-plan';
import { buildRoutePlan } from '../core/plan/build-route-plan';
import { SKILLS } from '../core/plan/skill-registry';
import { validatePlan } from '../core/plan/validate-plan';
import type { ParseSettings } from './parse-command';

/**
 * `kairos plan-request TEXT` (and `ask --dry-run --json`): the Plan the built-in reader writes for a
 * request, validated, without running it. `route` says which reader wrote it: "plan" for the Plan
 * builder's steps, else the one path the one-step Plan takes (create_event, update_event, …).
 */
export function planRequestToJson(said: string, settings: ParseSettings, parsed?: ParsedRequest): Record<string, unknown> {
  const text = restateFronted(restateScene(said, settings));
  parsed ??= parseRequest(text, settings);
  const steps = buildPlan(text, parsed, settings);
  const built = steps ?? buildRoutePlan(text, parsed, undefined, settings);
  const route = steps !== undefined ? 'plan' : parsed.clarification === undefined ? parsed.intent : 'clarification';
  const checked = validatePlan(built, SKILLS);
  return checked.ok ? { plan: checked.plan, route } : { plan: built, route, problems: checked.problems };
}
