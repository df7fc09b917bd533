import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOpenAiModel } from '../../lib/adapters/openai-model';
import { runTurn } from '../../lib/core/pipeline/run-turn';
import { makePlanTool } from '../../lib/core/plan/model/make-plan-tool';
import { createTestWorld, timedDraft } from '../helpers/fakes';
import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';

// The whole turn through the real openai SDK adapter against a loopback server speaking OpenAI's wire format.
const NOW = '2026-11-22T10:00:00-05:00';
let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a turn with an OpenAI-compatible provider', () => {
  it('sends makePlan (one ProposeEventTime with the template) then generateEvent as forced tools and proposes the chosen slot', async () => {
    server = await startFakeOpenAi({ apiKey: 'sk-test', models: ['gpt-test-mini', 'gpt-test-nano'] });
    const template = {
      title: 'Lunch with Dana',
      attendees: [{ name: 'Dana', email: 'dana@corp.com' }],
      durationMinutes: 60,
      start: null,
      rangeStart: '2026-11-26',
      rangeEnd: '2026-11-26',
      timeOfDay: { start: '11:30', end: '14:00' },
      location: null,
      eventType: 'in_person',
      recurrence: null,
      constraints: [],
    };
    const plan = { tasks: [{ id: 'task1', taskType: 'ProposeEventTime', params: { template } }] };
    server.script({ toolCalls: [{ name: 'makePlan', arguments: JSON.stringify(plan) }] });
    server.script({
      toolCalls: [
        {
          name: 'generateEvent',
          arguments: JSON.stringify({ rankedSlotIndices: [1, 0], message: 'Noon on Thursday suits lunch.' }),
        },
      ],
    });
    const model = createOpenAiModel({
      baseUrl: server.url,
      apiKey: 'sk-test',
      nanoModel: 'gpt-test-nano',
      miniModel: 'gpt-test-mini',
    });
    const w = await createTestWorld(NOW);

    const outcome = await runTurn('lunch with dana@corp.com on thursday', w.context(model));

    expect(outcome).toEqual({ intent: 'create_event', modelCalls: 2 });
    const bodies = server.requests.filter((r) => r.path.endsWith('/chat/completions') && r.method === 'POST').map((r) => r.body);
    expect(bodies.map((b) => b?.model)).toEqual(['gpt-test-mini', 'gpt-test-mini']);
    expect(bodies.map((b) => b?.tool_choice)).toEqual([
      { type: 'function', function: { name: 'makePlan' } },
      { type: 'function', function: { name: 'generateEvent' } },
    ]);
    const proposal = w.events.find((e) => e.type === 'proposal');
    expect(proposal?.type === 'proposal' && proposal.proposal).toMatchObject({
      title: 'Lunch with Dana',
      reason: 'Noon on Thursday suits lunch.',
    });
    if (proposal?.type !== 'proposal') return;
    expect(proposal.proposal.start).toBeGreaterThanOrEqual(Date.parse('2026-11-26T11:30:00-05:00'));
    expect(proposal.proposal.end).toBeLessThanOrEqual(Date.parse('2026-11-26T14:00:00-05:00'));
  });

  it('sends makePlan with its zod JSON Schema, repairs an invalid Plan with a tool message, then runs the edit — 2 calls', async () => {
    server = await startFakeOpenAi({ apiKey: 'sk-test', models: ['mini', 'nano'] });
    const model = createOpenAiModel({ baseUrl: server.url, apiKey: 'sk-test', nanoModel: 'nano', miniModel: 'mini' });
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent({
      ...timedDraft('review01', 'Design review', '2026-11-24T10:00:00-05:00', '2026-11-24T11:00:00-05:00'),
      attendees: [{ email: 'priya@corp.com', name: 'Priya Shah' }],
    });
    const find = { id: 'task1', taskType: 'FindEvents', params: { query: { title: 'design review', expect: 'one' } } };
    const update = {
      id: 'task2',
      taskType: 'GenerateProposedUpdates',
      params: { events: 'task1.result.events', rename: 'Design crit' },
    };
    const write = { id: 'task4', taskType: 'UpdateEvents', params: { changes: 'task2.result.changes' }, dependsOn: ['task3'] };
    // First without the confirmation step the write needs; then mended.
    server.script({
      toolCalls: [
        {
          id: 'call_a',
          name: 'makePlan',
          arguments: JSON.stringify({ tasks: [find, update, { ...write, dependsOn: ['task2'] }] }),
        },
      ],
    });
    server.script({
      toolCalls: [
        {
          name: 'makePlan',
          arguments: JSON.stringify({
            tasks: [find, update, { id: 'task3', taskType: 'RequestUserConfirmation', params: {}, dependsOn: ['task2'] }, write],
          }),
        },
      ],
    });

    const outcome = await runTurn('rename the design review to Design crit', w.context(model));

    expect(outcome).toEqual({ intent: 'plan', modelCalls: 2 });
    const bodies = server.requests.filter((r) => r.path.endsWith('/chat/completions') && r.method === 'POST').map((r) => r.body);
    expect(bodies.map((b) => b?.tool_choice)).toEqual([
      { type: 'function', function: { name: 'makePlan' } },
      { type: 'function', function: { name: 'makePlan' } },
    ]);
    const [tool] = (bodies[0]?.tools ?? []) as { function: { name: string; description: string; parameters: unknown } }[];
    expect(tool?.function.name).toBe('makePlan');
    expect(tool?.function.parameters).toEqual(z.toJSONSchema(makePlanTool().schema, { io: 'input' }));
    expect(tool?.function.description).toContain('GenerateProposedUpdates');
    const firstMessages = (bodies[0]?.messages ?? []) as { role: string; content: string }[];
    expect(firstMessages.at(-1)?.content).toContain('Now: 2026-11-22T10:00:00-05:00');
    expect(firstMessages.at(-1)?.content).toContain('Priya Shah <priya@corp.com>');
    const repair = ((bodies[1]?.messages ?? []) as { role: string; tool_call_id?: string; content: string }[]).at(-1);
    expect(repair).toMatchObject({ role: 'tool', tool_call_id: 'call_a' });
    expect(repair?.content).toMatch(/task4 \(UpdateEvents\) writes to the calendar but comes after no RequestUserConfirmation/);
    const approval = w.events.find((e) => e.type === 'approval');
    if (approval?.type !== 'approval') throw new Error('no approval card');
    expect((await w.approvals.get(approval.approval.token)).change).toMatchObject({
      kind: 'update',
      before: { title: 'Design review' },
      after: { title: 'Design crit' },
    });
  });

  it('still proposes, with the built-in engine, when the key is refused', async () => {
    server = await startFakeOpenAi({ apiKey: 'sk-test', models: ['m'] });
    const model = createOpenAiModel({ baseUrl: server.url, apiKey: 'sk-wrong', nanoModel: 'm', miniModel: 'm' });
    const w = await createTestWorld(NOW);
    const outcome = await runTurn('coffee with sam@acme.com tomorrow at 3pm for 30 minutes', w.context(model));
    expect(outcome.modelCalls).toBe(1);
    expect(outcome.fellBack).toMatch(/refused/i);
    const proposal = w.events.find((e) => e.type === 'proposal');
    expect(proposal?.type === 'proposal' && proposal.proposal.start).toBe(Date.parse('2026-11-23T15:00:00-05:00'));
  });
});
