import { describe, expect, it } from 'vitest';
import type { EventOccurrence } from '../../../lib/core/domain/calendar-event';
import type { EventQuery } from '../../../lib/core/plan/event-query';
import { buildPeopleDirectory } from '../../../lib/core/plan/query/people-directory';
import { selectEvents, type EventSelection } from '../../../lib/core/plan/query/select-events';
import { at, event, guest, label, me, onDates } from './calendar-fixtures';

// A week in New York: now is Monday 23 Nov 2026, 08:00.
const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-23T08:00:00-05:00');
const omar = guest('omar@acme.com', 'Omar Haddad');
const omarSaid = guest('omar.s@beta.io', 'Omar Said');
const priya = guest('priya@acme.com', 'Priya Shah');
const team = guest('team@acme.com', 'Sales team');

const standup = event('standup', 'Sales standup', {
  attendees: [me(), team],
  recurrence: ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
});
const salesMeeting = event('sales1125', 'Sales meeting', { attendees: [me(), omar] });
const lastSalesMeeting = event('sales1118', 'Sales meeting', { attendees: [me(), omar] });
const designReview = event('design', 'Design review', { attendees: [me(), priya], recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TH'] });
const calendar: EventOccurrence[] = [
  at(lastSalesMeeting, '2026-11-18T14:00:00-05:00', '2026-11-18T15:00:00-05:00'),
  at(event('oneone17', '1:1 with Priya', { attendees: [me(), priya] }), '2026-11-17T10:00:00-05:00', '2026-11-17T10:30:00-05:00'),
  ...['23', '24', '25', '26', '27'].map((d) => at(standup, `2026-11-${d}T09:00:00-05:00`, `2026-11-${d}T09:15:00-05:00`)),
  at(event('focus', 'Focus time'), '2026-11-24T08:00:00-05:00', '2026-11-24T09:00:00-05:00'),
  at(event('oneone', '1:1 with Priya', { attendees: [me(), priya] }), '2026-11-24T10:00:00-05:00', '2026-11-24T10:30:00-05:00'),
  at(event('lunch', 'Lunch with Priya', { attendees: [me(), priya] }), '2026-11-24T12:30:00-05:00', '2026-11-24T13:30:00-05:00'),
  at(
    event('pitch', 'Vendor pitch', { attendees: [me({ responseStatus: 'declined' }), omar] }),
    '2026-11-24T13:00:00-05:00',
    '2026-11-24T14:00:00-05:00',
  ),
  at(event('code', 'Code review', { attendees: [me(), priya] }), '2026-11-24T15:00:00-05:00', '2026-11-24T16:00:00-05:00'),
  at(salesMeeting, '2026-11-25T14:00:00-05:00', '2026-11-25T15:00:00-05:00'),
  at(event('retro', 'Team retro', { attendees: [me(), team] }), '2026-11-25T16:00:00-05:00', '2026-11-25T17:00:00-05:00'),
  at(event('gym', 'Gym'), '2026-11-25T18:00:00-05:00', '2026-11-25T19:00:00-05:00'),
  onDates(event('thanks', 'Thanksgiving'), '2026-11-26', '2026-11-27', ZONE),
  at(designReview, '2026-11-26T11:00:00-05:00', '2026-11-26T12:00:00-05:00'),
  at(designReview, '2026-12-03T11:00:00-05:00', '2026-12-03T12:00:00-05:00'),
  at(event('sam', 'Coffee with Sam'), '2026-11-27T10:00:00-05:00', '2026-11-27T10:30:00-05:00'),
  at(
    event('dinner', 'Dinner', { attendees: [omarSaid], organizer: { email: 'omar.s@beta.io', name: 'Omar Said' } }),
    '2026-11-27T19:00:00-05:00',
    '2026-11-27T21:00:00-05:00',
  ),
];
const directory = buildPeopleDirectory(
  calendar.map((o) => o.event),
  'me@acme.com',
);
const ctx = { now: NOW, timeZone: ZONE, directory };

const day = (date: string): NonNullable<EventQuery['range']> => ({
  start: `${date}T00:00:00-05:00`,
  end: new Date(Date.parse(`${date}T00:00:00-05:00`) + 86_400_000).toISOString(),
});
const select = (query: Omit<EventQuery, 'expect'> & Partial<Pick<EventQuery, 'expect'>>): EventSelection =>
  selectEvents(calendar, { expect: 'many', ...query }, ctx);
/** The labels of what was found, or the kind and text of any other answer. */
function found(selection: EventSelection): string[] {
  if (selection.kind === 'found') return selection.occurrences.map((o) => label(o));
  return [`${selection.kind}: ${selection.text}`];
}

describe('selectEvents by title', () => {
  it('picks the Wednesday "Sales meeting" over the daily "Sales standup" for "sales meeting"', () => {
    expect(found(select({ title: 'sales meeting', expect: 'one' }))).toEqual(['Sales meeting @ Wed 25 Nov, 14:00']);
  });

  it('takes the next occurrence of a series for "the next design review"', () => {
    expect(found(select({ title: 'design review', upcoming: true, ordinal: { position: 'first' }, expect: 'one' }))).toEqual([
      'Design review @ Thu 26 Nov, 11:00',
    ]);
    expect(found(select({ title: 'the design review', recurring: 'only', expect: 'one' }))).toEqual([
      'Design review @ Thu 26 Nov, 11:00',
    ]);
  });

  it('asks which one when two different events match equally well', () => {
    const selection = select({ title: 'review', expect: 'one' });
    expect(selection).toMatchObject({
      kind: 'ambiguous',
      text: 'Several events match "review": "Code review" (Tue 24 Nov, 15:00–16:00), "Design review" (Thu 26 Nov, 11:00–12:00). Which one do you mean?',
    });
    expect(selection.kind === 'ambiguous' && selection.choices.map((o) => label(o))).toEqual([
      'Code review @ Tue 24 Nov, 15:00',
      'Design review @ Thu 26 Nov, 11:00',
    ]);
  });

  it('lists every occurrence of the best tier when many are expected', () => {
    expect(found(select({ title: 'standups', range: day('2026-11-24') }))).toEqual(['Sales standup @ Tue 24 Nov, 09:00']);
    expect(
      found(select({ title: 'sales', range: { start: '2026-11-23T00:00:00-05:00', end: '2026-11-28T00:00:00-05:00' } })),
    ).toEqual(['Sales meeting @ Wed 25 Nov, 14:00']);
  });

  it('falls back to a fuzzy match only when nothing matches better', () => {
    const exact = at(event('su1', 'Standup'), '2026-11-23T10:00:00-05:00', '2026-11-23T10:15:00-05:00');
    const variant = at(event('su2', 'Stand-up'), '2026-11-24T10:00:00-05:00', '2026-11-24T10:15:00-05:00');
    expect(found(selectEvents([exact, variant], { title: 'standup', expect: 'many' }, ctx))).toEqual([
      'Standup @ Mon 23 Nov, 10:00',
    ]);
    expect(found(selectEvents([variant], { title: 'standup', expect: 'many' }, ctx))).toEqual(['Stand-up @ Tue 24 Nov, 10:00']);
    expect(found(select({ title: 'desing review', expect: 'one' }))).toEqual(['Design review @ Thu 26 Nov, 11:00']);
  });

  it('says what it looked for and where when nothing matches', () => {
    expect(found(select({ title: 'haircut' }))).toEqual(['none: I couldn\'t find "haircut" between Mon 23 Nov and Wed 23 Dec.']);
    expect(found(select({ kind: 'meetings', people: [{ name: 'Priya' }], range: day('2026-11-27') }))).toEqual([
      "none: I couldn't find any meetings with Priya Shah on Fri 27 Nov.",
    ]);
  });

  it('leaves out titles the query excludes', () => {
    expect(found(select({ range: day('2026-11-25'), excludeTitles: ['standup', 'gym'] }))).toEqual([
      'Sales meeting @ Wed 25 Nov, 14:00',
      'Team retro @ Wed 25 Nov, 16:00',
    ]);
  });
});

describe('selectEvents by person', () => {
  it('finds "my first meeting with Priya on Tuesday"', () => {
    const q: EventQuery = {
      people: [{ name: 'Priya' }],
      kind: 'meetings',
      range: day('2026-11-24'),
      ordinal: { position: 'first' },
      expect: 'one',
    };
    expect(found(select(q))).toEqual(['1:1 with Priya @ Tue 24 Nov, 10:00']);
  });

  it('finds "all upcoming meetings with Omar" by address, leaving out the past and the declined', () => {
    expect(found(select({ people: [{ email: 'omar@acme.com' }], kind: 'meetings', upcoming: true }))).toEqual([
      'Sales meeting @ Wed 25 Nov, 14:00',
    ]);
  });

  it('asks which Omar when two people are called Omar', () => {
    expect(found(select({ people: [{ name: 'Omar' }] }))).toEqual([
      'ask_person: Which Omar do you mean: omar@acme.com (Omar Haddad) or omar.s@beta.io (Omar Said)?',
    ]);
  });

  it('finds the organizer by full name', () => {
    expect(found(select({ people: [{ name: 'Omar Said' }], expect: 'one' }))).toEqual(['Dinner @ Fri 27 Nov, 19:00']);
  });

  it('finds a name nobody on the calendar has in titles ("Coffee with Sam")', () => {
    expect(found(select({ people: [{ name: 'Sam' }], expect: 'one' }))).toEqual(['Coffee with Sam @ Fri 27 Nov, 10:00']);
  });

  it('asks for the address of someone neither a guest nor in any title', () => {
    expect(found(select({ people: [{ name: 'Zed' }] }))).toEqual([
      "ask_person: I don't know who Zed is on your calendar. What is their email address?",
    ]);
  });

  it('needs every person named', () => {
    expect(found(select({ people: [{ name: 'Priya' }, { email: 'omar@acme.com' }] }))).toEqual([
      "none: I couldn't find any events with Priya Shah and omar@acme.com between Mon 23 Nov and Wed 23 Dec.",
    ]);
  });
});

describe('selectEvents by time', () => {
  it('finds "my last meeting on Wednesday", skipping an event with no guests', () => {
    expect(found(select({ kind: 'meetings', range: day('2026-11-25'), ordinal: { position: 'last' }, expect: 'one' }))).toEqual([
      'Team retro @ Wed 25 Nov, 16:00',
    ]);
  });

  it('finds "meetings on Tuesday before noon"', () => {
    expect(found(select({ kind: 'meetings', range: day('2026-11-24'), startsBefore: '12:00' }))).toEqual([
      'Sales standup @ Tue 24 Nov, 09:00',
      '1:1 with Priya @ Tue 24 Nov, 10:00',
    ]);
  });

  it('finds events in a part of the day and after a time', () => {
    expect(found(select({ partsOfDay: ['evening'] }))).toEqual(['Gym @ Wed 25 Nov, 18:00', 'Dinner @ Fri 27 Nov, 19:00']);
    expect(found(select({ range: day('2026-11-24'), startsAfter: '12:30' }))).toEqual([
      'Lunch with Priya @ Tue 24 Nov, 12:30',
      'Code review @ Tue 24 Nov, 15:00',
    ]);
  });

  it('keeps all-day events for a plain day, and leaves them out for meetings and times of day', () => {
    expect(found(select({ range: day('2026-11-26') }))).toEqual([
      'Thanksgiving @ Thu 26 Nov all day',
      'Sales standup @ Thu 26 Nov, 09:00',
      'Design review @ Thu 26 Nov, 11:00',
    ]);
    expect(found(select({ range: day('2026-11-26'), kind: 'meetings' }))).toHaveLength(2);
    expect(found(select({ range: day('2026-11-26'), startsAfter: '00:00' }))).toHaveLength(2);
    expect(found(select({ range: day('2026-11-26'), allDay: 'only' }))).toEqual(['Thanksgiving @ Thu 26 Nov all day']);
    expect(found(select({ range: day('2026-11-26'), startsAfter: '00:00', allDay: 'include' }))).toHaveLength(2);
  });

  it('keeps only or leaves out weekdays by where the start falls in the zone', () => {
    expect(found(select({ title: 'standup', weekdays: ['mon', 'fri'] }))).toEqual([
      'Sales standup @ Mon 23 Nov, 09:00',
      'Sales standup @ Fri 27 Nov, 09:00',
    ]);
    expect(found(select({ title: 'standup', excludeWeekdays: ['mon', 'tue', 'wed'] }))).toHaveLength(2);
  });

  it('looks back 90 days for the past and picks by position', () => {
    expect(found(select({ title: 'sales meeting', past: true, ordinal: { position: 'last' }, expect: 'one' }))).toEqual([
      'Sales meeting @ Wed 18 Nov, 14:00',
    ]);
    expect(found(select({ title: '1:1 with Priya', past: true, expect: 'one' }))).toEqual(['1:1 with Priya @ Tue 17 Nov, 10:00']);
  });

  it('takes the latest occurrence of one series for a query about the past', () => {
    const range = { start: '2026-11-23T00:00:00-05:00', end: '2026-11-28T00:00:00-05:00' };
    const later = selectEvents(
      calendar,
      { title: 'standup', past: true, range, expect: 'one' },
      { ...ctx, now: Date.parse('2026-11-26T12:00:00-05:00') },
    );
    expect(found(later)).toEqual(['Sales standup @ Thu 26 Nov, 09:00']);
  });

  it('counts nth positions from either end, and says when there is no such position', () => {
    const week = { title: 'standup', range: { start: '2026-11-23T00:00:00-05:00', end: '2026-11-28T00:00:00-05:00' } };
    expect(found(select({ ...week, ordinal: { position: 'nth', n: 2 } }))).toEqual(['Sales standup @ Tue 24 Nov, 09:00']);
    expect(found(select({ ...week, ordinal: { position: 'nth', n: -2 } }))).toEqual(['Sales standup @ Thu 26 Nov, 09:00']);
    expect(found(select({ ...week, ordinal: { position: 'nth', n: 7 } }))).toEqual([
      'none: I found 5 events matching "standup" between Mon 23 Nov and Fri 27 Nov, so there is no 7th.',
    ]);
  });
});
