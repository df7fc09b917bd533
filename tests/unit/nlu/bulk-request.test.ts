import { describe, expect, it } from 'vitest';
import { readBulkRequest, type BulkReading, type BulkRequest } from '../../../lib/core/nlu/read-bulk-request';
import { NY, at, parse } from './nlu-fixtures';

// Sunday 22 Nov 2026, 10:00 New York. Friday is the 27th, Monday the 23rd, next Monday the 30th.
function read(text: string): BulkReading {
  const parsed = parse(text);
  expect(parsed.intent).toBe('bulk');
  expect(parsed.parts).toBeUndefined();
  return readBulkRequest(text, parsed, NY.now, NY.timeZone);
}

function request(text: string): BulkRequest {
  const reading = read(text);
  if (reading.kind !== 'request') throw new Error(`"${text}" was answered: ${reading.text}`);
  return reading.request;
}

function reply(text: string): string {
  const reading = read(text);
  if (reading.kind !== 'reply') throw new Error(`"${text}" was read as a request`);
  return reading.text;
}

const day = (iso: string) => ({ start: at(`${iso}T00:00:00-05:00`), end: at(`${iso}T00:00:00-05:00`) + 24 * 3_600_000 });
const FRIDAY = day('2026-11-27');
const TOMORROW = day('2026-11-23');
const TODAY = day('2026-11-22');
const THIS_WEEK = { start: at('2026-11-22T00:00:00-05:00'), end: at('2026-11-30T00:00:00-05:00') };
const NEXT_WEEK = { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-30T00:00:00-05:00') };

describe('readBulkRequest: what to do', () => {
  it.each([
    'delete all my events',
    'cancel all my meetings on Friday',
    'clear Friday for travel and tell everyone I had meetings with',
    'cancel everything on Friday',
    'clear my afternoon tomorrow',
    'delete all events with dana@corp.com next week',
    'drop all my 1:1s this week',
    'remove all lunches next week',
    'clear out next week',
    'cancel all my meetings tomorrow and notify attendees',
  ])('reads "%s" as a delete', (text) => {
    expect(request(text).operation).toEqual({ kind: 'delete' });
  });

  it.each<[string, number]>([
    ['push all my meetings tomorrow back an hour', 60],
    ['postpone all my calls today by 30 minutes', 30],
    ['bring all my meetings tomorrow forward by 30 minutes', -30],
    ["Shift all of tomorrow's meetings by an hour", 60],
    ['push everything tomorrow by a day', 1440],
    ['delay all my meetings on Friday by 15 min', 15],
    ['postpone everything on Friday by a week', 7 * 1440],
    ['move all my meetings on Friday later by an hour', 60],
  ])('reads "%s" as a shift of %i minutes', (text, minutes) => {
    expect(request(text).operation).toEqual({ kind: 'move', move: { kind: 'shift', minutes } });
  });

  it('moves "my Friday meetings to Monday" from Friday to the Monday after it, keeping their times', () => {
    const r = request('move all my Friday meetings to Monday');
    expect(r.operation).toEqual({ kind: 'move', move: { kind: 'days', days: 3 } });
    expect(r.selection.range).toEqual(FRIDAY);
  });

  it.each<[string, number, number | undefined]>([
    ['move everything on Friday to Monday', 3, undefined],
    ['reschedule all my Monday calls to Tuesday', 1, undefined],
    ['move all of Friday’s meetings to the following Monday', 3, undefined],
    ['move all my Friday meetings to Monday at 10am', 3, 600],
    ['move all my meetings on Dec 3 to Dec 4', 1, undefined],
    ['move all my meetings this week to next week', 7, undefined],
  ])('reads "%s" as %i days later', (text, days, clock) => {
    const move = { kind: 'days', days, ...(clock === undefined ? {} : { clock }) };
    expect(request(text).operation).toEqual({ kind: 'move', move });
  });

  it('reads "every standup this week to 10am" as 10:00 on each event\'s own day', () => {
    const r = request('reschedule every standup this week to 10am');
    expect(r.operation).toEqual({ kind: 'move', move: { kind: 'clock', minutes: 600 } });
    expect(r.selection.range).toEqual(THIS_WEEK);
    expect(r.selection.titles).toEqual([['standup']]);
  });

  it('takes the events\' day from before "to", not from the destination', () => {
    const r = request("move all tomorrow's meetings to 3pm");
    expect(r.selection.range).toEqual(TOMORROW);
    expect(r.operation).toEqual({ kind: 'move', move: { kind: 'clock', minutes: 900 } });
  });

  it('skips a "to" that is not a time when looking for the destination', () => {
    const r = request('move all my visits to the dentist on Friday to Monday');
    expect(r.operation).toEqual({ kind: 'move', move: { kind: 'days', days: 3 } });
  });
});

describe('readBulkRequest: requests another engine classified as bulk', () => {
  // The intent rules send "wipe"/"free up" elsewhere today; a model may not, and the verbs still read.
  const bulk = (when?: { start: number; end: number }) => ({
    intent: 'bulk' as const,
    confidence: 0.9,
    entities: {},
    constraints: [],
    ...(when === undefined ? {} : { when: { ...when, grain: 'day' as const } }),
  });

  it.each(['free up my Friday afternoon', 'wipe my calendar on Friday', 'get rid of everything on Friday'])(
    'reads "%s" as a delete of Friday',
    (text) => {
      const reading = readBulkRequest(text, bulk(FRIDAY), NY.now, NY.timeZone);
      expect(reading).toMatchObject({
        kind: 'request',
        request: { operation: { kind: 'delete' }, selection: { range: FRIDAY } },
      });
    },
  );

  it('asks what to do when no operation is said', () => {
    expect(readBulkRequest('all my meetings tomorrow', bulk(TOMORROW), NY.now, NY.timeZone)).toMatchObject({
      kind: 'reply',
      text: expect.stringMatching(/cancel them or move them\?/) as unknown,
    });
  });

  it('asks which one when both cancelling and moving are said', () => {
    expect(readBulkRequest('clear Friday by moving everything to Monday', bulk(FRIDAY), NY.now, NY.timeZone)).toMatchObject({
      kind: 'reply',
      text: expect.stringMatching(/cancel those events or move them\?/) as unknown,
    });
  });
});

describe('readBulkRequest: which events', () => {
  it('looks at the next 30 days when no time is said (range left to the handler)', () => {
    const r = request('delete all my events');
    expect(r.selection.range).toBeUndefined();
    expect(r.selection.titles).toEqual([]);
  });

  it.each<[string, { start: number; end: number }]>([
    ['cancel all my meetings on Friday', FRIDAY],
    ['cancel everything on Friday', FRIDAY],
    ['clear Friday for travel and tell everyone I had meetings with', FRIDAY],
    ['push all my meetings tomorrow back an hour', TOMORROW],
    ['delete all events with dana@corp.com next week', NEXT_WEEK],
    ['clear my day', TODAY],
  ])('reads the range of "%s"', (text, range) => {
    expect(request(text).selection.range).toEqual(range);
  });

  it.each([
    'delete all my events',
    'cancel all my meetings on Friday',
    'cancel everything on Friday',
    'clear my calendar tomorrow',
    'cancel all my appointments next week',
    'postpone all my calls today by 30 minutes',
    'clear Friday for travel and tell everyone I had meetings with',
    'clear my schedule tomorrow morning',
  ])('selects every event for the general words of "%s"', (text) => {
    expect(request(text).selection.titles).toEqual([]);
  });

  it.each<[string, string[][]]>([
    ['cancel all my classes on Monday', [['classes']]],
    ['remove all lunches next week', [['lunches']]],
    ['cancel all my team meetings tomorrow', [['team']]],
    ["Please cancel tomorrow's standup and let the team know", [['standup']]],
    ['delete all my standups and 1:1s this week', [['standups'], ['1:1s']]],
    ['delete all events called Focus time next week', [['focus time']]],
    ['cancel all my dentist appointments', [['dentist']]],
  ])('filters "%s" by title words %j', (text, titles) => {
    expect(request(text).selection.titles).toEqual(titles);
  });

  it.each(['drop all my 1:1s this week', 'cancel all my one on ones with Omar next week', 'scrap all of my 1-on-1s on friday'])(
    'reads "%s" as one-on-ones, a kind of meeting, not title words',
    (text) => {
      const r = request(text);
      expect(r.selection.titles).toEqual([]);
      expect(r.selection.oneOnOne).toBe(true);
    },
  );

  it('keeps "1:1s" a title word among alternatives, where a kind would narrow the standups too', () => {
    const r = request('delete all my standups and 1:1s this week');
    expect(r.selection.titles).toEqual([['standups'], ['1:1s']]);
    expect(r.selection.oneOnOne).toBeUndefined();
  });

  it.each(['I need a quiet weekend, delete all my personal stuff this weekend', 'wipe all my private events on sunday'])(
    'reads "%s" as personal events, not a title',
    (text) => {
      const r = request(text);
      expect(r.selection.titles).toEqual([]);
      expect(r.selection.personal).toBe(true);
    },
  );

  it('filters by a person named with "with", by address or by name', () => {
    expect(request('delete all events with dana@corp.com next week').selection.attendees).toEqual([{ email: 'dana@corp.com' }]);
    expect(request('delete every meeting with Sam this week').selection.attendees).toEqual([{ name: 'Sam' }]);
  });

  it('filters by part of the day, over the whole day so an early breakfast is a morning event', () => {
    const r = request('clear my schedule tomorrow morning');
    expect(r.selection.dayParts).toEqual(['morning']);
    expect(r.selection.range).toEqual(TOMORROW);
    expect(request('cancel all my evening events this week').selection.dayParts).toEqual(['evening']);
  });

  it('takes a part of the day with no day named as today', () => {
    const r = request('push my afternoon meetings to tomorrow');
    expect(r.selection.range).toEqual(TODAY);
    expect(r.selection.dayParts).toEqual(['afternoon']);
    expect(r.operation).toEqual({ kind: 'move', move: { kind: 'days', days: 1 } });
  });

  it('leaves all-day events out unless the text includes them or asks only for them', () => {
    expect(request('cancel everything on Friday').selection.allDay).toBe('exclude');
    expect(request('delete all my events including all-day ones this week').selection.allDay).toBe('include');
    expect(request('delete all my all-day events next week').selection.allDay).toBe('only');
  });

  it('reads "except …" as events to leave out', () => {
    const r = request('cancel everything this week except standups');
    expect(r.selection.titles).toEqual([]);
    expect(r.selection.excluding).toEqual([['standups']]);
  });

  it('reads "recurring meetings" as repeating events only, not a title', () => {
    const r = request('cancel all my recurring meetings next week');
    expect(r.selection.repeatingOnly).toBe(true);
    expect(r.selection.titles).toEqual([]);
  });
});

describe('readBulkRequest: telling guests', () => {
  it.each([
    'clear Friday for travel and tell everyone I had meetings with',
    'cancel all my meetings tomorrow and notify attendees',
    "Please cancel tomorrow's standup and let the team know",
    'move all my Friday meetings to Monday and let everyone know',
  ])('asks to email everyone for "%s"', (text) => {
    expect(request(text).notify).toBe('all');
  });

  it('asks to email no one for "without telling anyone", and otherwise follows the setting', () => {
    expect(request('cancel all my meetings tomorrow without telling anyone').notify).toBe('none');
    expect(request('cancel all my meetings tomorrow').notify).toBeUndefined();
  });
});

describe('readBulkRequest: questions instead of guesses', () => {
  it("offers to cancel instead of declining, in the person's words", () => {
    expect(reply('decline all of the recruiting calls this week')).toMatch(
      /not supported yet.*cancel.*"cancel all of the recruiting calls this week"/,
    );
  });

  it.each([
    'reschedule all my meetings on Friday',
    'push all my morning meetings to the afternoon',
    'postpone all my meetings tomorrow',
  ])('asks where to for "%s"', (text) => {
    expect(reply(text)).toMatch(/Where should they go\?/);
  });

  it('asks which day when a day destination has no day of events', () => {
    expect(reply('move every meeting with Sam to Thursday')).toMatch(/Which day's events should move to Thursday\?/);
  });

  it('asks rather than piling several days of events onto one day', () => {
    expect(reply('move all my meetings this week to Monday')).toMatch(/several days/);
  });

  it('asks rather than leaving out a day it cannot subtract', () => {
    expect(reply('cancel everything this week except Friday')).toMatch(/leave events out by name/);
  });

  it('does not read "remove Sam from all my meetings" as deleting them', () => {
    expect(reply('remove Sam from all my meetings tomorrow')).toMatch(/not supported yet/);
  });

  it('answers a request in another script with what it can read', () => {
    expect(reply('取消明天所有的会议')).toMatch(/English/);
  });
});
