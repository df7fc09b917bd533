import { describe, expect, it } from 'vitest';
import { eventIdSchema, type EventOccurrence } from '../../../lib/core/domain/calendar-event';
import { findTargetEvent, type TargetMatch, type TargetQuery } from '../../../lib/core/pipeline/find-target-event';

const ZONE = 'America/New_York';

interface Shape {
  title: string;
  start: string;
  end: string;
  attendees?: { email: string; name?: string }[];
  location?: string;
  allDay?: boolean;
}

/** An occurrence of event `id`; occurrences sharing an id are instances of one repeating event. */
function occ(id: string, shape: Shape): EventOccurrence {
  const start = Date.parse(shape.start);
  const end = Date.parse(shape.end);
  return {
    event: {
      id: eventIdSchema.parse(id),
      title: shape.title,
      time: { kind: 'timed', start, end, timeZone: ZONE },
      attendees: shape.attendees ?? [],
      ...(shape.location === undefined ? {} : { location: shape.location }),
      transparency: 'opaque',
      etag: '"1"',
      updatedAt: 0,
    },
    start,
    end,
    allDay: shape.allDay ?? false,
  };
}

const query = (q: Partial<TargetQuery>): TargetQuery => ({ words: [], attendees: [], ...q });

/** The ids and start times a match names, for readable assertions. */
function describeMatch(match: TargetMatch): { kind: TargetMatch['kind']; picks: string[] } {
  switch (match.kind) {
    case 'none':
      return { kind: 'none', picks: [] };
    case 'one':
      return { kind: 'one', picks: [`${match.occurrence.event.id}@${new Date(match.occurrence.start).toISOString()}`] };
    case 'several':
      return { kind: 'several', picks: match.occurrences.map((o) => `${o.event.id}@${new Date(o.start).toISOString()}`) };
  }
}
const pick = (id: string, startIso: string): string => `${id}@${new Date(Date.parse(startIso)).toISOString()}`;

const codeReview = occ('code00001', {
  title: 'Code review',
  start: '2026-11-23T10:00:00-05:00',
  end: '2026-11-23T11:00:00-05:00',
});
const designReview = occ('desi00001', {
  title: 'Design review',
  start: '2026-11-24T13:00:00-05:00',
  end: '2026-11-24T14:00:00-05:00',
});

describe('findTargetEvent scoring', () => {
  it('prefers the event whose title holds more of the words over a sooner one holding fewer', () => {
    const match = findTargetEvent([codeReview, designReview], query({ words: ['design', 'review'] }), ZONE);
    expect(describeMatch(match)).toEqual({ kind: 'one', picks: [pick('desi00001', '2026-11-24T13:00:00-05:00')] });
  });

  it('counts a word in the title above the same word in the place or the people', () => {
    const atPlace = occ('lunc00001', {
      title: 'Lunch',
      location: 'Review Hall',
      start: '2026-11-23T12:00:00-05:00',
      end: '2026-11-23T13:00:00-05:00',
    });
    const match = findTargetEvent([atPlace, designReview], query({ words: ['review'] }), ZONE);
    expect(describeMatch(match).picks).toEqual([pick('desi00001', '2026-11-24T13:00:00-05:00')]);
  });

  it('finds an event by a person in it, by email above a name in another title', () => {
    const withDana = occ('onon00001', {
      title: 'Weekly catch-up',
      attendees: [{ email: 'dana@corp.com' }],
      start: '2026-11-25T09:00:00-05:00',
      end: '2026-11-25T09:30:00-05:00',
    });
    const namedDana = occ('onon00002', {
      title: 'Dana intro',
      start: '2026-11-23T09:00:00-05:00',
      end: '2026-11-23T09:30:00-05:00',
    });
    expect(
      describeMatch(findTargetEvent([namedDana, withDana], query({ attendees: [{ email: 'dana@corp.com' }] }), ZONE)).picks,
    ).toEqual([pick('onon00001', '2026-11-25T09:00:00-05:00')]);
    expect(describeMatch(findTargetEvent([namedDana, withDana], query({ attendees: [{ name: 'Dana' }] }), ZONE)).picks).toEqual([
      pick('onon00002', '2026-11-23T09:00:00-05:00'),
    ]);
  });

  it('finds nothing when no event shares a word, person or place with what was said', () => {
    expect(findTargetEvent([codeReview, designReview], query({ words: ['gym'] }), ZONE)).toEqual({ kind: 'none' });
    expect(findTargetEvent([], query({ words: ['dentist'] }), ZONE)).toEqual({ kind: 'none' });
  });

  it('weighs every event alike when only the day was named ("tomorrow\'s meeting")', () => {
    const lunch = occ('lunc00002', { title: 'Lunch', start: '2026-11-23T12:00:00-05:00', end: '2026-11-23T13:00:00-05:00' });
    expect(describeMatch(findTargetEvent([codeReview], query({}), ZONE)).kind).toBe('one');
    expect(describeMatch(findTargetEvent([codeReview, lunch], query({}), ZONE)).kind).toBe('several');
  });
});

describe('findTargetEvent among equally good matches', () => {
  it('asks when two different events match equally on the soonest day, listing both in order', () => {
    const sameDay = occ('code00002', {
      title: 'Code review',
      start: '2026-11-23T15:00:00-05:00',
      end: '2026-11-23T15:30:00-05:00',
    });
    const match = findTargetEvent([codeReview, sameDay, designReview], query({ words: ['review'] }), ZONE);
    expect(describeMatch(match)).toEqual({
      kind: 'several',
      picks: [pick('code00001', '2026-11-23T10:00:00-05:00'), pick('code00002', '2026-11-23T15:00:00-05:00')],
    });
  });

  it('takes the soonest when equal matches fall on different days', () => {
    const match = findTargetEvent([codeReview, designReview], query({ words: ['review'] }), ZONE);
    expect(describeMatch(match)).toEqual({ kind: 'one', picks: [pick('code00001', '2026-11-23T10:00:00-05:00')] });
  });

  it('counts the occurrences of one repeating event as one event', () => {
    const standups = ['23', '24', '25'].map((day) =>
      occ('stan00001', { title: 'Standup', start: `2026-11-${day}T09:00:00-05:00`, end: `2026-11-${day}T09:15:00-05:00` }),
    );
    // Two instances on one day (an RDATE added to the rule) are still one event.
    const extra = occ('stan00001', { title: 'Standup', start: '2026-11-23T16:00:00-05:00', end: '2026-11-23T16:15:00-05:00' });
    const all = [...standups, extra].sort((a, b) => a.start - b.start);
    const match = findTargetEvent(all, query({ words: ['standup'] }), ZONE);
    expect(describeMatch(match)).toEqual({ kind: 'one', picks: [pick('stan00001', '2026-11-23T09:00:00-05:00')] });
  });

  it('still asks when a repeating event and another event match equally on the same day', () => {
    const standup = occ('stan00001', { title: 'Standup', start: '2026-11-23T09:00:00-05:00', end: '2026-11-23T09:15:00-05:00' });
    const later = occ('stan00001', { title: 'Standup', start: '2026-11-24T09:00:00-05:00', end: '2026-11-24T09:15:00-05:00' });
    const design = occ('stan00002', {
      title: 'Design standup',
      start: '2026-11-23T14:00:00-05:00',
      end: '2026-11-23T14:15:00-05:00',
    });
    const match = findTargetEvent([standup, design, later], query({ words: ['standup'] }), ZONE);
    expect(describeMatch(match).kind).toBe('several');
    expect(describeMatch(match).picks).toHaveLength(2);
  });
});

describe('findTargetEvent by start time ("my 3pm")', () => {
  const threeMonday = occ('thre00001', {
    title: 'Budget chat',
    start: '2026-11-23T15:00:00-05:00',
    end: '2026-11-23T15:30:00-05:00',
  });
  const halfPast = occ('thre00002', {
    title: 'Budget chat',
    start: '2026-11-23T15:30:00-05:00',
    end: '2026-11-23T16:00:00-05:00',
  });
  const threeTuesday = occ('thre00003', {
    title: 'Interview',
    start: '2026-11-24T15:00:00-05:00',
    end: '2026-11-24T16:00:00-05:00',
  });

  it('only takes events starting at that wall-clock time, the soonest first', () => {
    const match = findTargetEvent([threeMonday, halfPast, threeTuesday], query({ clock: 15 * 60 }), ZONE);
    expect(describeMatch(match)).toEqual({ kind: 'one', picks: [pick('thre00001', '2026-11-23T15:00:00-05:00')] });
    const halfMatch = findTargetEvent([threeMonday, halfPast, threeTuesday], query({ clock: 15 * 60 + 30 }), ZONE);
    expect(describeMatch(halfMatch).picks).toEqual([pick('thre00002', '2026-11-23T15:30:00-05:00')]);
  });

  it("reads the start on the person's clock, not UTC", () => {
    // 15:00 in New York is 20:00 in London.
    expect(findTargetEvent([threeMonday], query({ clock: 15 * 60 }), 'Europe/London')).toEqual({ kind: 'none' });
    expect(describeMatch(findTargetEvent([threeMonday], query({ clock: 20 * 60 }), 'Europe/London')).kind).toBe('one');
  });

  it('uses the words too: "my 3pm interview" skips the sooner 3pm', () => {
    const match = findTargetEvent([threeMonday, threeTuesday], query({ clock: 15 * 60, words: ['interview'] }), ZONE);
    expect(describeMatch(match).picks).toEqual([pick('thre00003', '2026-11-24T15:00:00-05:00')]);
  });

  it('asks when two events start at that time on the same day', () => {
    const clash = occ('thre00004', { title: 'Call', start: '2026-11-23T15:00:00-05:00', end: '2026-11-23T15:45:00-05:00' });
    expect(describeMatch(findTargetEvent([threeMonday, clash, threeTuesday], query({ clock: 15 * 60 }), ZONE)).kind).toBe(
      'several',
    );
  });

  it('never takes an all-day event for a time of day', () => {
    const holiday = occ('holi00001', {
      title: 'Holiday',
      start: '2026-11-23T00:00:00-05:00',
      end: '2026-11-24T00:00:00-05:00',
      allDay: true,
    });
    expect(findTargetEvent([holiday], query({ clock: 0 }), ZONE)).toEqual({ kind: 'none' });
  });
});
