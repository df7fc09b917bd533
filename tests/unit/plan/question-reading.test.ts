import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import { readQuestionObject } from '../../../lib/core/plan/reading/question-object';
import { directionOf, questionWhen } from '../../../lib/core/plan/reading/question-time';
import { readQuestion } from '../../../lib/core/plan/reading/read-question';
import { readSpanBound } from '../../../lib/core/plan/reading/read-span-bound';
import { isoDateInZone } from '../../../lib/core/time/zoned';

// Now is Tue 24 Nov 2026 09:00 in New York.
const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ctx = { now: NOW, timeZone: ZONE };

describe('readQuestion', () => {
  it.each([
    ['who will I meet on friday the 4th', 'who', { span: true }],
    ['who I met yesterday?', 'who', { span: true }],
    ["who's on my calendar today", 'who', { span: true }],
    ['is Sam coming to the sales meeting', 'who', { person: 'Sam' }],
    ['who is the sakura call wiht', 'who', { object: 'sakura call' }],
    ['is there a gap before my sales meeting tomorrow', 'free', { object: 'before my sales meeting tomorrow' }],
    ['Do you know when I last had a pipeline review?', 'when', { object: 'I last had a pipeline review' }],
    ["what's the first thing on my calendar tomorrow?", 'when', {}],
    ['which was my last meeting of yesterday?', 'when', {}],
    ["what's after my check-in with dana today", 'when', { object: 'after my check-in with dana today' }],
    ['which meeting comes after the standup', 'when', { object: 'meeting after the standup' }],
    ['which days did I go to the gym in the last 7 days', 'when', {}],
    ['last hair cut?', 'when', { object: 'last hair cut' }],
    ['next dentist when', 'when', { object: 'next dentist' }],
    ['what did my day look like yesterday', 'agenda', {}],
    ['what was on my calendar last thursday', 'agenda', {}],
    ['hwo many meetings tomorrow', 'count', {}],
    ['number of meetings w/ harbor point ppl in january?', 'count', { object: 'meetings w/ harbor point ppl in january' }],
    ["what's the total number of 1:1s in december", 'count', { object: '1:1s in december' }],
    ['count of interviews next week', 'count', { object: 'interviews next week' }],
    ['total calls with omar this month', 'count', { object: 'calls with omar this month' }],
    ["any chance i'm free thursday the 10th at 4", 'free', { object: 'thursday the 10th at 4' }],
    ['is there any chance we are available next monday', 'free', { object: 'next monday' }],
    ['would i be free on the 10th at 2', 'free', { object: 'on the 10th at 2' }],
    ['Will I be around friday afternoon?', 'free', { object: 'friday afternoon' }],
    [
      'Could you please list the attendees of the Pacific Design check-in on December 17?',
      'who',
      { object: 'the Pacific Design check-in on December 17' },
    ],
    ['show me the guest list for the offsite', 'who', { object: 'the offsite' }],
    ["pls list who's coming to sprint planning", 'who', { object: 'sprint planning' }],
    ['can you please show me who is invited to the board meeting', 'who', {}],
    ['remind me whether I have anything friday', 'agenda', {}],
  ] as const)('reads %j as a %s question', (text, kind, more) => {
    expect(readQuestion(text)).toMatchObject({ kind, ...more });
  });

  it.each(['can you move my 3pm to 4', 'book lunch with Sam next haircut day', 'last call for drinks friday at 6'])(
    'leaves the request %j to the other readers',
    (text) => {
      expect(readQuestion(text)).toBeUndefined();
    },
  );
});

describe('directionOf', () => {
  it.each(['when was my last haircut', 'when did I last go to pottery', 'how much times I met Kenji until now', 'last haircut?'])(
    'looks back for %j',
    (text) => {
      expect(directionOf(text)).toBe('past');
    },
  );

  it.each(["when's my last spanish class", 'whats my last meeting on friday', 'when will I see Omar', 'next haircut'])(
    'looks ahead for %j',
    (text) => {
      expect(directionOf(text)).toBe('future');
    },
  );
});

describe('readQuestionObject', () => {
  it.each([
    ['I last had a pipeline review', 'last a pipeline review', false],
    ['did I last go to pottery', 'last pottery', false],
    ['I need to be at thanksgiving dinner', 'thanksgiving dinner', false],
    ['am I OOO in december', 'OOO in december', false],
    ['the last time I went to yoga', 'last yoga', false],
    ['I met Kenji until now', 'Kenji until now', true],
    ['am I meeting Rachel in December', 'Rachel in December', true],
    ['the design review', 'the design review', false],
  ] as const)('reads %j as %j', (object, words, met) => {
    expect(readQuestionObject(object)).toEqual({ words, met });
  });
});

describe('questionWhen', () => {
  const read = (text: string, direction: 'past' | 'future') =>
    questionWhen(parseRequest(text, ctx).when, text, text, direction, ctx);

  it('takes a month named in the past tense as the one gone by', () => {
    const when = read('how many yoga classes I had in october', 'past');
    expect(when === undefined ? undefined : isoDateInZone(when.start, ZONE)).toBe('2026-10-01');
  });

  it('takes a weekday named in the past tense as the last one', () => {
    const when = read('what did I have on monday', 'past');
    expect(when === undefined ? undefined : isoDateInZone(when.start, ZONE)).toBe('2026-11-23');
  });

  it('keeps a date named outright, whatever the tense', () => {
    const when = read('what did I have on dec 3', 'past');
    expect(when === undefined ? undefined : isoDateInZone(when.start, ZONE)).toBe('2026-12-03');
  });

  it('reads "until now" as no time at all', () => {
    expect(read('how many times I met Kenji until now', 'past')).toBeUndefined();
  });

  it('reads a bare weekday the parse missed', () => {
    const when = questionWhen(undefined, 'whats happening sat', 'sat', 'future', ctx);
    expect(when === undefined ? undefined : isoDateInZone(when.start, ZONE)).toBe('2026-11-28');
  });
});

describe('readSpanBound', () => {
  it('reads "after this week\'s one" as from the end of this week', () => {
    const bound = readSpanBound("the design review after this week's one", ctx);
    expect(bound.words).toBe('the design review');
    expect(bound.range?.start).toBe('2026-11-30T00:00:00-05:00');
  });

  it('leaves a neighbour event alone', () => {
    expect(readSpanBound('the meeting after the standup', ctx)).toEqual({ words: 'the meeting after the standup' });
  });
});

describe('a question in a Plan', () => {
  const plan = (text: string) => buildPlan(text, parseRequest(text, ctx), ctx)?.tasks ?? [];

  it.each(['who will I meet on friday the 4th', 'what time do I need to be at thanksgiving dinner', 'next haircut when'])(
    'only reads for %j',
    (text) => {
      const steps = plan(text).map((t) => t.taskType);
      expect(steps.at(-1)).toBe('AnswerQuestion');
      expect(steps.every((s) => s === 'FindEvents' || s === 'AnswerQuestion')).toBe(true);
    },
  );

  it('counts the whole month named, the days gone by too', () => {
    const count = plan('how many calls with Harbor Point this month').find((t) => t.taskType === 'AnswerQuestion');
    expect(count?.params.range).toEqual({ start: '2026-11-01T00:00:00-04:00', end: '2026-12-01T00:00:00-05:00' });
  });

  it('adds up hours when hours are asked', () => {
    const count = plan('how many hours of meetings do I have tomorrow').find((t) => t.taskType === 'AnswerQuestion');
    expect(count?.params).toMatchObject({ question: 'count', measure: 'time', subject: 'meetings' });
  });
});
