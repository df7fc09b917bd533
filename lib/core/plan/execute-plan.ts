import type { WorkflowStore } from '../../ports/workflow-store';
import { mergeOccurrenceChanges } from '../approvals/occurrence-change';
import type { CalendarChange, SingleChange } from '../approvals/pending-action';
import { KairosError, toErrorPayload, type ErrorCode } from '../errors';
import { approvalRequestOf } from '../pipeline/approval-request';
import { questionEvent } from '../pipeline/question-event';
import { suggestChange } from '../pipeline/suggest-change';
import { describeChanges, describeTask, planSteps } from './describe-task';
import { evaluateCondition } from './evaluate-condition';
import type { Plan, Task } from './plan-schema';
import { resolveRefs } from './resolve-refs';
import type { SkillContext } from './skill';
import { descendantsOf, type SkillRegistry } from './validate-plan';
import { saveWaitingWorkflows } from './waiting-workflows';

/** Failures no other step can get past: the person must act (sign in again) before anything works. */
const ABORTS_PLAN: ReadonlySet<ErrorCode> = new Set(['calendar_auth', 'calendar_forbidden']);

/** How often a step that failed with a retryable error (a calendar busy, a network blip) is tried again. */
const MAX_RETRIES = 2;

export interface PlanRun {
  /** The Plan with each step's status, result and note. */
  plan: Plan;
  /** Pending actions the run suggested: proposal cards and confirmation cards, in order. */
  tokens: string[];
}

/**
 * Runs a validated Plan: ready steps in order, results passed by reference, conditions tested,
 * retryable failures retried. A step that must ask stops its own branch (the others go on, so
 * nothing is silently dropped). Writes never run here: a confirmation step gathers the writes after
 * it into one pending action (one card, one undo unit) and the Plan waits, stored, for approval.
 */
export async function executePlan(
  validated: Plan,
  ctx: SkillContext,
  deps: { skills: SkillRegistry; workflows?: WorkflowStore },
): Promise<PlanRun> {
  const plan: Plan = structuredClone(validated);
  // A Plan resumed after approval keeps what its steps found before it paused.
  const results = new Map<string, Record<string, unknown>>(
    plan.tasks.flatMap((t) => (t.status === 'done' && isRecord(t.result) ? [[t.id, t.result] as const] : [])),
  );
  const tokens: string[] = [];
  const byId = new Map(plan.tasks.map((t) => [t.id, t]));
  const failures: string[] = [];
  const confirmations: Task[] = [];
  let firstError: Error | undefined;

  const order = topological(plan.tasks);
  // One pass runs every step it can; confirmations wait to the end of the pass and become one card.
  // When that card has nothing to change, the steps after it are settled in another pass.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    for (const task of order) {
      if (task.status !== 'pending') continue;
      const blockers = (task.dependsOn ?? []).flatMap((id) => {
        const dep = byId.get(id);
        return dep === undefined || ready(dep, task) ? [] : [dep];
      });
      if (blockers.length > 0) {
        // After a confirmation that is waiting, or a write it gathered, steps wait too, and so do the steps
        // after those (still pending: each was met first, in this order); after a failure or a question, they are skipped.
        const awaitsApproval = (b: Task): boolean =>
          b.status === 'pending' ||
          (b.status === 'waiting' && (b.taskType === 'RequestUserConfirmation' || deps.skills[b.taskType].effect === 'write'));
        if (!blockers.every(awaitsApproval)) task.status = 'skipped';
        // A write gathered by a waiting confirmation waits with it, and so do the steps after the write.
        else if (deps.skills[task.taskType].effect === 'write') task.status = 'waiting';
        continue;
      }
      if (task.condition !== undefined && !evaluateCondition(task.condition, results)) {
        task.status = 'skipped';
        task.note = 'its condition was not met';
        continue;
      }
      const skill = deps.skills[task.taskType];
      if (skill.effect === 'write') continue; // gathered by its confirmation step
      ctx.signal?.throwIfAborted();
      const params = skill.params.parse(resolveRefs(task.params, results));
      if (task.taskType === 'RequestUserConfirmation') {
        // Waiting from now, so the steps after it wait too; all of a run's confirmations become one card below.
        task.status = 'waiting';
        confirmations.push(task);
        continue;
      }
      try {
        const outcome = await runWithRetries(() => skill.run(params, ctx), task);
        if (outcome.kind === 'stop') {
          task.status = 'waiting';
          task.note = outcome.text;
          ctx.emit(questionEvent(outcome, ctx.timeZone));
          continue;
        }
        task.status = 'done';
        task.result = outcome.result;
        results.set(task.id, outcome.result);
        const token = outcome.result.token;
        if (typeof token === 'string') tokens.push(token);
      } catch (error) {
        // A cancel, or a calendar that needs the person to sign in again, ends the whole turn as its error.
        if (ctx.signal?.aborted === true || (error instanceof KairosError && ABORTS_PLAN.has(error.code))) throw error;
        firstError ??= error instanceof Error ? error : new KairosError('internal', String(error));
        task.status = 'failed';
        task.note = toErrorPayload(error).message;
        failures.push(`${describeTask(task)} failed: ${task.note}`);
      }
    }
    if (confirmations.length === 0) break;
    const token = await confirm(confirmations.splice(0), plan, results, ctx, deps);
    if (token !== undefined) {
      tokens.push(token);
      break;
    }
  }
  // Each card's record gets the Plan as the run ended: one made earlier in the run is out of date.
  if (deps.workflows !== undefined)
    await saveWaitingWorkflows(plan, deps.workflows, { text: ctx.text.slice(0, 2000), at: ctx.clock.now() });
  // Nothing done at all: the failure is the turn's error, worded for the person by its code.
  if (firstError !== undefined && !plan.tasks.some((t) => t.status === 'done')) throw firstError;
  if (failures.length > 0) ctx.emit({ type: 'text', text: failureReport(plan, failures) });
  return { plan, tokens };
}

/** Passes over the Plan: each past the first follows a confirmation that had nothing to change. */
const MAX_PASSES = 8;

/** A dependency lets a step run when it is done, or skipped by its own condition (an else-branch). */
function ready(dep: Task, task: Task): boolean {
  if (dep.status === 'done') return true;
  return dep.status === 'skipped' && task.taskType === 'FormatFinalResponse';
}

async function runWithRetries<T>(run: () => Promise<T>, task: Task): Promise<T> {
  for (;;) {
    try {
      return await run();
    } catch (error) {
      const retryable = error instanceof KairosError && error.retryable;
      if (!retryable || task.retries >= MAX_RETRIES) throw error;
      task.retries += 1;
    }
  }
}

/**
 * The writes that follow these confirmations, previewed and suggested as one change: one card and
 * one undo for the whole Plan, however many of its branches write ("cancel the gym and move the
 * review"). Two writes to the same event keep the first: a Plan that both moves and cancels one
 * meeting asks nothing twice.
 */
async function confirm(
  tasks: readonly Task[],
  plan: Plan,
  results: Map<string, Record<string, unknown>>,
  ctx: SkillContext,
  deps: { skills: SkillRegistry; workflows?: WorkflowStore },
): Promise<string | undefined> {
  const writeIds = new Set(
    tasks
      .flatMap((task) => descendantsOf(task.id, plan.tasks).filter((t) => deps.skills[t.taskType].effect === 'write'))
      .map((t) => t.id),
  );
  const writes = plan.tasks.filter((t) => writeIds.has(t.id));
  const previewedChanges: SingleChange[] = [];
  /** Which write previewed each event's change: a merged or kept-first change belongs to every step that asked for it. */
  const askedBy = new Map<string, Task[]>();
  const notes = tasks.flatMap(notesOf);
  for (const write of writes) {
    const skill = deps.skills[write.taskType];
    if (write.condition !== undefined && !evaluateCondition(write.condition, results)) {
      write.status = 'skipped';
      continue;
    }
    const params = skill.params.parse(resolveRefs(write.params, results));
    const previewed = (await skill.preview?.(params, ctx)) ?? { changes: [], notes: [] };
    notes.push(...previewed.notes);
    previewedChanges.push(...previewed.changes);
    for (const c of previewed.changes) askedBy.set(changeKey(c), [...(askedBy.get(changeKey(c)) ?? []), write]);
    write.status = 'waiting';
  }
  // Occurrences of one series cancelled or moved by different steps become one update of the series.
  const seen = new Set<string>();
  const changes = mergeOccurrenceChanges(previewedChanges).filter((change) => {
    const key = changeKey(change);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  changes.forEach((change, i) => {
    for (const write of askedBy.get(changeKey(change)) ?? []) write.changes = [...(write.changes ?? []), i];
  });
  if (changes.length === 0) {
    for (const task of tasks) {
      task.status = 'done';
      task.note = 'nothing to change';
    }
    for (const w of writes) w.status = 'skipped';
    ctx.emit({ type: 'text', text: ['Nothing to change.', ...notes].join(' ') });
    return undefined;
  }
  const [only] = changes;
  const change: CalendarChange = changes.length === 1 && only !== undefined ? only : { kind: 'bulk', changes };
  const said = tasks.length === 1 ? tasks[0]?.params.summary : undefined;
  const summary = typeof said === 'string' ? said : describeChanges(changes, ctx.timeZone);
  const action = await suggestChange(ctx, change, summary);
  for (const task of tasks) {
    task.status = 'waiting';
    results.set(task.id, { token: action.token });
    task.result = { token: action.token };
  }
  ctx.emit({ type: 'approval', approval: { ...approvalRequestOf(action, notes), steps: planSteps(plan) } });
  await deps.workflows?.put({ token: action.token, plan, text: ctx.text.slice(0, 2000), at: ctx.clock.now() });
  return action.token;
}

/** One event's identity in a card: a new event by its id, an existing one by its calendar and id. */
function changeKey(change: SingleChange): string {
  return change.kind === 'create' ? `new:${change.event.id}` : `${change.before.calendarId ?? ''}/${change.before.id}`;
}

function notesOf(task: Task): string[] {
  const notes = task.params.notes;
  return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === 'string') : [];
}

/** Which step failed, what was done and what was not: nothing is left unsaid. */
function failureReport(plan: Plan, failures: readonly string[]): string {
  const done = plan.tasks.filter((t) => t.status === 'done').map(describeTask);
  const notDone = plan.tasks.filter((t) => t.status === 'skipped' || t.status === 'pending').map(describeTask);
  return [
    ...failures,
    done.length === 0 ? 'Nothing else was done.' : `Done: ${done.join('; ')}.`,
    notDone.length === 0 ? '' : `Not done: ${notDone.join('; ')}. Nothing was written to your calendar for these.`,
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** Steps in an order where each comes after what it depends on; ties keep the Plan's order. */
function topological(tasks: readonly Task[]): Task[] {
  const out: Task[] = [];
  const placed = new Set<string>();
  let progress = true;
  while (out.length < tasks.length && progress) {
    progress = false;
    for (const t of tasks) {
      if (placed.has(t.id) || !(t.dependsOn ?? []).every((d) => placed.has(d))) continue;
      out.push(t);
      placed.add(t.id);
      progress = true;
    }
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
