import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseIcs, toIcs } from '../../../lib/adapters/ics';
import type { CalendarEvent, EventId } from '../../../lib/core/domain/calendar-event';
import { instantToWallClock, wallClockToInstant } from '../../../lib/core/time/zoned';

const DAY = 86_400_000;

function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'evt0001' as EventId,
    title: 'Planning',
    time: { kind: 'timed', start: Date.UTC(2026, 10, 3, 14), end: Date.UTC(2026, 10, 3, 15), timeZone: 'America/New_York' },
    attendees: [],
    transparency: 'opaque',
    etag: 'etag-1',
    updatedAt: Date.UTC(2026, 9, 21, 8, 30, 15),
    ...overrides,
  };
}

function parseBack(text: string) {
  let next = 0;
  const newId = () => `evt${String((next += 1)).padStart(4, '0')}`;
  return parseIcs(text, { newId, now: Date.UTC(2026, 9, 20), defaultTimeZone: 'Europe/Paris' });
}

/** What iCalendar TEXT can hold: no control characters but line breaks and tab. */
function isTextChar(c: string): boolean {
  return c === '\n' || c === '\r' || c === '\t' || (c >= ' ' && c !== '\u007f');
}

function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The VTIMEZONE the output defines for `zone`, as ical.js reads it. */
function icalZone(text: string, zone: string): ICAL.Timezone {
  const component = ICAL.Component.fromString(text)
    .getAllSubcomponents('vtimezone')
    .find((c) => c.getFirstPropertyValue('tzid') === zone);
  if (!component) throw new Error(`no VTIMEZONE for ${zone}`);
  return new ICAL.Timezone(component);
}

describe('toIcs line format', () => {
  const long = event({
    title: 'Revue trimestrielle — équipe produit 🚀 '.repeat(4),
    description: `${'Ünïcödé text with emoji 😀👍🏽 and accents é à ü. '.repeat(6)}\nSecond paragraph.`,
  });
  const text = toIcs([long], {});

  it('ends every line with CRLF and never uses a bare LF or CR', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets without splitting a UTF-8 character, and unfolds to the original', () => {
    const physical = text.split('\r\n').slice(0, -1);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(unfold(text)).toContain(`SUMMARY:${long.title}`);
  });

  it('escapes commas, semicolons, backslashes and newlines in text, and quotes parameter values that need it', () => {
    const tricky = event({
      title: 'Lunch, Inc; C:\\temp\nsecond line',
      location: 'Café; 1, Rue X',
      attendees: [{ email: 'jd@example.com', name: 'Doe, Jane "JD"', responseStatus: 'accepted' }],
    });
    const lines = unfold(toIcs([tricky], {}));
    expect(lines).toContain('SUMMARY:Lunch\\, Inc\\; C:\\\\temp\\nsecond line');
    expect(lines).toContain('LOCATION:Café\\; 1\\, Rue X');
    expect(lines).toContain(`ATTENDEE;CN="Doe, Jane ^'JD^'";PARTSTAT=ACCEPTED:mailto:jd@example.com`);
    const [back] = parseBack(toIcs([tricky], {})).events;
    expect(back).toMatchObject({ title: tricky.title, location: tricky.location, attendees: tricky.attendees });
  });
});

describe('toIcs content', () => {
  it('writes the calendar header, UID from icalUid or the id, DTSTAMP from updatedAt, all-day dates and TRANSP', () => {
    const allDay = event({
      id: 'evt0002' as EventId,
      icalUid: 'offsite@example.com',
      time: { kind: 'allDay', startDate: '2026-11-12', endDate: '2026-11-14' },
      transparency: 'transparent',
    });
    const lines = unfold(toIcs([event(), allDay], {}));
    expect(lines.slice(0, 4)).toEqual(['BEGIN:VCALENDAR', 'PRODID:-//Kairos//Kairos//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN']);
    expect(lines).toEqual(expect.arrayContaining(['UID:evt0001@kairos', 'UID:offsite@example.com', 'DTSTAMP:20261021T083015Z']));
    expect(lines).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261112', 'DTEND;VALUE=DATE:20261114']));
    expect(lines).toEqual(expect.arrayContaining(['TRANSP:OPAQUE', 'TRANSP:TRANSPARENT']));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(toIcs([], { prodId: '-//Acme//Planner//EN' })).toContain('PRODID:-//Acme//Planner//EN\r\n');
  });

  it('writes timed events as local time with TZID, with one VTIMEZONE per zone, and ical.js reads the file', () => {
    const london = event({
      time: { kind: 'timed', start: Date.UTC(2026, 6, 1, 8), end: Date.UTC(2026, 6, 1, 9), timeZone: 'Europe/London' },
    });
    const text = toIcs([event(), london, event({ id: 'evt0003' as EventId })], {});
    const lines = unfold(text);
    expect(lines).toContain('DTSTART;TZID=America/New_York:20261103T090000');
    expect(lines).toContain('DTSTART;TZID=Europe/London:20260701T090000');
    expect(lines.filter((l) => l.startsWith('TZID:'))).toEqual(['TZID:America/New_York', 'TZID:Europe/London']);
    const calendar = ICAL.Component.fromString(text);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(3);
  });

  it('defines its zones so that ical.js keeps a weekly 09:00 New York series at 09:00 on both sides of DST', () => {
    const weekly = event({
      time: { kind: 'timed', start: Date.UTC(2026, 9, 6, 13), end: Date.UTC(2026, 9, 6, 13, 30), timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU', 'EXDATE;TZID=America/New_York:20261124T090000'],
    });
    const text = toIcs([weekly], {});
    expect(unfold(text)).toEqual(expect.arrayContaining(weekly.recurrence ?? []));
    const zone = icalZone(text, 'America/New_York');
    const start = new ICAL.Time({ year: 2026, month: 10, day: 6, hour: 9, minute: 0, second: 0, isDate: false }, zone);
    const iterator = ICAL.Recur.fromString('FREQ=WEEKLY;BYDAY=TU').iterator(start);
    // Five years of Tuesdays: well past the years the VTIMEZONE lists explicitly, so its yearly RRULEs are used.
    for (let i = 0; i < 260; i += 1) {
      const next = iterator.next();
      const expected = wallClockToInstant(
        { year: next.year, month: next.month, day: next.day, hour: 9, minute: 0 },
        'America/New_York',
      );
      expect(next.toUnixTime() * 1000).toBe(expected);
    }
  });

  it.each([
    ['America/New_York', true],
    ['Europe/London', true],
    ['Australia/Sydney', true],
    ['Pacific/Chatham', true],
    ['Asia/Kolkata', true],
    ['America/Sao_Paulo', true],
    ['Africa/Casablanca', false],
  ])('writes a VTIMEZONE for %s that agrees with the tz database', (zone, regularAfterwards) => {
    const start = Date.UTC(2018, 5, 15, 12);
    const text = toIcs([event({ time: { kind: 'timed', start, end: start + 3_600_000, timeZone: zone } })], {});
    const ical = icalZone(text, zone);
    const until = regularAfterwards ? Date.UTC(2030, 0, 1) : Date.UTC(2020, 0, 1);
    for (let ms = Date.UTC(2017, 0, 1, 12); ms < until; ms += 5 * DAY + 7 * 3_600_000) {
      const w = instantToWallClock(ms, zone);
      const local = new ICAL.Time({ ...w, second: 0, isDate: false }, ical);
      expect([zone, new Date(ms).toISOString(), local.toUnixTime() * 1000]).toEqual([zone, new Date(ms).toISOString(), ms]);
    }
  });
});

describe('toIcs round trips through parseIcs', () => {
  it('keeps an instant in the repeated hour of a fall-back night, writing it in UTC with X-KAIROS-TZID', () => {
    const secondOneThirty = Date.UTC(2026, 10, 1, 6, 30);
    const repeated = event({
      time: { kind: 'timed', start: secondOneThirty, end: secondOneThirty + 3_600_000, timeZone: 'America/New_York' },
    });
    const text = toIcs([repeated], {});
    expect(unfold(text)).toContain('DTSTART;X-KAIROS-TZID=America/New_York:20261101T063000Z');
    expect(parseBack(text).events[0]?.time).toEqual(repeated.time);
  });

  const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
  const text = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 120 })
    .map((s) => Array.from(s).filter(isTextChar).join('').replace(/\r\n?/g, '\n'))
    .filter((s) => s !== '');

  it('keeps titles, places, descriptions, instants and zones of any event', () => {
    fc.assert(
      fc.property(
        text,
        fc.option(text, { nil: undefined }),
        fc.option(text, { nil: undefined }),
        fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 }),
        fc.integer({ min: 1, max: 3 * 86_400 }),
        fc.constantFrom(...zones),
        (title, location, description, startSeconds, seconds, timeZone) => {
          const start = startSeconds * 1000;
          const original = event({ title, time: { kind: 'timed', start, end: start + seconds * 1000, timeZone } });
          if (location !== undefined) original.location = location;
          if (description !== undefined) original.description = description;
          const [back] = parseBack(toIcs([original], {})).events;
          const { etag: _etag, updatedAt: _updatedAt, ...draft } = original;
          expect(back).toEqual({ ...draft, icalUid: 'evt0001@kairos' });
        },
      ),
      { numRuns: 150 },
    );
  });
});
