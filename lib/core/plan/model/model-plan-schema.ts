import { z } from 'zod';
import { conditionSchema, taskSchema, taskTypeSchema, type Plan, type TaskType } from '../plan-schema';
import { SKILLS } from '../skill-registry';
import { validatePlan } from '../validate-plan';

const [empty, , , count] = conditionSchema.options;

/** The steps a model may write: the built-in reader's own routes (skill.builtInOnly) are not offered. */
const MODEL_TASK_TYPES = taskTypeSchema.options.filter((t) => SKILLS[t].builtInOnly !== true) as [TaskType, ...TaskType[]];

/**
 * A condition in one flat object: the Plan's four kinds said once (a third of the tool's schema
 * otherwise). validatePlan holds it to the Plan's own conditionSchema, so nothing is loosened.
 */
const modelConditionSchema = z.object({
  kind: z.enum(conditionSchema.options.map((o) => o.shape.kind.value)),
  ref: empty.shape.ref.describe('"taskN.result.field"'),
  compare: count.shape.compare.optional().describe('kind "count" only'),
  value: count.shape.value.optional().describe('kind "count" only'),
});

/**
 * One step as a model writes it: what to do, with what, after what and when. Status, result, note
 * and retries belong to the executor, so they are not offered (and are dropped if sent).
 */
export const modelTaskSchema = taskSchema.pick({ id: true, dependsOn: true }).extend({
  taskType: z.enum(MODEL_TASK_TYPES),
  params: taskSchema.shape.params.describe("The step's params, as the tool description lists them"),
  condition: modelConditionSchema.optional(),
});

/** The makePlan tool's arguments: the Plan without what running it adds. */
export const modelPlanSchema = z.object({ tasks: z.array(modelTaskSchema).min(1).max(30) });

/**
 * The reply parsed as the Plan it describes (defaults filled) and checked whole by validatePlan:
 * known steps, valid params, resolvable references, no cycles, writes only after a confirmation.
 * Its problems become zod issues, so the forced call's one repair lists them (call-tool.ts).
 */
export const makePlanReplySchema = modelPlanSchema.transform((reply, ctx): Plan => {
  const checked = validatePlan(reply, SKILLS);
  if (checked.ok) return checked.plan;
  for (const problem of checked.problems) ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});
