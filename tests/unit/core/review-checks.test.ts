import { describe, expect, it } from 'vitest';
import type { CalendarChange, Check, Review, SingleChange } from '../../../lib/core/approvals/pending-action';
import { reviewChange, type ReviewDeps } from '../../../lib/core/approvals/review-change';
import type { Attendee, CalendarEvent, EventDraft } from '../../../lib/core/domain/calendar-event';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../lib/core/domain/preferences';
import { expandOccurrences } from '../../../lib/core/time/expand-occurrences';
import type { Interval } from '../../../lib/core/time/interval';
import type { FreeBusyAnswer, FreeBusyPort } from '../../../lib/ports/free-busy';
import { timedDraft } from '../../helpers/fakes';

// Each check on its own, through reviewChange, against a fake calendar listing fixed events.
// Tue 24 Nov 2026 and Thu 24 Dec 2026 are working days in New York (EST, -05:00); Sat 28 Nov is not.

const NY = 'America/New_York';

type Extra = Partial<CalendarEvent>;

function stored(d: EventDraft, extra: Extra = {}): CalendarEvent {
  return { ...d, etag: '"1"', updatedAt: 0, ...extra };
}

/** A timed event; times without an offset are New York wall clock on Tue 24 Nov. */
function timed(id: string, title: string, start: string, end: string, extra: Extra = {}): CalendarEvent {
  const iso = (t: string): string => (t.includes('T') ? t : `2026-11-24T${t}:00-05:00`);
  return stored(timedDraft(id, title, iso(start), iso(end)), extra);
}

function allDay(id: string, title: string, startDate: string, endDate: string, extra: Extra = {}): CalendarEvent {
  return stored(
    {
      ...timedDraft(id, title, '2026-11-24T09:00:00-05:00', '2026-11-24T10:00:00-05:00'),
      time: { kind: 'allDay', startDate, endDate },
    },
    extra,
  );
}

function toDraft(e: CalendarEvent): EventDraft {
  const { etag: _etag, updatedAt: _updatedAt, ...draft } = e;
  return draft;
}

const create = (e: CalendarEvent): SingleChange => ({ kind: 'create', event: toDraft(e) });
const update = (before: CalendarEvent, after: Extra): SingleChange => ({
  kind: 'update',
  before,
  after: toDraft({ ...before, ...after }),
});
const moveTo = (before: CalendarEvent, start: string, end: string): SingleChange =>
  update(before, { time: timed('x', 'x', start, end).time });

function fakeCalendar(events: readonly CalendarEvent[]) {
  const calls: Interval[] = [];
  return {
    calls,
    listOccurrences(range: Interval, zone: string) {
      calls.push(range);
      return Promise.resolve(events.flatMap((e) => expandOccurrences(e, range, zone)).sort((a, b) => a.start - b.start));
    },
  };
}

function fakeFreeBusy(
  answers: Record<string, FreeBusyAnswer>,
): FreeBusyPort & { asked: { emails: string[]; range: Interval }[] } {
  const asked: { emails: string[]; range: Interval }[] = [];
  return {
    asked,
    query(emails, range) {
      asked.push({ emails: [...emails], range });
      return Promise.resolve(new Map(emails.flatMap((e) => (answers[e] === undefined ? [] : [[e, answers[e]] as const]))));
    },
  };
}

interface Setup {
  events?: CalendarEvent[];
  preferences?: Partial<Preferences>;
  zone?: string;
  freeBusy?: FreeBusyPort;
}

async function review(change: CalendarChange | SingleChange[], setup: Setup = {}): Promise<Review> {
  const deps: ReviewDeps = {
    calendar: fakeCalendar(setup.events ?? []),
    preferences: { ...DEFAULT_PREFERENCES, ...setup.preferences },
    timeZone: setup.zone ?? NY,
    ...(setup.freeBusy === undefined ? {} : { freeBusy: setup.freeBusy }),
  };
  return reviewChange(Array.isArray(change) ? { kind: 'bulk', changes: change } : change, deps);
}

async function linesOf(kind: Check['kind'], change: CalendarChange | SingleChange[], setup: Setup = {}): Promise<string[]> {
  return (await review(change, setup)).checks.filter((c) => c.kind === kind).map((c) => c.text);
}

const sync = (extra: Extra = {}): CalendarEvent => timed('new00001', 'Sync', '09:00', '09:30', extra);

describe('overlap', () => {
  it.each<[string, CalendarEvent[], string[], string?]>([
    ['an event ending as it starts (touching)', [timed('e1', 'Early', '08:30', '09:00')], []],
    ['an event starting as it ends (touching)', [timed('e1', 'Late', '09:30', '10:00')], []],
    ['an event inside it', [timed('e1', 'Standup', '09:00', '09:15')], ['Overlaps "Standup" (Tue 24 Nov, 09:00–09:15)']],
    ['an event marked free', [timed('e1', 'Focus', '09:00', '10:00', { transparency: 'transparent' })], []],
    [
      'an invitation the person declined',
      [
        timed('e1', 'All hands', '09:00', '10:00', {
          attendees: [{ email: 'me@example.com', self: true, responseStatus: 'declined' }],
        }),
      ],
      [],
    ],
    [
      'an invitation someone else declined',
      [timed('e1', 'All hands', '09:00', '10:00', { attendees: [{ email: 'sam@acme.com', responseStatus: 'declined' }] })],
      ['Overlaps "All hands" (Tue 24 Nov, 09:00–10:00)'],
    ],
    [
      'a busy all-day event that day',
      [allDay('e1', 'Offsite', '2026-11-24', '2026-11-25')],
      ['Overlaps "Offsite" (Tue 24 Nov, all day)'],
    ],
    [
      'a free all-day event that day',
      [allDay('e1', 'Birthday', '2026-11-24', '2026-11-25', { transparency: 'transparent' })],
      [],
    ],
    ['a busy all-day event the day before', [allDay('e1', 'Offsite', '2026-11-23', '2026-11-24')], []],
    [
      'a London event at the same instant',
      [
        timed('e1', 'London sync', '2026-11-24T14:15:00Z', '2026-11-24T14:45:00Z', {
          time: {
            kind: 'timed',
            start: Date.parse('2026-11-24T14:15:00Z'),
            end: Date.parse('2026-11-24T14:45:00Z'),
            timeZone: 'Europe/London',
          },
        }),
      ],
      ['Overlaps "London sync" (Tue 24 Nov, 09:15–09:45)'],
    ],
    [
      'a Tokyo event ending as it starts',
      [timed('e1', 'Tokyo wrap-up', '2026-11-24T22:00:00+09:00', '2026-11-24T23:00:00+09:00')],
      [],
    ],
    [
      'an event seen from Berlin',
      [timed('e1', 'Standup', '09:00', '09:15')],
      ['Overlaps "Standup" (Tue 24 Nov, 15:00–15:15)'],
      'Europe/Berlin',
    ],
  ])('against %s', async (_, events, expected, zone) => {
    expect(await linesOf('overlap', create(sync()), { events, ...(zone === undefined ? {} : { zone }) })).toEqual(expected);
  });

  it('never finds a moved event clashing with itself', async () => {
    const standup = timed('e1', 'Standup', '09:00', '09:30');
    expect(await linesOf('overlap', moveTo(standup, '09:15', '09:45'), { events: [standup] })).toEqual([]);
  });

  it('knows an instance listed under another id by its series and original start', async () => {
    const series = { recurringEventId: 'series1', originalStart: Date.parse('2026-11-24T09:00:00-05:00') };
    const listed = timed('series1_20261124T140000Z', 'Standup', '09:00', '09:30', series);
    const before = { ...listed, id: listed.id.replace('series1_', 'series1x') as CalendarEvent['id'] };
    expect(await linesOf('overlap', moveTo(before, '09:15', '09:45'), { events: [listed] })).toEqual([]);
  });

  it('says nothing for a rename that leaves the time alone', async () => {
    const standup = timed('e1', 'Standup', '09:00', '09:30');
    const events = [standup, timed('e2', 'Review', '09:00', '10:00')];
    expect(await linesOf('overlap', update(standup, { title: 'Daily' }), { events })).toEqual([]);
  });

  it('says nothing for a new event marked free', async () => {
    expect(
      await linesOf('overlap', create(sync({ transparency: 'transparent' })), {
        events: [timed('e1', 'Standup', '09:00', '09:15')],
      }),
    ).toEqual([]);
  });

  describe('in a bulk change', () => {
    const standup = timed('e1', 'Standup', '09:00', '09:15');

    it.each<[string, SingleChange[], string[]]>([
      ['an event another item deletes', [{ kind: 'delete', before: standup }, create(sync())], []],
      ['an event another item moves away', [moveTo(standup, '11:00', '11:15'), create(sync())], []],
      [
        'an event another item moves into its way',
        [create(sync()), moveTo(timed('e2', 'Lunch', '12:00', '13:00'), '09:20', '10:00')],
        ['"Sync" overlaps "Standup" (Tue 24 Nov, 09:00–09:15)', '"Sync" overlaps "Lunch" (Tue 24 Nov, 09:20–10:00)'],
      ],
      [
        'an event another item only renames, under its new name',
        [update(standup, { title: 'Daily' }), create(sync())],
        ['"Sync" overlaps "Daily" (Tue 24 Nov, 09:00–09:15)'],
      ],
      [
        'two new events at once, said once',
        [create(timed('n1', 'A', '14:00', '15:00')), create(timed('n2', 'B', '14:30', '15:30'))],
        ['"A" overlaps "B" (Tue 24 Nov, 14:30–15:30)'],
      ],
    ])('leaves out or names %s', async (_, changes, expected) => {
      expect(await linesOf('overlap', changes, { events: [standup] })).toEqual(expected);
    });

    it('shows five clashes and counts the rest', async () => {
      const events = Array.from({ length: 7 }, (_, i) => timed(`e${String(i)}`, `Meeting ${String(i)}`, '09:00', '09:30'));
      const lines = await linesOf('overlap', create(sync()), { events });
      expect(lines).toHaveLength(6);
      expect(lines[0]).toBe('Overlaps "Meeting 0" (Tue 24 Nov, 09:00–09:30)');
      expect(lines[5]).toBe('…and 2 more overlaps');
    });
  });
});

describe('attendee_busy', () => {
  const guests: Attendee[] = [
    { email: 'me@example.com', self: true },
    { email: 'sam@acme.com', name: 'Sam' },
    { email: 'dana@corp.com', name: 'Dana' },
    { email: 'lee@corp.com', name: 'Lee', optional: true },
  ];
  const tuesday = (t: string): number => Date.parse(`2026-11-24T${t}:00-05:00`);
  const busy = (start: string, end: string): FreeBusyAnswer => ({
    kind: 'busy',
    busy: [{ start: tuesday(start), end: tuesday(end) }],
  });

  it.each<[string, Record<string, FreeBusyAnswer>, string[]]>([
    ['one guest busy', { 'sam@acme.com': busy('09:15', '10:00'), 'dana@corp.com': busy('09:30', '10:00') }, ['Sam is busy then']],
    [
      'two guests busy',
      { 'sam@acme.com': busy('08:00', '09:01'), 'dana@corp.com': busy('09:29', '10:00') },
      ['Sam and Dana are busy then'],
    ],
    ['busy only when touching', { 'sam@acme.com': busy('08:00', '09:00'), 'dana@corp.com': busy('09:30', '10:00') }, []],
    [
      'calendars not shared or failing',
      { 'sam@acme.com': { kind: 'not_visible' }, 'dana@corp.com': { kind: 'error', message: 'x' } },
      [],
    ],
  ])('%s', async (_, answers, expected) => {
    const port = fakeFreeBusy({ ...answers, 'lee@corp.com': busy('09:00', '09:30') });
    expect(await linesOf('attendee_busy', create(sync({ attendees: guests })), { freeBusy: port })).toEqual(expected);
    expect(port.asked).toEqual([
      { emails: ['sam@acme.com', 'dana@corp.com'], range: { start: tuesday('09:00'), end: tuesday('09:30') } },
    ]);
  });

  it('still reviews the change when free/busy throws', async () => {
    const failing: FreeBusyPort = { query: () => Promise.reject(new Error('offline')) };
    const r = await review(create(sync({ attendees: guests })), {
      freeBusy: failing,
      events: [timed('e1', 'Standup', '09:00', '09:15')],
    });
    expect(r.checks).toEqual([{ kind: 'overlap', text: 'Overlaps "Standup" (Tue 24 Nov, 09:00–09:15)' }]);
  });

  it('does not count the moved meeting itself as busy time', async () => {
    const meeting = sync({ id: 'e1' as CalendarEvent['id'], attendees: guests });
    const port = fakeFreeBusy({ 'sam@acme.com': busy('09:00', '09:30'), 'dana@corp.com': busy('09:00', '09:45') });
    expect(await linesOf('attendee_busy', moveTo(meeting, '09:15', '09:45'), { freeBusy: port })).toEqual(['Dana is busy then']);
  });

  it('asks only about guests an edit adds when the time stays', async () => {
    const meeting = sync({ id: 'e1' as CalendarEvent['id'], attendees: guests.slice(0, 2) });
    const port = fakeFreeBusy({ 'sam@acme.com': busy('09:00', '09:30'), 'dana@corp.com': busy('09:00', '09:30') });
    expect(await linesOf('attendee_busy', update(meeting, { attendees: guests.slice(0, 3) }), { freeBusy: port })).toEqual([
      'Dana is busy then',
    ]);
    expect(port.asked.map((a) => a.emails)).toEqual([['dana@corp.com']]);
  });

  it('asks once for a bulk change and names the event in each line', async () => {
    const port = fakeFreeBusy({ 'sam@acme.com': busy('14:00', '15:00'), 'dana@corp.com': busy('09:00', '09:30') });
    const changes = [
      create(sync({ attendees: guests })),
      create(timed('n2', 'Plan', '14:00', '14:30', { attendees: [guests[1] as Attendee] })),
    ];
    expect(await linesOf('attendee_busy', changes, { freeBusy: port })).toEqual([
      'Dana is busy during "Sync"',
      'Sam is busy during "Plan"',
    ]);
    expect(port.asked).toHaveLength(1);
    expect(port.asked[0]?.range).toEqual({ start: tuesday('09:00'), end: tuesday('14:30') });
  });
});

describe('same_location', () => {
  const at = (location: string): CalendarEvent => sync({ location });

  it.each<[string, string, CalendarEvent[], string[]]>([
    [
      'the same room written differently',
      'Room 4',
      [timed('e1', 'Design review', '09:15', '10:00', { location: '  room   4 ' })],
      ['"Room 4" is also the place of "Design review" (Tue 24 Nov, 09:15–10:00)'],
    ],
    [
      'the same room, even for an event the person declined',
      'Room 4',
      [
        timed('e1', 'Design review', '09:15', '10:00', {
          location: 'Room 4',
          attendees: [{ email: 'me@x.com', self: true, responseStatus: 'declined' }],
        }),
      ],
      ['"Room 4" is also the place of "Design review" (Tue 24 Nov, 09:15–10:00)'],
    ],
    ['another room', 'Room 4', [timed('e1', 'Design review', '09:15', '10:00', { location: 'Room 5' })], []],
    ['the same room just after', 'Room 4', [timed('e1', 'Design review', '09:30', '10:00', { location: 'Room 4' })], []],
    ['Zoom on both', 'Zoom', [timed('e1', 'Design review', '09:00', '10:00', { location: 'zoom' })], []],
    [
      'a Teams call on both',
      'Microsoft Teams Meeting',
      [timed('e1', 'Design review', '09:00', '10:00', { location: 'Microsoft Teams Meeting' })],
      [],
    ],
    [
      'the same link',
      'https://acme.zoom.us/j/1',
      [timed('e1', 'Design review', '09:00', '10:00', { location: 'https://acme.zoom.us/j/1' })],
      [],
    ],
  ])('%s', async (_, location, events, expected) => {
    expect(await linesOf('same_location', create(at(location)), { events })).toEqual(expected);
  });
});

describe('outside_hours', () => {
  it.each<[string, string, string, string[], Partial<Preferences>?, string?]>([
    ['wholly inside', '09:00', '09:30', []],
    ['ending as the day ends', '16:30', '17:00', []],
    ['partly after hours', '16:30', '17:30', ['Outside your working hours (Tue 09:00–17:00)']],
    ['before hours', '07:00', '08:00', ['Outside your working hours (Tue 09:00–17:00)']],
    [
      'in a lunch gap',
      '12:00',
      '12:30',
      ['Outside your working hours (Tue 09:00–12:00, 13:00–17:00)'],
      {
        workingHours: {
          ...DEFAULT_PREFERENCES.workingHours,
          tue: [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '17:00' },
          ],
        },
      },
    ],
    ['at 15:00 in Berlin', '09:00', '09:30', [], {}, 'Europe/Berlin'],
    ['at 18:00 in Berlin', '12:00', '12:30', ['Outside your working hours (Tue 09:00–17:00)'], {}, 'Europe/Berlin'],
  ])('%s', async (_, start, end, expected, preferences = {}, zone = NY) => {
    expect(await linesOf('outside_hours', create(timed('n1', 'Call', start, end)), { preferences, zone })).toEqual(expected);
  });

  it('leaves days off and all-day events to other lines', async () => {
    const saturday = create(timed('n1', 'Call', '2026-11-28T07:00:00-05:00', '2026-11-28T08:00:00-05:00'));
    const dayOff = create(timed('n2', 'Call', '2026-12-24T07:00:00-05:00', '2026-12-24T08:00:00-05:00'));
    const wholeDay = create(allDay('n3', 'Offsite', '2026-11-24', '2026-11-25'));
    expect(await linesOf('outside_hours', [saturday, dayOff, wholeDay], { preferences: { daysOff: ['2026-12-24'] } })).toEqual(
      [],
    );
  });
});

describe('day_off', () => {
  const on = (date: string, title = 'Call'): SingleChange =>
    create(timed('n1', title, `${date}T10:00:00-05:00`, `${date}T10:30:00-05:00`));
  const vacation = (title: string, extra: Extra = {}): CalendarEvent =>
    allDay('v1', title, '2026-12-24', '2026-12-25', { transparency: 'transparent', ...extra });

  it.each<[string, SingleChange, Setup, string[]]>([
    ['a working day', on('2026-11-24'), {}, []],
    ['a weekday without working hours', on('2026-11-28'), {}, ['Saturday is not a working day for you']],
    [
      'a day off in the preferences',
      on('2026-12-24'),
      { preferences: { daysOff: ['2026-12-24'] } },
      ['Thu 24 Dec is one of your days off'],
    ],
    [
      'a Vacation in the calendar',
      on('2026-12-24'),
      { events: [vacation('Vacation')] },
      ['Thu 24 Dec is marked off in your calendar ("Vacation")'],
    ],
    [
      'an OOO in the calendar',
      on('2026-12-24'),
      { events: [vacation('OOO - skiing')] },
      ['Thu 24 Dec is marked off in your calendar ("OOO - skiing")'],
    ],
    [
      'annual leave in the calendar',
      on('2026-12-24'),
      { events: [vacation('Annual leave')] },
      ['Thu 24 Dec is marked off in your calendar ("Annual leave")'],
    ],
    [
      '休假 in the calendar',
      on('2026-12-24'),
      { events: [vacation('春节休假')] },
      ['Thu 24 Dec is marked off in your calendar ("春节休假")'],
    ],
    ['a title that only contains "leave" inside a word', on('2026-12-24'), { events: [vacation('Cleaver demo')] }, []],
    [
      'a declined holiday',
      on('2026-12-24'),
      { events: [vacation('Holiday', { attendees: [{ email: 'me@x.com', self: true, responseStatus: 'declined' }] })] },
      [],
    ],
    [
      'a timed OOO block',
      on('2026-12-24'),
      { events: [timed('v1', 'OOO', '2026-12-24T00:00:00-05:00', '2026-12-24T12:00:00-05:00')] },
      [],
    ],
    ['time off on a Saturday', on('2026-11-28', 'Vacation'), {}, []],
  ])('%s', async (_, change, setup, expected) => {
    expect(await linesOf('day_off', change, setup)).toEqual(expected);
  });

  it('says a shared day once for a bulk change', async () => {
    const changes = [on('2026-11-28'), create(timed('n2', 'Other', '2026-11-28T15:00:00-05:00', '2026-11-28T16:00:00-05:00'))];
    expect(await linesOf('day_off', changes)).toEqual(['Saturday is not a working day for you']);
  });

  it('checks the day in the person’s zone', async () => {
    // 20:00 Friday in New York is 10:00 Saturday in Tokyo.
    const friday = create(timed('n1', 'Call', '2026-11-27T20:00:00-05:00', '2026-11-27T20:30:00-05:00'));
    expect(await linesOf('day_off', friday)).toEqual([]);
    expect(await linesOf('day_off', friday, { zone: 'Asia/Tokyo' })).toEqual(['Saturday is not a working day for you']);
  });
});

describe('vip', () => {
  const withGuests = (attendees: Attendee[]): CalendarEvent => sync({ attendees });

  it.each<[string, string[], Attendee[], string[]]>([
    ['by address, in any case', ['Dana@Corp.com'], [{ email: 'dana@corp.com', name: 'Dana' }], ['Dana (VIP) is affected']],
    ['by first name', ['dana'], [{ email: 'd.lee@corp.com', name: 'Dana Lee' }], ['Dana Lee (VIP) is affected']],
    ['by the address’s words', ['Dana'], [{ email: 'dana@corp.com' }], ['Dana (VIP) is affected']],
    ['not by part of a word', ['Dan'], [{ email: 'x@corp.com', name: 'Dana Lee' }], []],
    [
      'two of them',
      ['dana', 'lee@corp.com'],
      [{ email: 'dana@corp.com', name: 'Dana' }, { email: 'lee@corp.com', name: 'Lee' }, { email: 'sam@acme.com' }],
      ['Dana and Lee (VIPs) are affected'],
    ],
  ])('%s', async (_, vips, attendees, expected) => {
    expect(await linesOf('vip', create(withGuests(attendees)), { preferences: { vips } })).toEqual(expected);
  });

  it('counts a VIP an edit takes off the event', async () => {
    const before = withGuests([{ email: 'dana@corp.com', name: 'Dana' }]);
    expect(await linesOf('vip', update(before, { attendees: [] }), { preferences: { vips: ['Dana'] } })).toEqual([
      'Dana (VIP) is affected',
    ]);
  });
});
