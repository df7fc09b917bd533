import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import type { ParsedRequest } from '../../../lib/core/nlu/parsed-request';

// Tuesday 24 November 2026, 09:00 New York: next week is Mon 30 Nov – Sun 6 Dec.
const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const at = (iso: string): number => Date.parse(iso);
const parse = (text: string): ParsedRequest => parseRequest(text, NY);
const END_OF_NEXT_WEEK = 'UNTIL=20261207T045959Z';
const END_OF_JANUARY = 'UNTIL=20270201T045959Z';
const END_OF_THIS_WEEK = 'UNTIL=20261130T045959Z';

describe('a repeat said inside a window of days ends with the window', () => {
  it.each([
    ['daily 15 min "Inbox zero" at 8:30 from dec 7 to dec 11', 'RRULE:FREQ=DAILY;UNTIL=20261212T045959Z'],
    ['daily standup at 9 next week', `RRULE:FREQ=DAILY;${END_OF_NEXT_WEEK}`],
    ['stretch every morning at 7am next week', `RRULE:FREQ=DAILY;${END_OF_NEXT_WEEK}`],
    ['yoga every tuesday in january at 6pm', `RRULE:FREQ=WEEKLY;BYDAY=TU;${END_OF_JANUARY}`],
    ['Team lunch each Friday during January, 12:30', `RRULE:FREQ=WEEKLY;BYDAY=FR;${END_OF_JANUARY}`],
    ['piano every monday and wednesday in jan at 5pm', `RRULE:FREQ=WEEKLY;BYDAY=MO,WE;${END_OF_JANUARY}`],
    ['run every weekday next week at 7', `RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;${END_OF_NEXT_WEEK}`],
    ['water the plants every day this week', `RRULE:FREQ=DAILY;${END_OF_THIS_WEEK}`],
  ])('%s → %s', (text, rule) => {
    expect(parse(text).entities.recurrence).toBe(rule);
  });

  it.each([
    'standup every Tuesday at 9',
    'weekly sync every Wednesday at 2pm starting next week',
    'gym every monday from next week at 7am',
    'daily standup at 9',
    'weekly 1:1 with Dana on Monday at 10',
    'yoga every Tuesday for 6 weeks',
  ])('leaves "%s" without a window end', (text) => {
    expect(parse(text).entities.recurrence).not.toMatch(/UNTIL=2026120[67]|UNTIL=20270201/);
  });

  it('keeps an end the person said over the window', () => {
    expect(parse('daily check-in at 9 next week until Wednesday').entities.recurrence).toBe(
      'RRULE:FREQ=DAILY;UNTIL=20261126T045959Z',
    );
  });
});

describe('a daily repeat over a run of weekdays keeps those days', () => {
  it.each([
    ['daily inbox zero at 8:30 mon-fri', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    ['every day Monday to Friday at 8 walk the dog', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    ['daily standup monday through thursday at 9:15', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH'],
    ['Daily sync, Tue–Thu, 10am', 'RRULE:FREQ=WEEKLY;BYDAY=TU,WE,TH'],
    ['every morning mon to wed gym at 6am', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE'],
  ])('%s → %s', (text, rule) => {
    expect(parse(text).entities.recurrence).toBe(rule);
  });

  it('ends a weekday run said with "next week" with that week', () => {
    expect(parse('add a daily 15 min "Inbox zero" at 8:30 next week mon-fri').entities.recurrence).toBe(
      `RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;${END_OF_NEXT_WEEK}`,
    );
  });
});

describe('the clock said for a repeat over a window is when each occurrence starts', () => {
  it.each([
    ['add a daily 15 min "Inbox zero" at 8:30 next week mon-fri', '2026-11-30T08:30:00-05:00'],
    ['sync with Hannah every Thursday in January at 3:30pm', '2027-01-07T15:30:00-05:00'],
    ['daily standup next week @ 9:15', '2026-11-30T09:15:00-05:00'],
    ['lunch every other friday next month at noon', '2026-12-04T12:00:00-05:00'],
  ])('%s starts %s with no window to search', (text, start) => {
    const when = parse(text).when;
    expect(when?.start).toBe(at(start));
    expect(when?.end).toBeUndefined();
  });

  it('keeps a range said as a window to search in', () => {
    const when = parse('focus time every weekday between 8 and 10 next week').when;
    expect(when?.start).toBe(at('2026-11-30T08:00:00-05:00'));
    expect(when?.end).toBe(at('2026-11-30T10:00:00-05:00'));
  });

  it('skips a first day whose clock has passed', () => {
    // Tuesday 09:00: "every day this week at 7am" starts Wednesday, not this morning.
    expect(parse('run every day this week at 7am').when?.start).toBe(at('2026-11-25T07:00:00-05:00'));
  });
});
