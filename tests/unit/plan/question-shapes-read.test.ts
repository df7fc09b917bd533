import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../lib/core/plan/reading/read-question';

describe('when an event is, asked with "what time do I have"', () => {
  it.each([
    ['what time do I have the haircut', 'the haircut'],
    ['What time do we have the board meeting?', 'the board meeting'],
    ['at what time have I got my dentist', 'my dentist'],
    ['what day do i have the offsite', 'the offsite'],
  ])('%s', (said, object) => {
    expect(readQuestion(said)).toMatchObject({ kind: 'when', object });
  });

  it.each(['what time do i have free tomorrow', 'what time do I have free on friday'])(
    '"%s" still asks for free time',
    (said) => {
      expect(readQuestion(said)?.kind).toBe('free');
    },
  );
});

describe('"who all" is "who"', () => {
  it.each([
    ['Who all are there in the Brightline onboarding workshop', 'the Brightline onboarding workshop'],
    ['who all is coming to the offsite', 'the offsite'],
    ['who all were at the design review?', 'the design review'],
  ])('%s', (said, object) => {
    expect(readQuestion(said)).toMatchObject({ kind: 'who', object });
  });
});
