import { describe, expect, it } from 'vitest';
import type { EventOccurrence } from '../../../lib/core/domain/calendar-event';
import type { EventQuery } from '../../../lib/core/plan/event-query';
import { buildPeopleDirectory } from '../../../lib/core/plan/query/people-directory';
import { selectEvents, type EventSelection } from '../../../lib/core/plan/query/select-events';
import { readEventQuery } from '../../../lib/core/plan/reading/read-event-query';
import { at, event, guest, label, me } from './calendar-fixtures';

// Tuesday 24 Nov 2026 in New York, 08:00.
const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-24T08:00:00-05:00');
const priya = guest('priya@acme.com', 'Priya Shah');
const dana = guest('dana@acme.com', 'Dana Lee');
const team = guest('team@acme.com', 'Sales team');
const standup = event('standup', 'Sales standup', { attendees: [me(), team], recurrence: ['RRULE:FREQ=DAILY'] });
const calendar: EventOccurrence[] = [
  ...['24', '25'].map((d) => at(standup, `2026-11-${d}T09:00:00-05:00`, `2026-11-${d}T09:15:00-05:00`)),
  at(event('hiring', 'Hiring sync', { attendees: [me(), dana] }), '2026-11-25T09:30:00-05:00', '2026-11-25T10:00:00-05:00'),
  at(event('plan', 'Sprint planning', { attendees: [me(), team] }), '2026-11-25T10:00:00-05:00', '2026-11-25T11:00:00-05:00'),
  at(
    event('jordan', 'Check-in with Dana', { attendees: [me(), dana] }),
    '2026-11-25T11:00:00-05:00',
    '2026-11-25T11:30:00-05:00',
  ),
  at(event('lunch', 'Team lunch', { attendees: [me(), team] }), '2026-11-25T12:00:00-05:00', '2026-11-25T13:00:00-05:00'),
  at(event('contract', 'Contract review', { attendees: [me(), dana] }), '2026-11-25T13:00:00-05:00', '2026-11-25T13:30:00-05:00'),
  at(event('oneone', '1:1 with Priya', { attendees: [me(), priya] }), '2026-11-24T14:00:00-05:00', '2026-11-24T14:30:00-05:00'),
  at(event('call', 'Renewal call', { attendees: [me(), dana] }), '2026-11-24T15:00:00-05:00', '2026-11-24T15:45:00-05:00'),
  at(event('budget', 'Budget check', { attendees: [me(), dana] }), '2026-11-24T13:00:00-05:00', '2026-11-24T13:30:00-05:00'),
];
const directory = buildPeopleDirectory(
  calendar.map((o) => o.event),
  'me@acme.com',
);

/** The query the built-in reader writes for words naming an event, then what it selects. */
function pick(
  object: string,
  when?: { start: string; end: string },
  attendees: { name?: string; email?: string }[] = [],
): string[] {
  const query: EventQuery = readEventQuery({
    object,
    text: object,
    when: when === undefined ? undefined : { start: Date.parse(when.start), end: Date.parse(when.end), grain: 'day' },
    attendees,
    now: NOW,
    timeZone: ZONE,
    expect: 'one',
  });
  return found(selectEvents(calendar, query, { now: NOW, timeZone: ZONE, directory }));
}
function found(selection: EventSelection): string[] {
  if (selection.kind === 'found') return selection.occurrences.map((o) => label(o));
  return [`${selection.kind}: ${selection.text}`];
}
const TOMORROW = { start: '2026-11-25T00:00:00-05:00', end: '2026-11-26T00:00:00-05:00' };
const TODAY = { start: '2026-11-24T00:00:00-05:00', end: '2026-11-25T00:00:00-05:00' };

describe('events named by what they are next to', () => {
  it.each([
    ['the meeting right after the stand up', 'Hiring sync @ Wed 25 Nov, 09:30'],
    ['the one after the standup', 'Hiring sync @ Wed 25 Nov, 09:30'],
    ['my second meeting after the standup', 'Sprint planning @ Wed 25 Nov, 10:00'],
    ['the meeting just before the team lunch', 'Check-in with Dana @ Wed 25 Nov, 11:00'],
    ['the last meeting before lunch', 'Check-in with Dana @ Wed 25 Nov, 11:00'],
    ['my first meeting before lunch', 'Sales standup @ Wed 25 Nov, 09:00'],
    ['whatever is after the team lunch', 'Contract review @ Wed 25 Nov, 13:00'],
    ['the meeting following sprint planning', 'Check-in with Dana @ Wed 25 Nov, 11:00'],
  ])('"%s" tomorrow is %s', (words, expected) => {
    expect(pick(words, TOMORROW)).toEqual([expected]);
  });

  it('finds the anchor by its people: "the meeting after my 1:1 with Priya"', () => {
    expect(pick('the meeting after my 1:1 with Priya', TODAY, [{ name: 'Priya' }])).toEqual(['Renewal call @ Tue 24 Nov, 15:00']);
  });

  it('reads a meal with no such event as its usual time: "my first meeting after lunch today"', () => {
    expect(pick('my first meeting after lunch', TODAY)).toEqual(['Budget check @ Tue 24 Nov, 13:00']);
    expect(pick('my second meeting after lunch', TODAY)).toEqual(['1:1 with Priya @ Tue 24 Nov, 14:00']);
    expect(pick('the last meeting before lunch', TODAY)).toEqual(['Sales standup @ Tue 24 Nov, 09:00']);
  });

  it('finds the anchor on its own when no day is said', () => {
    expect(pick('the meeting after the team lunch')).toEqual(['Contract review @ Wed 25 Nov, 13:00']);
  });

  it('says so when nothing is next to the anchor, and never picks another day', () => {
    expect(pick('the meeting after the contract review', TOMORROW)).toEqual([
      `none: I couldn't find anything after "Contract review" (Wed 25 Nov, 13:00–13:30).`,
    ]);
  });

  it('keeps "after 3pm" and "before Friday" as times, not events', () => {
    const query = (object: string): EventQuery =>
      readEventQuery({ object, text: object, attendees: [], now: NOW, timeZone: ZONE, expect: 'one' });
    for (const words of [
      'my meeting after 3pm',
      'the design review after this week',
      'the call before 10',
      'the meetings before friday',
      'the one after 2:30',
      'my meeting after tomorrow',
    ]) {
      expect(query(words).adjacentTo, words).toBeUndefined();
    }
  });
});
