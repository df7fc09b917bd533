import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { isoDateInZone } from '../../../lib/core/time/zoned';

// Now is Tue 24 Nov 2026 09:00 in New York.
const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-24T09:00:00-05:00');

describe('parseWhen: "in N from now" is counted from now, a day', () => {
  it.each([
    ['in a fortnight from now', '2026-12-08'],
    ['in 2 weeks from today', '2026-12-08'],
    ['in three days from now', '2026-11-27'],
  ])('%j is the day %s', (text, day) => {
    const found = parseWhen(text, NOW, ZONE);
    expect(found?.when.grain).toBe('day');
    expect(found && isoDateInZone(found.when.start, ZONE)).toBe(day);
    // Read whole: no "from now" is left over for a title.
    expect(found && found.index + found.length).toBe(text.length);
  });

  it('"in a fortnight" alone is still that week', () => {
    expect(parseWhen('in a fortnight', NOW, ZONE)?.when.grain).toBe('week');
  });
});
