import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiModel } from '../../lib/adapters/openai-model';
import { runTurn } from '../../lib/core/pipeline/run-turn';
import type { TurnEvent } from '../../lib/core/pipeline/turn-event';
import { createTestWorld, timedDraft } from '../helpers/fakes';
import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';

// Each flow of shared/DESIGN.md's pipeline through the real openai SDK adapter and a loopback
// server: the tools offered at each stage, the tool forced, and the model calls per turn.
const NOW = '2026-11-23T08:00:00-05:00'; // a Monday morning
let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp() {
  server = await startFakeOpenAi({ apiKey: 'sk-test', models: ['mini', 'nano'] });
  const model = createOpenAiModel({ baseUrl: server.url, apiKey: 'sk-test', nanoModel: 'nano', miniModel: 'mini' });
  const w = await createTestWorld(NOW);
  return { server, model, w };
}

/** Per chat call: the tool names offered and the tool_choice sent. */
function calls(fake: FakeOpenAi) {
  return fake.requests
    .filter((r) => r.method === 'POST' && r.path.endsWith('/chat/completions'))
    .map((r) => ({
      tools: ((r.body?.tools ?? []) as { function: { name: string } }[]).map((t) => t.function.name),
      choice: r.body?.tool_choice,
      model: r.body?.model,
    }));
}

function proposals(events: readonly TurnEvent[]) {
  return events.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : []));
}

const forced = (name: string) => ({ type: 'function', function: { name } });
/** The Plan call's reply: the tasks as the model writes them. */
const makePlan = (tasks: unknown[]) => ({ toolCalls: [{ name: 'makePlan', arguments: JSON.stringify({ tasks }) }] });
const TEMPLATE_TOOLS = ['generateEventTemplate', 'editEventTemplate', 'navigateToBookingLink'];

const editTemplate = ({ target, ...over }: Record<string, unknown>) => ({
  newDate: null,
  newTime: null,
  searchFrom: null,
  searchTo: null,
  shiftMinutes: null,
  durationMinutes: null,
  title: null,
  location: null,
  eventType: null,
  newKind: null,
  timePreference: null,
  isConditional: false,
  ...over,
  target: { title: null, attendees: [], date: null, time: null, isPreviousEvent: false, ...(target as object) },
});

describe('pipeline flows against an OpenAI-compatible server', () => {
  it('new event: makePlan forced (one ProposeEventTime), then generateEvent forced — 2 calls', async () => {
    const { server, model, w } = await setUp();
    const template = {
      title: 'Sync with Dana',
      attendees: [{ name: 'Dana', email: 'dana@corp.com' }],
      durationMinutes: 30,
      start: null,
      rangeStart: '2026-11-24',
      rangeEnd: '2026-11-24',
      timeOfDay: null,
      location: null,
      eventType: 'virtual',
      recurrence: null,
      constraints: [],
    };
    server.script(makePlan([{ id: 'task1', taskType: 'ProposeEventTime', params: { template } }]));
    server.script({
      toolCalls: [
        { name: 'generateEvent', arguments: JSON.stringify({ rankedSlotIndices: [2, 0, 1], message: 'Tuesday works.' }) },
      ],
    });
    const outcome = await runTurn('sync with dana@corp.com tomorrow', w.context(model));
    expect(outcome).toEqual({ intent: 'create_event', modelCalls: 2 });
    expect(calls(server)).toEqual([
      { tools: ['makePlan'], choice: forced('makePlan'), model: 'mini' },
      { tools: ['generateEvent'], choice: forced('generateEvent'), model: 'mini' },
    ]);
    expect(proposals(w.events)[0]?.reason).toBe('Tuesday works.');
  });

  it('edit: makePlan forced (find → new time → confirm → update); a named time needs no select — 1 call', async () => {
    const { server, model, w } = await setUp();
    await w.calendar.insertEvent(timedDraft('dentist01', 'Dentist', '2026-11-24T10:00:00-05:00', '2026-11-24T11:00:00-05:00'));
    server.script(
      makePlan([
        { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'dentist', expect: 'one' } } },
        {
          id: 'task2',
          taskType: 'GenerateProposedUpdates',
          params: { events: 'task1.result.events', move: { kind: 'to', start: '2026-11-27T14:00:00-05:00' } },
        },
        { id: 'task3', taskType: 'RequestUserConfirmation', params: {}, dependsOn: ['task2'] },
        {
          id: 'task4',
          taskType: 'UpdateEvents',
          params: { changes: 'task2.result.changes', notes: 'task2.result.notes' },
          dependsOn: ['task3'],
        },
      ]),
    );
    const outcome = await runTurn('move the dentist to Friday at 2', w.context(model));
    expect(outcome).toEqual({ intent: 'plan', modelCalls: 1 });
    expect(calls(server)).toEqual([{ tools: ['makePlan'], choice: forced('makePlan'), model: 'mini' }]);
    const approval = w.events.find((e) => e.type === 'approval');
    if (approval?.type !== 'approval') throw new Error('no approval card');
    const { change } = await w.approvals.get(approval.approval.token);
    expect(change).toMatchObject({
      kind: 'update',
      before: { title: 'Dentist', time: { start: Date.parse('2026-11-24T10:00:00-05:00') } },
      after: { title: 'Dentist', time: { start: Date.parse('2026-11-27T14:00:00-05:00') } },
    });
  });

  it('conditional edit with a match: editEventTemplate, then generateEvent chosen from both select tools — 2 calls', async () => {
    const { server, model, w } = await setUp();
    await w.calendar.insertEvent(timedDraft('standup01', 'Standup', '2026-11-24T15:00:00-05:00', '2026-11-24T15:15:00-05:00'));
    server.script({
      toolCalls: [
        {
          name: 'editEventTemplate',
          arguments: JSON.stringify(
            editTemplate({ target: { title: 'standup' }, timePreference: 'earlier', isConditional: true }),
          ),
        },
      ],
    });
    server.script((body) => {
      const prompt = JSON.stringify(body.messages);
      expect(prompt).toContain('all free for everyone');
      return {
        toolCalls: [
          { name: 'generateEvent', arguments: JSON.stringify({ rankedSlotIndices: [0, 1], message: 'Earlier on Tuesday.' }) },
        ],
      };
    });
    const outcome = await runTurn('can we do the standup earlier?', w.context(model));
    expect(outcome).toEqual({ intent: 'update_event', modelCalls: 2 });
    expect(calls(server)).toEqual([
      { tools: TEMPLATE_TOOLS, choice: 'required', model: 'mini' },
      { tools: ['generateEvent', 'provideAlternatives'], choice: forced('generateEvent'), model: 'mini' },
    ]);
    const [proposal] = proposals(w.events);
    expect(proposal?.change).toBe('update');
    expect(proposal?.reason).toBe('Earlier on Tuesday.');
    expect(proposal?.start).toBeLessThan(Date.parse('2026-11-24T15:00:00-05:00'));
  });

  it('conditional edit with no common time: provideAlternatives is forced and its message shown — within 3 calls', async () => {
    const { server, model, w } = await setUp();
    // Everything before the 1:1 in its week is taken, so nothing earlier is free.
    await w.calendar.insertEvent(timedDraft('off00001', 'Offsite', '2026-11-23T08:00:00-05:00', '2026-11-24T16:00:00-05:00'));
    await w.calendar.insertEvent(
      timedDraft('lee00001', '1:1 with Lee', '2026-11-24T16:00:00-05:00', '2026-11-24T16:30:00-05:00'),
    );
    server.script({
      toolCalls: [
        {
          name: 'editEventTemplate',
          arguments: JSON.stringify(editTemplate({ target: { title: '1:1' }, timePreference: 'earlier', isConditional: true })),
        },
      ],
    });
    server.script((body) => {
      expect(JSON.stringify(body.messages)).toContain('Fallback times');
      return {
        toolCalls: [
          {
            name: 'provideAlternatives',
            arguments: JSON.stringify({
              rankedSlotIndices: [0, 1],
              message: 'Nothing earlier is free; these overlap the offsite.',
            }),
          },
        ],
      };
    });
    const outcome = await runTurn('any earlier time for my 1:1 with Lee?', w.context(model));
    expect(outcome.modelCalls).toBeLessThanOrEqual(3);
    expect(outcome.modelCalls).toBe(2);
    expect(calls(server)[1]).toEqual({
      tools: ['generateEvent', 'provideAlternatives'],
      choice: forced('provideAlternatives'),
      model: 'mini',
    });
    const [proposal] = proposals(w.events);
    expect(proposal?.reason).toBe('Nothing earlier is free; these overlap the offsite.');
    expect(proposal?.conflicts.map((c) => c.title)).toContain('Offsite');
  });

  it('show_more: the next times from the same candidates, no model call', async () => {
    const { server, model, w } = await setUp();
    await runTurn('find 30 minutes with dana@corp.com this week', w.context());
    const before = proposals(w.events);
    const outcome = await runTurn('show more', w.context(model));
    expect(outcome).toEqual({ intent: 'show_more', modelCalls: 0 });
    expect(calls(server)).toEqual([]);
    const after = proposals(w.events).slice(before.length);
    expect(after[0]?.replaces).toBe(before[0]?.token);
    const shown = new Set([before[0], ...(before[0]?.alternatives ?? [])].map((s) => s?.start));
    expect(shown.has(after[0]?.start)).toBe(false);
  });

  it('an unsure request from page content asks the NANO model to classify it first, within the same budget', async () => {
    const { server, model, w } = await setUp();
    server.script({
      toolCalls: [{ name: 'classifyIntent', arguments: JSON.stringify({ intent: 'query_events', confidence: 0.9 }) }],
    });
    // Emails keep the five-stage path (no Plan call), where the NANO classify still stands in for unsure rules.
    const outcome = await runTurn('hmm the thing with Sam', { ...w.context(model), source: 'email' });
    expect(calls(server)[0]).toEqual({ tools: ['classifyIntent'], choice: forced('classifyIntent'), model: 'nano' });
    expect(outcome).toMatchObject({ intent: 'query_events', modelCalls: 1 });
  });

  it('an unsure chat request goes straight to the Plan call, with no NANO classify — 1 call', async () => {
    const { server, model, w } = await setUp();
    await w.calendar.insertEvent({
      ...timedDraft('samsync1', 'Roadmap sync', '2026-11-25T13:00:00-05:00', '2026-11-25T13:30:00-05:00'),
      attendees: [{ email: 'sam@acme.com', name: 'Sam Lee' }],
    });
    server.script(
      makePlan([
        {
          id: 'task1',
          taskType: 'FindEvents',
          params: { query: { people: [{ name: 'Sam' }], expect: 'many' }, allowEmpty: true },
        },
        { id: 'task2', taskType: 'AnswerQuestion', params: { question: 'when', events: 'task1.result.events', subject: 'Sam' } },
      ]),
    );
    const outcome = await runTurn('hmm the thing with Sam', w.context(model));
    expect(calls(server)).toEqual([{ tools: ['makePlan'], choice: forced('makePlan'), model: 'mini' }]);
    expect(outcome).toEqual({ intent: 'plan', modelCalls: 1 });
    const answer = w.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.answer.text).toMatch(/Wed 25 Nov, 13:00/);
  });
});
