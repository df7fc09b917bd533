import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { parsedRequestSchema } from '../../../lib/core/nlu/parsed-request';
import { NY } from './nlu-fixtures';

/** Words the extractors react to, so random requests reach their corners, not only their exits. */
const VOCABULARY = [
  ...['coffee', 'lunch', 'call', 'zoom', 'move', 'cancel', 'every', 'other', 'Tuesday', 'weekdays', 'until', 'Friday'],
  ...['at', '3pm', '10', 'before', 'after', 'between', 'and', 'or', 'not', 'no', 'only', 'avoid', "can't", 'rather'],
  ...['with', 'Sam', 'Alex Kim', 'bo@x.io', "Sam's", 'team', 'mornings', 'lunch', 'gym', 'keep', 'free', 'leave', 'time'],
  ...['for', '30', 'minutes', 'an hour', 'earlier', 'later', 'ASAP', 'the', 'first', 'Monday', 'of', 'month', 'monthly'],
  ...['just checking', "don't change anything", 'yet', 'sometime soon', 'around then', '先别改', '最近', '左右', 'then'],
  ...['also', ',', '.', '?', 'in', 'Room 4B', 'Blue Bottle', '123 Main St', 'show more', 'help', 'clear', 'all my'],
];

const wordSoup = fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 24 }).map((words) => words.join(' '));

describe('parseRequest on anything', () => {
  it('never throws and always returns a valid ParsedRequest for random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(() => parsedRequestSchema.parse(parseRequest(text, NY))).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });

  it('never throws and always returns a valid ParsedRequest for random unicode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        expect(() => parsedRequestSchema.parse(parseRequest(text, NY))).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and always returns a valid ParsedRequest for soups of the words it reacts to', () => {
    fc.assert(
      fc.property(wordSoup, (text) => {
        const parsed = parsedRequestSchema.parse(parseRequest(text, NY));
        expect(parsed.confidence).toBeGreaterThanOrEqual(0);
        expect(parsed.confidence).toBeLessThanOrEqual(1);
      }),
      { numRuns: 600 },
    );
  });

  it('answers the same way twice: no hidden state between requests', () => {
    fc.assert(
      fc.property(wordSoup, (text) => {
        expect(parseRequest(text, NY)).toEqual(parseRequest(text, NY));
      }),
      { numRuns: 100 },
    );
  });

  it('copes with a very long request', () => {
    const text = 'coffee with Sam tomorrow at 3pm, not before 10, '.repeat(200);
    expect(() => parsedRequestSchema.parse(parseRequest(text, NY))).not.toThrow();
  });
});
