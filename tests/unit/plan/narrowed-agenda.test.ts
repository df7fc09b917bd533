import { describe, expect, it } from 'vitest';
import { runAndApprove } from './selection-world';

// Now: Tue 24 Nov 2026 in New York. Sat 28 Nov has yoga, an offsite, board prep and game night;
// none with Omar. Tue 8 Dec has the dentist and the Sakura pilot check-in.

describe('an agenda of some events that finds none', () => {
  it.each([
    'what do I have with Omar on Saturday?',
    'anything with omar on saturday',
    'what meetings with Omar have I got on sat',
  ])('never calls the day free: "%s"', async (text) => {
    const { said } = await runAndApprove(text);
    expect(said).not.toMatch(/you're free/);
  });

  it.each(["what's on two weeks from today", 'what have i got on two weeks from today?'])(
    'lists the day when the words name no events: "%s"',
    async (text) => {
      const { said } = await runAndApprove(text);
      expect(said).toMatch(/^\d+ events? on Tue 8 Dec/);
    },
  );
});
