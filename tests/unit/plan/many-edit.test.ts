import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import type { TaskInput } from '../../../lib/core/plan/plan-schema';

// "rename all the Marketing syncs in January to …", "push all the demos half an hour later": the
// same change for each event found, never one of them picked nor a question which one.

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';

function planOf(text: string): TaskInput[] {
  const ctx = { now: NOW, timeZone: ZONE };
  return buildPlan(text, parseRequest(text, ctx), ctx)?.tasks ?? [];
}

describe('one change made to every event named', () => {
  it.each([
    ["rename all the marketing syncs in january to 'Brand sync'", { rename: 'Brand sync' }],
    ['rename every standup next week to Daily huddle', { rename: 'Daily huddle' }],
    ['push all the product demos with rachel in january half an hour later', { move: { kind: 'shift', minutes: 30 } }],
    ['pls push every marketing sync in january 15 minutes later', { move: { kind: 'shift', minutes: 15 } }],
    ['shift each design review in december back an hour', { move: { kind: 'shift', minutes: 60 } }],
  ])('%s', { timeout: 20_000 }, (text, change) => {
    const tasks = planOf(text);
    const find = tasks.find((t) => t.taskType === 'FindEvents');
    const generate = tasks.find((t) => t.taskType === 'GenerateProposedUpdates');
    expect((find?.params.query as { expect?: string } | undefined)?.expect).toBe('many');
    expect(generate?.params).toMatchObject(change);
  });

  it.each(['rename the marketing sync on jan 4 to Brand sync', 'push the product demo on jan 11 half an hour later'])(
    '%s is one event',
    (text) => {
      expect(JSON.stringify(planOf(text))).not.toContain('"expect":"many"');
    },
  );
});
