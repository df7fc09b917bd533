import type { PlanInput, TaskInput } from './plan-schema';

/**
 * Options → "tell the guests when I cancel": every cancel in a Plan drafts a note to the people
 * affected, as if the request had said "and let them know". A cancel that already has its note is
 * left alone; the note waits on what the cancel's confirmation waits on, so it is drafted with
 * the card, before anything is written.
 */
export function withNotesOnCancels(plan: PlanInput): PlanInput {
  const tasks: TaskInput[] = [...plan.tasks];
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const noted = new Set(tasks.flatMap((t) => (t.taskType === 'NotifyAttendees' ? [JSON.stringify(t.params.events)] : [])));
  let next = tasks.length;
  for (const cancel of plan.tasks) {
    if (cancel.taskType !== 'DeleteEvents' || noted.has(JSON.stringify(cancel.params.events))) continue;
    const confirmation = (cancel.dependsOn ?? [])
      .map((id) => byId.get(id))
      .find((t) => t?.taskType === 'RequestUserConfirmation');
    if (confirmation === undefined) continue;
    let id = `task${String(++next)}`;
    while (byId.has(id)) id = `task${String(++next)}`;
    const note: TaskInput = {
      id,
      taskType: 'NotifyAttendees',
      params: { events: cancel.params.events },
      dependsOn: confirmation.dependsOn ?? [],
    };
    tasks.push(note);
    byId.set(id, note);
    noted.add(JSON.stringify(cancel.params.events));
  }
  return { ...plan, tasks };
}
