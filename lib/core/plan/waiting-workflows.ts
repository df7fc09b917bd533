import type { Workflow, WorkflowStore } from '../../ports/workflow-store';
import type { Plan, Task } from './plan-schema';

/** The token of the card a confirmation step is waiting on, if it made one. */
export function confirmationToken(task: Task): string | undefined {
  if (task.taskType !== 'RequestUserConfirmation' || task.status !== 'waiting') return undefined;
  const result = task.result;
  if (typeof result !== 'object' || result === null || !('token' in result)) return undefined;
  return typeof result.token === 'string' ? result.token : undefined;
}

/**
 * Stores the Plan under every card it still waits on. A Plan with two cards is stored once per
 * card; each record must hold the Plan as it stands now, or approving one card would run the other's
 * confirmation again from an older copy (and suggest its change twice).
 */
export async function saveWaitingWorkflows(
  plan: Plan,
  store: WorkflowStore,
  record: { text: string; at: number },
): Promise<string[]> {
  const tokens = [
    ...new Set(
      plan.tasks.flatMap((t) => {
        const token = confirmationToken(t);
        return token === undefined ? [] : [token];
      }),
    ),
  ];
  for (const token of tokens) await store.put({ token, plan, text: record.text, at: record.at });
  return tokens;
}

/**
 * The record for a card that was narrowed (Edit kept some events): the same paused Plan, waiting on
 * the new card's token, so approving the new card continues it.
 */
export function retokenWorkflow(workflow: Workflow, token: string, kept?: readonly number[]): Workflow {
  const plan = structuredClone(workflow.plan);
  for (const task of plan.tasks) if (confirmationToken(task) === workflow.token) task.result = { token };
  if (kept !== undefined) keepChanges(plan.tasks, kept);
  return { ...workflow, token, plan };
}

/**
 * After Edit kept only some of a card's changes, each step's changes are renumbered as the new card
 * lists them; a step with none left says it was left out.
 */
function keepChanges(tasks: Task[], kept: readonly number[]): void {
  const order = [...new Set(kept)].sort((a, b) => a - b);
  for (const task of tasks) {
    if (task.changes === undefined) continue;
    task.changes = task.changes.filter((i) => order.includes(i)).map((i) => order.indexOf(i));
    if (task.changes.length === 0) task.note = 'left out';
  }
}
