import { describe, expect, it } from 'vitest';
import { describeChanges, fieldChanges } from '../../../lib/core/approvals/field-diff';
import type { FieldChange } from '../../../lib/core/approvals/pending-action';
import type { EventDraft } from '../../../lib/core/domain/calendar-event';
import { timedDraft } from '../../helpers/fakes';

const NY = 'America/New_York';
const WEEKDAYS = 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';

const base = (): EventDraft => timedDraft('abc00001', 'Sync', '2026-11-24T09:00:00-05:00', '2026-11-24T09:30:00-05:00');

const full = (): EventDraft => ({
  ...base(),
  location: 'Room 4',
  attendees: [{ email: 'me@example.com', self: true }, { email: 'sam@acme.com', name: 'Sam' }, { email: 'dana.lee@corp.com' }],
  description: 'Agenda: '.concat('x'.repeat(100)),
  recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU', 'EXDATE;TZID=America/New_York:20261201T090000'],
  conference: {},
  calendarId: 'work@example.com',
  transparency: 'transparent',
});

const FULL_TEXTS = {
  title: 'Sync',
  time: 'Tue 24 Nov, 09:00–09:30',
  location: 'Room 4',
  attendees: 'Sam, Dana Lee',
  description: `Agenda: ${'x'.repeat(71)}…`, // 79 characters and an ellipsis
  repeat: 'every week on Tuesday, except Tue 1 Dec',
  video: 'Google Meet',
  calendar: 'work@example.com',
  availability: 'Free',
};

const LABELS = {
  title: 'Title',
  time: 'Time',
  location: 'Place',
  attendees: 'Guests',
  description: 'Description',
  repeat: 'Repeats',
  video: 'Video call',
  calendar: 'Calendar',
  availability: 'Show as',
};

describe('fieldChanges for a create or delete', () => {
  it('lists every field a create sets, in card order', () => {
    expect(fieldChanges(undefined, full(), NY)).toEqual(
      Object.entries(FULL_TEXTS).map(([field, after]) => ({ field, label: LABELS[field as keyof typeof LABELS], after })),
    );
  });

  it('lists every field a delete loses', () => {
    expect(fieldChanges(full(), undefined, NY)).toEqual(
      Object.entries(FULL_TEXTS).map(([field, before]) => ({ field, label: LABELS[field as keyof typeof LABELS], before })),
    );
  });

  it('leaves out what a bare event does not set: busy, no guests, no place', () => {
    expect(fieldChanges(undefined, base(), NY)).toEqual([
      { field: 'title', label: 'Title', after: 'Sync' },
      { field: 'time', label: 'Time', after: 'Tue 24 Nov, 09:00–09:30' },
    ]);
  });

  it.each([
    ['one day', '2026-12-24', '2026-12-25', 'Thu 24 Dec, all day'],
    ['several days', '2026-12-24', '2026-12-27', 'Thu 24 Dec – Sat 26 Dec'],
  ])('names the days of an all-day event over %s', (_, startDate, endDate, text) => {
    const allDay: EventDraft = { ...base(), time: { kind: 'allDay', startDate, endDate } };
    expect(fieldChanges(undefined, allDay, NY).find((c) => c.field === 'time')?.after).toBe(text);
  });

  it('formats times in the zone it is given', () => {
    expect(fieldChanges(undefined, base(), 'Asia/Tokyo').find((c) => c.field === 'time')?.after).toBe('Tue 24 Nov, 23:00–23:30');
  });
});

describe('fieldChanges for an update', () => {
  const at = (iso: string): number => Date.parse(iso);
  const cases: [string, Partial<EventDraft>, Partial<EventDraft>, FieldChange[]][] = [
    ['a new title', {}, { title: 'Weekly sync' }, [{ field: 'title', label: 'Title', before: 'Sync', after: 'Weekly sync' }]],
    [
      'a later time the same day, saying the day once',
      {},
      { time: { kind: 'timed', start: at('2026-11-24T10:00:00-05:00'), end: at('2026-11-24T10:30:00-05:00'), timeZone: NY } },
      [{ field: 'time', label: 'Time', before: 'Tue 24 Nov, 09:00–09:30', after: '10:00–10:30' }],
    ],
    [
      'another day, in full',
      {},
      { time: { kind: 'timed', start: at('2026-11-25T09:00:00-05:00'), end: at('2026-11-25T09:30:00-05:00'), timeZone: NY } },
      [{ field: 'time', label: 'Time', before: 'Tue 24 Nov, 09:00–09:30', after: 'Wed 25 Nov, 09:00–09:30' }],
    ],
    [
      'a move over midnight, in full',
      {},
      { time: { kind: 'timed', start: at('2026-11-24T23:30:00-05:00'), end: at('2026-11-25T00:30:00-05:00'), timeZone: NY } },
      [{ field: 'time', label: 'Time', before: 'Tue 24 Nov, 09:00–09:30', after: 'Tue 24 Nov, 23:30 – Wed 25 Nov, 00:30' }],
    ],
    ['a place set', {}, { location: 'Room 4' }, [{ field: 'location', label: 'Place', after: 'Room 4' }]],
    ['a place cleared', { location: 'Room 4' }, {}, [{ field: 'location', label: 'Place', before: 'Room 4' }]],
    [
      'a guest swapped',
      { attendees: [{ email: 'sam@acme.com', name: 'Sam' }, { email: 'dana@corp.com' }] },
      { attendees: [{ email: 'sam@acme.com', name: 'Sam' }, { email: 'lee@corp.com' }] },
      [{ field: 'attendees', label: 'Guests', before: 'Sam, Dana', after: 'Sam, Lee' }],
    ],
    [
      'a guest of the same name, by address',
      { attendees: [{ email: 'sam@acme.com', name: 'Sam' }] },
      { attendees: [{ email: 'sam@corp.com', name: 'Sam' }] },
      [{ field: 'attendees', label: 'Guests', before: 'sam@acme.com', after: 'sam@corp.com' }],
    ],
    [
      'a longer description, cut short',
      { description: 'Old notes' },
      { description: 'y'.repeat(120) },
      [{ field: 'description', label: 'Description', before: 'Old notes', after: `${'y'.repeat(79)}…` }],
    ],
    [
      'a repeat rule',
      { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU'] },
      { recurrence: ['RRULE:FREQ=DAILY'] },
      [{ field: 'repeat', label: 'Repeats', before: 'every week on Tuesday', after: 'every day' }],
    ],
    [
      'one occurrence taken out of a series, by its day',
      { recurrence: [WEEKDAYS] },
      { recurrence: [WEEKDAYS, 'EXDATE;TZID=America/New_York:20261201T090000'] },
      [{ field: 'repeat', label: 'Repeats', before: 'every weekday', after: 'every weekday, except Tue 1 Dec' }],
    ],
    [
      'occurrences taken out in UTC and by date, each on its day in the person’s zone',
      { recurrence: [WEEKDAYS] },
      { recurrence: [WEEKDAYS, 'EXDATE:20261202T140000Z', 'EXDATE;VALUE=DATE:20261201'] },
      [{ field: 'repeat', label: 'Repeats', before: 'every weekday', after: 'every weekday, except Tue 1 Dec and Wed 2 Dec' }],
    ],
    [
      'a new exception by name even when older ones are only counted',
      { recurrence: [WEEKDAYS, 'EXDATE;TZID=America/New_York:20261102T090000,20261103T090000,20261104T090000,20261105T090000'] },
      {
        recurrence: [
          WEEKDAYS,
          'EXDATE;TZID=America/New_York:20261102T090000,20261103T090000,20261104T090000,20261105T090000',
          'EXDATE;TZID=America/New_York:20261215T090000',
        ],
      },
      [
        {
          field: 'repeat',
          label: 'Repeats',
          before: 'every weekday, except Mon 2 Nov, Tue 3 Nov, Wed 4 Nov and 1 more date',
          after: 'every weekday, except Mon 2 Nov, Tue 3 Nov, Tue 15 Dec and 2 more dates',
        },
      ],
    ],
    [
      'an exception it cannot read, counted',
      { recurrence: [WEEKDAYS] },
      { recurrence: [WEEKDAYS, 'EXDATE;TZID=Mars/Olympus_Mons:20261201T090000'] },
      [{ field: 'repeat', label: 'Repeats', before: 'every weekday', after: 'every weekday, except 1 date' }],
    ],
    ['a Meet link asked for', {}, { conference: {} }, [{ field: 'video', label: 'Video call', after: 'Google Meet' }]],
    [
      'a video call dropped',
      { conference: { url: 'https://meet.google.com/abc-defg-hij', label: 'Google Meet' } },
      {},
      [{ field: 'video', label: 'Video call', before: 'Google Meet, https://meet.google.com/abc-defg-hij' }],
    ],
    [
      'another calendar',
      { calendarId: 'primary' },
      { calendarId: 'team@group.calendar.google.com' },
      [{ field: 'calendar', label: 'Calendar', before: 'primary', after: 'team@group.calendar.google.com' }],
    ],
    [
      'busy to free',
      {},
      { transparency: 'transparent' },
      [{ field: 'availability', label: 'Show as', before: 'Busy', after: 'Free' }],
    ],
  ];

  it.each(cases)('lists only %s', (_, was, now, expected) => {
    expect(fieldChanges({ ...base(), ...was }, { ...base(), ...now }, NY)).toEqual(expected);
  });

  it.each<[string, Partial<EventDraft>, Partial<EventDraft>]>([
    [
      'guests reordered or answering',
      { attendees: [{ email: 'sam@acme.com' }, { email: 'dana@corp.com', responseStatus: 'needsAction' }] },
      { attendees: [{ email: 'DANA@corp.com', responseStatus: 'accepted' }, { email: 'sam@acme.com' }] },
    ],
    ['no calendar named on the draft (it stays where it is)', { calendarId: 'work@example.com' }, {}],
    [
      'the same instants written in another zone',
      {},
      {
        time: {
          kind: 'timed',
          start: Date.parse('2026-11-24T09:00:00-05:00'),
          end: Date.parse('2026-11-24T09:30:00-05:00'),
          timeZone: 'Europe/London',
        },
      },
    ],
    ['whitespace around a place', { location: 'Room 4' }, { location: ' Room 4 ' }],
  ])('finds no change for %s', (_, was, now) => {
    expect(fieldChanges({ ...base(), ...was }, { ...base(), ...now }, NY)).toEqual([]);
  });
});

describe('describeChanges', () => {
  it('says the time first, then the rest', () => {
    const before = { ...base(), title: 'A' };
    const after: EventDraft = {
      ...base(),
      title: 'B',
      time: {
        kind: 'timed',
        start: Date.parse('2026-11-24T10:00:00-05:00'),
        end: Date.parse('2026-11-24T10:30:00-05:00'),
        timeZone: NY,
      },
    };
    expect(describeChanges(fieldChanges(before, after, NY))).toBe(
      'time was Tue 24 Nov, 09:00–09:30, now 10:00–10:30; title was "A", now "B"',
    );
  });

  it.each<[string, FieldChange[], string]>([
    ['nothing', [], ''],
    ['a place set', [{ field: 'location', label: 'Place', after: 'Room 4' }], 'place now "Room 4"'],
    ['a place cleared', [{ field: 'location', label: 'Place', before: 'Room 4' }], 'place was "Room 4", now none'],
    ['guests', [{ field: 'attendees', label: 'Guests', before: 'Sam', after: 'Sam, Lee' }], 'guests were Sam, now Sam, Lee'],
    [
      'more than four fields',
      [
        { field: 'title', label: 'Title', before: 'A', after: 'B' },
        { field: 'location', label: 'Place', after: 'Room 4' },
        { field: 'video', label: 'Video call', after: 'Google Meet' },
        { field: 'availability', label: 'Show as', before: 'Busy', after: 'Free' },
        { field: 'calendar', label: 'Calendar', before: 'a', after: 'b' },
      ],
      'title was "A", now "B"; place now "Room 4"; video call now Google Meet; shown as was Busy, now Free; and 1 more change',
    ],
  ])('describes %s', (_, changes, text) => {
    expect(describeChanges(changes)).toBe(text);
  });
});
