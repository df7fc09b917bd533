import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import type { TaskInput } from '../../../lib/core/plan/plan-schema';

// "cancel my pottery and spanish classes that week": two kinds of event sharing one plural noun,
// each found as all of its kind; "cancel standup for the whole week": every standup of the week.

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';

function planOf(text: string): TaskInput[] {
  const ctx = { now: NOW, timeZone: ZONE };
  return buildPlan(text, parseRequest(text, ctx), ctx)?.tasks ?? [];
}
const finds = (tasks: TaskInput[]) =>
  tasks.filter((t) => t.taskType === 'FindEvents').map((t) => t.params.query as { title?: string; expect?: string });

describe('two kinds of event before one plural noun', () => {
  it.each([
    ['please cancel my pottery and spanish classes next week', ['pottery class', 'spanish class']],
    ['delete the design and budget reviews on friday', ['design review', 'budget review']],
    ['cancel my yoga & pilates sessions this week', ['yoga session', 'pilates session']],
    ['scrap the marketing and sales syncs tomorrow', ['marketing sync', 'sales sync']],
  ])('%s', (text, titles) => {
    const found = finds(planOf(text));
    expect(found.map((q) => q.title)).toEqual(titles);
    expect(found.every((q) => q.expect === 'many')).toBe(true);
    expect(planOf(text).filter((t) => t.taskType === 'DeleteEvents')).toHaveLength(2);
  });

  it.each(['cancel the dentist and the haircut', 'cancel my dinner with Sam and Ana', 'cancel drinks and dinner friday'])(
    '%s is not one noun shared',
    (text) => {
      expect(finds(planOf(text)).some((q) => /\b(?:class|review|session|sync)$/.test(q.title ?? ''))).toBe(false);
    },
  );
});

describe('a singular event over a whole span is every one of them', () => {
  it.each([
    'cancel standup for the whole week of the 14th',
    'cancel the standup all week next week',
    'delete my gym session every day next week',
    'cancel standup for the entire week of Dec 7',
  ])('%s', (text) => {
    expect(finds(planOf(text))[0]?.expect).toBe('many');
  });

  it('one named on a day stays one', () => {
    expect(finds(planOf('cancel the standup on monday'))[0]?.expect).toBe('one');
  });
});
