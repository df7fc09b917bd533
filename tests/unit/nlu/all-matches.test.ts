import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMatches } from '../../../lib/core/nlu/all-matches';

/** What a match says, comparable across the two ways of finding it. */
const shape = (matches: Iterable<RegExpExecArray>): unknown[] =>
  [...matches].map((m) => ({ index: m.index, all: [...m], groups: m.groups }));

// Patterns with the features that make matchAll subtle: empty matches, lookbehind, named groups,
// sticky and unicode flags (an empty match steps over a whole surrogate pair only under u or v).
const PATTERNS = [
  /\b(?:at|from)\s+(\d{1,2})(?::(\d\d))?\s*(am|pm)?/gi,
  /(?:^|\s)(?=\S)/g,
  /(?<=[\p{L}\d)'])\s+(?=(?:cancel|move)\b)/giu,
  /(?<word>\p{L}+)/gu,
  /x*/g,
  /x*/gu,
  /x*/gv,
  /a|/gy,
];
const TEXT = fc.string({
  unit: fc.constantFrom('a', 'x', ' ', '3', ':', 'at ', 'from ', 'pm', 'cancel', 'é', '😀', '\uD83D', "'"),
});

describe('allMatches', () => {
  it('finds what matchAll finds, for any text', () => {
    fc.assert(
      fc.property(TEXT, fc.constantFrom(...PATTERNS), (text, pattern) => {
        expect(shape(allMatches(pattern, text))).toEqual(shape(text.matchAll(pattern)));
      }),
    );
  });

  it('starts where the pattern was left, as matchAll does, and leaves it there', () => {
    const pattern = /\d/g;
    pattern.lastIndex = 3;
    const expected = shape('12345'.matchAll(pattern));
    expect(shape(allMatches(pattern, '12345'))).toEqual(expected);
    expect(pattern.lastIndex).toBe(3);
  });

  it('lets a caller use the same pattern again while reading the matches', () => {
    const pattern = /\w+/g;
    const outer = allMatches(pattern, 'one two three').map((m) => `${m[0]}:${String(allMatches(pattern, m[0]).length)}`);
    expect(outer).toEqual(['one:1', 'two:1', 'three:1']);
  });

  it('refuses a pattern without the global flag, as matchAll does', () => {
    expect(() => allMatches(/a/, 'a')).toThrow(TypeError);
  });
});
