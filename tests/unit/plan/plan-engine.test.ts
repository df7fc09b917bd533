import { describe, expect, it } from 'vitest';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import { KairosError } from '../../../lib/core/errors';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import type { PlanInput } from '../../../lib/core/plan/plan-schema';
import { SKILLS } from '../../../lib/core/plan/skill-registry';
import { validatePlan } from '../../../lib/core/plan/validate-plan';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-24T09:00:00-05:00';
const ZONE = 'America/New_York';

function problemsOf(plan: unknown): string[] {
  const checked = validatePlan(plan, SKILLS);
  return checked.ok ? [] : checked.problems;
}

const find = { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'haircut', expect: 'one' } } } as const;
const confirm = { id: 'task2', taskType: 'RequestUserConfirmation', params: {}, dependsOn: ['task1'] } as const;
const remove = {
  id: 'task3',
  taskType: 'DeleteEvents',
  params: { events: 'task1.result.events' },
  dependsOn: ['task2'],
} as const;

describe('validatePlan', () => {
  it('accepts a find → confirm → delete plan', () => {
    expect(problemsOf({ tasks: [find, confirm, remove] })).toEqual([]);
  });

  it('refuses two steps with one id', () => {
    expect(problemsOf({ tasks: [find, { ...confirm, id: 'task1' }] }).join()).toMatch(/used twice/);
  });

  it('refuses an unknown task type', () => {
    expect(problemsOf({ tasks: [{ ...find, taskType: 'SendEmail' }] }).length).toBeGreaterThan(0);
  });

  it('refuses params the skill does not accept, naming the step', () => {
    expect(problemsOf({ tasks: [{ ...find, params: { query: { title: 'x' } } }] }).join()).toMatch(
      /task1 \(FindEvents\) params\.query\.expect/,
    );
  });

  it('refuses a reference to a step that does not exist', () => {
    expect(problemsOf({ tasks: [find, confirm, { ...remove, params: { events: 'task9.result.events' } }] }).join()).toMatch(
      /task9/,
    );
  });

  it('refuses steps that depend on each other in a circle', () => {
    expect(problemsOf({ tasks: [{ ...find, dependsOn: ['task2'] }, confirm] }).join()).toMatch(/circle/);
  });

  it('refuses a write that no confirmation step comes before', () => {
    expect(problemsOf({ tasks: [find, { ...remove, dependsOn: ['task1'] }] }).join()).toMatch(/RequestUserConfirmation/);
  });
});

async function worldWithWeek() {
  const world = await createTestWorld(NOW, ZONE);
  const priya = { email: 'priya@acme.com', name: 'Priya Shah' };
  const omar = { email: 'omar@acme.com', name: 'Omar Haddad' };
  const add = (draft: ReturnType<typeof timedDraft>, attendees: { email: string; name: string }[] = []) =>
    world.calendar.insertEvent({ ...draft, attendees });
  await add(timedDraft('salesmtg01', 'Sales meeting', '2026-11-25T14:00:00-05:00', '2026-11-25T15:00:00-05:00'));
  await add(timedDraft('salesstd01', 'Sales standup', '2026-11-25T09:00:00-05:00', '2026-11-25T09:15:00-05:00'));
  await add(timedDraft('desrev0001', 'Design review', '2026-11-26T10:00:00-05:00', '2026-11-26T11:00:00-05:00'));
  await add(timedDraft('budrev0001', 'Budget review', '2026-11-26T14:00:00-05:00', '2026-11-26T15:00:00-05:00'));
  await add(timedDraft('haircut001', 'Haircut', '2026-12-01T18:00:00-05:00', '2026-12-01T18:45:00-05:00'));
  await add(timedDraft('priya00001', '1:1 with Priya', '2026-11-24T10:00:00-05:00', '2026-11-24T10:30:00-05:00'), [priya]);
  await add(timedDraft('priya00002', 'Roadmap', '2026-11-24T15:00:00-05:00', '2026-11-24T16:00:00-05:00'), [priya]);
  await add(timedDraft('omar000001', 'Coffee with Omar', '2026-11-18T10:00:00-05:00', '2026-11-18T10:30:00-05:00'), [omar]);
  return world;
}

describe('a Plan in a turn', () => {
  it('cancels the one event named after approval, and undo restores it exactly', async () => {
    const world = await worldWithWeek();
    const before = await world.calendar.allEvents();
    await runTurn('cancel my haircut', world.context());
    const approval = world.events.find((e) => e.type === 'approval');
    if (approval?.type !== 'approval') throw new Error('no approval card');
    expect(approval.approval.description).toBe('Delete "Haircut" on Tue 1 Dec, 18:00–18:45');
    expect(approval.approval.steps?.map((s) => s.status)).toEqual(['done', 'waiting', 'waiting']);
    // Nothing is written before the person approves.
    expect(await world.calendar.allEvents()).toEqual(before);
    const { audit } = await world.approvals.approve(approval.approval.token);
    expect((await world.calendar.allEvents()).map((e) => e.id)).not.toContain('haircut001');
    await world.approvals.undo(audit.id);
    const after = await world.calendar.allEvents();
    expect(after.map((e) => ({ ...e, etag: '', updatedAt: 0 }))).toEqual(before.map((e) => ({ ...e, etag: '', updatedAt: 0 })));
  });

  it('drafts a note to the guests of a cancel when Options say to tell them by default', async () => {
    const world = await worldWithWeek();
    const ctx = world.context();
    await runTurn('cancel the roadmap meeting', { ...ctx, preferences: { ...ctx.preferences, notifyByDefault: 'guests' } });
    const link = world.events.find((e) => e.type === 'link');
    expect(link?.type === 'link' && link.link.url).toMatch(/^mailto:priya%40acme\.com\?subject=/);
    expect(world.events.filter((e) => e.type === 'approval')).toHaveLength(1);

    // Without the option, a cancel asks nobody to be told.
    const quiet = await worldWithWeek();
    await runTurn('cancel the roadmap meeting', quiet.context());
    expect(quiet.events.some((e) => e.type === 'link')).toBe(false);
  });

  it('lets "and tell everyone" / "without telling anyone" decide whether Google emails the guests, for this card only', async () => {
    for (const [text, expected] of [
      ['cancel the roadmap meeting and tell everyone', 'all'],
      ['cancel the roadmap meeting without telling anyone', 'none'],
      ['cancel the roadmap meeting', 'externalOnly'],
    ] as const) {
      const world = await worldWithWeek();
      await runTurn(text, { ...world.context(), sendUpdates: 'externalOnly' });
      const card = world.events.find((e) => e.type === 'approval');
      if (card?.type !== 'approval') throw new Error(`no card for ${text}`);
      expect((await world.approvals.get(card.approval.token)).sendUpdates, text).toBe(expected);
    }
  });

  it('takes the exact title over a title that shares a word', async () => {
    const world = await worldWithWeek();
    await runTurn('cancel the sales meeting', world.context());
    const approval = world.events.find((e) => e.type === 'approval');
    if (approval?.type !== 'approval') throw new Error('no approval card');
    expect(approval.approval.review.items.map((i) => i.title)).toEqual(['Sales meeting']);
  });

  it('asks rather than guesses when two events match as well', async () => {
    const world = await worldWithWeek();
    await runTurn('cancel the review on Thursday', world.context());
    expect(world.events.some((e) => e.type === 'approval')).toBe(false);
    expect(world.events.find((e) => e.type === 'text' && /Which one/.test(e.text))).toBeDefined();
  });

  it('picks the first meeting with a person on a day', async () => {
    const world = await worldWithWeek();
    await runTurn('cancel my first meeting with Priya today', world.context());
    const approval = world.events.find((e) => e.type === 'approval');
    if (approval?.type !== 'approval') throw new Error('no approval card');
    expect(approval.approval.review.items.map((i) => i.title)).toEqual(['1:1 with Priya']);
  });

  it('does two things asked in one message: a proposal and a cancel', async () => {
    const world = await worldWithWeek();
    await runTurn('Book a call with sam@acme.com on Monday and cancel my haircut', world.context());
    expect(world.events.filter((e) => e.type === 'proposal')).toHaveLength(1);
    expect(world.events.filter((e) => e.type === 'approval')).toHaveLength(1);
  });

  it('answers a question without suggesting any change', async () => {
    const world = await worldWithWeek();
    await runTurn("When's my haircut?", world.context());
    const answer = world.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.answer.text).toMatch(/Tue 1 Dec/);
    expect(world.events.some((e) => e.type === 'proposal' || e.type === 'approval')).toBe(false);
  });

  it('books nothing when the condition is not met, and says when they last met', async () => {
    const world = await worldWithWeek();
    await runTurn("If I haven't seen Omar in two weeks, set up a 20-minute chat on Monday", world.context());
    expect(world.events.some((e) => e.type === 'proposal')).toBe(false);
    const answer = world.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.answer.text).toMatch(/Omar/);
  });

  it('proposes the chat when the condition is met', async () => {
    const world = await worldWithWeek();
    await runTurn("If I haven't seen Omar in 3 days, set up a 20-minute chat on Monday", world.context());
    const proposal = world.events.find((e) => e.type === 'proposal');
    expect(proposal?.type === 'proposal' && proposal.proposal.end - proposal.proposal.start).toBe(20 * 60_000);
  });

  it('ends the turn with the sign-in error when the calendar needs the person to reconnect', async () => {
    const world = await worldWithWeek();
    const calendar = {
      ...world.calendar,
      listOccurrences: () => Promise.reject(new KairosError('calendar_auth', 'Google sign-in expired.')),
    };
    await runTurn("What's on tomorrow?", { ...world.context(), calendar });
    const error = world.events.find((e) => e.type === 'error');
    expect(error?.type === 'error' && error.error.code).toBe('calendar_auth');
  });

  it('cancels one event and moves another asked for in one message, on one card with one undo', async () => {
    const world = await worldWithWeek();
    await runTurn('cancel the haircut and move the sales meeting to 4:30pm', world.context());
    const cards = world.events.flatMap((e) => (e.type === 'approval' ? [e.approval] : []));
    expect(cards.map((c) => c.review.items.map((i) => `${i.kind} ${i.title}`))).toEqual([
      ['delete Haircut', 'update Sales meeting'],
    ]);
    const [card] = cards;
    if (card === undefined) throw new Error('no card');
    const before = structuredClone(await world.calendar.allEvents());
    const { audit } = await world.approvals.approve(card.token);
    const sales = (await world.calendar.allEvents()).find((e) => e.id === 'salesmtg01');
    expect(sales?.time.kind === 'timed' && sales.time.start).toBe(Date.parse('2026-11-25T16:30:00-05:00'));
    expect((await world.calendar.allEvents()).some((e) => e.title === 'Haircut')).toBe(false);
    await world.approvals.undo(audit.id);
    expect((await world.calendar.allEvents()).map((e) => [e.id, e.title, e.time])).toEqual(
      before.map((e) => [e.id, e.title, e.time]),
    );
  });

  it('invites a guest named without an address by the address the calendar knows', async () => {
    const world = await worldWithWeek();
    await runTurn('lunch with Priya tomorrow at noon', world.context());
    const proposal = world.events.find((e) => e.type === 'proposal');
    expect(proposal?.type === 'proposal' && proposal.proposal.attendees.map((a) => a.email)).toEqual(['priya@acme.com']);
  });

  it('books nothing when the person already sees them that day ("unless")', async () => {
    const world = await worldWithWeek();
    await runTurn('book a catch-up with Priya today unless I already see her that day', world.context());
    expect(world.events.some((e) => e.type === 'proposal')).toBe(false);
    expect(world.events.some((e) => e.type === 'answer')).toBe(true);
  });

  it('makes a day lighter in a conversation: the week, the day and a question, then the move it asks for', async () => {
    const world = await worldWithWeek();
    await runTurn("What's my week look like?", world.context());
    const week = world.events.find((e) => e.type === 'answer');
    expect(week?.type === 'answer' && week.answer.days?.map((d) => d.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    world.events.length = 0;
    await runTurn('Can you make Wednesday lighter?', world.context());
    expect(world.events.some((e) => e.type === 'text' && /Which of these should I move off Wed 25 Nov\?/.test(e.text))).toBe(
      true,
    );
    expect(world.events.some((e) => e.type === 'approval' || e.type === 'proposal')).toBe(false);
    world.events.length = 0;
    await runTurn('Move the sales meeting but not the standup', world.context());
    const card = world.events.find((e) => e.type === 'approval');
    if (card?.type !== 'approval') throw new Error('no approval card');
    expect(card.approval.review.items.map((i) => `${i.kind} ${i.title}`)).toEqual(['update Sales meeting']);
    // Off Wednesday, to the earliest free time on a later day.
    expect(card.approval.review.items[0]?.start).toBeGreaterThanOrEqual(Date.parse('2026-11-26T00:00:00-05:00'));
  });

  it('clears a day but keeps what the person says to keep, and drafts a note to those affected', async () => {
    const world = await worldWithWeek();
    await runTurn(
      'Clear my calendar today for travel and tell anyone I had meetings with, but keep the roadmap',
      world.context(),
    );
    const card = world.events.find((e) => e.type === 'approval');
    if (card?.type !== 'approval') throw new Error('no approval card');
    expect(card.approval.review.items.map((i) => i.title)).toEqual(['1:1 with Priya']);
    const link = world.events.find((e) => e.type === 'link');
    expect(link?.type === 'link' && link.link.url).toMatch(/^mailto:priya%40acme\.com\?subject=/);
  });

  it('reads the events named before the verb when the verb points back ("…, cancel them")', async () => {
    const world = await worldWithWeek();
    await runTurn('my reviews on Thursday, cancel them please', world.context());
    const card = world.events.find((e) => e.type === 'approval');
    if (card?.type !== 'approval') throw new Error('no approval card');
    expect(card.approval.review.items.map((i) => i.title).sort()).toEqual(['Budget review', 'Design review']);
  });

  it('keeps the Plan waiting for approval in the workflow store', async () => {
    const world = await worldWithWeek();
    const workflows = createMemoryWorkflowStore();
    await runTurn('cancel my haircut', { ...world.context(), workflows });
    const approval = world.events.find((e) => e.type === 'approval');
    if (approval?.type !== 'approval') throw new Error('no approval card');
    const stored = await workflows.get(approval.approval.token);
    expect(stored?.plan.tasks.map((t) => t.status)).toEqual(['done', 'waiting', 'waiting']);
  });
});

describe('buildPlan', () => {
  const plan = (text: string): PlanInput | undefined =>
    buildPlan(text, parseRequest(text, { now: Date.parse(NOW), timeZone: ZONE }), { now: Date.parse(NOW), timeZone: ZONE });

  it.each([
    ['What does next week look like?', ['AnswerQuestion']],
    ['am i free friday morning', ['AnswerQuestion']],
    ['who is coming to the design review?', ['FindEvents', 'AnswerQuestion']],
    ['when did I last meet Sam', ['FindEvents', 'AnswerQuestion']],
    ['cancel my haircut', ['FindEvents', 'RequestUserConfirmation', 'DeleteEvents']],
    [
      "Reschedule all my afternoon classes this month to mornings, but don't touch the ones on Mondays and leave time for lunch",
      ['FindEvents', 'FilterEvents', 'FetchPreference', 'GenerateProposedUpdates', 'RequestUserConfirmation', 'UpdateEvents'],
    ],
    [
      "Can you move my Friday meetings to a time when everyone is available next week, but make sure I don't miss my gym?",
      ['FindEvents', 'FetchPreference', 'FindEvents', 'GenerateProposedUpdates', 'RequestUserConfirmation', 'UpdateEvents'],
    ],
    [
      'Clear my calendar next Friday for travel and notify anyone I had meetings with',
      ['FindEvents', 'NotifyAttendees', 'RequestUserConfirmation', 'DeleteEvents'],
    ],
  ])('reads %j as the steps %j, and the Plan is valid', (text, steps) => {
    const built = plan(text);
    expect(built?.tasks.map((t) => t.taskType)).toEqual(steps);
    expect(problemsOf(built)).toEqual([]);
  });

  it('leaves a plain new event to the five-stage path', () => {
    expect(plan('lunch with sam@acme.com tomorrow at noon')).toBeUndefined();
  });
});
