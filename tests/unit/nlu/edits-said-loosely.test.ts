import { describe, expect, it } from 'vitest';
import { planRequestToJson } from '../../../lib/cli/plan-request-command';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const targetOf = (said: string) => {
  const { plan } = planRequestToJson(said, NY) as { plan: { tasks: { params: unknown }[] } | null };
  return plan?.tasks[0]?.params as { edit?: { change?: Record<string, unknown> }; target?: { title?: string } } | undefined;
};

describe('edits asked with other verbs change the event they name', () => {
  it.each([
    ['kick the sync back 10 min', 'sync', { shiftMinutes: 10 }],
    ['drag the gym session to saturday', 'gym session', undefined],
    ["Could we relocate Thursday's planning session to Monday morning?", 'planning session', undefined],
    ['the 1:1 with Jo should only be 20 minutes, we never need the full hour', undefined, { durationMinutes: 20 }],
    ['standup needs to last 15 min', 'standup', { durationMinutes: 15 }],
    ['make the standup thirty minutes long', 'standup', { durationMinutes: 30 }],
  ])('%s', (said, title, change) => {
    expect(parseRequest(said, NY).intent).toBe('update_event');
    const params = targetOf(said);
    if (title !== undefined) expect(params?.target?.title).toBe(title);
    if (change !== undefined) expect(params?.edit?.change).toMatchObject(change);
  });

  it('reads "amend the title of … to …" as a rename', () => {
    const parsed = parseRequest('Kindly amend the title of Monday\'s 11am meeting to "Q4 Forecast Review".', NY);
    expect(parsed.intent).toBe('update_event');
    expect(parsed.entities.title).toBe('Q4 Forecast Review');
  });

  it.each([
    ['Schedule lunch with Sam tomorrow, it should be an hour', 'create_event'],
    ['book a call with Dana friday, should take 30 minutes', 'create_event'],
    ['Add a volunteering shift on Thanksgiving at 10am', 'create_event'],
    ['in 30 minutes remind me to move the laundry', 'create_event'],
    ['shift everything tomorrow an hour later', 'bulk'],
    ['get rid of everything after 3pm', 'bulk'],
    ["move this afternoon's meetings to tomorrow", 'bulk'],
  ])('%s → %s', (said, intent) => {
    expect(parseRequest(said, NY).intent).toBe(intent);
  });
});
