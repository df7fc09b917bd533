import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../lib/core/plan/reading/read-question';
import { runAndApprove } from './selection-world';

// The calendar of selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York): the Quarterly business
// review on 1 Dec 15:00 has Tom (brightline.example) and Jo (acme.test); the Roadmap sync on 3 Dec
// 10:00 Omar and Priya; the Security review on 2 Dec 11:00 Hannah.

describe('"is X in the Y": a yes or no about one guest', () => {
  it.each([
    ['is Omar in the roadmap sync', /^Yes — Omar Haddad/],
    ['Is priya on the roadmap sync on dec 3', /^Yes — Priya Natarajan/],
    ['is tom part of the quarterly business review', /^Yes — Tom Gallagher/],
    ['is hannah on the invite for the security review', /^Yes — Hannah Becker/],
    ['is Jo in the security review?', /^No — Jo isn't invited/],
  ])('%s', async (text, answer) => {
    const { said } = await runAndApprove(text);
    expect(said).toMatch(answer);
  });

  it.each(['is friday at 3 free', 'is tomorrow on', 'is the haircut in the evening', 'is there anything in the morning'])(
    'leaves "%s" alone',
    (text) => {
      expect(readQuestion(text)?.person).toBeUndefined();
    },
  );
});

describe('"who\'s the 10:00 with": the event at that time', () => {
  it.each(["who's my 10:00 with on dec 3", 'whos the 10am with on thursday dec 3', 'who’s the 10:00 with on the 3rd'])(
    '%s',
    async (text) => {
      const { said } = await runAndApprove(text);
      expect(said).toMatch(/Roadmap sync/);
      expect(said).toMatch(/Omar Haddad/);
    },
  );
});

describe('the guests from one organisation', () => {
  it.each([
    'Which people from Brightline will be at the quarterly business review?',
    'who from brightline is coming to the QBR',
    'which brightline folks are in the quarterly business review',
    'what guests from Brightline are at the quarterly business review',
  ])('%s', async (text) => {
    const { said } = await runAndApprove(text);
    expect(said).toMatch(/Tom Gallagher/);
    expect(said).not.toMatch(/Jo Park/);
  });

  it('says so when nobody from it is invited', async () => {
    const { said } = await runAndApprove('which people from sakura are at the roadmap sync');
    expect(said).toMatch(/^Nobody from Sakura/);
  });
});
