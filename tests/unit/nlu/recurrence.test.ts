import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { RRule } from '../../../lib/core/time/load-rrule';
import { at, parse } from './nlu-fixtures';

const RULES: [string, string][] = [
  ['standup every Tuesday at 9', 'RRULE:FREQ=WEEKLY;BYDAY=TU'],
  ['yoga every Tuesday and Thursday at 7am', 'RRULE:FREQ=WEEKLY;BYDAY=TU,TH'],
  ['gym every Mon, Wed and Fri at 6pm', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR'],
  ['piano lessons on Tuesdays at 5pm', 'RRULE:FREQ=WEEKLY;BYDAY=TU'],
  ['weekly 1:1 with Dana', 'RRULE:FREQ=WEEKLY'],
  ['weekly sync with Dana on Monday at 10', 'RRULE:FREQ=WEEKLY;BYDAY=MO'],
  ['team lunch every week', 'RRULE:FREQ=WEEKLY'],
  ['1:1 with Sam every other week', 'RRULE:FREQ=WEEKLY;INTERVAL=2'],
  ['retro every other Friday at 4', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'],
  ['biweekly planning on Wednesday', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE'],
  ['sync with Lee every 2 weeks', 'RRULE:FREQ=WEEKLY;INTERVAL=2'],
  ['check in every three weeks', 'RRULE:FREQ=WEEKLY;INTERVAL=3'],
  ['standup every weekday at 9:30', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ['standup on weekdays at 9:30', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ['long run every weekend', 'RRULE:FREQ=WEEKLY;BYDAY=SA,SU'],
  ['daily standup at 9', 'RRULE:FREQ=DAILY'],
  ['meditation every day at 7am', 'RRULE:FREQ=DAILY'],
  ['stretch every morning at 8', 'RRULE:FREQ=DAILY'],
  ['water the plants every other day', 'RRULE:FREQ=DAILY;INTERVAL=2'],
  ['monthly review with finance', 'RRULE:FREQ=MONTHLY'],
  ['book club once a month', 'RRULE:FREQ=MONTHLY'],
  ['board meeting every first Monday', 'RRULE:FREQ=MONTHLY;BYDAY=1MO'],
  ['budget review the first Monday of every month at 10', 'RRULE:FREQ=MONTHLY;BYDAY=1MO'],
  ['monthly all-hands on the last Friday', 'RRULE:FREQ=MONTHLY;BYDAY=-1FR'],
  ['pay rent reminder on the 1st of every month', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1'],
  ['close the books on the last day of every month', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=-1'],
  ['quarterly planning', 'RRULE:FREQ=MONTHLY;INTERVAL=3'],
  ['anniversary dinner every year', 'RRULE:FREQ=YEARLY'],
  ['yoga every Tuesday for 6 weeks', 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6'],
  ['tutoring every Thursday at 4, 10 times', 'RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=10'],
];

describe('recurrence', () => {
  it.each(RULES)('writes "%s" as %s', (text, rule) => {
    expect(parse(text).entities.recurrence).toBe(rule);
  });

  it.each(RULES)('writes a rule rrule accepts for "%s"', (text) => {
    const line = parse(text).entities.recurrence ?? '';
    expect(() => RRule.fromString(line)).not.toThrow();
    expect(RRule.fromString(line).toString()).toContain('FREQ=');
  });

  it('ends "daily until Friday" at the end of Friday in the person\'s zone, written in UTC', () => {
    expect(parse('daily standup at 9 until Friday').entities.recurrence).toBe('RRULE:FREQ=DAILY;UNTIL=20261128T045959Z');
  });

  it('ends "until December 15" at the end of that day, in winter time', () => {
    expect(parse('gym every Monday at 6pm until December 15').entities.recurrence).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261216T045959Z',
    );
  });

  it('computes UNTIL from the zone it was asked in: Tokyo ends Friday at 15:00 UTC', () => {
    const tokyo = { now: Date.parse('2026-11-22T10:00:00+09:00'), timeZone: 'Asia/Tokyo' };
    expect(parseRequest('daily check-in until Friday', tokyo).entities.recurrence).toBe(
      'RRULE:FREQ=DAILY;UNTIL=20261127T145959Z',
    );
  });

  it('ends "until the end of the year" on 31 December, local time', () => {
    expect(parse('lunch with the team every Friday at noon until the end of the year').entities.recurrence).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270101T045959Z',
    );
  });

  it('starts "every Wednesday at 2pm starting next week" on that Wednesday at 2pm', () => {
    expect(parse('weekly sync every Wednesday at 2pm starting next week').when?.start).toBe(at('2026-11-25T14:00:00-05:00'));
  });

  it('turns "for 6 weeks" on two days a week into an end date, not a count of six', () => {
    expect(parse('yoga every Tuesday and Thursday at 7am for 6 weeks').entities.recurrence).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270104T045959Z',
    );
  });

  it('starts "every Tuesday at 9" on the next Tuesday, though "at 9" alone would be Monday', () => {
    expect(parse('standup every Tuesday at 9').when).toEqual({ start: at('2026-11-24T09:00:00-05:00'), grain: 'hour' });
  });

  it('starts "every Sunday at 9" a week on, since 9:00 today has passed', () => {
    expect(parse('call Mum every Sunday at 9am').when?.start).toBe(at('2026-11-29T09:00:00-05:00'));
  });

  it('starts "every Sunday at 11" today, since 11:00 is still ahead', () => {
    expect(parse('call Mum every Sunday at 11am').when?.start).toBe(at('2026-11-22T11:00:00-05:00'));
  });

  it('starts a monthly "first Monday" in December, November\'s having passed', () => {
    expect(parse('board meeting every first Monday at 10').when?.start).toBe(at('2026-12-07T10:00:00-05:00'));
  });

  it('gives a repeat with days but no time its first day, for the slot search to fill', () => {
    expect(parse('weekly review every Thursday').when).toEqual({
      start: at('2026-11-26T00:00:00-05:00'),
      end: at('2026-11-27T00:00:00-05:00'),
      grain: 'day',
    });
  });

  it('leaves the time of a repeat without days alone', () => {
    expect(parse('daily standup at 9').when?.start).toBe(at('2026-11-23T09:00:00-05:00'));
  });

  it('keeps the wall-clock time across the spring DST change', () => {
    const march = { now: Date.parse('2027-03-10T10:00:00-05:00'), timeZone: 'America/New_York' };
    expect(parseRequest('standup every Monday at 9', march).when?.start).toBe(Date.parse('2027-03-15T09:00:00-04:00'));
  });

  it.each([
    "what's on every Tuesday?",
    'cancel my weekly standup',
    'lunch with Sam on the 15th',
    'the first Monday of next month works for a review',
  ])('does not make "%s" repeat', (text) => {
    expect(parse(text).entities.recurrence).toBeUndefined();
  });

  it('does not read "from 9 until 10" as the end of the series', () => {
    expect(parse('standup every Monday from 9 until 10').entities.recurrence).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO');
  });

  it('keeps the repeat words out of the title', () => {
    expect(parse('retro every other Friday at 4').entities.title).toBe('Retro');
  });
});

describe('repeats read in the words people use', () => {
  it('ends a weekly repeat at the end of a month named in lower case ("until march")', () => {
    const parsed = parse('yoga every mon and wed at 7am until march');
    expect(parsed.entities.recurrence).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270401T035959Z');
    expect(parsed.entities.title).toBe('Yoga');
  });

  it('reads "2 mondays from now" as a day, not a repeat', () => {
    const parsed = parse('lunch with sam 2 mondays from now');
    expect(parsed.entities.recurrence).toBeUndefined();
    // Asked on Sunday 22 Nov: the second Monday after today is the 30th.
    expect(parsed.when?.start).toBe(Date.parse('2026-11-30T00:00:00-05:00'));
  });

  it('keeps "book" in "Book Club": a name, not the verb', () => {
    expect(parse('book club monthly on the last friday').entities.title).toBe('Book Club');
    expect(parse('book lunch with Sam tomorrow').entities.title).toBe('Lunch with Sam');
  });
});
