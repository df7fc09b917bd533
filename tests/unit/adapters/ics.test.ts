import { describe, expect, it } from 'vitest';
import { parseIcs, toIcs } from '../../../lib/adapters/ics';
import type { EventDraft } from '../../../lib/core/domain/calendar-event';
import { calendar, fixture, onlyEvent, options } from './ics-test-helpers';

const HOUR = 3_600_000;

const SAMPLE_DRAFTS = [
  {
    id: 'evt0001',
    title: 'Team sync',
    time: { kind: 'timed', start: Date.UTC(2026, 9, 6, 13), end: Date.UTC(2026, 9, 6, 13, 30), timeZone: 'America/New_York' },
    attendees: [],
    recurrence: [
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
      'EXDATE;TZID=America/New_York:20261124T090000',
      'EXDATE;TZID=America/New_York:20261117T090000',
    ],
    transparency: 'opaque',
    icalUid: '7kukuqrfedlm2f9t2vr95rpc1j@google.com',
  },
  {
    id: 'evt0002',
    title: 'Team sync (moved for the all-hands)',
    time: { kind: 'timed', start: Date.UTC(2026, 10, 17, 15), end: Date.UTC(2026, 10, 17, 15, 30), timeZone: 'America/New_York' },
    attendees: [],
    transparency: 'opaque',
    icalUid: '7kukuqrfedlm2f9t2vr95rpc1j@google.com_R20261117T140000Z',
  },
  {
    id: 'evt0003',
    title: 'Company offsite',
    time: { kind: 'allDay', startDate: '2026-11-12', endDate: '2026-11-14' },
    attendees: [],
    transparency: 'transparent',
    icalUid: '3q9j1a0v6l2s0ri8fd5k1m2n3o@google.com',
  },
  {
    id: 'evt0004',
    title: 'Database migration (overnight)',
    time: { kind: 'timed', start: Date.UTC(2026, 10, 1, 4, 30), end: Date.UTC(2026, 10, 1, 8, 30), timeZone: 'America/New_York' },
    attendees: [],
    description: 'Runs across the end of daylight saving time: 01:00-02:00 happens twice, so the window is four hours long.',
    transparency: 'opaque',
    icalUid: '5b2k9d8e7f6g5h4i3j2k1l0m9n@google.com',
  },
  {
    id: 'evt0005',
    title: 'Design review',
    time: { kind: 'timed', start: Date.UTC(2026, 10, 5, 19), end: Date.UTC(2026, 10, 5, 20), timeZone: 'America/New_York' },
    attendees: [
      { email: 'ana@example.com', name: 'Ana Lima', responseStatus: 'accepted' },
      { email: 'ben.ortiz@example.com', name: 'Ben Ortiz', responseStatus: 'tentative' },
      { email: 'jane.doe@example.org', name: 'Doe, Jane', responseStatus: 'needsAction' },
      { email: 'carol@example.com', responseStatus: 'declined' },
    ],
    location: 'Room 4B, 2nd floor, 100 Main St, Springfield',
    description:
      'Agenda:\n1. Mockups for the onboarding flow\n2. Next steps; owners\n\nJoin: https://meet.example.com/abc-defg-hij',
    transparency: 'opaque',
    icalUid: '0a1b2c3d4e5f6g7h8i9j0k1l2m@google.com',
  },
];

describe('parseIcs on a Google Calendar export (sample.ics)', () => {
  const { events, problems } = parseIcs(fixture('sample.ics'), options());
  const byTitle = (title: string): EventDraft | undefined => events.find((e) => e.title === title);

  it('imports every event, in file order, with ids from newId and no problems', () => {
    expect(problems).toEqual([]);
    expect(events).toEqual(SAMPLE_DRAFTS);
  });

  it('reads a weekly series at 09:00 New York time and keeps its RRULE and EXDATE lines as text', () => {
    const sync = byTitle('Team sync');
    expect(sync?.time).toEqual({
      kind: 'timed',
      start: Date.UTC(2026, 9, 6, 13),
      end: Date.UTC(2026, 9, 6, 13, 30),
      timeZone: 'America/New_York',
    });
    expect(sync?.recurrence?.slice(0, 2)).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU', 'EXDATE;TZID=America/New_York:20261124T090000']);
  });

  it('turns an overridden instance into an EXDATE on the series plus a standalone event with a derived UID', () => {
    expect(byTitle('Team sync')?.recurrence).toContain('EXDATE;TZID=America/New_York:20261117T090000');
    const moved = byTitle('Team sync (moved for the all-hands)');
    expect(moved?.recurrence).toBeUndefined();
    expect(moved?.icalUid).toBe('7kukuqrfedlm2f9t2vr95rpc1j@google.com_R20261117T140000Z');
    expect(moved?.time).toMatchObject({ start: Date.UTC(2026, 10, 17, 15), end: Date.UTC(2026, 10, 17, 15, 30) });
  });

  it('reads DATE values as an all-day event with an exclusive end date, and TRANSP:TRANSPARENT as free', () => {
    const offsite = byTitle('Company offsite');
    expect(offsite?.time).toEqual({ kind: 'allDay', startDate: '2026-11-12', endDate: '2026-11-14' });
    expect(offsite?.transparency).toBe('transparent');
  });

  it('gives an event across the DST fall-back night its real length: 00:30-03:30 is four hours', () => {
    const migration = byTitle('Database migration (overnight)');
    if (migration?.time.kind !== 'timed') throw new Error('expected a timed event');
    expect(migration.time.end - migration.time.start).toBe(4 * HOUR);
    expect(migration.time.start).toBe(Date.UTC(2026, 10, 1, 4, 30));
  });

  it('reads attendees with names and response status, an escaped location and a multi-line description', () => {
    const review = byTitle('Design review');
    expect(review?.attendees).toEqual(SAMPLE_DRAFTS[4]?.attendees);
    expect(review?.location).toBe('Room 4B, 2nd floor, 100 Main St, Springfield');
    expect(review?.description?.split('\n')).toHaveLength(5);
  });

  it('keeps the instant of a UTC time and labels it with the default zone', () => {
    expect(byTitle('Design review')?.time).toEqual({
      kind: 'timed',
      start: Date.UTC(2026, 10, 5, 19),
      end: Date.UTC(2026, 10, 5, 20),
      timeZone: 'America/New_York',
    });
  });

  it('survives a round trip: parsing its own export gives the same drafts, ids aside', () => {
    const stored = events.map((e) => ({ ...e, etag: 'etag-1', updatedAt: Date.UTC(2026, 9, 21) }));
    const again = parseIcs(toIcs(stored, {}), options());
    expect(again.problems).toEqual([]);
    const withoutIds = (list: EventDraft[]) => list.map((e) => ({ ...e, id: undefined }));
    expect(withoutIds(again.events)).toEqual(withoutIds(events));
  });
});

describe('parseIcs time zones', () => {
  it('reads floating times (no Z, no TZID) in the default zone', () => {
    const event = onlyEvent(calendar('DTSTART:20261105T090000\r\nDTEND:20261105T100000\r\nSUMMARY:Floating'), 'Europe/Paris');
    expect(event.time).toEqual({
      kind: 'timed',
      start: Date.UTC(2026, 10, 5, 8),
      end: Date.UTC(2026, 10, 5, 9),
      timeZone: 'Europe/Paris',
    });
  });

  it('keeps a recurring series written in UTC in UTC, so its repeats do not shift at DST changes', () => {
    const event = onlyEvent(calendar('DTSTART:20261105T140000Z\r\nDTEND:20261105T150000Z\r\nRRULE:FREQ=DAILY;COUNT=3'));
    expect(event.time).toMatchObject({ start: Date.UTC(2026, 10, 5, 14), timeZone: 'UTC' });
    expect(event.recurrence).toEqual(['RRULE:FREQ=DAILY;COUNT=3']);
  });

  it('uses an IANA TZID directly, even with no VTIMEZONE in the file', () => {
    const event = onlyEvent(calendar('DTSTART;TZID=Europe/London:20260701T090000\r\nDTEND;TZID=Europe/London:20260701T100000'));
    expect(event.time).toEqual({
      kind: 'timed',
      start: Date.UTC(2026, 6, 1, 8),
      end: Date.UTC(2026, 6, 1, 9),
      timeZone: 'Europe/London',
    });
  });

  it('reads an Outlook (Windows) TZID through its VTIMEZONE and labels the event with the matching IANA zone', () => {
    const outlookZone = [
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\r\n');
    const text = calendar(
      'DTSTART;TZID=Eastern Standard Time:20261103T090000\r\nDTEND;TZID=Eastern Standard Time:20261103T100000\r\n' +
        'RRULE:FREQ=WEEKLY\r\nEXDATE;TZID=Eastern Standard Time:20261110T090000\r\nSUMMARY:Outlook weekly',
    ).replace('VERSION:2.0', `VERSION:2.0\r\n${outlookZone}`);
    const event = onlyEvent(text, 'Europe/Berlin');
    expect(event.time).toEqual({
      kind: 'timed',
      start: Date.UTC(2026, 10, 3, 14),
      end: Date.UTC(2026, 10, 3, 15),
      timeZone: 'America/New_York',
    });
    expect(event.recurrence).toEqual(['RRULE:FREQ=WEEKLY', 'EXDATE;TZID=America/New_York:20261110T090000']);
  });

  it('reports an event whose TZID is neither IANA nor defined by a VTIMEZONE, and imports the rest', () => {
    const { events, problems } = parseIcs(
      calendar(
        'DTSTART;TZID=Mars/Olympus_Mons:20261103T090000\r\nDTEND;TZID=Mars/Olympus_Mons:20261103T100000\r\nSUMMARY:Rover check',
        'DTSTART:20261104T090000Z\r\nDTEND:20261104T100000Z\r\nSUMMARY:Fine',
      ),
      options(),
    );
    expect(events.map((e) => e.title)).toEqual(['Fine']);
    expect(problems.map((p) => [p.line, p.component])).toEqual([[4, 'VEVENT #1 ("Rover check")']]);
    expect(problems[0]?.message).toContain('TZID "Mars/Olympus_Mons" is not a known time zone');
  });
});

describe('parseIcs overridden instances (RECURRENCE-ID)', () => {
  it('turns a cancelled instance into an EXDATE only, and keeps an override whose series is not in the file', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT\nUID:daily\nDTSTART;VALUE=DATE:20261201\nRRULE:FREQ=DAILY;COUNT=5\nSUMMARY:Daily\nEND:VEVENT',
      'BEGIN:VEVENT\nUID:daily\nRECURRENCE-ID;VALUE=DATE:20261203\nSTATUS:CANCELLED\nDTSTART;VALUE=DATE:20261203\nEND:VEVENT',
      'BEGIN:VEVENT\nUID:gone\nRECURRENCE-ID:20261203T100000Z\nDTSTART:20261203T110000Z\nDTEND:20261203T120000Z\nEND:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const { events, problems } = parseIcs(text, options('Europe/Paris'));
    expect(problems).toEqual([]);
    expect(events.map((e) => [e.icalUid, e.recurrence])).toEqual([
      ['daily', ['RRULE:FREQ=DAILY;COUNT=5', 'EXDATE;VALUE=DATE:20261203']],
      ['gone_R20261203T100000Z', undefined],
    ]);
  });
});
