import { describe, expect, it } from 'vitest';
import { readSelectionWords } from '../../../lib/core/nlu/bulk-selection';
import { readBulkRequest, type BulkReading, type BulkRequest } from '../../../lib/core/nlu/read-bulk-request';
import { NY, at, parse } from './nlu-fixtures';

// Sunday 22 Nov 2026, 10:00 New York: "jan" is January 2027, "next month" December 2026.

function read(text: string): BulkReading {
  return readBulkRequest(text, { ...parse(text), intent: 'bulk' }, NY.now, NY.timeZone);
}

function request(text: string): BulkRequest {
  const reading = read(text);
  if (reading.kind !== 'request') throw new Error(`"${text}" was answered: ${reading.text}`);
  return reading.request;
}

function reply(text: string): string {
  const reading = read(text);
  if (reading.kind !== 'reply') throw new Error(`"${text}" was read as a request: ${JSON.stringify(reading.request)}`);
  return reading.text;
}

const month = (from: string, to: string) => ({ start: at(`${from}T00:00:00-05:00`), end: at(`${to}T00:00:00-05:00`) });
const JANUARY = month('2027-01-01', '2027-02-01');
const DECEMBER = month('2026-12-01', '2027-01-01');
const DEC_8 = month('2026-12-08', '2026-12-09');

describe("readBulkRequest: a month said bare among the events' words", () => {
  it.each([
    'rm all budget reviews jan',
    'delete every budget review jan please',
    'cancel all the budget reviews january',
    'nuke all budget reviews jan 2027',
    'pls scrap all my budget reviews Jan',
  ])('reads "%s" as the budget reviews of January 2027', (text) => {
    const r = request(text);
    expect(r.operation).toEqual({ kind: 'delete' });
    expect(r.selection.range).toEqual(JANUARY);
    expect(r.selection.titles).toHaveLength(1);
    expect(r.selection.titles[0]).toContain('budget');
  });

  it.each(['drop all standups dec', 'delete all the 1:1s in december', 'cancel all my dentist stuff next month'])(
    'reads "%s" as December',
    (text) => {
      expect(request(text).selection.range).toEqual(DECEMBER);
    },
  );

  it('reads "all the 1:1s" as one-on-ones and "dentist stuff" as the dentist', () => {
    expect(request('delete all the 1:1s in december').selection.oneOnOne).toBe(true);
    expect(request('cancel all my dentist stuff next month').selection.titles).toEqual([['dentist']]);
  });

  it('reads "between xmas and new year" as the days between', () => {
    const r = request('clear every standup between xmas and new year');
    expect(r.selection.titles).toEqual([['standup']]);
    expect(r.selection.range?.start).toBe(at('2026-12-25T00:00:00-05:00'));
  });

  it.each([
    ['cancel all my meetings with jan', 'Jan'],
    ['delete all meetings w/ april next week', 'April'],
    ['cancel all my calls with may', 'May'],
  ])('takes "%s" as a person named like a month, never every meeting', (text, name) => {
    const r = request(text);
    expect(r.selection.attendees.map((a) => a.name)).toContain(name);
  });
});

describe('readBulkRequest: a day of the month as speech-to-text writes it', () => {
  it.each([
    'cancel everything on the eight',
    'im flying to tokyo on the eight cancel everything accept the dentist and let the attendees no',
    'clear everything on the 8',
    'delete all my meetings on the eight please',
  ])('reads "%s" as Tue 8 Dec', (text) => {
    expect(request(text).selection.range).toEqual(DEC_8);
  });

  it('reads "on the twenty one" as the 21st', () => {
    expect(request('cancel everything on the twenty one').selection.range?.start).toBe(at('2026-12-21T00:00:00-05:00'));
  });

  it('asks when the day said and the time read are on different days', () => {
    expect(reply('cancel all my meetings on the 8 at 3')).toMatch(/which day/i);
  });

  it.each(['cancel all my meetings tomorrow at 3', 'cancel all my meetings on the 8th'])(
    'leaves "%s" to the time reader',
    (text) => {
      expect(request(text).selection.range).toBeDefined();
    },
  );
});

describe('readBulkRequest: events named only by "them", "those", "the … ones"', () => {
  it.each([
    'cancel all of them',
    'delete them all',
    'cancel the afternoon ones',
    'push them back an hour',
    'move all of those to Monday',
    'pls cancel those',
    'scrap em all tomorrow',
  ])('asks which events "%s" means rather than change every event', (text) => {
    expect(reply(text)).toMatch(/which events|which one/i);
  });

  it.each([
    'my classes this week clash with work, cancel the afternoon ones',
    'my classes this week clash with work so cancel the afternoon ones',
  ])('takes the noun said before for "%s"', (text) => {
    const r = request(text);
    expect(r.selection.titles).toEqual([['classes']]);
    expect(r.selection.dayParts).toEqual(['afternoon']);
  });

  it.each([
    ['cancel those meetings tomorrow', []],
    ['delete these standups', [['standups']]],
    ['cancel all of those design reviews', [['design', 'reviews']]],
  ])('reads "%s" by its own noun', (text, titles) => {
    expect(request(text).selection.titles).toEqual(titles);
  });

  it('marks a selection named only by a pro-form', () => {
    expect(readSelectionWords('cancel the afternoon ones', 6).pronounOnly).toBe(true);
    expect(readSelectionWords('cancel all of them', 6).pronounOnly).toBe(true);
    expect(readSelectionWords('cancel everything', 6).pronounOnly).toBe(false);
    expect(readSelectionWords('cancel the standups', 6).pronounOnly).toBe(false);
  });
});

describe('readBulkRequest: "except the last one"', () => {
  it.each<[string, 'first' | 'last']>([
    ['cancel all my spanish classes in december except the last one', 'last'],
    ['delete every standup next week but not the last one', 'last'],
    ['cancel all the spanish classes in december except for the final class', 'last'],
    ['scrap all my yoga classes next month apart from the first one', 'first'],
    ['cancel every budget review in january except the first', 'first'],
    ['clear all the design reviews in dec except the last of them', 'last'],
  ])('reads "%s" as all but the %s', (text, position) => {
    const r = request(text);
    expect(r.selection.exceptPosition).toBe(position);
    expect(r.selection.excluding).toEqual([]);
  });

  it.each([
    'cancel all my classes except the spanish one',
    'cancel everything next week except the last standup meeting on friday',
  ])('does not read "%s" as a position', (text) => {
    const reading = read(text);
    if (reading.kind === 'request') expect(reading.request.selection.exceptPosition).toBeUndefined();
  });
});

describe('readBulkRequest: "until" a day, and a reason after a comma', () => {
  const from = (iso: string) => at(iso);
  it.each<[string, string]>([
    ['could you cancel all my yoga classes until the new year? I’ll sort January out later', '2027-01-02T00:00:00-05:00'],
    ['cancel all standups till friday', '2026-11-28T00:00:00-05:00'],
    ['cancel all standups through friday', '2026-11-28T00:00:00-05:00'],
    ['cancel all standups before friday', '2026-11-27T00:00:00-05:00'],
    ["cancel all my meetings until I'm back on tuesday", '2026-11-24T00:00:00-05:00'],
    ['clear all my calls until i get back on the 30th', '2026-11-30T00:00:00-05:00'],
  ])('reads "%s" as from today up to %s', (text, end) => {
    const range = request(text).selection.range;
    expect(range?.end).toBe(from(end));
    expect(range?.start).toBeLessThanOrEqual(NY.now);
    expect(range?.start).toBeGreaterThan(NY.now - 24 * 3_600_000);
  });

  it('leaves a time of day after "until" to the clock limits', () => {
    expect(request('cancel everything until 3pm tomorrow').selection.range?.start).not.toBe(NY.now);
  });

  it.each([
    "feeling rough, wipe tomorrow afternoon, I've got a doctor thing",
    'clear my afternoon tomorrow, im sick',
    "cancel everything tomorrow, it's a holiday",
    'cancel all my meetings tomorrow, got a dentist thing',
  ])('does not take the reason in "%s" for the events\' name', (text) => {
    expect(request(text).selection.titles).toEqual([]);
  });

  it("keeps a list after a comma as the events' names", () => {
    expect(request('cancel the standups, the 1:1s and the syncs tomorrow').selection.titles).toEqual([
      ['standups'],
      ['1:1s'],
      ['syncs'],
    ]);
  });
});

describe('readBulkRequest: people named only in what is left out', () => {
  it.each([
    "can you clear out friday the 4th except the lunch with omar, I'm travelling",
    'clear friday except my lunch with Omar',
    'cancel everything on friday but keep the lunch w/ omar@acme.com',
  ])('%j keeps the lunch and cancels the rest, not only the meetings with Omar', (text) => {
    const r = request(text);
    expect(r.selection.attendees).toEqual([]);
    expect(r.selection.excluding).toEqual([['lunch']]);
  });

  it('a person named before the exception still says whose events go', () => {
    const r = request('cancel all my meetings with Omar except the standup');
    expect(r.selection.attendees).toEqual([{ name: 'Omar' }]);
    expect(r.selection.excluding).toEqual([['standup']]);
  });
});
