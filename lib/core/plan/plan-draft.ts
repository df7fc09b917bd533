import type { Condition, TaskInput, TaskType } from './plan-schema';

/** What a reader needs to write a Plan: now and the person's zone. */
export interface BuildContext {
  now: number;
  timeZone: string;
  /** The person's previous request in this conversation, for follow-ups that lean on it. */
  previous?: string | undefined;
  /** The day the words before the request set the scene on ("Got called for jury duty on Tuesday 15 Dec. …"). */
  sceneDay?: number;
}

/** A Plan being written: ids in order ("task1", "task2", …) and references to results by step. */
export class PlanDraft {
  readonly tasks: TaskInput[] = [];

  add(taskType: TaskType, params: Record<string, unknown>, extra: { dependsOn?: string[]; condition?: Condition } = {}): string {
    const id = `task${String(this.tasks.length + 1)}`;
    this.tasks.push({ id, taskType, params, ...extra });
    return id;
  }
}

/** "task2.result.events". */
export function ref(taskId: string, field: string): string {
  return `${taskId}.result.${field}`;
}

/** Confirmation, then the write, then (when asked) a note to the people affected. */
export function addConfirmedWrites(
  draft: PlanDraft,
  after: string[],
  write: 'DeleteEvents' | 'UpdateEvents',
  params: Record<string, unknown>,
  notifyReason: string | undefined,
  notes?: string,
): void {
  const events = write === 'DeleteEvents' ? params.events : undefined;
  if (notifyReason !== undefined && typeof events === 'string') {
    draft.add('NotifyAttendees', { events, ...(notifyReason === '' ? {} : { reason: notifyReason }) }, { dependsOn: after });
  }
  const confirm = draft.add('RequestUserConfirmation', notes === undefined ? {} : { notes: [notes] }, { dependsOn: after });
  draft.add(write, params, { dependsOn: [confirm] });
}

/** "for travel", "because I'm sick": the reason to give the people told. */
export function reasonOf(text: string): string {
  return (
    /\b(?:for|because(?:\s+of)?|due\s+to)\s+(?:my\s+|a\s+|the\s+)?([\p{L}' -]{2,40}?)(?=\s+(?:and|then|but|so)\b|[,.;!?]|$)/iu
      .exec(text)?.[1]
      ?.trim() ?? ''
  );
}
