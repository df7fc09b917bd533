import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../../lib/core/domain/calendar-event';
import { eventIdSchema } from '../../../lib/core/domain/calendar-event';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

// Questions about clashes, about days rather than events, and about free time said loosely. Now is
// Tue 24 Nov 2026, 09:00 New York: "this week" runs to Sun 29 Nov, "next week" is 30 Nov – 6 Dec.
const ZONE = 'America/New_York';
const NOW = '2026-11-24T09:00:00-05:00';
const ny = (local: string): string => `2026-${local}:00-05:00`;

const CALENDAR: EventDraft[] = [
  timedDraft('design01', 'Design review', ny('11-25T15:00'), ny('11-25T16:00'), ZONE),
  timedDraft('vendor01', 'Vendor call', ny('11-25T15:30'), ny('11-25T16:00'), ZONE),
  timedDraft('lunch001', 'Lunch', ny('11-25T12:00'), ny('11-25T13:00'), ZONE),
  timedDraft('focus001', 'Focus', ny('11-25T13:00'), ny('11-25T14:00'), ZONE),
  timedDraft('gym00001', 'Gym', ny('11-28T09:00'), ny('11-28T10:00'), ZONE),
  timedDraft('dinner01', 'Dinner with Sam', ny('12-03T19:00'), ny('12-03T21:00'), ZONE),
  { ...timedDraft('hold0001', 'Maybe drinks', ny('12-03T19:30'), ny('12-03T20:00'), ZONE), transparency: 'transparent' },
  {
    id: eventIdSchema.parse('ooo00001'),
    title: 'Out of office',
    time: { kind: 'allDay', startDate: '2026-11-30', endDate: '2026-12-03' },
    attendees: [],
    transparency: 'opaque',
  },
];

/** What Kairos answered; a question never proposes, asks to approve or changes anything. */
async function answer(text: string): Promise<string> {
  const world = await createTestWorld(NOW, ZONE);
  for (const draft of CALENDAR) await world.calendar.insertEvent(draft);
  const before = JSON.stringify(await world.calendar.allEvents());
  await runTurn(text, world.context());
  expect(
    world.events.some((e) => e.type === 'proposal' || e.type === 'approval'),
    text,
  ).toBe(false);
  expect(JSON.stringify(await world.calendar.allEvents()), text).toBe(before);
  return world.events.flatMap((e) => (e.type === 'answer' ? [e.answer.text] : e.type === 'text' ? [e.text] : [])).join('\n');
}

describe('clashes', () => {
  it.each([
    'am I double-booked anywhere this week?',
    'any clashes this week',
    'do any of my meetings overlap this week',
    'conflicts this week?',
    'double-book check: anything clashing this week',
  ])('%j names the two events that overlap', async (text) => {
    const said = await answer(text);
    expect(said).toMatch(/^Yes, one clash/);
    expect(said).toContain('"Design review" (15:00–16:00) and "Vendor call" (15:30–16:00)');
  });

  it.each(['am i double booked next week', 'any clashes next week?'])(
    '%j: back-to-back, all-day and free-marked events are no clash',
    async (text) => {
      expect(await answer(text)).toMatch(/^No, nothing overlaps from Mon 30 Nov to Sun 6 Dec/);
    },
  );
});

describe('days counted, not events', () => {
  it.each([
    [
      'how many days am I out of office next week',
      /^You're off 3 days from Mon 30 Nov to Sun 6 Dec: Mon 30 Nov, Tue 1 Dec, Wed 2 Dec\./,
    ],
    ['how many evenings next week do I have something on after 6pm', /^1 evening .* has something on after 6pm: Thu 3 Dec\./],
    [
      'how many sundays in december have nothing on',
      /^4 Sundays .* have nothing on: Sun 6 Dec, Sun 13 Dec, Sun 20 Dec, Sun 27 Dec\./,
    ],
    ['how many days until christmas', /^31 days from today to Fri 25 Dec\./],
  ])('%j', async (text, expected) => {
    expect(await answer(text)).toMatch(expected);
  });
});

describe('free time asked loosely', () => {
  it('says no when no gap is long enough, and how long the longest is', async () => {
    expect(await answer('is there a free 90 minutes between 12 and 4 on wed 25 nov')).toMatch(
      /^No, .* has no free 1 h 30 min; the longest gap is Wed 25 Nov, 14:00–15:00 \(1 h\)\./,
    );
  });

  it.each(['earliest 30 min gap tomorrow afternoon?', 'can I do 2 hours saturday morning', 'first free slot on thursday'])(
    '%j is answered, not booked',
    async (text) => {
      expect(await answer(text)).not.toBe('');
    },
  );

  it('reads "which is my program for…" as the day\'s agenda', async () => {
    expect(await answer('Please, which is my program for Thursday 3 December?')).toMatch(/^2 events on Thu 3 Dec/);
  });
});
