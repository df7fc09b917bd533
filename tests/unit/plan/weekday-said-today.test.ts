import { describe, expect, it } from 'vitest';
import { planRequestToJson } from '../../../lib/cli/plan-request-command';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { Plan } from '../../../lib/core/plan/plan-schema';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const TUESDAY = '2026-11-24T09:00:00-05:00';

describe('a weekday said on that weekday', () => {
  it('finds the event today or a week today: "cancel the haircut on Tuesday" on a Tuesday', async () => {
    const w = await createTestWorld(TUESDAY);
    await w.calendar.insertEvent(timedDraft('hair00001', 'Haircut', '2026-12-01T18:00:00-05:00', '2026-12-01T18:45:00-05:00'));
    await runTurn('i need to cancel the haircut on tuesday', w.context());
    const approval = w.events.find((e) => e.type === 'approval');
    expect(approval?.type === 'approval' && approval.approval.description).toMatch(/Haircut/);
  });

  it('asks when both days have one, never guessing', async () => {
    const w = await createTestWorld(TUESDAY);
    await w.calendar.insertEvent(timedDraft('hair00001', 'Haircut', '2026-11-24T18:00:00-05:00', '2026-11-24T18:45:00-05:00'));
    await w.calendar.insertEvent(timedDraft('hair00002', 'Haircut', '2026-12-01T18:00:00-05:00', '2026-12-01T18:45:00-05:00'));
    await runTurn('cancel the haircut on tuesday', w.context());
    expect(w.events.some((e) => e.type === 'approval')).toBe(false);
    const said = w.events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join(' ');
    expect(said).toMatch(/Which|which/);
  });

  it('keeps "this Tuesday" and "today" to today', () => {
    const settings = { now: Date.parse(TUESDAY), timeZone: 'America/New_York' };
    for (const text of ['cancel my haircut this tuesday', 'cancel my haircut today']) {
      const plan = (planRequestToJson(text, settings) as { plan: Plan }).plan;
      const query = plan.tasks[0]?.params.query as { range?: { end: string }; weekdays?: string[] };
      expect(query.weekdays).toBeUndefined();
      expect(query.range?.end).toBe('2026-11-25T00:00:00-05:00');
    }
  });
});

describe('agenda questions in their everyday words', () => {
  const settings = { now: Date.parse(TUESDAY), timeZone: 'America/New_York' };
  it.each([
    ["what's my day looking like tomorrow", '2026-11-25T00:00:00-05:00'],
    ["how's thursday looking", '2026-11-26T00:00:00-05:00'],
    ["what's next week looking like for me", '2026-11-30T00:00:00-05:00'],
  ])('reads "%s" as the agenda from %s, with no title', (text, start) => {
    const plan = (planRequestToJson(text, settings) as { plan: Plan }).plan;
    const answer = plan.tasks.find((t) => t.taskType === 'AnswerQuestion');
    expect(answer?.params.question).toBe('agenda');
    expect((answer?.params.range as { start: string }).start).toBe(start);
    expect(plan.tasks.some((t) => t.taskType === 'FindEvents')).toBe(false);
  });
});
