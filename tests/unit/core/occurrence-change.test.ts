import { describe, expect, it } from 'vitest';
import { createMemoryActionStore } from '../../../lib/adapters/memory-action-store';
import { createMemoryCalendar } from '../../../lib/adapters/memory-calendar';
import { createApprovals } from '../../../lib/core/approvals/approvals';
import { cancelledOccurrences } from '../../../lib/core/approvals/cancelled-occurrences';
import {
  cancelOccurrence,
  isMovedOccurrenceOf,
  mergeOccurrenceChanges,
  moveOccurrence,
} from '../../../lib/core/approvals/occurrence-change';
import type { CalendarChange, SingleChange } from '../../../lib/core/approvals/pending-action';
import { reviewChange } from '../../../lib/core/approvals/review-change';
import type { CalendarEvent, EventId } from '../../../lib/core/domain/calendar-event';
import { DEFAULT_PREFERENCES } from '../../../lib/core/domain/preferences';
import { KairosError } from '../../../lib/core/errors';
import { expandOccurrences } from '../../../lib/core/time/expand-occurrences';
import type { LocalCalendar } from '../../../lib/adapters/local-calendar';
import { createFixedClock, createSequentialIds, createTestWorld } from '../../helpers/fakes';

const NY = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);

function series(over: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'standup01' as EventId,
    title: 'Standup',
    time: { kind: 'timed', start: at('2026-11-23T09:00:00-05:00'), end: at('2026-11-23T09:15:00-05:00'), timeZone: NY },
    attendees: [{ email: 'sam@acme.com', name: 'Sam' }],
    location: 'Room 4',
    description: 'Yesterday, today, blockers',
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    transparency: 'opaque',
    conference: { url: 'https://meet.google.com/abc-defg-hij', label: 'Google Meet' },
    etag: '"1"',
    updatedAt: 0,
    ...over,
  };
}

/** The starts of an event's occurrences in a range, as ISO instants. */
function starts(event: CalendarEvent, from: string, to: string, viewZone = NY): string[] {
  return expandOccurrences(event, { start: at(from), end: at(to) }, viewZone).map((o) => new Date(o.start).toISOString());
}

/** The event an update leaves, as the calendar would store it. */
function applied(change: SingleChange): CalendarEvent {
  if (change.kind !== 'update') throw new Error('not an update');
  return { ...change.before, ...change.after };
}

describe('cancelOccurrence', () => {
  it('adds one EXDATE, in the series’ zone, and changes nothing else', () => {
    const change = cancelOccurrence(series(), at('2026-12-01T09:00:00-05:00'), false, NY);
    expect(change.kind).toBe('update');
    expect(change.before).toEqual(series());
    expect(change.after.recurrence).toEqual([...(series().recurrence ?? []), 'EXDATE;TZID=America/New_York:20261201T090000']);
    const { recurrence: _was, etag: _etag, updatedAt: _updatedAt, ...rest } = series();
    const { recurrence: _now, ...after } = change.after;
    expect(after).toEqual(rest);
  });

  it('hides exactly that occurrence and keeps the days around it', () => {
    const after = applied(cancelOccurrence(series(), at('2026-12-01T09:00:00-05:00'), false, NY));
    expect(starts(after, '2026-11-30T00:00:00-05:00', '2026-12-03T00:00:00-05:00')).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-12-02T14:00:00.000Z',
    ]);
  });

  it.each([
    ['clocks go forward (8 Mar 2026)', '2026-03-08T09:00:00-04:00', ['2026-03-07T14:00:00.000Z', '2026-03-09T13:00:00.000Z']],
    ['clocks go back (1 Nov 2026)', '2026-11-01T09:00:00-05:00', ['2026-10-31T13:00:00.000Z', '2026-11-02T14:00:00.000Z']],
  ])('hides a 09:00 New York occurrence on the day %s, and only it', (_, occurrence, neighbours) => {
    const daily = series({
      time: { kind: 'timed', start: at('2026-01-05T09:00:00-05:00'), end: at('2026-01-05T09:15:00-05:00'), timeZone: NY },
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const from = new Date(at(occurrence) - 36 * 3_600_000).toISOString();
    const to = new Date(at(occurrence) + 36 * 3_600_000).toISOString();
    expect(starts(daily, from, to)).toContain(new Date(at(occurrence)).toISOString());
    expect(starts(applied(cancelOccurrence(daily, at(occurrence), false, NY)), from, to)).toEqual(neighbours);
  });

  it('names the second 01:30 of the night clocks go back in UTC, which no wall clock can', () => {
    // 01:30 EST, the repeated hour: the series starts on it.
    const second = at('2026-11-01T01:30:00-05:00');
    const nightly = series({
      time: { kind: 'timed', start: second, end: second + 15 * 60_000, timeZone: NY },
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const change = cancelOccurrence(nightly, second, false, NY);
    expect(change.after.recurrence?.at(-1)).toBe('EXDATE:20261101T063000Z');
    expect(starts(applied(change), '2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z')).toEqual(['2026-11-02T06:30:00.000Z']);
  });

  it('writes a UTC series’ EXDATE in UTC', () => {
    const utc = series({
      time: { kind: 'timed', start: at('2026-11-23T09:00:00Z'), end: at('2026-11-23T09:15:00Z'), timeZone: 'UTC' },
    });
    expect(cancelOccurrence(utc, at('2026-11-24T09:00:00Z'), false, NY).after.recurrence?.at(-1)).toBe('EXDATE:20261124T090000Z');
  });

  it('takes out an all-day occurrence by its date in the viewer’s zone', () => {
    const holiday = series({
      time: { kind: 'allDay', startDate: '2024-12-25', endDate: '2024-12-26' },
      recurrence: ['RRULE:FREQ=YEARLY'],
    });
    const tokyoMidnight = at('2026-12-25T00:00:00+09:00');
    const change = cancelOccurrence(holiday, tokyoMidnight, true, 'Asia/Tokyo');
    expect(change.after.recurrence?.at(-1)).toBe('EXDATE;VALUE=DATE:20261225');
    expect(starts(applied(change), '2025-12-01T00:00:00Z', '2027-12-31T00:00:00Z', 'Asia/Tokyo')).toEqual([
      '2025-12-24T15:00:00.000Z',
      '2027-12-24T15:00:00.000Z',
    ]);
  });

  it('refuses a start that is not an occurrence, rather than take out some other day', () => {
    const refused = (): unknown => cancelOccurrence(series(), at('2026-12-01T10:00:00-05:00'), false, NY);
    expect(refused).toThrow(KairosError);
    expect(refused).toThrow(/could not take that one occurrence out of "Standup"/);
  });
});

describe('moveOccurrence', () => {
  const occurrence = { start: at('2026-12-01T09:00:00-05:00'), end: at('2026-12-01T09:15:00-05:00') };
  const to = { start: at('2026-12-01T11:00:00-05:00'), end: at('2026-12-01T11:15:00-05:00') };

  it('takes the occurrence out of the series and adds a single event like it at the new time', () => {
    const [cancel, create] = moveOccurrence(series(), occurrence, to, 'moved00001');
    expect(cancel).toEqual(cancelOccurrence(series(), occurrence.start, false, NY));
    expect(create).toEqual({
      kind: 'create',
      event: {
        id: 'moved00001',
        title: 'Standup',
        time: { kind: 'timed', ...to, timeZone: NY },
        attendees: [{ email: 'sam@acme.com', name: 'Sam' }],
        location: 'Room 4',
        description: 'Yesterday, today, blockers',
        transparency: 'opaque',
        conference: { url: 'https://meet.google.com/abc-defg-hij', label: 'Google Meet' },
        icalUid: 'standup01@kairos_R20261201T140000Z',
      },
    });
    expect(isMovedOccurrenceOf(create.event, series())).toBe(true);
    expect(isMovedOccurrenceOf(create.event, series({ id: 'other0001' as EventId }))).toBe(false);
  });

  it('derives the single event’s UID from the series’ own', () => {
    const [, create] = moveOccurrence(series({ icalUid: 'abc@example.com' }), occurrence, to, 'moved00001');
    expect(create.event.icalUid).toBe('abc@example.com_R20261201T140000Z');
  });

  it('refuses an all-day series, which has no time to move one day to', () => {
    const holiday = series({ time: { kind: 'allDay', startDate: '2026-12-01', endDate: '2026-12-02' } });
    expect(() => moveOccurrence(holiday, occurrence, to, 'moved00001')).toThrow(/lasts all day/);
  });

  it('refuses an id Kairos could not give a new event', () => {
    expect(() => moveOccurrence(series(), occurrence, to, 'Not An Id')).toThrow();
  });
});

describe('mergeOccurrenceChanges', () => {
  it('makes occurrences of one series one update with every EXDATE, where the first was', () => {
    const other: SingleChange = { kind: 'delete', before: series({ id: 'lunch0001' as EventId, recurrence: [] }) };
    const tue = cancelOccurrence(series(), at('2026-12-01T09:00:00-05:00'), false, NY);
    const [wed, moved] = moveOccurrence(
      series(),
      { start: at('2026-12-02T09:00:00-05:00'), end: at('2026-12-02T09:15:00-05:00') },
      { start: at('2026-12-02T10:00:00-05:00'), end: at('2026-12-02T10:15:00-05:00') },
      'moved00001',
    );
    const merged = mergeOccurrenceChanges([tue, other, wed, moved]);
    expect(merged.map((c) => c.kind)).toEqual(['update', 'delete', 'create']);
    expect(merged[0]?.kind === 'update' ? merged[0].after.recurrence : []).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'EXDATE;TZID=America/New_York:20261201T090000',
      'EXDATE;TZID=America/New_York:20261202T090000',
    ]);
    // The changes it was given are left as they were.
    expect(tue.after.recurrence).toHaveLength(2);
  });

  it('leaves any other update of a series alone', () => {
    const renamed: SingleChange = {
      kind: 'update',
      before: series(),
      after: { ...applied(cancelOccurrence(series(), at('2026-12-01T09:00:00-05:00'), false, NY)), title: 'Daily' },
    };
    const cancel = cancelOccurrence(series(), at('2026-12-02T09:00:00-05:00'), false, NY);
    expect(mergeOccurrenceChanges([renamed, cancel])).toEqual([renamed, cancel]);
  });
});

describe('cancelledOccurrences', () => {
  it('reads back the occurrences an update takes out, wherever the EXDATE was written', () => {
    const change = cancelOccurrence(series(), at('2026-12-01T09:00:00-05:00'), false, NY);
    const utc = {
      ...change,
      after: { ...change.after, recurrence: [...(series().recurrence ?? []), 'EXDATE:20261202T140000Z'] },
    };
    expect(cancelledOccurrences(change, NY).map((o) => o.start)).toEqual([at('2026-12-01T09:00:00-05:00')]);
    expect(cancelledOccurrences(utc, NY).map((o) => o.start)).toEqual([at('2026-12-02T09:00:00-05:00')]);
  });

  it('finds none in an update that does more than take occurrences out', () => {
    const change = cancelOccurrence(series(), at('2026-12-01T09:00:00-05:00'), false, NY);
    expect(cancelledOccurrences({ ...change, after: { ...change.after, title: 'Daily' } }, NY)).toEqual([]);
    expect(
      cancelledOccurrences({ before: series(), after: { ...applied(change), recurrence: ['RRULE:FREQ=DAILY'] } }, NY),
    ).toEqual([]);
  });
});

/** Everything the calendar holds, without what every write changes (etag, updatedAt). */
async function contents(calendar: LocalCalendar) {
  const events = await calendar.allEvents();
  return events.map(({ etag: _etag, updatedAt: _updatedAt, ...rest }) => rest).sort((a, b) => a.id.localeCompare(b.id));
}

describe.each([
  [
    'the memory calendar',
    () => {
      const clock = createFixedClock('2026-11-24T08:00:00-05:00');
      const calendar = createMemoryCalendar({ clock });
      const approvals = createApprovals({ store: createMemoryActionStore(), calendar, clock, ids: createSequentialIds() });
      return Promise.resolve({ calendar, approvals });
    },
  ],
  ['the local calendar (IndexedDB)', () => createTestWorld('2026-11-24T08:00:00-05:00')],
])('on %s', (_, makeWorld) => {
  const tuesday = { start: at('2026-12-01T09:00:00-05:00'), end: at('2026-12-01T09:15:00-05:00') };
  const range = { start: at('2026-11-30T00:00:00-05:00'), end: at('2026-12-03T00:00:00-05:00') };

  async function worldWithSeries() {
    const w = await makeWorld();
    const { etag: _etag, updatedAt: _updatedAt, ...draft } = series();
    const stored = await w.calendar.insertEvent(draft);
    const run = async (change: CalendarChange) => {
      const action = await w.approvals.suggest({ change, description: 'test', source: 'chat' });
      return (await w.approvals.approve(action.token)).audit;
    };
    return { ...w, stored, run };
  }
  const listed = async (calendar: LocalCalendar) =>
    (await calendar.listOccurrences(range, NY)).map((o) => `${o.event.title} ${new Date(o.start).toISOString()}`);

  it('cancels one occurrence, and undo restores the calendar exactly', async () => {
    const { calendar, approvals, stored, run } = await worldWithSeries();
    const before = await contents(calendar);
    const audit = await run(cancelOccurrence(stored, tuesday.start, false, NY));
    expect(await listed(calendar)).toEqual(['Standup 2026-11-30T14:00:00.000Z', 'Standup 2026-12-02T14:00:00.000Z']);
    await approvals.undo(audit.id);
    expect(await contents(calendar)).toEqual(before);
  });

  it('moves one occurrence, and undo restores the calendar exactly', async () => {
    const { calendar, approvals, stored, run } = await worldWithSeries();
    const before = await contents(calendar);
    const to = { start: at('2026-12-01T15:00:00-05:00'), end: at('2026-12-01T15:15:00-05:00') };
    const audit = await run({ kind: 'bulk', changes: moveOccurrence(stored, tuesday, to, 'moved00001') });
    expect(await listed(calendar)).toEqual([
      'Standup 2026-11-30T14:00:00.000Z',
      'Standup 2026-12-01T20:00:00.000Z',
      'Standup 2026-12-02T14:00:00.000Z',
    ]);
    await approvals.undo(audit.id);
    expect(await contents(calendar)).toEqual(before);
  });
});

describe('the review of an occurrence change', () => {
  const tuesday = { start: at('2026-12-01T09:00:00-05:00'), end: at('2026-12-01T09:15:00-05:00') };

  async function review(change: CalendarChange, others: CalendarEvent[] = []) {
    const clock = createFixedClock('2026-11-24T08:00:00-05:00');
    const calendar = createMemoryCalendar({ clock, events: [series(), ...others] });
    return reviewChange(change, { calendar, preferences: DEFAULT_PREFERENCES, timeZone: NY });
  }

  it('shows a cancel at the occurrence it takes out, and checks no clash for time it frees', async () => {
    const dentist = series({
      id: 'dentist01' as EventId,
      title: 'Dentist',
      recurrence: [],
      time: { kind: 'timed', ...tuesday, timeZone: NY },
    });
    const card = await review(cancelOccurrence(series(), tuesday.start, false, NY), [dentist]);
    expect(card.items).toEqual([
      {
        kind: 'update',
        title: 'Standup',
        ...tuesday,
        allDay: false,
        diff: [{ field: 'repeat', label: 'Repeats', before: 'every weekday', after: 'every weekday, except Tue 1 Dec' }],
      },
    ]);
    expect(card.checks).toEqual([]);
  });

  it('does not find a moved occurrence clashing with where it was, but does with the series’ other days', async () => {
    const later = { start: tuesday.start + 5 * 60_000, end: tuesday.end + 5 * 60_000 };
    const sameDay = await review({ kind: 'bulk', changes: moveOccurrence(series(), tuesday, later, 'moved00001') });
    expect(sameDay.checks).toEqual([]);
    const wednesday = { start: at('2026-12-02T09:05:00-05:00'), end: at('2026-12-02T09:20:00-05:00') };
    const nextDay = await review({ kind: 'bulk', changes: moveOccurrence(series(), tuesday, wednesday, 'moved00001') });
    expect(nextDay.checks).toContainEqual({ kind: 'overlap', text: '"Standup" overlaps "Standup" (Wed 2 Dec, 09:00–09:15)' });
  });
});
