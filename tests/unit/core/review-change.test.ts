import { describe, expect, it } from 'vitest';
import { reviewSchema, type CalendarChange, type SingleChange } from '../../../lib/core/approvals/pending-action';
import { reviewChange, type ReviewDeps } from '../../../lib/core/approvals/review-change';
import type { CalendarEvent, EventDraft } from '../../../lib/core/domain/calendar-event';
import { DEFAULT_PREFERENCES } from '../../../lib/core/domain/preferences';
import { expandOccurrences } from '../../../lib/core/time/expand-occurrences';
import type { Interval } from '../../../lib/core/time/interval';
import type { FreeBusyPort } from '../../../lib/ports/free-busy';
import { timedDraft } from '../../helpers/fakes';

const NY = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);

const draft = (id: string, title: string, start: string, end: string, extra: Partial<EventDraft> = {}): EventDraft => ({
  ...timedDraft(id, title, start, end),
  ...extra,
});
const stored = (d: EventDraft): CalendarEvent => ({ ...d, etag: '"1"', updatedAt: 0 });

const sam = { email: 'sam@acme.com', name: 'Sam' };
const dana = { email: 'dana@corp.com', name: 'Dana' };

const lunch = stored(draft('lunch001', 'Lunch', '2026-11-24T12:00:00-05:00', '2026-11-24T13:00:00-05:00', { attendees: [sam] }));
const planning = draft('plan0001', 'Planning', '2026-11-24T09:00:00-05:00', '2026-11-24T09:30:00-05:00', { attendees: [dana] });
const offsite = stored({
  ...draft('offs0001', 'Offsite', '2026-11-26T00:00:00-05:00', '2026-11-27T00:00:00-05:00'),
  time: { kind: 'allDay', startDate: '2026-11-26', endDate: '2026-11-27' },
});
const standup = stored(draft('stand001', 'Standup', '2026-11-24T09:00:00-05:00', '2026-11-24T09:15:00-05:00'));

function world(events: readonly CalendarEvent[] = [standup]) {
  const listed: Interval[] = [];
  const asked: string[][] = [];
  const freeBusy: FreeBusyPort = {
    query(emails) {
      asked.push([...emails]);
      return Promise.resolve(new Map());
    },
  };
  const deps: ReviewDeps = {
    calendar: {
      listOccurrences(range, zone) {
        listed.push(range);
        return Promise.resolve(events.flatMap((e) => expandOccurrences(e, range, zone)));
      },
    },
    freeBusy,
    preferences: { ...DEFAULT_PREFERENCES, vips: ['Sam'] },
    timeZone: NY,
    sendUpdates: 'all',
  };
  return { deps, listed, asked };
}

describe('reviewChange', () => {
  it('reviews a create: the item, every field it sets, who is told and what to weigh', async () => {
    const { deps } = world();
    const review = await reviewChange({ kind: 'create', event: planning }, deps);
    expect(reviewSchema.parse(review)).toEqual(review);
    expect(review).toEqual({
      timeZone: NY,
      items: [
        {
          kind: 'create',
          title: 'Planning',
          start: at('2026-11-24T09:00:00-05:00'),
          end: at('2026-11-24T09:30:00-05:00'),
          allDay: false,
          diff: [
            { field: 'title', label: 'Title', after: 'Planning' },
            { field: 'time', label: 'Time', after: 'Tue 24 Nov, 09:00–09:30' },
            { field: 'attendees', label: 'Guests', after: 'Dana' },
          ],
        },
      ],
      notify: [dana],
      checks: [{ kind: 'overlap', text: 'Overlaps "Standup" (Tue 24 Nov, 09:00–09:15)' }],
    });
  });

  it('reviews a bulk change in order, listing the calendar once over whole days and asking free/busy once', async () => {
    const { deps, listed, asked } = world();
    const moveLunch: SingleChange = {
      kind: 'update',
      before: lunch,
      after: {
        ...lunch,
        time: { kind: 'timed', start: at('2026-11-24T13:00:00-05:00'), end: at('2026-11-24T14:00:00-05:00'), timeZone: NY },
      },
    };
    const change: CalendarChange = {
      kind: 'bulk',
      changes: [{ kind: 'create', event: planning }, moveLunch, { kind: 'delete', before: offsite }],
    };
    const review = await reviewChange(change, deps);
    expect(review.items.map((i) => [i.kind, i.title, i.start, i.end, i.allDay])).toEqual([
      ['create', 'Planning', at('2026-11-24T09:00:00-05:00'), at('2026-11-24T09:30:00-05:00'), false],
      ['update', 'Lunch', at('2026-11-24T13:00:00-05:00'), at('2026-11-24T14:00:00-05:00'), false],
      ['delete', 'Offsite', at('2026-11-26T00:00:00-05:00'), at('2026-11-27T00:00:00-05:00'), true],
    ]);
    expect(review.items[1]?.diff).toEqual([
      { field: 'time', label: 'Time', before: 'Tue 24 Nov, 12:00–13:00', after: '13:00–14:00' },
    ]);
    expect(review.items[2]?.diff.map((d) => [d.field, d.before, d.after])).toEqual([
      ['title', 'Offsite', undefined],
      ['time', 'Thu 26 Nov, all day', undefined],
    ]);
    // Only the placed events (Tuesday) are listed around; the deleted Thursday needs no listing.
    expect(listed).toEqual([{ start: at('2026-11-24T00:00:00-05:00'), end: at('2026-11-25T00:00:00-05:00') }]);
    expect(asked).toEqual([['dana@corp.com', 'sam@acme.com']]);
    expect(review.notify).toEqual([dana, sam]);
    expect(review.checks).toEqual([
      { kind: 'overlap', text: '"Planning" overlaps "Standup" (Tue 24 Nov, 09:00–09:15)' },
      { kind: 'vip', text: 'Sam (VIP) is affected' },
    ]);
  });

  it('gives a delete only the VIP line and lists nothing', async () => {
    const { deps, listed, asked } = world();
    const review = await reviewChange({ kind: 'delete', before: lunch }, deps);
    expect(review.checks).toEqual([{ kind: 'vip', text: 'Sam (VIP) is affected' }]);
    expect(review.items[0]?.diff.map((d) => d.field)).toEqual(['title', 'time', 'attendees']);
    expect(listed).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('places an all-day event at midnight in the person’s zone, and formats in it', async () => {
    const { deps } = world([]);
    const event = {
      ...planning,
      attendees: [],
      time: { kind: 'allDay' as const, startDate: '2026-11-24', endDate: '2026-11-25' },
    };
    const review = await reviewChange({ kind: 'create', event }, { ...deps, timeZone: 'Asia/Tokyo' });
    expect(review.timeZone).toBe('Asia/Tokyo');
    expect(review.items[0]).toMatchObject({
      start: at('2026-11-24T00:00:00+09:00'),
      end: at('2026-11-25T00:00:00+09:00'),
      allDay: true,
    });
    expect(review.items[0]?.diff[1]).toEqual({ field: 'time', label: 'Time', after: 'Tue 24 Nov, all day' });
  });

  it('orders lines by kind and says each once', async () => {
    const { deps } = world([standup, offsite]);
    const saturday = (id: string, start: string): SingleChange => ({
      kind: 'create',
      event: draft(id, 'Call', `2026-11-28T${start}:00-05:00`, `2026-11-28T${start.replace(':00', ':30')}:00-05:00`),
    });
    const review = await reviewChange(
      {
        kind: 'bulk',
        changes: [
          saturday('sat00001', '10:00'),
          saturday('sat00002', '11:00'),
          { kind: 'create', event: { ...planning, attendees: [sam] } },
        ],
      },
      { ...deps, sendUpdates: 'none' },
    );
    expect(review.notify).toEqual([]);
    expect(review.checks).toEqual([
      { kind: 'overlap', text: '"Planning" overlaps "Standup" (Tue 24 Nov, 09:00–09:15)' },
      { kind: 'day_off', text: 'Saturday is not a working day for you' },
      { kind: 'vip', text: 'Sam (VIP) is affected' },
    ]);
  });

  it('still reviews when the calendar cannot be listed, and says the clash check was not made', async () => {
    const { deps } = world();
    const failing = { listOccurrences: () => Promise.reject(new Error('offline')) };
    const review = await reviewChange({ kind: 'create', event: planning }, { ...deps, calendar: failing });
    expect(review.items.map((i) => i.title)).toEqual(['Planning']);
    expect(review.checks).toContainEqual({
      kind: 'overlap',
      text: 'Kairos could not read your calendar just now, so clashes with your own events were not checked.',
    });
    expect(review.checks.filter((c) => c.kind === 'overlap')).toHaveLength(1);
  });
});
