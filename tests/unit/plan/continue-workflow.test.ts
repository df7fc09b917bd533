import { describe, expect, it } from 'vitest';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import { createModelBudget } from '../../../lib/core/pipeline/model-budget';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { ApprovalRequest, TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { continueWorkflow, type ContinueContext } from '../../../lib/core/plan/continue-workflow';
import type { PlanInput } from '../../../lib/core/plan/plan-schema';
import { runPlanTurn } from '../../../lib/core/plan/run-plan-turn';
import type { Workflow, WorkflowStore } from '../../../lib/ports/workflow-store';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-24T09:00:00-05:00';
const ZONE = 'America/New_York';
const dana = { email: 'dana@corp.com', name: 'Dana Lee' };

async function world() {
  const w = await createTestWorld(NOW, ZONE);
  await w.calendar.insertEvent(timedDraft('haircut001', 'Haircut', '2026-12-01T18:00:00-05:00', '2026-12-01T18:45:00-05:00'));
  await w.calendar.insertEvent({
    ...timedDraft('desrev0001', 'Design review', '2026-11-26T10:00:00-05:00', '2026-11-26T11:00:00-05:00'),
    attendees: [dana],
  });
  const workflows = createMemoryWorkflowStore();
  const { emit: _emit, ...input } = w.context();
  const ctx: ContinueContext = { ...input, workflows };
  return { ...w, workflows, ctx };
}

/** Runs a hand-written Plan as a turn would, with the workflow store; returns the cards it made. */
async function runPlan(w: Awaited<ReturnType<typeof world>>, text: string, plan: PlanInput): Promise<ApprovalRequest[]> {
  await runPlanTurn(text, plan, { ...w.context(), budget: createModelBudget(0), workflows: w.workflows }, w.workflows);
  return w.events.flatMap((e) => (e.type === 'approval' ? [e.approval] : []));
}

async function stored(workflows: WorkflowStore, token: string): Promise<Workflow> {
  const workflow = await workflows.get(token);
  if (workflow === undefined) throw new Error(`no workflow for ${token}`);
  return workflow;
}

const statuses = (steps: readonly { status: string }[]): string[] => steps.map((s) => s.status);
const kinds = (events: readonly TurnEvent[]): string[] => events.map((e) => e.type);

/** Find the design review, confirm, cancel it, then draft a note to its guests and close. */
const CANCEL_THEN_NOTIFY: PlanInput = {
  tasks: [
    { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'design review', expect: 'one' } } },
    { id: 'task2', taskType: 'RequestUserConfirmation', params: {}, dependsOn: ['task1'] },
    { id: 'task3', taskType: 'DeleteEvents', params: { events: 'task1.result.events' }, dependsOn: ['task2'] },
    {
      id: 'task4',
      taskType: 'NotifyAttendees',
      params: { events: 'task1.result.events', reason: 'travel' },
      dependsOn: ['task3'],
    },
    { id: 'task5', taskType: 'FormatFinalResponse', params: { text: 'All done.' }, dependsOn: ['task3'] },
  ],
};

describe('continueWorkflow', () => {
  it('marks the confirmation and its cancel done after approval, runs nothing more and forgets the Plan', async () => {
    const w = await world();
    await runTurn('cancel my haircut', { ...w.context(), workflows: w.workflows });
    const card = w.events.find((e) => e.type === 'approval');
    if (card?.type !== 'approval') throw new Error('no approval card');
    const token = card.approval.token;
    await w.approvals.approve(token);

    const continued = await continueWorkflow(await stored(w.workflows, token), 'approved', w.ctx);
    expect(statuses(continued.steps)).toEqual(['done', 'done', 'done']);
    expect(continued.events).toEqual([]);
    expect(await w.workflows.get(token)).toBeUndefined();
  });

  it('runs the steps placed after the confirmation once it is approved: the note to the guests and the closing line', async () => {
    const w = await world();
    const [card] = await runPlan(w, 'cancel the design review and tell Dana', CANCEL_THEN_NOTIFY);
    if (card === undefined) throw new Error('no approval card');
    // Before approval, nothing after the confirmation ran.
    expect(kinds(w.events)).toEqual(['approval']);
    expect(statuses(card.steps ?? [])).toEqual(['done', 'waiting', 'waiting', 'pending', 'pending']);
    await w.approvals.approve(card.token);

    const continued = await continueWorkflow(await stored(w.workflows, card.token), 'approved', w.ctx);
    expect(statuses(continued.steps)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(kinds(continued.events)).toEqual(['link', 'text']);
    const [link, closing] = continued.events;
    expect(link?.type === 'link' && link.link.url).toMatch(/^mailto:dana%40corp\.com\?subject=/);
    expect(link?.type === 'link' && link.link.label).toBe('Draft a note to Dana Lee');
    expect(closing).toEqual({ type: 'text', text: 'All done.' });
    expect(await w.workflows.get(card.token)).toBeUndefined();
  });

  it('skips the writes and everything after them when the card is rejected, and changes nothing', async () => {
    const w = await world();
    const before = await w.calendar.allEvents();
    const [card] = await runPlan(w, 'cancel the design review and tell Dana', CANCEL_THEN_NOTIFY);
    if (card === undefined) throw new Error('no approval card');
    await w.approvals.reject(card.token);

    const continued = await continueWorkflow(await stored(w.workflows, card.token), 'rejected', w.ctx);
    expect(statuses(continued.steps)).toEqual(['done', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(continued.steps[1]?.note).toBe('you rejected the change');
    expect(continued.events).toEqual([]);
    expect(await w.calendar.allEvents()).toEqual(before);
    expect(await w.workflows.get(card.token)).toBeUndefined();
  });

  it('gives two branches that write one card: approving it runs what follows both', async () => {
    const w = await world();
    const cards = await runPlan(w, 'cancel my haircut and the design review', {
      tasks: [
        { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'haircut', expect: 'one' } } },
        { id: 'task2', taskType: 'RequestUserConfirmation', params: {}, dependsOn: ['task1'] },
        { id: 'task3', taskType: 'DeleteEvents', params: { events: 'task1.result.events' }, dependsOn: ['task2'] },
        { id: 'task4', taskType: 'FindEvents', params: { query: { title: 'design review', expect: 'one' } } },
        { id: 'task5', taskType: 'RequestUserConfirmation', params: {}, dependsOn: ['task4'] },
        { id: 'task6', taskType: 'DeleteEvents', params: { events: 'task4.result.events' }, dependsOn: ['task5'] },
        { id: 'task7', taskType: 'FormatFinalResponse', params: { text: 'Both cancelled.' }, dependsOn: ['task3', 'task6'] },
      ],
    });
    expect(cards).toHaveLength(1);
    const [card] = cards;
    if (card === undefined) throw new Error('expected one card');
    expect(card.review.items.map((i) => i.title)).toEqual(['Haircut', 'Design review']);
    expect(statuses((await stored(w.workflows, card.token)).plan.tasks)).toEqual([
      'done',
      'waiting',
      'waiting',
      'done',
      'waiting',
      'waiting',
      'pending',
    ]);

    await w.approvals.approve(card.token);
    const after = await continueWorkflow(await stored(w.workflows, card.token), 'approved', w.ctx);
    expect(after.events).toEqual([{ type: 'text', text: 'Both cancelled.' }]);
    expect(statuses(after.steps)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'done']);
    expect(await w.workflows.get(card.token)).toBeUndefined();
    expect((await w.calendar.allEvents()).map((e) => e.title)).toEqual([]);
  });

  it('tells the person when a step after the approval fails, and still forgets the Plan', async () => {
    const w = await world();
    const [card] = await runPlan(w, 'cancel my haircut', {
      tasks: [
        { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'haircut', expect: 'one' } } },
        { id: 'task2', taskType: 'RequestUserConfirmation', params: {}, dependsOn: ['task1'] },
        { id: 'task3', taskType: 'DeleteEvents', params: { events: 'task1.result.events' }, dependsOn: ['task2'] },
        // A reference to a result the search never has: the closing line cannot be said.
        { id: 'task4', taskType: 'FormatFinalResponse', params: { text: 'task1.result.summary' }, dependsOn: ['task3'] },
      ],
    });
    if (card === undefined) throw new Error('no approval card');
    await w.approvals.approve(card.token);

    const continued = await continueWorkflow(await stored(w.workflows, card.token), 'approved', w.ctx);
    const [said] = continued.events;
    expect(said?.type === 'text' ? said.text : '').toMatch(/^Your change was made, but the steps after it stopped: /);
    expect(statuses(continued.steps)).toEqual(['done', 'done', 'done', 'pending']);
    expect(await w.workflows.get(card.token)).toBeUndefined();
  });

  it('runs nothing again for a record whose confirmation no longer waits, and deletes it', async () => {
    const w = await world();
    const [card] = await runPlan(w, 'cancel the design review and tell Dana', CANCEL_THEN_NOTIFY);
    if (card === undefined) throw new Error('no approval card');
    await w.approvals.approve(card.token);
    const workflow = await stored(w.workflows, card.token);
    const first = await continueWorkflow(workflow, 'approved', w.ctx);
    expect(kinds(first.events)).toEqual(['link', 'text']);
    // The record comes back as it ended (a second approval racing the first).
    await w.workflows.put({ ...workflow, plan: first.plan });

    const again = await continueWorkflow(await stored(w.workflows, card.token), 'approved', w.ctx);
    expect(again.events).toEqual([]);
    expect(await w.workflows.get(card.token)).toBeUndefined();
  });
});
