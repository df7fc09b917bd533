import { describe, expect, it } from 'vitest';
import { KairosError } from '../../../lib/core/errors';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld } from '../../helpers/fakes';
import { createScriptedModel, toolReply } from '../../helpers/scripted-model';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const at = (iso: string): number => Date.parse(iso);

function proposalOf(events: TurnEvent[]) {
  const found = events.find((e) => e.type === 'proposal');
  if (found?.type !== 'proposal') throw new Error(`no proposal in ${JSON.stringify(events.map((e) => e.type))}`);
  return found.proposal;
}

const template = {
  title: 'Design Review with Dana',
  attendees: [{ name: 'Dana', email: 'dana@corp.com' }],
  durationMinutes: 45,
  start: null,
  rangeStart: '2026-11-24',
  rangeEnd: '2026-11-25',
  timeOfDay: null,
  location: null,
  eventType: 'virtual',
  recurrence: null,
  constraints: [
    { type: 'avoid', who: 'Dana', strength: 'hard', timeRange: { start: '00:00', end: '11:00' }, text: 'Dana can’t before 11' },
  ],
};

/** The Plan call's reply for one new event: a single ProposeEventTime with the template. */
const newEventPlan = (t: unknown) => ({ tasks: [{ id: 'task1', taskType: 'ProposeEventTime', params: { template: t } }] });

describe('runTurn with a model', () => {
  it('uses the model for the Plan (template) and the selection: exactly two calls', async () => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([
      toolReply('makePlan', newEventPlan(template)),
      (request) => {
        const candidates = (request.messages.at(-1)?.content ?? '').split('\n').filter((l) => /^\d+: /.test(l));
        expect(candidates.length).toBeGreaterThan(4);
        return toolReply('generateEvent', {
          rankedSlotIndices: [2, 0, 1, 3],
          message: 'Tuesday afternoon keeps your morning clear.',
        });
      },
    ]);
    const outcome = await runTurn(
      'design review with dana@corp.com tuesday or wednesday, 45 min, she cannot before 11',
      w.context(model),
    );
    expect(outcome).toEqual({ intent: 'create_event', modelCalls: 2 });
    const proposal = proposalOf(w.events);
    expect(proposal.title).toBe('Design Review with Dana');
    expect(proposal.end - proposal.start).toBe(45 * 60_000);
    expect(proposal.reason).toBe('Tuesday afternoon keeps your morning clear.');
    expect(proposal.alternatives).toHaveLength(3);
    for (const slot of [proposal, ...proposal.alternatives]) {
      expect(slot.start).toBeGreaterThanOrEqual(at('2026-11-24T11:00:00-05:00'));
      expect(slot.end).toBeLessThanOrEqual(at('2026-11-26T00:00:00-05:00'));
    }
    expect(model.requests.map((r) => r.toolChoice)).toEqual([{ name: 'makePlan' }, { name: 'generateEvent' }]);
    expect(model.requests.every((r) => r.tier === 'mini')).toBe(true);
  });

  it('repairs an invalid template once, then ranks with the built-in engine to stay within two calls', async () => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([
      toolReply('makePlan', newEventPlan({ ...template, durationMinutes: 'forty-five' })),
      toolReply('makePlan', newEventPlan(template), 'call_2'),
    ]);
    const outcome = await runTurn('design review with dana@corp.com tuesday or wednesday', w.context(model));
    expect(outcome.modelCalls).toBe(2);
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'call_1' });
    expect(model.requests[1]?.messages.at(-1)?.content).toMatch(/params\.template\.durationMinutes/);
    expect(proposalOf(w.events).title).toBe('Design Review with Dana');
  });

  it('answers with the built-in engine when the model fails, and says why', async () => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([
      new KairosError('model_unavailable', 'Could not reach http://127.0.0.1:9/v1', { retryable: true }),
    ]);
    const outcome = await runTurn('coffee with sam@acme.com tomorrow at 3pm for 30 minutes', w.context(model));
    expect(outcome).toMatchObject({ modelCalls: 1, fellBack: 'Could not reach http://127.0.0.1:9/v1' });
    const proposal = proposalOf(w.events);
    expect(proposal.title).toBe('Coffee');
    expect(proposal.start).toBe(at('2026-11-23T15:00:00-05:00'));
  });

  it('falls back to the built-in reading after two invalid templates', async () => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([
      { text: 'Sure! Coffee at 3.', toolCalls: [], model: 'm' },
      toolReply('makePlan', newEventPlan({ title: '' })),
    ]);
    const outcome = await runTurn('coffee with sam@acme.com tomorrow at 3pm for 30 minutes', w.context(model));
    expect(outcome.modelCalls).toBe(2);
    expect(outcome.fellBack).toMatch(/makePlan reply was invalid/);
    expect(proposalOf(w.events).start).toBe(at('2026-11-23T15:00:00-05:00'));
  });

  it('ignores a selection that names candidates that do not exist', async () => {
    const w = await createTestWorld(NOW);
    const model = createScriptedModel([
      toolReply('makePlan', newEventPlan(template)),
      toolReply('generateEvent', { rankedSlotIndices: [99], message: 'x' }),
    ]);
    const outcome = await runTurn('design review with dana@corp.com tuesday or wednesday', w.context(model));
    expect(outcome.modelCalls).toBe(2);
    expect(proposalOf(w.events).reason).not.toBe('x');
  });

  it('makes no model call without a model', async () => {
    const w = await createTestWorld(NOW);
    expect(await runTurn('coffee with sam@acme.com tomorrow at 3pm', w.context())).toEqual({
      intent: 'create_event',
      modelCalls: 0,
    });
  });
});
