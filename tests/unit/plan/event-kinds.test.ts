import { describe, expect, it } from 'vitest';
import type { EventOccurrence } from '../../../lib/core/domain/calendar-event';
import type { EventQuery } from '../../../lib/core/plan/event-query';
import { isOneOnOne, isPersonal } from '../../../lib/core/plan/query/event-kinds';
import { organisationNamed, organisationOf } from '../../../lib/core/plan/query/match-organisation';
import { buildPeopleDirectory } from '../../../lib/core/plan/query/people-directory';
import { selectEvents } from '../../../lib/core/plan/query/select-events';
import { at, event, guest, label, me } from './calendar-fixtures';

const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-23T08:00:00-05:00');
const SELF = new Set(['me@acme.com']);
const dana = guest('dana@acme.com', 'Dana Whitfield');
const rachel = guest('rachel@brightline.io', 'Rachel Kim');
const mom = guest('mom.rivera@gmail.com', 'Mom');
const room = guest('room-4b@resource.calendar.google.com', 'Room 4B');

const calendar: EventOccurrence[] = [
  at(
    event('a', 'Check-in with Dana', { attendees: [me(), dana, room] }),
    '2026-11-24T10:00:00-05:00',
    '2026-11-24T10:30:00-05:00',
  ),
  at(event('b', 'Team sync', { attendees: [me(), dana, rachel] }), '2026-11-24T11:00:00-05:00', '2026-11-24T12:00:00-05:00'),
  at(event('c', 'Renewal', { attendees: [me(), rachel] }), '2026-11-24T13:00:00-05:00', '2026-11-24T13:30:00-05:00'),
  at(
    event('d', 'Brightline pricing: internal prep', { attendees: [me(), dana] }),
    '2026-11-24T14:00:00-05:00',
    '2026-11-24T14:30:00-05:00',
  ),
  at(event('e', 'Dinner with Mom', { attendees: [me(), mom] }), '2026-11-24T19:00:00-05:00', '2026-11-24T20:00:00-05:00'),
  at(event('f', 'Focus time'), '2026-11-25T09:00:00-05:00', '2026-11-25T11:00:00-05:00'),
  at(event('g', 'Pottery'), '2026-11-25T18:00:00-05:00', '2026-11-25T19:30:00-05:00'),
];
const directory = buildPeopleDirectory(
  calendar.map((o) => o.event),
  'me@acme.com',
);
const select = (query: Omit<EventQuery, 'expect'>): string[] => {
  const found = selectEvents(calendar, { ...query, expect: 'many' }, { now: NOW, timeZone: ZONE, directory });
  return found.kind === 'found'
    ? found.occurrences.map((o) => label(o))
    : [`${found.kind}: ${'text' in found ? found.text : ''}`];
};

describe('kinds of events read from their guests', () => {
  it('calls a meeting with exactly one other person a one-on-one; a room is nobody', () => {
    expect(isOneOnOne(calendar[0]?.event ?? event('x', 'x'), SELF)).toBe(true);
    expect(isOneOnOne(calendar[1]?.event ?? event('x', 'x'), SELF)).toBe(false);
    expect(select({ kind: 'one_on_one' })).toEqual([
      'Check-in with Dana @ Tue 24 Nov, 10:00',
      'Renewal @ Tue 24 Nov, 13:00',
      'Brightline pricing: internal prep @ Tue 24 Nov, 14:00',
      'Dinner with Mom @ Tue 24 Nov, 19:00',
    ]);
  });

  it('calls personal what has nobody from work: no guests, or family at personal addresses, and no work title', () => {
    expect(isPersonal(calendar[4]?.event ?? event('x', 'x'), SELF)).toBe(true);
    expect(isPersonal(calendar[5]?.event ?? event('x', 'x'), SELF)).toBe(false);
    expect(select({ kind: 'personal' })).toEqual(['Dinner with Mom @ Tue 24 Nov, 19:00', 'Pottery @ Wed 25 Nov, 18:00']);
  });
});

describe("organisations read from their guests' mail domains", () => {
  it('names an organisation by its domain, never a personal mail provider', () => {
    expect(organisationOf('rachel@brightline.io')).toBe('brightline');
    expect(organisationOf('mom.rivera@gmail.com')).toBeUndefined();
    expect(organisationNamed('Brightline Systems', ['rachel@brightline.io'])).toBe('brightline');
    expect(organisationNamed('Bright', ['rachel@brightline.io'])).toBeUndefined();
  });

  it('finds the events with someone from the organisation, not those that only mention it among colleagues', () => {
    expect(select({ people: [{ name: 'Brightline' }] })).toEqual([
      'Team sync @ Tue 24 Nov, 11:00',
      'Renewal @ Tue 24 Nov, 13:00',
    ]);
  });

  it('reads "my brightline meetings" as meetings with them, when many are asked for', () => {
    expect(select({ title: 'brightline meetings' })).toEqual(['Team sync @ Tue 24 Nov, 11:00', 'Renewal @ Tue 24 Nov, 13:00']);
  });
});
