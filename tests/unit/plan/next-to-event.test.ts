import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import type { TaskInput } from '../../../lib/core/plan/plan-schema';

// "add a coffee right after my dentist on 12/8": the dentist is found first and the coffee starts
// as it ends, never at a time picked for the day.

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';

function planOf(text: string): TaskInput[] {
  const ctx = { now: NOW, timeZone: ZONE };
  return buildPlan(text, parseRequest(text, ctx), ctx)?.tasks ?? [];
}

describe('a new event placed against one on the calendar', () => {
  it.each([
    ['add a coffee right after my dentist on 12/8', 'after', 'dentist'],
    ['book a debrief straight after the roadmap review next friday', 'after', 'roadmap review'],
    ['pls put a prep block just before the board deck review', 'before', 'board deck review'],
    ['schedule a walk immediately after my pottery class on monday', 'after', 'pottery class'],
    ['add travel time before my dentist on the 8th', 'before', 'dentist'],
    ['can you add a 15 min buffer right after the design review tomorrow', 'after', 'design review'],
  ])('%s: %s the %s', (text, side, title) => {
    const [find, propose] = planOf(text);
    expect(find?.taskType).toBe('FindEvents');
    expect((find?.params.query as { title?: string }).title).toBe(title);
    expect(propose?.taskType).toBe('ProposeEventTime');
    expect(propose?.params.nextTo).toEqual({ side, events: `${find?.id ?? ''}.result.events` });
  });
});

describe('a time said for the new event, or a time after "after", is no neighbour', () => {
  it.each([
    'book a debrief after the roadmap review next friday at 4pm',
    'book a call with Sam after 3pm tomorrow',
    'schedule a walk after lunch tomorrow',
    'add a run after the weekend',
    'book lunch with Ana on Friday',
  ])('%s', (text) => {
    expect(planOf(text).some((t) => t.params.nextTo !== undefined)).toBe(false);
  });
});
