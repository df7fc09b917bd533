import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCalendarFile, writeCalendarFile } from '../../../lib/cli/calendar-file';
import { CliUsageError } from '../../../lib/cli/cli-error';
import { eventIdSchema, type CalendarEvent } from '../../../lib/core/domain/calendar-event';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const OPTIONS = { now: NOW, timeZone: 'America/New_York' };
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/ics');

function fileWith(name: string, content: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kairos-calendar-file-')), name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

function readError(file: string): string {
  try {
    readCalendarFile(file, OPTIONS);
  } catch (error) {
    if (error instanceof CliUsageError) return error.message;
    throw error;
  }
  throw new Error(`${file} was read without an error`);
}

const simple = [
  {
    title: 'Team sync',
    start: '2026-11-24T10:00:00-05:00',
    end: '2026-11-24T10:30:00-05:00',
    attendees: ['dana@corp.com', { email: 'sam@acme.com', name: 'Sam' }],
    location: 'Room 4',
  },
  { id: 'offsite01', title: 'Offsite', start: '2026-11-25', end: '2026-11-27' },
  { title: 'Holiday', start: '2026-11-26', allDay: true },
  { title: 'Dentist', start: '2026-11-27T15:00:00Z', end: '2026-11-27T16:00:00Z' },
];

describe('readCalendarFile, the simple form', () => {
  it('reads timed and all-day events, with attendees as emails or {email, name}', () => {
    const { form, events } = readCalendarFile(fileWith('my.json', simple), OPTIONS);
    expect(form).toBe('simple');
    expect(events.map((e) => [e.id, e.title, e.time])).toEqual([
      [
        'event1',
        'Team sync',
        {
          kind: 'timed',
          start: Date.parse('2026-11-24T15:00:00Z'),
          end: Date.parse('2026-11-24T15:30:00Z'),
          timeZone: 'America/New_York',
        },
      ],
      ['offsite01', 'Offsite', { kind: 'allDay', startDate: '2026-11-25', endDate: '2026-11-27' }],
      // allDay: true with no end is that one day.
      ['event3', 'Holiday', { kind: 'allDay', startDate: '2026-11-26', endDate: '2026-11-27' }],
      [
        'event4',
        'Dentist',
        {
          kind: 'timed',
          start: Date.parse('2026-11-27T15:00:00Z'),
          end: Date.parse('2026-11-27T16:00:00Z'),
          timeZone: 'America/New_York',
        },
      ],
    ]);
    expect(events[0]?.attendees).toEqual([{ email: 'dana@corp.com' }, { email: 'sam@acme.com', name: 'Sam' }]);
    expect(events[0]?.location).toBe('Room 4');
    expect(events.every((e) => e.transparency === 'opaque')).toBe(true);
  });

  it('gives the same ids and etags on every read, and a new etag to an edited event', () => {
    const file = fileWith('my.json', simple);
    const first = readCalendarFile(file, OPTIONS).events;
    expect(readCalendarFile(file, { ...OPTIONS, now: NOW + 60_000 }).events.map((e) => [e.id, e.etag])).toEqual(
      first.map((e) => [e.id, e.etag]),
    );
    writeFileSync(file, JSON.stringify([{ ...simple[0], title: 'Team sync (moved)' }, ...simple.slice(1)]));
    const edited = readCalendarFile(file, OPTIONS).events;
    expect(edited[0]?.id).toBe(first[0]?.id);
    expect(edited[0]?.etag).not.toBe(first[0]?.etag);
    expect(edited[1]?.etag).toBe(first[1]?.etag);
  });

  it('skips a generated id that the file already gives another event', () => {
    const file = fileWith('my.json', [simple[2], { ...simple[1], id: 'event1' }]);
    expect(readCalendarFile(file, OPTIONS).events.map((e) => e.id)).toEqual(['event1v', 'event1']);
  });

  it('writes back in the simple form, with ids and times in the zone’s offset, and reads back the same events', () => {
    const file = fileWith('my.json', simple);
    const read = readCalendarFile(file, OPTIONS);
    writeCalendarFile(file, read, OPTIONS);
    const written = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    expect(written).toEqual([
      {
        title: 'Team sync',
        start: '2026-11-24T10:00:00-05:00',
        end: '2026-11-24T10:30:00-05:00',
        attendees: ['dana@corp.com', { email: 'sam@acme.com', name: 'Sam' }],
        location: 'Room 4',
        id: 'event1',
      },
      { title: 'Offsite', start: '2026-11-25', end: '2026-11-27', id: 'offsite01' },
      { title: 'Holiday', start: '2026-11-26', end: '2026-11-27', id: 'event3' },
      { title: 'Dentist', start: '2026-11-27T10:00:00-05:00', end: '2026-11-27T11:00:00-05:00', id: 'event4' },
    ]);
    expect(readCalendarFile(file, OPTIONS)).toEqual(read);
  });

  it('writes an event Kairos added in the simple form', () => {
    const file = fileWith('my.json', [simple[1]]);
    const read = readCalendarFile(file, OPTIONS);
    const lunch: CalendarEvent = {
      id: eventIdSchema.parse('5rkshaob03hpjhebqso0f4e5iv'),
      title: 'Lunch',
      time: {
        kind: 'timed',
        start: Date.parse('2026-11-23T17:00:00Z'),
        end: Date.parse('2026-11-23T18:00:00Z'),
        timeZone: 'America/New_York',
      },
      attendees: [{ email: 'sam@acme.com', name: 'Sam' }],
      transparency: 'opaque',
      etag: '"1"',
      updatedAt: NOW,
    };
    writeCalendarFile(file, { ...read, events: [...read.events, lunch] }, OPTIONS);
    expect((JSON.parse(readFileSync(file, 'utf8')) as unknown[])[1]).toEqual({
      title: 'Lunch',
      start: '2026-11-23T12:00:00-05:00',
      end: '2026-11-23T13:00:00-05:00',
      attendees: [{ email: 'sam@acme.com', name: 'Sam' }],
      id: '5rkshaob03hpjhebqso0f4e5iv',
    });
  });

  it('refuses, writing nothing, an event the simple form would lose part of (a repeating one)', () => {
    const file = fileWith('my.json', [simple[1]]);
    const before = readFileSync(file, 'utf8');
    const read = readCalendarFile(file, OPTIONS);
    const [offsite] = read.events;
    if (offsite === undefined) throw new Error('the fixture has an event');
    const weekly = { ...offsite, recurrence: ['RRULE:FREQ=WEEKLY'] };
    expect(() => {
      writeCalendarFile(file, { ...read, events: [weekly] }, OPTIONS);
    }).toThrow(/nothing written: "Offsite" has recurrence, which the simple form cannot hold/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it.each([
    [
      { title: 'Team sync', start: '2026-11-24 10:00', end: '2026-11-24T11:00:00-05:00' },
      'start is not an ISO time with offset (got "2026-11-24 10:00")',
    ],
    [
      { title: 'Team sync', start: '2026-11-24T10:00:00', end: '2026-11-24T11:00:00-05:00' },
      'start is not an ISO time with offset (got "2026-11-24T10:00:00")',
    ],
    [
      { title: 'Team sync', start: '2026-11-24T10:00:00-05:00', end: '2026-11-25' },
      'end is not an ISO time with offset (got "2026-11-25")',
    ],
    [{ title: 'Team sync', start: '2026-11-24T10:00:00-05:00' }, 'end is missing'],
    [{ title: 'Team sync', start: '2026-11-24T10:00:00-05:00', end: '2026-11-24T09:00:00-05:00' }, 'end is not after start'],
    [{ title: 'Team sync', end: '2026-11-24T09:00:00-05:00' }, 'start is missing'],
    [
      { title: 'Team sync', start: 20261124, end: '2026-11-24T09:00:00-05:00' },
      'start is not an ISO time with offset or a date YYYY-MM-DD (got 20261124)',
    ],
    [{ title: 'Team sync', start: '2026-11-24', end: '2026-11-24T10:00:00-05:00' }, 'end is not a date YYYY-MM-DD, as start is'],
    [{ title: 'Team sync', start: '2026-11-24', end: '2026-11-24' }, 'end is not after start (all-day ends are exclusive'],
    [{ title: 'Team sync', start: '2026-02-30', end: '2026-03-01' }, 'start is not an ISO time with offset (got "2026-02-30")'],
    [{ title: 'Team sync', start: '2026-11-24T10:00:00Z', allDay: true }, 'start is not a date YYYY-MM-DD, as allDay is true'],
    [{ title: 'Team sync', start: '2026-11-24', allDay: 'yes' }, 'allDay is not true or false (got "yes")'],
    [{ title: 'Team sync', start: '2026-11-24', allDay: true, attendees: 'dana@corp.com' }, 'attendees is not a list'],
    [
      { title: 'Team sync', start: '2026-11-24', allDay: true, attendees: ['dana@corp.com', 'bob'] },
      'attendee 2 is not an email address (got "bob")',
    ],
    [
      { title: 'Team sync', start: '2026-11-24', allDay: true, attendees: [{ email: 'x' }] },
      'attendee 1 is not an email address (got "x")',
    ],
    [
      { title: 'Team sync', start: '2026-11-24', allDay: true, attendees: [{ email: 'a@b.co', name: 5 }] },
      "attendee 1's name is not text (got 5)",
    ],
    [
      { title: 'Team sync', start: '2026-11-24', allDay: true, attendees: [7] },
      'attendee 1 is not an email address or {email, name} (got 7)',
    ],
    [{ title: 'Team sync', start: '2026-11-24', allDay: true, location: 4 }, 'location is not text (got 4)'],
    [{ title: 'Team sync', start: '2026-11-24', allDay: true, id: 'a/b' }, 'id is not an event id'],
    [
      { title: 'Team sync', start: '2026-11-24', allDay: true, notes: 'x' },
      'has an unknown field "notes" (the simple form has id, title, start, end, attendees, location, allDay)',
    ],
  ])('names the event and the field of a bad event: %j', (bad, message) => {
    const file = fileWith('my.json', [simple[1], simple[3], bad]);
    expect(readError(file)).toContain(`${file}: event 3 ("Team sync"): ${message}`);
  });

  it('names an event without a title by its number', () => {
    expect(readError(fileWith('my.json', [{ start: '2026-11-24', allDay: true }]))).toMatch(
      /my\.json: event 1: title is missing$/,
    );
    expect(readError(fileWith('my.json', [{ title: 3, start: '2026-11-24', allDay: true }]))).toMatch(
      /my\.json: event 1: title is not text \(got 3\)$/,
    );
    expect(readError(fileWith('my.json', ['lunch']))).toMatch(/my\.json: event 1: is not an object \(got "lunch"\)$/);
  });

  it('names an id two events share, and an event in the other form', () => {
    expect(readError(fileWith('my.json', [simple[1], { ...simple[2], id: 'offsite01' }]))).toMatch(
      /event 2 \("Holiday"\): id "offsite01" is also event 1's$/,
    );
    const own = readCalendarFile(fileWith('own.json', [simple[1]]), OPTIONS).events[0];
    expect(readError(fileWith('my.json', [simple[1], { ...own, id: 'own01' }]))).toMatch(
      /event 2 \("Offsite"\): has "time", as in Kairos's own form, but other events do not: use one form per file$/,
    );
  });
});

describe('readCalendarFile, Kairos’s own form', () => {
  const own = readCalendarFile(fileWith('seed.json', simple), OPTIONS).events;

  it('reads a file where every event has a time, and writes it back unchanged', () => {
    const file = fileWith('own.json', `${JSON.stringify(own, null, 2)}\n`);
    const before = readFileSync(file, 'utf8');
    const read = readCalendarFile(file, OPTIONS);
    expect(read).toEqual({ form: 'kairos', events: own });
    writeCalendarFile(file, read, OPTIONS);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('reads an empty array, or a file not there yet, as an empty calendar in its own form', () => {
    expect(readCalendarFile(fileWith('empty.json', []), OPTIONS)).toEqual({ form: 'kairos', events: [] });
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'kairos-calendar-file-')), 'new.json');
    expect(readCalendarFile(missing, OPTIONS)).toEqual({ form: 'kairos', events: [] });
  });

  it('names the event and the field of a bad event', () => {
    const bad = { ...own[0], time: { ...own[0]?.time, start: 'soon' } };
    expect(readError(fileWith('own.json', [own[1], bad]))).toMatch(
      /own\.json: event 2 \("Team sync"\): time\.start: Invalid input: expected number, received string$/,
    );
  });

  it('rejects what is not JSON or not an array', () => {
    expect(readError(fileWith('own.json', '{oops'))).toMatch(/own\.json is not valid JSON$/);
    expect(readError(fileWith('own.json', { events: [] }))).toMatch(/own\.json is not a calendar: a JSON array of events$/);
  });
});

describe('readCalendarFile, iCalendar', () => {
  it('reads an .ics file with the same ids on every read and writes it back as iCalendar', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kairos-calendar-file-')), 'work.ics');
    copyFileSync(path.join(FIXTURES, 'sample.ics'), file);
    const read = readCalendarFile(file, OPTIONS);
    expect(read.form).toBe('ics');
    expect(read.events.map((e) => e.title)).toContain('Team sync');
    expect(readCalendarFile(file, OPTIONS).events.map((e) => [e.id, e.etag])).toEqual(read.events.map((e) => [e.id, e.etag]));
    writeCalendarFile(file, read, OPTIONS);
    expect(readFileSync(file, 'utf8')).toMatch(/^BEGIN:VCALENDAR/);
    expect(
      readCalendarFile(file, OPTIONS)
        .events.map((e) => e.title)
        .sort(),
    ).toEqual(read.events.map((e) => e.title).sort());
  });

  it('names the first bad component of an .ics file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kairos-calendar-file-')), 'bad.ics');
    copyFileSync(path.join(FIXTURES, 'partly-bad.ics'), file);
    expect(readError(file)).toMatch(/bad\.ics: VEVENT/);
  });

  it('takes only .ics and .json files', () => {
    expect(() => readCalendarFile('notes.txt', OPTIONS)).toThrow('--calendar must be an .ics or .json file (got "notes.txt")');
  });
});
