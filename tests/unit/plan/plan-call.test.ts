import { countTokens } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PREFERENCES } from '../../../lib/core/domain/preferences';
import { KairosError } from '../../../lib/core/errors';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { describeParams } from '../../../lib/core/plan/model/describe-params';
import { makePlanTool } from '../../../lib/core/plan/model/make-plan-tool';
import { makePlanReplySchema } from '../../../lib/core/plan/model/model-plan-schema';
import type { Plan } from '../../../lib/core/plan/plan-schema';
import { SKILLS } from '../../../lib/core/plan/skill-registry';
import type { ModelRequest } from '../../../lib/ports/model';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { createScriptedModel, toolReply } from '../../helpers/scripted-model';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const at = (iso: string): number => Date.parse(iso);

const coffee = {
  title: 'Coffee with Sam',
  attendees: [{ name: 'Sam', email: 'sam@acme.com' }],
  durationMinutes: 30,
  start: null,
  rangeStart: '2026-11-24',
  rangeEnd: '2026-11-25',
  timeOfDay: null,
  location: null,
  eventType: null,
  recurrence: null,
  constraints: [],
};
const propose = (id: string, template: unknown) => ({ id, taskType: 'ProposeEventTime', params: { template } });
const findDentist = { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'dentist', expect: 'one' } } };
const confirm = (id: string, after: string) => ({ id, taskType: 'RequestUserConfirmation', params: {}, dependsOn: [after] });
const planReply = (tasks: unknown[], id = 'call_1') => toolReply('makePlan', { tasks }, id);
const select = (message: string) => toolReply('generateEvent', { rankedSlotIndices: [0, 1], message });
const names = (request: ModelRequest | undefined) => request?.tools?.map((t) => t.name) ?? [];

function editPlan(params: Record<string, unknown>) {
  return [
    findDentist,
    { id: 'task2', taskType: 'GenerateProposedUpdates', params: { events: 'task1.result.events', ...params } },
    confirm('task3', 'task2'),
    { id: 'task4', taskType: 'UpdateEvents', params: { changes: 'task2.result.changes' }, dependsOn: ['task3'] },
  ];
}

async function worldWithDentist() {
  const w = await createTestWorld(NOW);
  await w.calendar.insertEvent(timedDraft('dentist01', 'Dentist', '2026-11-24T10:00:00-05:00', '2026-11-24T11:00:00-05:00'));
  return w;
}

async function changeOf(w: Awaited<ReturnType<typeof createTestWorld>>, events: readonly TurnEvent[]) {
  const approval = events.find((e) => e.type === 'approval');
  if (approval?.type !== 'approval') throw new Error(`no approval in ${JSON.stringify(events.map((e) => e.type))}`);
  return (await w.approvals.get(approval.approval.token)).change;
}

describe('the Plan call: one MINI call turns a request into a Plan', () => {
  it('runs a valid Plan of several steps: a cancel card and a proposal, within 3 calls', async () => {
    const w = await worldWithDentist();
    const model = createScriptedModel([
      planReply([
        findDentist,
        confirm('task2', 'task1'),
        { id: 'task3', taskType: 'DeleteEvents', params: { events: 'task1.result.events' }, dependsOn: ['task2'] },
        propose('task4', coffee),
      ]),
      select('Tuesday morning is free for both.'),
    ]);
    let plan: Plan | undefined;
    const outcome = await runTurn('cancel my dentist and grab coffee with sam@acme.com tue or wed', {
      ...w.context(model),
      onPlan: (p) => {
        plan = p;
      },
    });
    expect(outcome).toEqual({ intent: 'plan', modelCalls: 2 });
    expect(model.requests.map((r) => r.toolChoice)).toEqual([{ name: 'makePlan' }, { name: 'generateEvent' }]);
    expect(model.requests.every((r) => r.tier === 'mini')).toBe(true);
    expect(await changeOf(w, w.events)).toMatchObject({ kind: 'delete', before: { id: 'dentist01' } });
    const proposal = w.events.find((e) => e.type === 'proposal');
    expect(proposal?.type === 'proposal' && proposal.proposal).toMatchObject({
      title: 'Coffee with Sam',
      reason: 'Tuesday morning is free for both.',
    });
    expect(plan?.tasks.map((t) => [t.taskType, t.status])).toEqual([
      ['FindEvents', 'done'],
      ['RequestUserConfirmation', 'waiting'],
      ['DeleteEvents', 'waiting'],
      ['ProposeEventTime', 'done'],
    ]);
  });

  it('sends the request with now (ISO with offset), the zone, the people, the preference keys and the conversation', async () => {
    const w = await createTestWorld(NOW, 'America/New_York', {
      ...DEFAULT_PREFERENCES,
      habits: [{ id: 'h1', name: 'Gym', days: ['mon', 'wed'], start: '07:00', end: '08:00' }],
    });
    await w.calendar.insertEvent({
      ...timedDraft('omar0001', '1:1', '2026-10-01T10:00:00-04:00', '2026-10-01T10:30:00-04:00'),
      attendees: [{ email: 'omar@acme.com', name: 'Omar Haddad' }],
    });
    await runTurn('coffee with sam@acme.com tomorrow at 3pm', w.context());
    const model = createScriptedModel([planReply([propose('task1', { ...coffee, title: 'Lunch with Omar' })])]);
    await runTurn('and lunch with Omar on Tuesday', w.context(model));
    const [request] = model.requests;
    expect(request?.toolChoice).toEqual({ name: 'makePlan' });
    const user = request?.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('Now: 2026-11-22T10:00:00-05:00 (Sun 22 Nov), time zone America/New_York.');
    expect(user).toContain('Omar Haddad <omar@acme.com>');
    expect(user).toMatch(/FetchPreference keys\): lunch, habit \(Gym\), buffer, notify/);
    expect(user).toMatch(
      /Earlier in this conversation:\nuser: coffee with sam@acme\.com tomorrow at 3pm\nassistant: Suggested "Coffee"/,
    );
    expect(user.trim().endsWith('Request: and lunch with Omar on Tuesday')).toBe(true);
  });

  it('offers makePlan with the JSON Schema zod makes, and every skill with its params in the description', () => {
    expect(makePlanTool().name).toBe('makePlan');
    const shape = z.object({
      properties: z.object({ tasks: z.object({ items: z.object({ properties: z.record(z.string(), z.unknown()) }) }) }),
    });
    const schema = shape.parse(z.toJSONSchema(makePlanTool().schema, { io: 'input' }));
    expect(Object.keys(schema.properties.tasks.items.properties).sort()).toEqual([
      'condition',
      'dependsOn',
      'id',
      'params',
      'taskType',
    ]);
    for (const skill of Object.values(SKILLS)) {
      if (skill.builtInOnly === true) {
        // The built-in reader's own routes: a model reaches them through its own tools.
        expect(makePlanTool().description).not.toContain(skill.taskType);
        continue;
      }
      expect(makePlanTool().description).toContain(skill.taskType);
      expect(makePlanTool().description).toContain(describeParams(skill.params));
    }
    // The model writes a template for a new event, never the built-in reader's ParsedPart.
    expect(describeParams(SKILLS.ProposeEventTime.params)).toMatch(/^\{template\?: \{title: string, /);
    expect(describeParams(SKILLS.ProposeEventTime.params)).not.toContain('confidence');
  });

  it("refuses a model Plan that names one of the built-in reader's own routes", () => {
    const reply = makePlanReplySchema.safeParse({
      tasks: [{ id: 'task1', taskType: 'ShowMoreOptions', params: {} }],
    });
    expect(reply.success).toBe(false);
  });

  it("parses a reply into a Plan with the executor's defaults, dropping any status or result the model sent", () => {
    const plan = makePlanReplySchema.parse({
      tasks: [{ ...findDentist, status: 'done', result: { events: [] }, retries: 5 }],
    });
    expect(plan.tasks).toEqual([{ ...findDentist, status: 'pending', retries: 0 }]);
  });

  it('keeps the Plan call under 3,000 tokens with a full directory and conversation', async () => {
    const w = await createTestWorld(NOW);
    for (let i = 0; i < 40; i++) {
      await w.calendar.insertEvent({
        ...timedDraft(
          `meet${String(i).padStart(4, '0')}`,
          `Sync ${String(i)}`,
          '2026-11-20T10:00:00-05:00',
          '2026-11-20T10:30:00-05:00',
        ),
        attendees: [{ email: `person.number${String(i)}@example-company.com`, name: `Person Number${String(i)} Lastname` }],
      });
    }
    const long = 'lunch with Dana and the design team next week somewhere near the office, not Monday '.repeat(3);
    for (let i = 0; i < 6; i++) await runTurn(long, w.context());
    const model = createScriptedModel([new KairosError('model_unavailable', 'down', { retryable: true })]);
    await runTurn(long, w.context(model));
    const [request] = model.requests;
    const messages = (request?.messages ?? []).reduce((n, m) => n + countTokens(m.content) + 4, 0);
    const tool = countTokens(JSON.stringify(request?.tools));
    expect(messages).toBeGreaterThan(400);
    expect(messages + tool).toBeLessThan(3_000);
  });

  it('repairs an invalid Plan once, listing its problems, then answers with the built-in engine and says why', async () => {
    const w = await worldWithDentist();
    // A cancel with no confirmation step before it: refused twice.
    const unconfirmed = [findDentist, { id: 'task2', taskType: 'DeleteEvents', params: { events: 'task1.result.events' } }];
    const model = createScriptedModel([planReply(unconfirmed), planReply(unconfirmed, 'call_2')]);
    const outcome = await runTurn('cancel my dentist appointment', w.context(model));
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'call_1' });
    expect(model.requests[1]?.messages.at(-1)?.content).toMatch(
      /task2 \(DeleteEvents\) writes to the calendar but comes after no RequestUserConfirmation/,
    );
    expect(outcome.modelCalls).toBe(2);
    expect(outcome.fellBack).toMatch(/makePlan reply was invalid: .*RequestUserConfirmation/);
    // The built-in reader's Plan answers: the same cancel, on a card.
    expect(await changeOf(w, w.events)).toMatchObject({ kind: 'delete', before: { id: 'dentist01' } });
  });

  it('accepts a Plan mended by the repair', async () => {
    const w = await worldWithDentist();
    const model = createScriptedModel([
      planReply([{ ...findDentist, params: { query: { title: 'dentist' } } }]),
      planReply(editPlan({ rename: 'Orthodontist' }), 'call_2'),
    ]);
    const outcome = await runTurn('rename my dentist appointment to Orthodontist', w.context(model));
    expect(model.requests[1]?.messages.at(-1)?.content).toMatch(/task1 \(FindEvents\) params\.query\.expect/);
    expect(outcome).toEqual({ intent: 'plan', modelCalls: 2 });
    expect(await changeOf(w, w.events)).toMatchObject({ kind: 'update', after: { title: 'Orthodontist' } });
  });

  it.each([
    ['fails', new KairosError('model_unavailable', 'Could not reach http://127.0.0.1:9/v1', { retryable: true })],
    ['times out', new KairosError('model_timeout', '127.0.0.1:9 did not answer within 20 s.', { retryable: true })],
  ])('answers with the built-in engine when the model %s, and asks it nothing more', async (_, error) => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([error, select('never asked')]);
    const outcome = await runTurn('find 30 minutes with dana@corp.com on tuesday', w.context(model));
    expect(outcome).toEqual({ intent: 'create_event', modelCalls: 1, fellBack: error.message });
    // Several candidates would have gone to select; the failed model is not asked again this turn.
    expect(model.requests).toHaveLength(1);
    const proposal = w.events.find((e) => e.type === 'proposal');
    expect(proposal?.type === 'proposal' && proposal.proposal.alternatives.length).toBeGreaterThan(0);
    expect(w.events.at(-1)?.type).toBe('done');
  });

  it('stops, writing nothing, when the turn is cancelled during the Plan call', async () => {
    const w = await createTestWorld(NOW);
    const controller = new AbortController();
    const model = createScriptedModel([
      () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    ]);
    await runTurn('coffee with sam@acme.com tomorrow at 3pm', { ...w.context(model), signal: controller.signal });
    expect(w.events.map((e) => e.type).slice(-2)).toEqual(['cancelled', 'done']);
    expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
  });
});

describe('model calls per turn with the Plan call', () => {
  it('a new event: the Plan call and select — 2 calls', async () => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([planReply([propose('task1', coffee)]), select('Tuesday at 9.')]);
    const outcome = await runTurn('coffee with sam@acme.com tue or wed', w.context(model));
    expect(outcome).toEqual({ intent: 'create_event', modelCalls: 2 });
    expect(model.requests.map((r) => r.toolChoice)).toEqual([{ name: 'makePlan' }, { name: 'generateEvent' }]);
  });

  it('a new event naming someone two guests share asks which one, proposing nothing — 1 call', async () => {
    const w = await createTestWorld(NOW);
    for (const [id, email, name] of [
      ['samlee01', 'sam.lee@acme.com', 'Sam Lee'],
      ['samkim01', 'sam.kim@acme.com', 'Sam Kim'],
    ] as const) {
      await w.calendar.insertEvent({
        ...timedDraft(id, 'Sync', '2026-11-18T10:00:00-05:00', '2026-11-18T10:30:00-05:00'),
        attendees: [{ email, name }],
      });
    }
    const model = createScriptedModel([planReply([propose('task1', { ...coffee, attendees: [{ name: 'Sam' }] })])]);
    let plan: Plan | undefined;
    const outcome = await runTurn('coffee with Sam tue or wed', {
      ...w.context(model),
      onPlan: (p) => {
        plan = p;
      },
    });
    expect(outcome).toEqual({ intent: 'create_event', modelCalls: 1 });
    expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
    const said = w.events.flatMap((e) => (e.type === 'text' ? [e.text] : []));
    expect(said.join(' ')).toMatch(/Sam Lee.*Sam Kim|Sam Kim.*Sam Lee/);
    expect(plan?.tasks[0]?.status).toBe('waiting');
  });

  it.each([
    ['move it to a named time', 'move the dentist to Friday at 2', { move: { kind: 'to', start: '2026-11-27T14:00:00-05:00' } }],
    ['rename it', 'rename the dentist to Orthodontist', { rename: 'Orthodontist' }],
    ['change its length', 'make the dentist 30 minutes', { durationMinutes: 30 }],
  ])('an edit (%s): FindEvents → GenerateProposedUpdates → confirm → UpdateEvents — 1 call', async (_, text, params) => {
    const w = await worldWithDentist();
    const model = createScriptedModel([planReply(editPlan(params))]);
    const outcome = await runTurn(text, w.context(model));
    expect(outcome).toEqual({ intent: 'plan', modelCalls: 1 });
    const change = await changeOf(w, w.events);
    expect(change.kind).toBe('update');
    if (change.kind !== 'update' || change.after.time.kind !== 'timed') throw new Error('not a timed update');
    const { start, end } = change.after.time;
    if ('move' in params) expect(start).toBe(at('2026-11-27T14:00:00-05:00'));
    if ('rename' in params) expect(change.after.title).toBe('Orthodontist');
    if ('durationMinutes' in params) expect(end - start).toBe(30 * 60_000);
  });

  it('a multi-step request: at most 3 calls, the last event ranked by the built-in engine', async () => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([
      planReply([
        propose('task1', coffee),
        propose('task2', { ...coffee, title: 'Lunch with Dana', attendees: [{ email: 'dana@corp.com' }] }),
        propose('task3', { ...coffee, title: 'Call with Lee', attendees: [{ email: 'lee@corp.com' }] }),
      ]),
      select('First.'),
      select('Second.'),
      select('never asked: the turn has no calls left'),
    ]);
    const outcome = await runTurn('coffee with sam, lunch with dana and a call with lee, tue or wed', w.context(model));
    expect(outcome.modelCalls).toBe(3);
    expect(model.requests).toHaveLength(3);
    const reasons = w.events.flatMap((e) => (e.type === 'proposal' ? [e.proposal.reason] : []));
    expect(reasons).toHaveLength(3);
    expect(reasons.slice(0, 2)).toEqual(['First.', 'Second.']);
  });
});

describe('turns that keep the five-stage path with a model', () => {
  it('a follow-up on the live suggestion ("make it 45 minutes") goes to the template tools, not makePlan', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('coffee with sam@acme.com tomorrow at 3pm', w.context());
    const model = createScriptedModel([new KairosError('model_unavailable', 'down', { retryable: true })]);
    await runTurn('make it 45 minutes', w.context(model));
    expect(names(model.requests[0])).toEqual(['generateEventTemplate', 'editEventTemplate', 'navigateToBookingLink']);
    const revised = w.events.filter((e) => e.type === 'proposal').at(-1);
    expect(revised?.type === 'proposal' && revised.proposal.end - revised.proposal.start).toBe(45 * 60_000);
  });

  it('"show more" on the live suggestion makes no model call', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('find 30 minutes with dana@corp.com this week', w.context());
    const model = createScriptedModel([]);
    const outcome = await runTurn('show more', w.context(model));
    expect(outcome).toEqual({ intent: 'show_more', modelCalls: 0 });
    expect(model.requests).toHaveLength(0);
  });

  it('an edit with no live suggestion goes to makePlan', async () => {
    const w = await worldWithDentist();
    const model = createScriptedModel([planReply(editPlan({ durationMinutes: 45 }))]);
    await runTurn('make the dentist 45 minutes', w.context(model));
    expect(names(model.requests[0])).toEqual(['makePlan']);
  });
});

describe("a model Plan and the person's notify setting", () => {
  it('drafts a note to the guests of a cancel the model planned, when Options say to tell them by default', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent({
      ...timedDraft('roadmap1', 'Roadmap meeting', '2026-11-24T10:00:00-05:00', '2026-11-24T11:00:00-05:00'),
      attendees: [{ email: 'priya@acme.com', name: 'Priya' }],
    });
    const cancelPlan = [
      { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'roadmap meeting', expect: 'one' } } },
      confirm('task2', 'task1'),
      { id: 'task3', taskType: 'DeleteEvents', params: { events: 'task1.result.events' }, dependsOn: ['task2'] },
    ];
    const ctx = w.context(createScriptedModel([planReply(cancelPlan)]));
    const outcome = await runTurn('cancel the roadmap meeting', {
      ...ctx,
      preferences: { ...ctx.preferences, notifyByDefault: 'guests' },
    });
    // The model's Plan ran (no fallback to the built-in reader, which adds the note itself).
    expect(outcome).toEqual({ intent: 'plan', modelCalls: 1 });
    const link = w.events.find((e) => e.type === 'link');
    expect(link?.type === 'link' && link.link.url).toMatch(/^mailto:priya%40acme\.com\?subject=/);
    expect(await changeOf(w, w.events)).toMatchObject({ kind: 'delete', before: { id: 'roadmap1' } });
  });
});
