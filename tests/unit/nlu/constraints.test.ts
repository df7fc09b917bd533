import { describe, expect, it } from 'vitest';
import type { Constraint } from '../../../lib/core/domain/constraint';
import { constraintSchema } from '../../../lib/core/domain/constraint';
import { parse } from './nlu-fixtures';

/** A constraint whose `text` may be left out when the table does not care which words it quotes. */
type WithoutText<T> = T extends unknown ? Omit<T, 'text'> & { text?: string } : never;
type Expected = WithoutText<Constraint>;

const text = expect.any(String) as string;
const c = (shape: Expected): Constraint => ({ text, ...shape });

const CASES: [string, Constraint[]][] = [
  // The brief's examples, with the phrase each came from.
  [
    'Bob would rather not meet on Monday after 14:00',
    [
      c({
        type: 'avoid',
        who: 'Bob',
        days: ['mon'],
        timeRange: { start: '14:00', end: '24:00' },
        strength: 'preference',
        text: 'Bob would rather not meet on Monday after 14:00',
      }),
    ],
  ],
  [
    "Alice can't meet before 11",
    [
      c({
        type: 'avoid',
        who: 'Alice',
        timeRange: { start: '00:00', end: '11:00' },
        strength: 'hard',
        text: "Alice can't meet before 11",
      }),
    ],
  ],
  ['avoid Tuesdays', [c({ type: 'avoid', who: 'me', days: ['tue'], strength: 'preference', text: 'avoid Tuesdays' })]],
  [
    'not during lunch',
    [c({ type: 'keep_free', who: 'me', block: 'lunch', timeRange: { start: '12:00', end: '13:00' }, strength: 'hard' })],
  ],
  ['keep my gym slot free', [c({ type: 'keep_free', who: 'me', block: 'gym', strength: 'hard', text: 'keep my gym slot free' })]],
  [
    'leave time for lunch',
    [
      c({
        type: 'leave_gap',
        who: 'me',
        block: 'lunch',
        minutes: 30,
        timeRange: { start: '11:30', end: '14:00' },
        strength: 'hard',
      }),
    ],
  ],
  [
    'the group would like to meet at their earliest availability',
    [
      c({
        type: 'order',
        who: 'everyone',
        order: 'earliest',
        strength: 'preference',
        text: 'the group would like to meet at their earliest availability',
      }),
    ],
  ],
  ['no meetings on Mondays', [c({ type: 'avoid', who: 'me', days: ['mon'], strength: 'hard' })]],
  ['only mornings', [c({ type: 'within', who: 'me', timeRange: { start: '08:00', end: '12:00' }, strength: 'hard' })]],
  ['mornings only', [c({ type: 'within', who: 'me', timeRange: { start: '08:00', end: '12:00' }, strength: 'hard' })]],
  ['Dana is only free on Thursdays', [c({ type: 'within', who: 'Dana', days: ['thu'], strength: 'hard' })]],
  [
    'after 3pm works best for me',
    [c({ type: 'within', who: 'me', timeRange: { start: '15:00', end: '24:00' }, strength: 'preference' })],
  ],
  ['not before 10', [c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '10:00' }, strength: 'hard' })]],
  // Who: pronouns, groups, lists, possessives, addresses.
  ["I can't do Fridays", [c({ type: 'avoid', who: 'me', days: ['fri'], strength: 'hard' })]],
  ["I'm only free after 2", [c({ type: 'within', who: 'me', timeRange: { start: '14:00', end: '24:00' }, strength: 'hard' })]],
  ["we can't meet on weekends", [c({ type: 'avoid', who: 'everyone', days: ['sun', 'sat'], strength: 'hard' })]],
  [
    'everyone prefers afternoons',
    [c({ type: 'within', who: 'everyone', timeRange: { start: '12:00', end: '17:00' }, strength: 'preference' })],
  ],
  [
    "Alice and Bob can't do Mondays",
    [
      c({ type: 'avoid', who: 'Alice', days: ['mon'], strength: 'hard' }),
      c({ type: 'avoid', who: 'Bob', days: ['mon'], strength: 'hard' }),
    ],
  ],
  ["Sam's not free before 10", [c({ type: 'avoid', who: 'Sam', timeRange: { start: '00:00', end: '10:00' }, strength: 'hard' })]],
  [
    'Dana Lee is busy until 11',
    [c({ type: 'avoid', who: 'Dana Lee', timeRange: { start: '00:00', end: '11:00' }, strength: 'hard' })],
  ],
  ["bo@x.io can't do Wednesdays", [c({ type: 'avoid', who: 'bo@x.io', days: ['wed'], strength: 'hard' })]],
  [
    "meeting with Alice, who can't meet before 11",
    [c({ type: 'avoid', who: 'Alice', timeRange: { start: '00:00', end: '11:00' }, strength: 'hard' })],
  ],
  [
    "lunch with Sam Friday but he can't do 12:30",
    [c({ type: 'avoid', who: 'Sam', timeRange: { start: '12:30', end: '13:30' }, strength: 'hard' })],
  ],
  ['Tuesdays are bad for Bob', [c({ type: 'avoid', who: 'Bob', days: ['tue'], strength: 'hard' })]],
  [
    'mornings are better for Sam',
    [c({ type: 'within', who: 'Sam', timeRange: { start: '08:00', end: '12:00' }, strength: 'preference' })],
  ],
  ['coffee with Sam not on Monday', [c({ type: 'avoid', who: 'me', days: ['mon'], strength: 'hard' })]],
  // Hard or preference, by the words used.
  ["I'd rather not meet on Fridays", [c({ type: 'avoid', who: 'me', days: ['fri'], strength: 'preference' })]],
  [
    'ideally not before 10',
    [c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '10:00' }, strength: 'preference' })],
  ],
  [
    'not before 10 if possible',
    [c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '10:00' }, strength: 'preference' })],
  ],
  [
    'preferably in the afternoon',
    [c({ type: 'within', who: 'me', timeRange: { start: '12:00', end: '17:00' }, strength: 'preference' })],
  ],
  ['we must avoid Thursdays', [c({ type: 'avoid', who: 'everyone', days: ['thu'], strength: 'hard' })]],
  ['never on weekends', [c({ type: 'avoid', who: 'me', days: ['sun', 'sat'], strength: 'hard' })]],
  ['any day except Friday', [c({ type: 'avoid', who: 'me', days: ['fri'], strength: 'hard' })]],
  ['Monday doesn’t work for me', [c({ type: 'avoid', who: 'me', days: ['mon'], strength: 'hard' })]],
  ['Thursday works best', [c({ type: 'within', who: 'me', days: ['thu'], strength: 'preference' })]],
  [
    'I hate early mornings',
    [c({ type: 'avoid', who: 'me', timeRange: { start: '06:00', end: '09:00' }, strength: 'preference' })],
  ],
  // Times and days.
  ['no later than 5', [c({ type: 'avoid', who: 'me', timeRange: { start: '17:00', end: '24:00' }, strength: 'hard' })]],
  ['no earlier than 9:30', [c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '09:30' }, strength: 'hard' })]],
  ['no calls between 12 and 1', [c({ type: 'avoid', who: 'me', timeRange: { start: '12:00', end: '13:00' }, strength: 'hard' })]],
  [
    'must be between 8 and 9pm',
    [c({ type: 'within', who: 'me', timeRange: { start: '20:00', end: '21:00' }, strength: 'hard' })],
  ],
  [
    'has to be in the afternoon',
    [c({ type: 'within', who: 'me', timeRange: { start: '12:00', end: '17:00' }, strength: 'hard' })],
  ],
  ['only on weekdays', [c({ type: 'within', who: 'me', days: ['mon', 'tue', 'wed', 'thu', 'fri'], strength: 'hard' })]],
  ['I can only do Tuesday to Thursday', [c({ type: 'within', who: 'me', days: ['tue', 'wed', 'thu'], strength: 'hard' })]],
  [
    'I can only do Tuesdays or Thursdays between 9 and 11am',
    [c({ type: 'within', who: 'me', days: ['tue', 'thu'], timeRange: { start: '09:00', end: '11:00' }, strength: 'hard' })],
  ],
  [
    'nothing on Friday afternoon',
    [c({ type: 'avoid', who: 'me', days: ['fri'], timeRange: { start: '12:00', end: '17:00' }, strength: 'hard' })],
  ],
  [
    'keep Friday afternoon free',
    [c({ type: 'avoid', who: 'me', days: ['fri'], timeRange: { start: '12:00', end: '17:00' }, strength: 'hard' })],
  ],
  ["I'm off on Friday", [c({ type: 'avoid', who: 'me', days: ['fri'], strength: 'hard' })]],
  ["I'm swamped on Tuesday, can we push our 1:1?", [c({ type: 'avoid', who: 'me', days: ['tue'], strength: 'hard' })]],
  ['Bob is out Monday and Tuesday', [c({ type: 'avoid', who: 'Bob', days: ['mon', 'tue'], strength: 'hard' })]],
  [
    "don't book anything before 10",
    [c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '10:00' }, strength: 'hard' })],
  ],
  ['not after 6pm', [c({ type: 'avoid', who: 'me', timeRange: { start: '18:00', end: '24:00' }, strength: 'hard' })]],
  ['not before noon', [c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '12:00' }, strength: 'hard' })]],
  ['not first thing', [c({ type: 'avoid', who: 'me', timeRange: { start: '08:00', end: '10:00' }, strength: 'hard' })]],
  [
    'not before 10 or after 4',
    [
      c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '10:00' }, strength: 'hard' }),
      c({ type: 'avoid', who: 'me', timeRange: { start: '16:00', end: '24:00' }, strength: 'hard' }),
    ],
  ],
  // Named blocks.
  ["don't touch my focus time", [c({ type: 'keep_free', who: 'me', block: 'focus', strength: 'hard' })]],
  ['schedule around my gym', [c({ type: 'keep_free', who: 'me', block: 'gym', strength: 'hard' })]],
  ["don't miss my workout", [c({ type: 'keep_free', who: 'me', block: 'gym', strength: 'hard' })]],
  [
    'no meetings over lunch',
    [c({ type: 'keep_free', who: 'me', block: 'lunch', timeRange: { start: '12:00', end: '13:00' }, strength: 'hard' })],
  ],
  ['keep my school pickup free', [c({ type: 'keep_free', who: 'me', block: 'school pickup', strength: 'hard' })]],
  ['try to avoid my reading time', [c({ type: 'keep_free', who: 'me', block: 'reading', strength: 'preference' })]],
  [
    'leave 45 minutes for lunch',
    [
      c({
        type: 'leave_gap',
        who: 'me',
        block: 'lunch',
        minutes: 45,
        timeRange: { start: '11:30', end: '14:00' },
        strength: 'hard',
      }),
    ],
  ],
  [
    'make sure I still have time for lunch',
    [
      c({
        type: 'leave_gap',
        who: 'me',
        block: 'lunch',
        minutes: 30,
        timeRange: { start: '11:30', end: '14:00' },
        strength: 'hard',
      }),
    ],
  ],
  [
    "don't skip lunch",
    [
      c({
        type: 'leave_gap',
        who: 'me',
        block: 'lunch',
        minutes: 30,
        timeRange: { start: '11:30', end: '14:00' },
        strength: 'hard',
      }),
    ],
  ],
  // "more meetings" and a subject typed without a capital.
  [
    'Priya prefers not to have more meetings on Tuesday after 15:00',
    [c({ type: 'avoid', who: 'Priya', days: ['tue'], timeRange: { start: '15:00', end: '24:00' }, strength: 'preference' })],
  ],
  [
    'Schedule a call with Mei next week, Mei would rather avoid Thursdays',
    [c({ type: 'avoid', who: 'Mei', days: ['thu'], strength: 'preference' })],
  ],
  [
    'tom would rather not take any more calls on fridays',
    [c({ type: 'avoid', who: 'Tom', days: ['fri'], strength: 'preference' })],
  ],
  // Orders.
  ['as soon as possible', [c({ type: 'order', who: 'everyone', order: 'earliest', strength: 'preference' })]],
  ['ASAP please', [c({ type: 'order', who: 'everyone', order: 'earliest', strength: 'preference' })]],
  ['the first available slot', [c({ type: 'order', who: 'everyone', order: 'earliest', strength: 'preference' })]],
  ['Sam wants the earliest possible time', [c({ type: 'order', who: 'Sam', order: 'earliest', strength: 'preference' })]],
  ['as late as possible', [c({ type: 'order', who: 'everyone', order: 'latest', strength: 'preference' })]],
  [
    'I need to meet with the investors ASAP',
    [c({ type: 'order', who: 'me', order: 'earliest', strength: 'preference', text: 'I need to meet with the investors ASAP' })],
  ],
];

describe('constraints', () => {
  it.each(CASES)('reads "%s"', (request, constraints) => {
    expect(parse(request).constraints).toEqual(constraints);
  });

  it.each(CASES)('produces constraints that fit the schema for "%s"', (request) => {
    for (const constraint of parse(request).constraints) expect(() => constraintSchema.parse(constraint)).not.toThrow();
  });

  it.each([
    'coffee with Sam tomorrow at 3pm',
    'lunch after 1 on Friday',
    'by Friday at the latest',
    'Monday at the earliest',
    'not sure if Friday works',
    'does Monday work for Bob?',
    'am I free after 2?',
    'is Sam busy on Monday?',
    "I'd like to meet Tuesday at 3",
    'I have nothing on Friday',
    'no, make it Tuesday',
    'find time for lunch with Sam',
    'only 30 minutes please',
  ])('finds no constraint in "%s"', (request) => {
    expect(parse(request).constraints).toEqual([]);
  });

  it('shares the subject across "but": "Sam prefers mornings but can\'t do Wednesdays"', () => {
    expect(parse("Sam prefers mornings but can't do Wednesdays").constraints.map((k) => k.who)).toEqual(['Sam', 'Sam']);
  });

  it('reads several people in one request', () => {
    const { constraints, entities } = parse("lunch with Sam Friday, Bob can't do mornings and Alice prefers after 2");
    expect(constraints).toEqual([
      c({ type: 'avoid', who: 'Bob', timeRange: { start: '08:00', end: '12:00' }, strength: 'hard' }),
      c({ type: 'within', who: 'Alice', timeRange: { start: '14:00', end: '24:00' }, strength: 'preference' }),
    ]);
    expect(entities.attendees).toEqual([{ name: 'Sam' }]);
  });
});

describe('constraint phrases stay out of the other fields', () => {
  it('keeps "before 11" out of the time and "Alice" out of the title', () => {
    const parsed = parse("set up a project kickoff tomorrow with dana@corp.com, Alice can't meet before 11");
    expect(parsed.entities.title).toBe('Project Kickoff');
    expect(parsed.entities.attendees).toEqual([{ email: 'dana@corp.com' }]);
    expect(parsed.when?.grain).toBe('day');
  });

  it('keeps "on Monday after 14:00" from becoming the meeting time', () => {
    const parsed = parse('find time with Bob next week, he would rather not meet on Monday after 14:00');
    expect(parsed.when?.grain).toBe('week');
    expect(parsed.entities.attendees).toEqual([{ name: 'Bob' }]);
    expect(parsed.constraints).toMatchObject([{ type: 'avoid', who: 'Bob', days: ['mon'] }]);
  });

  it('keeps "45 minutes for lunch" from becoming the duration', () => {
    expect(parse('sync with Dana tomorrow for an hour, leave 45 minutes for lunch').entities.durationMinutes).toBe(60);
  });

  it('keeps constraints on each step of a multi-step request', () => {
    const parsed = parse('add lunch Friday and also move standup to 10, not before 9');
    expect(parsed.parts?.every((p) => p.constraints.length === 1)).toBe(true);
    expect(parsed.constraints).toHaveLength(1);
  });
});
