import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const SETTINGS = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

/** Finding time for people named without "with": who is meant, and the title it gets. */
const ROWS: readonly (readonly [string, string[], string])[] = [
  ["can you get Ben and me together next week? Ben can't do anything after 4", ['Ben'], 'Meeting with Ben'],
  ['get Ana, Raj and me together for lunch on friday', ['Ana', 'Raj'], 'Lunch with Ana and Raj'],
  ['Get Priya and me together on Thursday', ['Priya'], 'Meeting with Priya'],
  ['Theo prefers late afternoons — find us 30 minutes next week', ['Theo'], 'Meeting with Theo'],
  ['Omar can only do mornings, find us an hour on Monday', ['Omar'], 'Meeting with Omar'],
  ["find time next week, Dana can't do Fridays", ['Dana'], 'Meeting with Dana'],
];

describe('guests implied by the request', () => {
  it.each(ROWS)('"%s" invites %j as "%s"', (text, names, title) => {
    const parsed = parseRequest(text, SETTINGS);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.clarification).toBeUndefined();
    expect(parsed.entities.attendees?.map((a) => a.name)).toEqual(names);
    expect(parsed.entities.title).toBe(title);
  });

  it('adds nobody for a rule about the person themself or one with a named guest already', () => {
    expect(parseRequest("schedule a sync with sam@acme.com next week; I'm out on Friday", SETTINGS).entities.attendees).toEqual([
      { email: 'sam@acme.com' },
    ]);
    expect(
      parseRequest("find an hour with dana@corp.com next week, Omar can't do mornings", SETTINGS).entities.attendees,
    ).toEqual([{ email: 'dana@corp.com' }]);
  });

  it('books nothing for a rule about someone said alone', () => {
    const parsed = parseRequest("Priya can't do Thursdays", SETTINGS);
    expect(parsed.clarification).toBeDefined();
  });
});
