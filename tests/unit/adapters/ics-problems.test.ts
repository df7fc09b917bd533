import { describe, expect, it } from 'vitest';
import { parseIcs } from '../../../lib/adapters/ics';
import { calendar, fixture, onlyEvent, options, thrown } from './ics-test-helpers';

describe('parseIcs durations, defaults and per-event problems', () => {
  it('reads DURATION in days as calendar days (same clock time across DST) and hours as exact time', () => {
    const days = onlyEvent(calendar('DTSTART;TZID=America/New_York:20261031T120000\r\nDURATION:P1D'));
    expect(days.time).toMatchObject({ start: Date.UTC(2026, 9, 31, 16), end: Date.UTC(2026, 10, 1, 17) });
    const hours = onlyEvent(calendar('DTSTART;TZID=America/New_York:20261031T120000\r\nDURATION:PT24H'));
    expect(hours.time).toMatchObject({ start: Date.UTC(2026, 9, 31, 16), end: Date.UTC(2026, 10, 1, 16) });
  });

  it('makes a DATE start with no DTEND a one-day event, and names an event without SUMMARY "(No title)"', () => {
    const event = onlyEvent(calendar('DTSTART;VALUE=DATE:20261225'));
    expect(event.time).toEqual({ kind: 'allDay', startDate: '2026-12-25', endDate: '2026-12-26' });
    expect(event.title).toBe('(No title)');
    expect(event.transparency).toBe('opaque');
  });

  it('leaves out the events of partly-bad.ics that have no DTSTART or end before they start, naming each', () => {
    const { events, problems } = parseIcs(fixture('partly-bad.ics'), options());
    expect(events).toEqual([
      {
        id: 'evt0001',
        title: 'Standup',
        time: {
          kind: 'timed',
          start: Date.UTC(2026, 10, 23, 9, 30),
          end: Date.UTC(2026, 10, 23, 9, 45),
          timeZone: 'Europe/Lisbon',
        },
        attendees: [],
        transparency: 'opaque',
        icalUid: 'standup-1@example.com',
      },
    ]);
    expect(problems).toEqual([
      { line: 11, component: 'VEVENT #2 ("Dentist")', message: 'It has no DTSTART, so there is no telling when it happens.' },
      {
        line: 17,
        component: 'VEVENT #3 ("Flight to Lisbon")',
        message: 'DTEND (2026-11-27 07:00 Europe/Lisbon) is before DTSTART (2026-11-27 18:00 Europe/Lisbon).',
      },
    ]);
  });

  it('reports an invalid RRULE with its line and imports the other events', () => {
    const text = calendar(
      'DTSTART:20261104T090000Z\r\nDTEND:20261104T100000Z\r\nSUMMARY:Ok',
      'DTSTART:20261104T090000Z\r\nDTEND:20261104T100000Z\r\nRRULE:FREQ=SOMETIMES\r\nSUMMARY:Odd',
    );
    const { events, problems } = parseIcs(text, options());
    expect(events.map((e) => e.title)).toEqual(['Ok']);
    expect(problems.map((p) => [p.line, p.component])).toEqual([[10, 'VEVENT #2 ("Odd")']]);
    expect(problems[0]?.message).toMatch(/^Line 14: "RRULE:FREQ=SOMETIMES" is not valid: invalid frequency/);
  });

  it('reports impossible dates that ical.js would roll over, and zero-length or start-only timed events', () => {
    const text = calendar(
      'DTSTART;VALUE=DATE:20261399\r\nSUMMARY:Bad date',
      'DTSTART:20261104T090000Z\r\nSUMMARY:No end',
      'DTSTART:20261104T090000Z\r\nDTEND:20261104T090000Z\r\nSUMMARY:Instant',
    );
    const { events, problems } = parseIcs(text, options());
    expect(events).toEqual([]);
    expect(problems.map((p) => [p.component, p.message])).toEqual([
      ['VEVENT #1 ("Bad date")', '"DTSTART;VALUE=DATE:20261399" is not a valid date.'],
      ['VEVENT #2 ("No end")', 'It has a start time but no DTEND or DURATION, so it would last no time at all.'],
      ['VEVENT #3 ("Instant")', 'DTEND (2026-11-04 09:00 UTC) is the same as DTSTART (2026-11-04 09:00 UTC).'],
    ]);
  });

  it('skips cancelled events and keeps attendees only when they have an email address', () => {
    const text = calendar(
      'DTSTART:20261104T090000Z\r\nDTEND:20261104T100000Z\r\nSTATUS:CANCELLED\r\nSUMMARY:Called off',
      'DTSTART:20261105T090000Z\r\nDTEND:20261105T100000Z\r\nSUMMARY:Kept\r\nATTENDEE;CN=Room:urn:uuid:1234\r\nATTENDEE;PARTSTAT=IN-PROCESS:MAILTO:dev@example.com',
    );
    const { events } = parseIcs(text, options());
    expect(events.map((e) => [e.title, e.attendees])).toEqual([['Kept', [{ email: 'dev@example.com' }]]]);
  });
});

describe('parseIcs on files that are not readable iCalendar', () => {
  it.each([
    ['broken-syntax.ics', 'Line 14: "DTSTART 20261124T150000Z" is not a property (expected NAME:value).'],
    ['unbalanced.ics', 'Line 11: END:VEVENT without a matching BEGIN:VEVENT.'],
    ['not-ics.txt', 'This is not an iCalendar file: line 1 is "Meeting notes, 23 November", expected BEGIN:VCALENDAR.'],
  ])('throws ics_invalid for %s, naming the line and what is wrong', (name, message) => {
    const error = thrown(() => parseIcs(fixture(name), options()));
    expect(error.code).toBe('ics_invalid');
    expect(error.message).toBe(message);
  });

  it('names the line of a component that is never closed', () => {
    const text = 'BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nDTSTART:20261104T090000Z\nEND:VEVENT\n';
    expect(thrown(() => parseIcs(text, options())).message).toBe(
      'Line 5: the file ends but BEGIN:VCALENDAR from line 1 has no END:VCALENDAR.',
    );
  });

  it('names the line of an END that closes the wrong component, and of malformed parameters', () => {
    const wrongEnd = 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR\n';
    expect(thrown(() => parseIcs(wrongEnd, options())).message).toBe(
      'Line 3: END:VCALENDAR, but BEGIN:VEVENT from line 2 has no END:VEVENT yet.',
    );
    const badParam = 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;TZID:20261104T090000\nEND:VEVENT\nEND:VCALENDAR\n';
    expect(thrown(() => parseIcs(badParam, options())).message).toMatch(/^Line 3: .* has malformed parameters/);
  });

  it('throws ics_invalid for an empty file', () => {
    expect(thrown(() => parseIcs('\n\n', options())).code).toBe('ics_invalid');
  });
});
