import { describe, expect, it } from 'vitest';
import { planRequestToJson } from '../../../lib/cli/plan-request-command';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { Plan } from '../../../lib/core/plan/plan-schema';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const SETTINGS = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

/** The one step each request's own path is, as `plan-request` prints it: never `plan: null`. */
const ROUTES: readonly (readonly [string, string])[] = [
  ['coffee with sam@acme.com tomorrow', 'ProposeEventTime'],
  ['move my 3pm to 4pm', 'ProposeEventChange'],
  ['push the design review back 30 minutes', 'ProposeEventChange'],
  ['any earlier times?', 'ProposeEventChange'],
  ['make it 45 minutes', 'ProposeEventChange'],
  ['show me more', 'ShowMoreOptions'],
  ['somewhere closer to Sam', 'ShowMoreOptions'],
  ["let's do something fun on Saturday", 'SuggestActivities'],
  ['book a table at Dishoom', 'OpenBookingLink'],
  ['cancel everything on Friday', 'ProposeBulkChange'],
  ['push all my meetings tomorrow back an hour', 'ProposeBulkChange'],
  ['help', 'FormatFinalResponse'],
  ['what does QBR stand for', 'FormatFinalResponse'],
  ['put a meeting on my calendar', 'FormatFinalResponse'],
];

describe('every request is a Plan', () => {
  it.each(ROUTES)('"%s" is the one-step Plan %s', (text, taskType) => {
    const out = planRequestToJson(text, SETTINGS) as { plan: Plan | null; problems?: string[] };
    expect(out.problems).toBeUndefined();
    expect(out.plan?.tasks.map((t) => t.taskType)).toEqual([taskType]);
  });

  it('runs a turn as the Plan it printed, and reports that Plan', async () => {
    const w = await createTestWorld('2026-11-22T10:00:00-05:00');
    const plans: Plan[] = [];
    await runTurn('meeting with dana@corp.com tomorrow at 3pm', { ...w.context(), onPlan: (p) => plans.push(p) });
    await runTurn('make it 45 minutes', { ...w.context(), onPlan: (p) => plans.push(p) });
    expect(plans.map((p) => p.tasks.map((t) => `${t.taskType}:${t.status}`))).toEqual([
      ['ProposeEventTime:done'],
      ['ProposeEventChange:done'],
    ]);
    const proposals = w.events.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : []));
    expect(proposals.map((p) => (p.end - p.start) / 60_000)).toEqual([30, 45]);
    // The step's result carries the card, so a later step could lean on it.
    expect(plans[1]?.tasks[0]?.result).toMatchObject({ token: proposals[1]?.token });
  });
});

describe('a cancel that names no event by its query', () => {
  it('matches whole words only, so filler words never pick an event', async () => {
    const w = await createTestWorld('2026-11-22T10:00:00-05:00');
    await w.calendar.insertEvent(timedDraft('evt0000a1', 'Phone call', '2026-11-23T10:00:00-05:00', '2026-11-23T10:30:00-05:00'));
    await w.calendar.insertEvent(
      timedDraft('evt0000a2', 'Youth league', '2026-11-23T17:00:00-05:00', '2026-11-23T18:00:00-05:00'),
    );
    await runTurn('can you scrap this one', w.context());
    expect(w.events.some((e) => e.type === 'approval')).toBe(false);
    const said = w.events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join(' ');
    expect(said).toMatch(/Which one do you mean\?|which event/i);
  });
});
