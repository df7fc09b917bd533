import { describe, expect, it } from 'vitest';
import { runAndApprove } from './selection-world';

// Days listed one by one ("on the 1st and 15th", "Monday and Wednesday") mean those days only: the
// days between them were once read as part of the span, and a cancel reached them too.
// Now: Tue 24 Nov 2026, 09:00 New York (selection-world.ts); Spanish class is every Tuesday from 1 Dec.

const dayOf = (key: string): string => key.split(' @ ')[1]?.slice(0, 10) ?? '';

describe('days listed one by one', () => {
  it.each([
    'cancel spanish on the 1st and 15th',
    'cancel Spanish on the 1st and the 15th, I will be busy with the holiday stuff',
    'drop my spanish classes on dec 1 and dec 15',
  ])('%j cancels the class on each day said, not the one between', async (text) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toEqual(['Spanish class @ 2026-12-01 16:00', 'Spanish class @ 2026-12-15 16:00']);
  });

  it.each(['cancel everything on the 1st and 3rd', 'clear monday the 30th and wednesday the 2nd'])(
    '%j clears those days and leaves the day between alone',
    async (text) => {
      const { removed } = await runAndApprove(text);
      const days = new Set(removed.map(dayOf));
      expect(removed.length).toBeGreaterThan(1);
      expect(days.size).toBe(2);
      const [first, second] = /1st/.test(text) ? ['2026-12-01', '2026-12-03'] : ['2026-11-30', '2026-12-02'];
      expect([...days].sort()).toEqual([first, second]);
    },
  );
});
