import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiModel } from '../../lib/adapters/openai-model';
import { runTurn } from '../../lib/core/pipeline/run-turn';
import { createTestWorld } from '../helpers/fakes';
import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';

// The whole turn through the real openai SDK adapter against a loopback server speaking OpenAI's wire format.
const NOW = '2026-11-22T10:00:00-05:00';
let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a turn with an OpenAI-compatible provider', () => {
  it('sends generateEventTemplate then generateEvent as forced tools and proposes the chosen slot', async () => {
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
    server.script({ toolCalls: [{ name: 'generateEventTemplate', arguments: JSON.stringify(template) }] });
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
      { type: 'function', function: { name: 'generateEventTemplate' } },
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
