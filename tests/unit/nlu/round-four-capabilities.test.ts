import { describe, expect, it } from 'vitest';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const read = (said: string) => parseRequest(said, NY);
const change = (said: string) => parseEdit(said, NY.now, NY.timeZone).change;

describe('renames said in more ways', () => {
  it.each([
    ['could the weekly sync be renamed to Ops Weekly?', 'Ops Weekly'],
    ['switch the title on my 4pm to Budget Check', 'Budget Check'],
    ["set the name of friday's thing Team Lunch", 'Team Lunch'],
    ['name the meeting on monday as Launch Review', 'Launch Review'],
    ['update the name of my 11am to Panel - Backend', 'Panel - Backend'],
  ])('%s', (said, title) => {
    expect(read(said).intent).toBe('update_event');
    expect(change(said).title).toBe(title);
  });

  it('never takes a new name for a place', () => {
    expect(change('switch the name on the 9am to Design Crit').location).toBeUndefined();
  });
});

describe('new lengths said in more ways', () => {
  it.each([
    ['the standup only needs 10 minutes', 10],
    ['reduce the length of the planning call to 25 minutes', 25],
    ['chop the review down to 30', 30],
    ['we need the retro to be forty five minutes', 45],
    ["make monday's workshop seventy five minutes", 75],
  ])('%s', (said, minutes) => {
    expect(read(said).intent).toBe('update_event');
    expect(change(said).durationMinutes).toBe(minutes);
    expect(read(said).entities.durationMinutes).toBe(minutes);
  });

  it('keeps a new call asked for with a need a new event', () => {
    expect(read('I need a 30 minute call with Sam tomorrow').intent).toBe('create_event');
  });
});

describe('moves by an amount said in more ways', () => {
  it.each([
    ['could we begin the review fifteen minutes later?', 15],
    ['start the sync 10 min early', -10],
    ['knock the 1:1 forward 15 mins', -15],
    ['push my 2 o clock back about 30 minutes', 30],
    ['put the call with Ana twenty minutes after', 20],
    ['nudge every meeting this afternoon up 15 minutes', -15],
  ])('%s', (said, minutes) => {
    const parsed = read(said);
    expect(parsed.intent === 'update_event' || parsed.intent === 'bulk').toBe(true);
    expect(parsed.entities.shiftMinutes).toBe(minutes);
  });

  it.each([
    ['everything tomorrow +30m', 30],
    ['everything friday -1h', -60],
    ['push my whole afternoon back 45 minutes', 45],
  ])('reads %j as one change to every event', (said, minutes) => {
    expect(read(said).intent).toBe('bulk');
    expect(read(said).entities.shiftMinutes).toBe(minutes);
  });

  it('reads "everything on … needs to move" as a bulk move', () => {
    expect(read('everything on friday has to move to monday').intent).toBe('bulk');
  });

  it('keeps a remark about the traffic that asks for a move an edit', () => {
    expect(read('the traffic is terrible, could you push my 9:30 back 15 minutes').intent).toBe('update_event');
    expect(read('the traffic is terrible today').intent).toBe('help');
  });
});

describe('questions with their context before them', () => {
  it.each([
    ['my parents are coming over, what do I have on saturday?'],
    ['so before I commit to anything, am I free thursday afternoon?'],
  ])('%s', (said) => {
    const parsed = read(said);
    expect(parsed.intent).toBe('query_events');
    expect(parsed.parts).toBeUndefined();
  });

  it('keeps a request with its own rules before a question a request', () => {
    const parsed = read(
      'I want make meeting for 30 min with Ana and Bo, we must finish until 15:00. Tell me which time is good.',
    );
    expect(parsed.parts?.[0]?.intent).toBe('create_event');
    expect(parsed.parts?.[0]?.entities.durationMinutes).toBe(30);
  });

  it('keeps an event said before a question a step of its own', () => {
    expect(read('coffee with Lee, and what is on friday?').parts?.length).toBe(2);
  });

  it.each([
    'tell me the start time of the offsite',
    'show me everything booked on christmas eve',
    'what day did I put the car service on?',
    'please say me what meetings I have tomorrow',
    "I can't remember who's coming to friday's dinner, can you remind me?",
  ])('%s asks', (said) => {
    expect(read(said).intent).toBe('query_events');
  });
});

describe('more options asked for in other words', () => {
  it.each(['none of those suit me, show me other ones', 'next few please', 'the next two options'])('%s', (said) => {
    expect(read(said).intent).toBe('show_more');
  });

  it('keeps "the next three meetings on friday" no request for options', () => {
    expect(read('the next three meetings on friday').intent).not.toBe('show_more');
  });
});

describe('one event taken off the calendar', () => {
  it.each(["nuke friday's dentist", 'take the lunch with the Brightline team off my calendar'])('%s', (said) => {
    expect(read(said).intent).toBe('delete_event');
  });

  it("still clears a day's schedule", () => {
    expect(read("nuke tomorrow's schedule").intent).toBe('bulk');
  });
});

describe('a new event said as a form', () => {
  it.each([
    ['new event: tire rotation, dec 9, 8am', 'Tire Rotation'],
    ['add an event, title: Parents Evening, thursday at 6pm', 'Parents Evening'],
    ['new appointment, name: Eye Exam, jan 5 at 3pm', 'Eye Exam'],
  ])('%s', (said, title) => {
    const parsed = read(said);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title?.toLowerCase()).toBe(title.toLowerCase());
  });

  it("keeps a person's moving no move of an event", () => {
    expect(read("we're moving next month, I want an event called Packing Day on dec 12").intent).toBe('create_event');
  });
});

describe('rules about the time around the meeting', () => {
  it.each([
    ['book a call with Ravi and leave 15 minutes of padding after it', 15, 'hard'],
    ['find time with Ola, ideally I would like a 5 minute breather before it', 5, 'preference'],
  ])('%s', (said, minutes, strength) => {
    const gap = read(said).constraints.find((c) => c.type === 'leave_gap');
    expect(gap).toMatchObject({ minutes, strength, besideMeeting: true });
  });

  it.each([
    ['set up a sync with Bo, make sure my lunch hour remains free', 'lunch'],
    ['find 30 minutes with Kai friday but protect my focus time from 2 to 4pm', 'focus'],
  ])('%s keeps a block free', (said, block) => {
    expect(read(said).constraints.some((c) => c.type === 'keep_free' && c.block === block)).toBe(true);
  });
});

describe('reminders asked in other words', () => {
  it.each([
    ['ugh remind me to renew my passport friday', 'create_event'],
    ['buzz me at 5 to call the garage', 'create_event'],
    ['I need a reminder to return the library books', 'create_event'],
  ])('%s', (said, intent) => {
    expect(read(said).intent).toBe(intent);
  });
});

describe("a city after a clock is the clock's zone, not the place", () => {
  it('reads "4pm in Tokyo" as Tokyo time, with no place or area', () => {
    const parsed = read('video call with Kenji at 4pm in Tokyo');
    // 09:00 in New York is 23:00 in Tokyo: its 4pm is the next one there.
    expect(parsed.when?.start).toBe(Date.parse('2026-11-25T16:00:00+09:00'));
    expect(parsed.entities.location).toBeUndefined();
    expect(parsed.entities.near).toBeUndefined();
  });

  it('keeps a city said before the time the place', () => {
    expect(read('dinner in Paris at 8pm').when?.start).toBe(Date.parse('2026-11-24T20:00:00-05:00'));
  });
});
