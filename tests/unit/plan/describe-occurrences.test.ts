import { describe, expect, it } from 'vitest';
import type { SingleChange } from '../../../lib/core/approvals/pending-action';
import type { CalendarEvent } from '../../../lib/core/domain/calendar-event';
import { describeChanges } from '../../../lib/core/plan/describe-task';
import { toDraft } from '../../../lib/core/approvals/execute-change';
import { eventIdSchema } from '../../../lib/core/domain/calendar-event';

const ZONE = 'America/New_York';
const SERIES: CalendarEvent = {
  id: eventIdSchema.parse('spanish'),
  title: 'Spanish class',
  time: {
    kind: 'timed',
    start: Date.parse('2026-09-15T16:00:00-04:00'),
    end: Date.parse('2026-09-15T17:00:00-04:00'),
    timeZone: ZONE,
  },
  attendees: [],
  recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261218T045900Z'],
  transparency: 'opaque',
  etag: '"1"',
  updatedAt: 0,
};

const cut = (...stamps: string[]): SingleChange => ({
  kind: 'update',
  before: SERIES,
  after: { ...toDraft(SERIES), recurrence: [...(SERIES.recurrence ?? []), ...stamps.map((s) => `EXDATE;TZID=${ZONE}:${s}`)] },
});

describe('describeChanges: occurrences taken out of one series', () => {
  it('says one occurrence as a single event', () => {
    expect(describeChanges([cut('20261215T160000')], ZONE)).toBe(
      'Delete "Spanish class" on Tue 15 Dec, 16:00–17:00 (this occurrence only)',
    );
  });

  it("says two as those days, never as a move from the series' first date", () => {
    expect(describeChanges([cut('20261215T160000', '20261217T160000')], ZONE)).toBe(
      'Delete "Spanish class" on Tue 15 Dec, 16:00–17:00 and Thu 17 Dec, 16:00–17:00 (these occurrences only)',
    );
  });

  it('counts more than three', () => {
    expect(describeChanges([cut('20261201T160000', '20261203T160000', '20261208T160000', '20261210T160000')], ZONE)).toBe(
      'Delete 4 occurrences of "Spanish class" (these occurrences only)',
    );
  });
});

describe('describeChanges: several events, by what changes', () => {
  const event = (id: string, start: string): CalendarEvent => ({
    ...SERIES,
    id: eventIdSchema.parse(id),
    title: 'Harbor Point sync',
    time: { kind: 'timed', start: Date.parse(start), end: Date.parse(start) + 1_800_000, timeZone: ZONE },
    recurrence: undefined,
  });
  const a = event('a', '2026-12-16T10:00:00-05:00');
  const b = event('b', '2026-12-18T09:30:00-05:00');
  const renamed = (e: CalendarEvent): SingleChange => ({
    kind: 'update',
    before: e,
    after: { ...toDraft(e), title: 'Harbor Point weekly' },
  });
  const moved = (e: CalendarEvent, start: string): SingleChange => ({
    kind: 'update',
    before: e,
    after: {
      ...toDraft(e),
      time: { kind: 'timed', start: Date.parse(start), end: Date.parse(start) + 1_800_000, timeZone: ZONE },
    },
  });

  it('says new titles at the same times as renames', () => {
    expect(describeChanges([renamed(a), renamed(b)], ZONE)).toBe('Rename 2 events');
  });

  it('says new times as moves', () => {
    expect(describeChanges([moved(a, '2026-12-16T11:00:00-05:00'), moved(b, '2026-12-18T11:00:00-05:00')], ZONE)).toBe(
      'Move 2 events',
    );
  });
});
