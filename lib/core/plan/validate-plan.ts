import { planSchema, type Plan, type Task, type TaskType } from './plan-schema';
import { refTaskId, refsIn } from './resolve-refs';
import type { Skill } from './skill';

export type SkillRegistry = Readonly<Record<TaskType, Skill>>;

export type PlanCheck = { ok: true; plan: Plan } | { ok: false; problems: string[] };

/**
 * A Plan is checked whole before any step runs: unique ids, known task types, each step's params
 * valid for its skill (references standing in for values), every reference and dependency naming
 * an earlier-declared step, no cycles, and every write after a confirmation step. The problems are
 * listed in words, for the model's one repair request and for tests.
 */
export function validatePlan(input: unknown, skills: SkillRegistry): PlanCheck {
  const parsed = planSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const plan = withImpliedDependencies(parsed.data);
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const task of plan.tasks) {
    if (ids.has(task.id)) problems.push(`${task.id}: the id is used twice`);
    ids.add(task.id);
  }
  for (const task of plan.tasks) {
    const skill = skills[task.taskType];
    const params = skill.params.safeParse(task.params);
    if (!params.success) {
      for (const issue of params.error.issues)
        problems.push(`${task.id} (${task.taskType}) params.${issue.path.join('.')}: ${issue.message}`);
    }
    for (const dep of task.dependsOn ?? []) {
      if (!ids.has(dep)) problems.push(`${task.id}: depends on "${dep}", which is not a step`);
      if (dep === task.id) problems.push(`${task.id}: depends on itself`);
    }
  }
  if (problems.length === 0 && hasCycle(plan.tasks)) problems.push('the steps depend on each other in a circle');
  if (problems.length === 0) {
    for (const task of plan.tasks) {
      if (
        skills[task.taskType].effect === 'write' &&
        !ancestorsOf(task.id, plan.tasks).some((t) => t.taskType === 'RequestUserConfirmation')
      ) {
        problems.push(`${task.id} (${task.taskType}) writes to the calendar but comes after no RequestUserConfirmation step`);
      }
    }
  }
  return problems.length === 0 ? { ok: true, plan } : { ok: false, problems };
}

/** A step that reads another's result depends on it, whether or not the Plan said so. */
function withImpliedDependencies(plan: Plan): Plan {
  return {
    tasks: plan.tasks.map((task) => {
      const refs = [...refsIn(task.params), ...(task.condition === undefined ? [] : [task.condition.ref])];
      const implied = refs.flatMap((r) => {
        const id = refTaskId(r);
        return id === undefined ? [] : [id];
      });
      const deps = [...new Set([...(task.dependsOn ?? []), ...implied])];
      return deps.length === 0 ? task : { ...task, dependsOn: deps };
    }),
  };
}

function hasCycle(tasks: readonly Task[]): boolean {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string): boolean => {
    const s = state.get(id);
    if (s === 'visiting') return true;
    if (s === 'done') return false;
    state.set(id, 'visiting');
    const cyclic = (byId.get(id)?.dependsOn ?? []).some(visit);
    state.set(id, 'done');
    return cyclic;
  };
  return tasks.some((t) => visit(t.id));
}

/** Every step a step waits for, directly or not. */
export function ancestorsOf(id: string, tasks: readonly Task[]): Task[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const seen = new Set<string>();
  const stack = [...(byId.get(id)?.dependsOn ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined || seen.has(next)) continue;
    seen.add(next);
    stack.push(...(byId.get(next)?.dependsOn ?? []));
  }
  return tasks.filter((t) => seen.has(t.id));
}

/** Every step that waits for this one, directly or not. */
export function descendantsOf(id: string, tasks: readonly Task[]): Task[] {
  return tasks.filter((t) => ancestorsOf(t.id, tasks).some((a) => a.id === id));
}
