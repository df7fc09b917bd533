import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';

// Now is Tue 24 Nov 2026 09:00 in New York.
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const read = (text: string) => parseWhen(text, NOW, 'America/New_York');

describe('parseWhen: days listed one by one', () => {
  it.each([
    ['on the 15th and 17th', ['2026-12-15', '2026-12-17']],
    ['on the 15th and the 17th', ['2026-12-15', '2026-12-17']],
    ['the 3rd, 4th and 5th', ['2026-12-03', '2026-12-04', '2026-12-05']],
    ['the 30th and 2nd', ['2026-11-30', '2026-12-02']],
    ['on monday and wednesday', ['2026-11-30', '2026-12-02']],
    ['tues & thurs at 3pm', ['2026-11-24', '2026-11-26']],
    ['dec 15 and dec 17', ['2026-12-15', '2026-12-17']],
    // Either day, never the one between: a search for "monday or wednesday" once offered Tuesday.
    ['monday or wednesday', ['2026-11-30', '2026-12-02']],
    ['on either Monday, Wednesday or Friday', ['2026-11-30', '2026-12-02', '2026-12-04']],
  ])('%j is those days only', (text, days) => {
    expect(read(text)?.when.days).toEqual(days);
  });

  it.each(['monday to wednesday', 'the 15th or 16th', 'the 15th', 'monday through wednesday'])(
    '%j is one span, not a list',
    (text) => {
      expect(read(text)?.when.days).toBeUndefined();
    },
  );

  it('keeps the clock of listed days as each day\'s hour ("tues & thurs at 3pm")', () => {
    expect(read('tues & thurs at 3pm')?.dailyWindow).toEqual({ start: '15:00', end: '16:00' });
  });

  it('does not read a counted thing as a listed day ("the 1st and 2nd floor")', () => {
    expect(read('the 1st and 2nd floor')?.when.days).toBeUndefined();
  });
});
