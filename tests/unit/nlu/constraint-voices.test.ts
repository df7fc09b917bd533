import { describe, expect, it } from 'vitest';
import type { Constraint } from '../../../lib/core/domain/constraint';
import { constraintSchema } from '../../../lib/core/domain/constraint';
import { extractConstraints } from '../../../lib/core/nlu/extract-constraints';

/** Tuesday 24 November 2026 on the request's calendar. */
const TODAY = '2026-11-24';

const read = (text: string): Constraint[] => extractConstraints(text, text, { isQuery: false, today: TODAY }).constraints;

type Shape = Partial<Omit<Constraint, 'text'>> & Record<string, unknown>;

const MORNING = { start: '08:00', end: '12:00' };
const AFTERNOON = { start: '12:00', end: '17:00' };
const before = (end: string) => ({ start: '00:00', end });
const after = (start: string) => ({ start, end: '24:00' });

/**
 * Many voices — the person's own and others', hard and soft, terse and chatty, speech typed out
 * with no capitals, second-language word orders — and what each must be read as. Each row names
 * one constraint the reading must hold (others may come with it).
 */
const ROWS: [string, Shape][] = [
  // Preferences, said about oneself.
  ["I'd rather not meet on Fridays", { type: 'avoid', who: 'me', days: ['fri'], strength: 'preference' }],
  ['i would rather not do mondays', { type: 'avoid', who: 'me', days: ['mon'], strength: 'preference' }],
  ['ideally before noon', { type: 'within', who: 'me', timeRange: before('12:00'), strength: 'preference' }],
  ['ideally not Thursday', { type: 'avoid', who: 'me', days: ['thu'], strength: 'preference' }],
  ['try to avoid Mondays', { type: 'avoid', who: 'me', days: ['mon'], strength: 'preference' }],
  ['avoid Monday mornings if you can', { type: 'avoid', who: 'me', days: ['mon'], timeRange: MORNING, strength: 'preference' }],
  ['please avoid lunchtime', { type: 'keep_free', who: 'me', block: 'lunch', strength: 'preference' }],
  ['afternoon is better for me', { type: 'within', who: 'me', timeRange: AFTERNOON, strength: 'preference' }],
  ['Friday afternoon is tough for me', { type: 'avoid', who: 'me', days: ['fri'], timeRange: AFTERNOON, strength: 'preference' }],
  ['no Fridays if at all possible', { type: 'avoid', who: 'me', days: ['fri'], strength: 'preference' }],
  // Preferences, said about others.
  ['Sam would rather do mornings', { type: 'within', who: 'Sam', timeRange: MORNING, strength: 'preference' }],
  ['Priya prefers afternoons', { type: 'within', who: 'Priya', timeRange: AFTERNOON, strength: 'preference' }],
  // "prefers no X": a wish against X, of whoever prefers it (was a hard rule of mine, from "no meetings").
  [
    'Priya prefers no meetings after 3 on Tuesdays',
    { type: 'avoid', who: 'Priya', days: ['tue'], timeRange: after('15:00'), strength: 'preference' },
  ],
  ['Omar would prefer no calls on Fridays', { type: 'avoid', who: 'Omar', days: ['fri'], strength: 'preference' }],
  ["I'd prefer no meetings before 10", { type: 'avoid', who: 'me', timeRange: before('10:00'), strength: 'preference' }],
  ['Carla prefers Tuesday or Thursday mornings', { type: 'within', who: 'Carla', days: ['tue', 'thu'], strength: 'preference' }],
  [
    'Jin would prefer late afternoons',
    { type: 'within', who: 'Jin', timeRange: { start: '15:00', end: '17:00' }, strength: 'preference' },
  ],
  ['Ana works best in the morning', { type: 'within', who: 'Ana', timeRange: MORNING, strength: 'preference' }],
  ['Leo is happiest after lunch', { type: 'within', who: 'Leo', timeRange: after('13:00'), strength: 'preference' }],
  ['mornings work best for Ana', { type: 'within', who: 'Ana', timeRange: MORNING, strength: 'preference' }],
  ['Tom hates early meetings', { type: 'avoid', who: 'Tom', timeRange: before('09:00'), strength: 'preference' }],
  ['Tom hates mornings', { type: 'avoid', who: 'Tom', timeRange: MORNING, strength: 'preference' }],
  ['Zoe dislikes late calls', { type: 'avoid', who: 'Zoe', timeRange: after('17:00'), strength: 'preference' }],
  ["Ravi isn't a fan of Mondays", { type: 'avoid', who: 'Ravi', days: ['mon'], strength: 'preference' }],
  // Hard rules, one's own.
  ["I can't do Tuesdays", { type: 'avoid', who: 'me', days: ['tue'], strength: 'hard' }],
  ['not before 10am please', { type: 'avoid', who: 'me', timeRange: before('10:00'), strength: 'hard' }],
  ['no later than 4pm', { type: 'avoid', who: 'me', timeRange: after('16:00'), strength: 'hard' }],
  ['only on Wednesdays', { type: 'within', who: 'me', days: ['wed'], strength: 'hard' }],
  ['weekdays only', { type: 'within', who: 'me', days: ['mon', 'tue', 'wed', 'thu', 'fri'], strength: 'hard' }],
  ['I only do afternoons', { type: 'within', who: 'me', timeRange: AFTERNOON, strength: 'hard' }],
  ['any day but Monday', { type: 'avoid', who: 'me', days: ['mon'], strength: 'hard' }],
  ['any day except Friday', { type: 'avoid', who: 'me', days: ['fri'], strength: 'hard' }],
  ['anytime except Wednesday afternoon', { type: 'avoid', who: 'me', days: ['wed'], timeRange: AFTERNOON, strength: 'hard' }],
  ["I'm flexible except Wednesday", { type: 'avoid', who: 'me', days: ['wed'], strength: 'hard' }],
  ['no meetings on Fridays', { type: 'avoid', who: 'me', days: ['fri'], strength: 'hard' }],
  ['no calls on Fridays please', { type: 'avoid', who: 'me', days: ['fri'], strength: 'hard' }],
  ['not on weekends', { type: 'avoid', who: 'me', days: ['sun', 'sat'], strength: 'hard' }],
  ["don't book anything before 9:30", { type: 'avoid', who: 'me', timeRange: before('09:30'), strength: 'hard' }],
  ["don't schedule anything after 6", { type: 'avoid', who: 'me', timeRange: after('18:00'), strength: 'hard' }],
  ['Tuesday is bad for me', { type: 'avoid', who: 'me', days: ['tue'], strength: 'hard' }],
  ['mondays are a no-go', { type: 'avoid', who: 'me', days: ['mon'], strength: 'hard' }],
  ['we must finish before 5pm', { type: 'within', who: 'everyone', timeRange: before('17:00'), strength: 'hard' }],
  // Hard rules, others'.
  ["Lena can't do mondays", { type: 'avoid', who: 'Lena', days: ['mon'], strength: 'hard' }],
  ['Jo cannot meet after 4pm', { type: 'avoid', who: 'Jo', timeRange: after('16:00'), strength: 'hard' }],
  [
    "Omar's not available Thursday afternoon",
    { type: 'avoid', who: 'Omar', days: ['thu'], timeRange: AFTERNOON, strength: 'hard' },
  ],
  ["Omar isn't free on wednesdays", { type: 'avoid', who: 'Omar', days: ['wed'], strength: 'hard' }],
  ["Mia won't be around after 3", { type: 'avoid', who: 'Mia', timeRange: after('15:00'), strength: 'hard' }],
  ['Raj is only free on Tuesdays and Thursdays', { type: 'within', who: 'Raj', days: ['tue', 'thu'], strength: 'hard' }],
  ["Thursday doesn't work for Leo", { type: 'avoid', who: 'Leo', days: ['thu'], strength: 'hard' }],
  ['Dana must be done by 3', { type: 'within', who: 'Dana', timeRange: before('15:00'), strength: 'hard' }],
  // Who the rule is about, however it is said.
  ['nothing later than 3 for Kim', { type: 'avoid', who: 'Kim', timeRange: after('15:00'), strength: 'hard' }],
  ['no mornings for Dana please', { type: 'avoid', who: 'Dana', timeRange: MORNING, strength: 'hard' }],
  ['Priya can do any day except Thursday', { type: 'avoid', who: 'Priya', days: ['thu'], strength: 'hard' }],
  ['Raj is free any day but Monday', { type: 'avoid', who: 'Raj', days: ['mon'], strength: 'hard' }],
  ['Sam is fine with anything except Friday', { type: 'avoid', who: 'Sam', days: ['fri'], strength: 'hard' }],
  [
    'set it up with Ines, Ines can make anytime except wednesday',
    { type: 'avoid', who: 'Ines', days: ['wed'], strength: 'hard' },
  ],
  ["call with Bo next week, Bo can't do late meetings, nothing after 6", { type: 'avoid', who: 'Bo', timeRange: after('18:00') }],
  [
    'sync with Nia, she hates mornings so nothing before 11 if you can',
    { type: 'avoid', who: 'Nia', timeRange: before('11:00'), strength: 'preference' },
  ],
  ['lunch with leo next week leo cant do tuesdays', { type: 'avoid', who: 'Leo', days: ['tue'], strength: 'hard' }],
  ['call with priya and omar friday omar cant do mornings', { type: 'avoid', who: 'Omar', timeRange: MORNING, strength: 'hard' }],
  [
    'meeting with Carla next week, Carla not available in afternoon of friday',
    { type: 'avoid', who: 'Carla', days: ['fri'], timeRange: AFTERNOON },
  ],
  ['Ken is busy the morning of thursday', { type: 'avoid', who: 'Ken', days: ['thu'], timeRange: MORNING, strength: 'hard' }],
  // Second-language word orders and speech typed out.
  ['i no can do before 11', { type: 'avoid', who: 'me', timeRange: before('11:00'), strength: 'hard' }],
  ['i no can do monday', { type: 'avoid', who: 'me', days: ['mon'], strength: 'hard' }],
  ['me not able to meet friday', { type: 'avoid', who: 'me', days: ['fri'], strength: 'hard' }],
  ['for me is better the afternoon', { type: 'within', who: 'me', timeRange: AFTERNOON, strength: 'preference' }],
  ['for Jorge is better the morning', { type: 'within', who: 'Jorge', timeRange: MORNING, strength: 'preference' }],
  ['for us is better after lunch', { type: 'within', who: 'everyone', timeRange: after('13:00'), strength: 'preference' }],
  ['for me better mornings', { type: 'within', who: 'me', timeRange: MORNING, strength: 'preference' }],
  ['me is better morning', { type: 'within', who: 'me', timeRange: MORNING, strength: 'preference' }],
  ['i cant do before ten', { type: 'avoid', who: 'me', timeRange: before('10:00'), strength: 'hard' }],
  ['cant do after five', { type: 'avoid', who: 'me', timeRange: after('17:00'), strength: 'hard' }],
  ['not after two thirty pm', { type: 'avoid', who: 'me', timeRange: after('14:30'), strength: 'hard' }],
  ["nothing before nine o'clock for Priya", { type: 'avoid', who: 'Priya', timeRange: before('09:00'), strength: 'hard' }],
  // Keeping one's own time free.
  ['keep my mornings free', { type: 'keep_free', who: 'me', block: 'mornings', timeRange: MORNING, strength: 'hard' }],
  ['keep my afternoons free', { type: 'keep_free', who: 'me', block: 'afternoons', timeRange: AFTERNOON }],
  ['keep my evenings clear', { type: 'keep_free', who: 'me', block: 'evenings', timeRange: { start: '17:00', end: '21:00' } }],
  ['protect my mornings', { type: 'keep_free', who: 'me', block: 'mornings', timeRange: MORNING }],
  ['I need my mornings free', { type: 'keep_free', who: 'me', block: 'mornings', timeRange: MORNING }],
  ['we want Friday clear', { type: 'avoid', who: 'everyone', days: ['fri'], strength: 'hard' }],
  ['keep Friday afternoon free', { type: 'avoid', who: 'me', days: ['fri'], timeRange: AFTERNOON, strength: 'hard' }],
  // Absences given as calendar days.
  ["I'm out of office on the 4th", { type: 'avoid', who: 'me', dates: ['2026-12-04'], strength: 'hard' }],
  ['Sam is out the 3rd through the 5th', { type: 'avoid', who: 'Sam', dates: ['2026-12-03', '2026-12-04', '2026-12-05'] }],
  [
    'Sam is on vacation from the 14th to the 18th',
    { type: 'avoid', who: 'Sam', dates: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'] },
  ],
  [
    "I'm off Dec 22-26",
    { type: 'avoid', who: 'me', dates: ['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26'] },
  ],
  ["Nora's on leave the 9th", { type: 'avoid', who: 'Nora', dates: ['2026-12-09'], strength: 'hard' }],
  ['Ben is away tomorrow', { type: 'avoid', who: 'Ben', dates: ['2026-11-25'], strength: 'hard' }],
  ["Ahmed's off sick today and tomorrow", { type: 'avoid', who: 'Ahmed', dates: ['2026-11-24', '2026-11-25'] }],
  ["we're off on the 1st", { type: 'avoid', who: 'everyone', dates: ['2026-12-01'] }],
  ["I'm at a conference Dec 10 to Dec 12", { type: 'avoid', who: 'me', dates: ['2026-12-10', '2026-12-11', '2026-12-12'] }],
  ["I'll be travelling on the 2nd", { type: 'avoid', who: 'me', dates: ['2026-12-02'], strength: 'hard' }],
  [
    'Eva is on parental leave from the 28th till the 2nd',
    { type: 'avoid', who: 'Eva', dates: ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'] },
  ],
  ["I'm out the 20th of December", { type: 'avoid', who: 'me', dates: ['2026-12-20'] }],
  ["can't do the 30th", { type: 'avoid', who: 'me', dates: ['2026-11-30'], strength: 'hard' }],
  ['Kai is away the afternoon of the 3rd', { type: 'avoid', who: 'Kai', dates: ['2026-12-03'], timeRange: AFTERNOON }],
  // Order.
  ['as early as possible', { type: 'order', order: 'earliest' }],
  ['at the earliest possible time', { type: 'order', order: 'earliest' }],
  ['at their latest availability', { type: 'order', order: 'latest' }],
  ['as late as possible in the day', { type: 'order', order: 'latest' }],
  // Meals and buffers.
  ['leave time for lunch', { type: 'leave_gap', who: 'me', block: 'lunch', minutes: 30 }],
  ['make sure I still have 45 minutes for lunch', { type: 'leave_gap', who: 'me', block: 'lunch', minutes: 45 }],
  ['not back-to-back', { type: 'leave_gap', who: 'me', besideMeeting: true, minutes: 15, strength: 'hard' }],
  ['no back to back meetings', { type: 'leave_gap', besideMeeting: true, minutes: 15, strength: 'hard' }],
  ['avoid back-to-back', { type: 'leave_gap', besideMeeting: true, strength: 'preference' }],
  ["I'd rather not have calls back to back", { type: 'leave_gap', besideMeeting: true, strength: 'preference' }],
  ['dont stack them back-to-back', { type: 'leave_gap', besideMeeting: true, strength: 'hard' }],
  ['Sam hates back-to-back calls', { type: 'leave_gap', who: 'Sam', besideMeeting: true, strength: 'preference' }],
  ['with 10 minutes between them', { type: 'leave_gap', besideMeeting: true, minutes: 10 }],
  ['leave a 15 min buffer between calls', { type: 'leave_gap', besideMeeting: true, minutes: 15 }],
  ['with a 10-minute break between each interview', { type: 'leave_gap', besideMeeting: true, minutes: 10 }],
  ['give me some breathing room between meetings', { type: 'leave_gap', besideMeeting: true, minutes: 15 }],
  ['space them out by 20 minutes', { type: 'leave_gap', besideMeeting: true, minutes: 20 }],
  ['half an hour between the interviews please', { type: 'leave_gap', besideMeeting: true, minutes: 30 }],
  [
    'a buffer after my 3pm',
    { type: 'leave_gap', block: 'buffer after 15:00', minutes: 15, timeRange: { start: '15:00', end: '16:15' } },
  ],
  ['15 minutes of padding after my 11am', { type: 'leave_gap', minutes: 15, timeRange: { start: '11:00', end: '12:15' } }],
];

describe('constraints in many voices', () => {
  it.each(ROWS)('reads %j', (text, shape) => {
    const found = read(text);
    expect(found).toContainEqual(expect.objectContaining(shape));
    for (const c of found) expect(constraintSchema.safeParse(c).success).toBe(true);
  });
});

/** Phrases that state no rule, or not the one a careless reading would make. */
const NONE: string[] = [
  'find time between meetings',
  'move it to tuesday if possible',
  'no meetings after one another',
  'I need lunch with Sam on Friday',
  'push it back by 5 minutes',
  'I want to meet Sam tomorrow',
  'free tomorrow after 3',
  'book the 3rd for the dentist',
  'remind me 30 minutes before',
  'choose between them',
];

describe('phrases that are not rules', () => {
  it.each(NONE)('reads no constraint in %j', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('reads no calendar days without today: the days stay for the time reader', () => {
    const { constraints, rest } = extractConstraints('Sam is out the 3rd through the 5th', 'Sam is out the 3rd through the 5th', {
      isQuery: false,
    });
    expect(constraints).toEqual([]);
    expect(rest).toContain('the 3rd through the 5th');
  });

  it('makes no within rule from a day said as a date ("only free the 3rd" is the request\'s time)', () => {
    expect(read("I'm only free the 3rd").filter((c) => c.type === 'within')).toEqual([]);
  });

  it('does not read "for lunch" or "for Friday" as who a rule is about', () => {
    expect(read('nothing before 10 for lunch')).toContainEqual(expect.objectContaining({ who: 'me' }));
    expect(read('no calls after 5 for Friday')).toContainEqual(expect.objectContaining({ who: 'me' }));
  });
});
