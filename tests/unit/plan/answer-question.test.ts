import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createMemoryActionStore } from '../../../lib/adapters/memory-action-store';
import { createMemoryCalendar } from '../../../lib/adapters/memory-calendar';
import { createApprovals } from '../../../lib/core/approvals/approvals';
import { eventIdSchema, type Attendee, type EventDraft, type EventOccurrence } from '../../../lib/core/domain/calendar-event';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../lib/core/domain/preferences';
import { createModelBudget } from '../../../lib/core/pipeline/model-budget';
import { turnEventSchema, type TurnEvent } from '../../../lib/core/pipeline/turn-event';
import type { Answer } from '../../../lib/core/plan/answer';
import type { SkillContext } from '../../../lib/core/plan/skill';
import { answerQuestion } from '../../../lib/core/plan/skills/answer-question';
import type { Interval } from '../../../lib/core/time/interval';
import { createFixedClock, createSequentialIds, timedDraft } from '../../helpers/fakes';

// New York, Tuesday 24 Nov 2026 at 11:45; working hours 09:00–17:00 Monday to Friday.
const ZONE = 'America/New_York';
const NOW = '2026-11-24T11:45:00-05:00';
const me: Attendee = { email: 'me@acme.com', self: true, responseStatus: 'accepted' };
const omar: Attendee = { email: 'omar@acme.com', name: 'Omar Haddad', responseStatus: 'accepted' };
const priya: Attendee = { email: 'priya@acme.com', name: 'Priya Shah', responseStatus: 'accepted' };

const draft = (id: string, title: string, start: string, end: string, more: Partial<EventDraft> = {}): EventDraft => ({
  ...timedDraft(id, title, `2026-${start}:00-05:00`, `2026-${end}:00-05:00`),
  ...more,
});

const CALENDAR: EventDraft[] = [
  draft('standup', 'Sales standup', '11-23T09:00', '11-23T09:15', {
    attendees: [me, { email: 'team@acme.com', name: 'Sales team' }],
    recurrence: ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
  }),
  draft('coffee', 'Coffee with Omar', '11-12T10:00', '11-12T10:30', { attendees: [me, omar] }),
  draft('focus', 'Focus time', '11-24T10:00', '11-24T11:00'),
  draft('design', 'Design review', '11-24T14:00', '11-24T15:00', {
    organizer: { email: 'priya@acme.com', name: 'Priya Shah' },
    attendees: [
      me,
      priya,
      { ...omar, responseStatus: 'declined' },
      { email: 'lee@acme.com', responseStatus: 'tentative' },
      { email: 'sam@acme.com', name: 'Sam', responseStatus: 'needsAction', optional: true },
    ],
  }),
  draft('planning', 'Planning', '11-25T10:00', '11-25T12:00', { attendees: [me, priya] }),
  draft('retro', 'Team retro', '11-25T13:00', '11-25T14:00', { attendees: [me, priya] }),
  draft('oneone', 'One-on-one', '11-25T15:00', '11-25T15:30', { attendees: [me, priya] }),
  draft('sync', 'Design sync', '11-27T09:15', '11-27T10:30', { attendees: [me, priya] }),
  draft('lunch', 'Lunch with Omar', '11-27T12:00', '11-27T13:00', { attendees: [me, omar] }),
  draft('hike', 'Hike', '11-28T08:00', '11-28T12:00'),
  draft('haircut', 'Haircut', '12-03T15:00', '12-03T15:45'),
  {
    id: eventIdSchema.parse('trip'),
    title: 'Trip to Boston',
    time: { kind: 'allDay', startDate: '2026-12-07', endDate: '2026-12-09' },
    attendees: [],
    transparency: 'opaque',
  },
];

type Params = z.input<typeof answerQuestion.params>;

interface World {
  ask(params: Params): Promise<Answer>;
  /** Occurrences in a range, as a FindEvents step would hand them on. */
  find(startIso: string, endIso: string, title?: string): Promise<EventOccurrence[]>;
  emitted: TurnEvent[];
  reads: Interval[];
}

async function world(
  options: { now?: string; zone?: string; preferences?: Preferences; events?: EventDraft[] } = {},
): Promise<World> {
  const zone = options.zone ?? ZONE;
  const clock = createFixedClock(options.now ?? NOW);
  const ids = createSequentialIds();
  const calendar = createMemoryCalendar({ clock });
  for (const e of options.events ?? CALENDAR) await calendar.insertEvent(e);
  const emitted: TurnEvent[] = [];
  const reads: Interval[] = [];
  const ctx: SkillContext = {
    calendar,
    approvals: createApprovals({ store: createMemoryActionStore(), calendar, clock, ids }),
    clock,
    ids,
    preferences: options.preferences ?? DEFAULT_PREFERENCES,
    timeZone: zone,
    source: 'chat',
    emit: (e) => emitted.push(e),
    budget: createModelBudget(0),
    listOccurrences: (range) => {
      reads.push(range);
      return calendar.listOccurrences(range, zone);
    },
    directory: () => Promise.reject(new Error('AnswerQuestion does not use the people directory')),
    text: '',
  };
  return {
    emitted,
    reads,
    async ask(params) {
      const outcome = await answerQuestion.run(answerQuestion.params.parse(params), ctx);
      if (outcome.kind !== 'done') throw new Error(`stopped: ${outcome.text}`);
      return outcome.result.answer as Answer;
    },
    async find(startIso, endIso, title) {
      const all = await calendar.listOccurrences({ start: Date.parse(startIso), end: Date.parse(endIso) }, zone);
      return title === undefined ? all : all.filter((o) => o.event.title === title);
    },
  };
}

const day = (date: string) => ({ start: `${date}T00:00:00-05:00`, end: nextMidnight(date) });
function nextMidnight(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `${d.toISOString().slice(0, 10)}T00:00:00-05:00`;
}
const THIS_WEEK = { start: '2026-11-23T00:00:00-05:00', end: '2026-11-30T00:00:00-05:00' };
const clock = (ms: number, zone = ZONE) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
const windows = (free: readonly Interval[] | undefined, zone = ZONE) =>
  (free ?? []).map((w) => `${clock(w.start, zone)}–${clock(w.end, zone)}`);

describe('AnswerQuestion: the step itself', () => {
  it('emits the answer as a turn event the side panel accepts, and returns it as the result', async () => {
    const w = await world();
    const answer = await w.ask({
      question: 'when',
      subject: 'your haircut',
      events: await w.find('2026-11-24T00:00:00-05:00', '2026-12-31T00:00:00-05:00', 'Haircut'),
    });
    expect(w.emitted).toEqual([{ type: 'answer', answer }]);
    expect(turnEventSchema.parse(w.emitted[0])).toEqual(w.emitted[0]);
  });

  it('refuses to run with a reference an executor should have resolved', async () => {
    const w = await world();
    await expect(w.ask({ question: 'when', events: 'task1.result.events' })).rejects.toThrow(/not resolved/);
  });

  it('rejects free windows shorter than 5 minutes and ranges that end before they start', () => {
    expect(answerQuestion.params.safeParse({ question: 'free', minMinutes: 2 }).success).toBe(false);
    expect(
      answerQuestion.params.safeParse({ question: 'agenda', range: { start: THIS_WEEK.end, end: THIS_WEEK.start } }).success,
    ).toBe(false);
  });
});

describe('when', () => {
  it('says the day and time of the one event found', async () => {
    const w = await world();
    const events = await w.find('2026-11-24T00:00:00-05:00', '2026-12-31T00:00:00-05:00', 'Haircut');
    const answer = await w.ask({ question: 'when', subject: 'your haircut', events });
    expect(answer.text).toBe('Your haircut is on Thu 3 Dec, 15:00–15:45.');
    expect(answer.items?.map((i) => i.title)).toEqual(['Haircut']);
  });

  it('lists each event when several match', async () => {
    const w = await world();
    const events = await w.find('2026-11-23T00:00:00-05:00', '2026-11-25T00:00:00-05:00', 'Sales standup');
    const answer = await w.ask({ question: 'when', subject: 'the standup', events });
    expect(answer.text).toBe(
      'The standup — 2 events: Sales standup on Mon 23 Nov, 09:00–09:15; Sales standup on Tue 24 Nov, 09:00–09:15.',
    );
  });

  it('says a past event was, and an all-day event spans its days', async () => {
    const w = await world();
    expect(
      (await w.ask({ question: 'when', events: await w.find('2026-11-12T00:00:00-05:00', '2026-11-13T00:00:00-05:00') })).text,
    ).toBe('"Coffee with Omar" was on Thu 12 Nov, 10:00–10:30.');
    const trip = await w.find('2026-12-01T00:00:00-05:00', '2026-12-31T00:00:00-05:00', 'Trip to Boston');
    expect((await w.ask({ question: 'when', subject: 'your trip', events: trip })).text).toBe(
      'Your trip is from Mon 7 Dec to Tue 8 Dec, all day.',
    );
  });

  it("says it couldn't find the event when nothing was found", async () => {
    const w = await world();
    const answer = await w.ask({ question: 'when', subject: 'your dentist appointment', events: [], range: THIS_WEEK });
    expect(answer.text).toBe("I couldn't find your dentist appointment from Mon 23 Nov to Sun 29 Nov.");
    expect(answer.items).toEqual([]);
  });
});

describe('count', () => {
  it('counts the events found, in the subject’s words, on the day asked', async () => {
    const w = await world();
    const meetings = (await w.find(day('2026-11-24').start, day('2026-11-24').end)).filter((o) => o.event.attendees.length > 0);
    const answer = await w.ask({ question: 'count', subject: 'meetings', events: meetings, range: day('2026-11-24') });
    expect(answer.text).toBe('You have 2 meetings on Tue 24 Nov.');
    expect(answer.items).toHaveLength(2);
  });

  it('counts every event in the range when none were passed, and says the week from Monday to Sunday', async () => {
    const w = await world();
    expect((await w.ask({ question: 'count', range: THIS_WEEK })).text).toBe('You have 13 events from Mon 23 Nov to Sun 29 Nov.');
  });

  it('says "had" of a past range, one in the singular, and none as "no"', async () => {
    const w = await world();
    expect((await w.ask({ question: 'count', range: day('2026-11-12') })).text).toBe('You had 1 event on Thu 12 Nov.');
    const withOmar = await w.find(day('2026-11-12').start, day('2026-11-12').end);
    expect((await w.ask({ question: 'count', subject: 'Omar', events: withOmar, range: day('2026-11-12') })).text).toBe(
      'You had 1 event with Omar on Thu 12 Nov.',
    );
    expect((await w.ask({ question: 'count', subject: 'meetings', events: [], range: day('2026-11-29') })).text).toBe(
      'You have no meetings on Sun 29 Nov.',
    );
  });
});

describe('agenda', () => {
  it('goes day by day over the week with free windows still ahead in working hours', async () => {
    const w = await world();
    const answer = await w.ask({ question: 'agenda', range: THIS_WEEK });
    expect(answer.text).toBe('Mon 23 Nov to Sun 29 Nov: 13 events, busiest Wed 25 Nov (4); Thu 26 Nov is free after 09:15.');
    expect(answer.days?.map((d) => d.label)).toEqual([
      'Mon 23 Nov',
      'Tue 24 Nov',
      'Wed 25 Nov',
      'Thu 26 Nov',
      'Fri 27 Nov',
      'Sat 28 Nov',
      'Sun 29 Nov',
    ]);
    const [mon, tue, wed, , fri, sat, sun] = answer.days ?? [];
    expect(windows(mon?.free)).toEqual([]);
    expect(windows(tue?.free)).toEqual(['11:45–14:00', '15:00–17:00']);
    expect(windows(wed?.free)).toEqual(['09:15–10:00', '12:00–13:00', '14:00–15:00', '15:30–17:00']);
    expect(windows(fri?.free)).toEqual(['10:30–12:00', '13:00–17:00']);
    // Days with no working hours list their events and no free time.
    expect(sat?.items.map((i) => i.title)).toEqual(['Hike']);
    expect(sat?.free).toEqual([]);
    expect(sun).toMatchObject({ date: '2026-11-29', items: [], free: [] });
  });

  it('lists only the events passed but counts every occurrence as busy', async () => {
    const w = await world({ now: '2026-11-23T08:00:00-05:00' });
    const design = await w.find(day('2026-11-24').start, day('2026-11-24').end, 'Design review');
    const answer = await w.ask({ question: 'agenda', subject: 'meetings', events: design, range: day('2026-11-24') });
    expect(answer.days?.[0]?.items.map((i) => i.title)).toEqual(['Design review']);
    expect(windows(answer.days?.[0]?.free)).toEqual(['09:15–10:00', '11:00–14:00', '15:00–17:00']);
    expect(answer.text).toBe('1 meeting on Tue 24 Nov; free 09:15–10:00, 11:00–14:00 and 15:00–17:00.');
    expect(w.reads).toEqual([{ start: Date.parse(day('2026-11-24').start), end: Date.parse(day('2026-11-24').end) }]);
  });

  it('says a day with no events is free all day', async () => {
    const w = await world({ now: '2026-11-23T08:00:00-05:00', events: [] });
    const answer = await w.ask({ question: 'agenda', range: day('2026-11-30') });
    expect(answer.text).toBe("Nothing on Mon 30 Nov — you're free.");
    expect(answer.days).toEqual([{ date: '2026-11-30', label: 'Mon 30 Nov', items: [], free: [expect.any(Object)] }]);
  });

  it('lists an all-day event as all day and counts its day as busy', async () => {
    const w = await world();
    const answer = await w.ask({ question: 'agenda', range: day('2026-12-07') });
    expect(answer.text).toBe('2 events on Mon 7 Dec; no free time in working hours.');
    expect(answer.days?.[0]?.items.map((i) => [i.title, i.allDay])).toEqual([
      ['Trip to Boston', true],
      ['Sales standup', false],
    ]);
  });

  it('lists the events of a day off, with no free time', async () => {
    const w = await world({ preferences: { ...DEFAULT_PREFERENCES, daysOff: ['2026-12-02'] } });
    const answer = await w.ask({ question: 'agenda', range: day('2026-12-02') });
    expect(answer.text).toBe('1 event on Wed 2 Dec (a day off).');
    expect(answer.days?.[0]?.items.map((i) => i.title)).toEqual(['Sales standup']);
    expect(answer.days?.[0]?.free).toEqual([]);
  });

  it('defaults to today when no range is given, from the turn clock', async () => {
    const w = await world();
    const answer = await w.ask({ question: 'agenda' });
    expect(answer.days?.map((d) => d.date)).toEqual(['2026-11-24']);
    expect(answer.text).toBe('3 events on Tue 24 Nov; free 11:45–14:00 and 15:00–17:00.');
  });
});

describe('free', () => {
  it('gives the free part of a morning and what takes the rest', async () => {
    const w = await world();
    const answer = await w.ask({
      question: 'free',
      range: { start: '2026-11-27T00:00:00-05:00', end: '2026-11-27T12:00:00-05:00' },
    });
    expect(answer.text).toBe(
      "Fri 27 Nov morning you're free 10:30–12:00; 09:00–10:30 is taken by Sales standup and Design sync.",
    );
    expect(windows(answer.free)).toEqual(['10:30–12:00']);
    expect(answer.items?.map((i) => i.title)).toEqual(['Sales standup', 'Design sync']);
  });

  it('says yes when the whole part of the day is free in working hours', async () => {
    const w = await world();
    const answer = await w.ask({
      question: 'free',
      range: { start: '2026-11-26T12:00:00-05:00', end: '2026-11-26T18:00:00-05:00' },
    });
    expect(answer.text).toBe("Yes — you're free all Thu 26 Nov afternoon (12:00–17:00).");
  });

  it('says no when windows are shorter than asked, and names other ranges by their times', async () => {
    const w = await world();
    const morning = { start: '2026-11-25T00:00:00-05:00', end: '2026-11-25T12:00:00-05:00' };
    expect((await w.ask({ question: 'free', range: morning, minMinutes: 60 })).text).toBe(
      'No, Wed 25 Nov morning has no free hour; the longest gap is Wed 25 Nov, 09:15–10:00 (45 min).',
    );
    expect((await w.ask({ question: 'free', range: morning })).text).toBe(
      "Wed 25 Nov morning you're free 09:15–10:00; 09:00–09:15 is taken by Sales standup; 10:00–12:00 is taken by Planning.",
    );
    expect(
      (await w.ask({ question: 'free', range: { start: '2026-11-27T12:00:00-05:00', end: '2026-11-27T13:00:00-05:00' } })).text,
    ).toBe('No, Fri 27 Nov, 12:00–13:00 is fully booked.');
  });

  it('uses the range as it is when it lies outside working hours', async () => {
    const w = await world();
    const saturday = await w.ask({
      question: 'free',
      range: { start: '2026-11-28T12:00:00-05:00', end: '2026-11-28T17:00:00-05:00' },
    });
    expect(saturday.text).toBe("Yes — you're free all Sat 28 Nov afternoon (12:00–17:00).");
    const evening = await w.ask({
      question: 'free',
      range: { start: '2026-11-27T17:00:00-05:00', end: '2026-11-27T21:00:00-05:00' },
    });
    expect(windows(evening.free)).toEqual(['17:00–21:00']);
  });

  it('is fully booked on a day an all-day event blocks', async () => {
    const w = await world();
    expect((await w.ask({ question: 'free', range: day('2026-12-07') })).text).toBe('No, Mon 7 Dec is fully booked.');
  });

  it('offers no time already past', async () => {
    const w = await world();
    const today = await w.ask({ question: 'free', range: day('2026-11-24') });
    expect(windows(today.free)).toEqual(['11:45–14:00', '15:00–17:00']);
  });

  it('sums up a week of free time', async () => {
    const w = await world({ now: '2026-11-29T08:00:00-05:00' });
    const answer = await w.ask({
      question: 'free',
      range: { start: '2026-11-30T00:00:00-05:00', end: '2026-12-05T00:00:00-05:00' },
    });
    expect(answer.text).toBe('Mon 30 Nov to Fri 4 Dec: 6 free windows, 38 h in all; the longest is Mon 30 Nov, 09:15–17:00.');
  });
});

describe('who', () => {
  it('names the guests with their responses and marks the organiser', async () => {
    const w = await world();
    const answer = await w.ask({
      question: 'who',
      events: await w.find(day('2026-11-24').start, day('2026-11-24').end, 'Design review'),
    });
    expect(answer.text).toBe(
      'Design review on Tue 24 Nov, 14:00–15:00: Priya Shah (accepted, organiser), Omar Haddad (declined), lee@acme.com (maybe) and Sam (no reply, optional).',
    );
    expect(answer.people?.map((p) => p.email)).toEqual(['priya@acme.com', 'omar@acme.com', 'lee@acme.com', 'sam@acme.com']);
  });

  it('says it is just the person when no one else is invited, and that they organise a local event', async () => {
    const w = await world();
    const focus = await w.find(day('2026-11-24').start, day('2026-11-24').end, 'Focus time');
    expect((await w.ask({ question: 'who', events: focus })).text).toBe('Just you — no one else is invited.');
    const planning = await w.find(day('2026-11-25').start, day('2026-11-25').end, 'Planning');
    expect((await w.ask({ question: 'who', events: planning })).text).toBe(
      'Planning on Wed 25 Nov, 10:00–12:00: Priya Shah (accepted). You organise it.',
    );
  });
});

describe('next', () => {
  it('names the next event with its time today and how long until it', async () => {
    const w = await world();
    const events = (await w.find(NOW, '2026-12-01T00:00:00-05:00')).filter((o) => o.start > Date.parse(NOW));
    const answer = await w.ask({ question: 'next', events });
    expect(answer.text).toBe('Next: Design review at 14:00 today (in 2 h 15 min).');
    expect(answer.items?.[0]?.title).toBe('Design review');
  });

  it('says what is on now before what is next, reading the calendar itself when no events were passed', async () => {
    const w = await world({ now: '2026-11-24T10:30:00-05:00' });
    expect((await w.ask({ question: 'next' })).text).toBe(
      'Now: Focus time, until 11:00. Next: Design review at 14:00 today (in 3 h 30 min).',
    );
  });

  it('says a day and days ahead for later events, and nothing when none are left', async () => {
    const w = await world({ now: '2026-12-01T16:00:00-05:00' });
    const haircut = await w.find('2026-12-01T00:00:00-05:00', '2026-12-31T00:00:00-05:00', 'Haircut');
    expect((await w.ask({ question: 'next', events: haircut })).text).toBe('Next: Haircut at 15:00 on Thu 3 Dec (in 2 days).');
    expect((await w.ask({ question: 'next', events: [] })).text).toBe('Nothing coming up.');
  });
});

describe('last_met and next_meet', () => {
  it('says when the person last met someone and how long ago', async () => {
    const w = await world();
    const withOmar = (await w.find('2026-10-25T00:00:00-04:00', NOW)).filter((o) =>
      o.event.attendees.some((a) => a.email === omar.email),
    );
    const answer = await w.ask({ question: 'last_met', subject: 'Omar', events: withOmar });
    expect(answer.text).toBe('You last met Omar on Thu 12 Nov (Coffee with Omar, 10:00–10:30), 12 days ago.');
    expect(answer.items?.map((i) => i.title)).toEqual(['Coffee with Omar']);
  });

  it("says when they haven't met in that time", async () => {
    const w = await world();
    expect((await w.ask({ question: 'last_met', subject: 'Omar', events: [] })).text).toBe("You haven't met Omar in that time.");
    expect((await w.ask({ question: 'last_met', subject: 'Omar', events: [], range: THIS_WEEK })).text).toBe(
      "You haven't met Omar from Mon 23 Nov to Sun 29 Nov.",
    );
  });

  it('says when the person next meets someone and how soon', async () => {
    const w = await world();
    const lunch = await w.find(NOW, '2026-12-31T00:00:00-05:00', 'Lunch with Omar');
    expect((await w.ask({ question: 'next_meet', subject: 'Omar', events: lunch })).text).toBe(
      'You next meet Omar on Fri 27 Nov (Lunch with Omar, 12:00–13:00), in 3 days.',
    );
    expect((await w.ask({ question: 'next_meet', subject: 'Omar', events: [] })).text).toBe(
      'You have nothing planned with Omar.',
    );
  });
});

describe('across the end of daylight saving time (New York, Sun 1 Nov 2026)', () => {
  const NY_DST = 'America/New_York';
  const sundays: Preferences = {
    ...DEFAULT_PREFERENCES,
    workingHours: { ...DEFAULT_PREFERENCES.workingHours, sun: [{ start: '09:00', end: '17:00' }] },
  };
  // 01:30 happens twice; this is the second one, after the clocks went back (EST).
  const lateShow = timedDraft('lateshow', 'Late show', '2026-11-01T01:30:00-05:00', '2026-11-01T02:00:00-05:00', NY_DST);
  const brunch = timedDraft('brunch', 'Brunch', '2026-11-01T10:00:00-05:00', '2026-11-01T11:00:00-05:00', NY_DST);
  const weekend = { start: '2026-10-31T00:00:00-04:00', end: '2026-11-02T00:00:00-05:00' };

  it('cuts days at local midnight, keeps the 25-hour day whole and frees working hours on the wall clock', async () => {
    const w = await world({ now: '2026-10-30T12:00:00-04:00', zone: NY_DST, preferences: sundays, events: [lateShow, brunch] });
    const answer = await w.ask({ question: 'agenda', range: weekend });
    expect(answer.days?.map((d) => d.date)).toEqual(['2026-10-31', '2026-11-01']);
    const sunday = answer.days?.[1];
    expect(sunday?.items.map((i) => i.title)).toEqual(['Late show', 'Brunch']);
    expect(sunday?.free).toEqual([
      { start: Date.parse('2026-11-01T09:00:00-05:00'), end: Date.parse('2026-11-01T10:00:00-05:00') },
      { start: Date.parse('2026-11-01T11:00:00-05:00'), end: Date.parse('2026-11-01T17:00:00-05:00') },
    ]);
    expect(answer.text).toBe('Sat 31 Oct to Sun 1 Nov: 2 events, busiest Sun 1 Nov (2); Sun 1 Nov is free after 11:00.');
  });

  it('says the 25-hour day as one day and its morning by the wall clock', async () => {
    const w = await world({ now: '2026-10-30T12:00:00-04:00', zone: NY_DST, preferences: sundays, events: [lateShow, brunch] });
    const sunday = { start: '2026-11-01T00:00:00-04:00', end: '2026-11-02T00:00:00-05:00' };
    expect((await w.ask({ question: 'count', range: sunday })).text).toBe('You have 2 events on Sun 1 Nov.');
    const morning = { start: '2026-11-01T00:00:00-04:00', end: '2026-11-01T12:00:00-05:00' };
    expect((await w.ask({ question: 'free', range: morning })).text).toBe(
      "Sun 1 Nov morning you're free 09:00–10:00 and 11:00–12:00; 10:00–11:00 is taken by Brunch.",
    );
  });

  it('counts the time until the next event in real hours across the repeated hour', async () => {
    const w = await world({ now: '2026-11-01T00:30:00-04:00', zone: NY_DST, preferences: sundays, events: [lateShow, brunch] });
    expect((await w.ask({ question: 'next' })).text).toBe('Next: Late show at 01:30 today (in 2 h).');
  });
});
