import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import { directionOf } from '../../../lib/core/plan/reading/question-time';
import { readQuestion } from '../../../lib/core/plan/reading/read-question';
import { runAndApprove } from './selection-world';

// The calendar of selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York): Spanish class every
// Tuesday from 1 Dec, four times (last 22 Dec); 1:1 with Priya every Monday from 30 Nov, six times
// (last 4 Jan); Haircut 1 Dec 18:00–18:45; Dentist 8 Dec 08:00–09:00; Game night 28 Nov 19:00–22:00.

describe('the end of a series is its last occurrence', () => {
  it.each([
    'when does spanish finish for good',
    'When do my Spanish classes end?',
    'when does the spanish class series wrap up',
    'when will spanish be over for the year',
    "when's the final spanish class",
    'last spanish class of the year?',
  ])('%s → Tue 22 Dec', async (text) => {
    const { said } = await runAndApprove(text);
    expect(said).toMatch(/Tue 22 Dec/);
  });

  it('reads "for good" as the last one', () => {
    expect(readQuestion('when does yoga end for good')).toEqual({ kind: 'when', object: 'last yoga' });
  });

  it.each(['when does the haircut end', 'what time does game night finish', 'when does my dentist start'])(
    'leaves "%s" about the one event',
    (text) => {
      expect(readQuestion(text)?.object).not.toMatch(/^last\b/);
    },
  );
});

describe('how long an event is', () => {
  it.each([
    ['how long is the haircut', /45 minutes long/],
    ["how long's my dentist appointment", /1 hour long/],
    ['How long does game night last?', /3 hours long/],
    ['how long is my haircut on dec 1', /45 minutes long/],
    ['how long will the dentist take', /1 hour long/],
  ])('%s', async (text, length) => {
    const { said } = await runAndApprove(text);
    expect(said).toMatch(length);
  });

  it.each(['how long until my next meeting', 'how long is it until christmas', 'how long since I saw omar'])(
    'does not read "%s" as the length of an event',
    (text) => {
      const asked = readQuestion(text);
      expect(asked?.kind === 'when' && /^(?:the|my)\b/.test(asked.object)).toBe(false);
    },
  );
});

describe('a count "till X" runs from now to X', () => {
  it.each([
    ['how many 1:1s with priya till christmas', /\b4 one-on-ones\b/],
    ['how many spanish classes until dec 15', /\b3 spanish classes\b/i],
    ['How many Spanish classes before the 15th of December?', /\b2 spanish classes\b/i],
    ['between now and dec 14 how many 1:1s do i have with priya', /\b3 one-on-ones\b/],
    ['how many 1 on 1s w priya are there thru new years eve', /\b5 one-on-ones\b/],
  ])('%s', async (text, count) => {
    const { said } = await runAndApprove(text);
    expect(said).toMatch(count);
    expect(said).toMatch(/from now to/);
  });

  it('still counts one day when the day alone is said', async () => {
    const { said } = await runAndApprove('how many 1:1s with priya on dec 7');
    expect(said).toMatch(/\b1 one-on-one\b/);
  });
});

describe('a count in the perfect tense looks back', () => {
  it.each([
    'how many customer calls have there been',
    'how many calls with brightline has there been',
    "how many yoga classes i've had",
    'how many times did i make it to yoga',
    'how many standups have i missed',
    'how many pottery classes have I made',
  ])('%s', (text) => {
    expect(directionOf(text)).toBe('past');
  });

  it.each(['how many calls are there next week', 'how many yoga classes are left', 'how many meetings do i have'])(
    '%s looks ahead',
    (text) => {
      expect(directionOf(text)).toBe('future');
    },
  );
});

describe("a holiday's name is the day, not a title", () => {
  const ctx = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
  it.each(['what do I have on MLK day', "what's on thanksgiving", 'what do i have on christmas eve', 'whats on boxing day'])(
    '%s asks for the agenda of the day, not events named for it',
    (text) => {
      const plan = buildPlan(text, parseRequest(text, ctx), ctx);
      const find = plan?.tasks.find((t) => t.taskType === 'FindEvents');
      expect(JSON.stringify(find?.params ?? {})).not.toMatch(/"title"/);
      expect(plan?.tasks.some((t) => t.taskType === 'AnswerQuestion' && t.params.question === 'agenda')).toBe(true);
    },
  );

  it('keeps a title said beside the day', () => {
    const text = 'list my pottery classes on MLK day';
    const plan = buildPlan(text, parseRequest(text, ctx), ctx);
    expect(JSON.stringify(plan)).toMatch(/"title":"pottery/);
  });
});

describe('"the last time I made it to X": the last of those events', () => {
  it.each([
    ['When was the last time I made the yoga?', 'last yoga'],
    ['last time we went to pottery?', 'last pottery'],
    ['when was the last time i made it to spanish class', 'last spanish class'],
    ["when's the next time I have spanish", 'next spanish'],
    ['the last time I attended the design review', 'last design review'],
  ])('%s', (text, object) => {
    expect(readQuestion(text)).toEqual({ kind: 'when', object });
  });

  it.each(['last time I saw Dana', 'when was the last time I had a meeting with omar'])(
    'leaves "%s" a question about a person',
    (text) => {
      expect(readQuestion(text)?.kind).toBe('last_met');
    },
  );
});
