import { describe, expect, it } from 'vitest';
import { readScene } from '../../../lib/core/plan/reading/read-scene';
import { expandShorthand } from '../../../lib/core/nlu/expand-shorthand';
import { restateScene, withSceneDayWords } from '../../../lib/core/plan/scene-day';
import { NOW, ZONE, runAndApprove } from './selection-world';

// Words that set the scene before a request ("Got called for jury duty on Tuesday Dec 1. Cancel…")
// give the request its day; changes said only to forbid, take back or report them change nothing.
// Now: Tue 24 Nov 2026, 09:00 New York (selection-world.ts).
const ctx = { now: Date.parse(NOW), timeZone: ZONE };

describe('a scene before the request', () => {
  it.each([
    ['Got called for jury duty on Tuesday Dec 1. Clear that day', 'Clear December 1'],
    ["I'll be at the offsite all day Fri Nov 27 — cancel my meetings", 'cancel my meetings, on November 27'],
    ['Priya wants me heads-down on Wed Dec 2 for prep. Clear the day', 'Clear December 2'],
    [
      'my sister lands on Monday the 30th, move my meetings that afternoon to tuesday',
      'move my meetings on November 30 afternoon to tuesday',
    ],
  ])('%j is read as %j', (said, restated) => {
    expect(restateScene(said, ctx)).toBe(restated);
  });

  it.each([
    'if there is nothing on saturday afternoon, block 2 to 5pm for a bike ride',
    'lunch with sam on friday at noon — cancel the dentist',
    'what is on friday? cancel the dentist',
    'Omar is out on Friday, move it to Monday',
    "dana's off tomorrow, cancel my meetings with her",
    'game night 🎲 move to 8pm pls',
    'my classes this week clash with customer stuff, move the afternoon ones to mornings',
    "I'm taking 12/22 thru 12/24 completely off, wipe whatever's on those days",
  ])('%j sets no scene', (said) => {
    expect(readScene(said, ctx)).toBeUndefined();
  });

  it('reads the scene’s own day words', () => {
    const monday = Date.parse('2026-12-14T00:00:00-05:00');
    expect(withSceneDayWords('push my meetings from that afternoon to the Tuesday', monday, ctx)).toBe(
      'push my meetings from December 14 afternoon to December 15',
    );
    expect(withSceneDayWords('move the review to the day after', monday, ctx)).toBe('move the review to December 15');
    expect(restateScene('woke up with a fever 🤒 clear everything tomorrow', ctx)).toBe('clear everything tomorrow');
    // A scene over several days keeps its words: "that week" is theirs.
    const conference = "I'm at the RevOps conference Jan 12-14 — move my Dana check-in that week to the Monday before";
    expect(restateScene(conference, ctx)).toBe(conference);
    const overloaded = 'My week of the 14th is overloaded. Move all the account planning meetings in it into January';
    expect(restateScene(overloaded, ctx)).toBe(overloaded);
  });

  it('clears the scene’s day, keeping what is named as kept', async () => {
    const { removed } = await runAndApprove(
      "I'll be at the offsite all day Fri Nov 27. Clear that day but keep the partner call",
    );
    expect(removed).toEqual(['Pipeline review @ 2026-11-27 10:00']);
  });

  it('gives each step the scene’s day, and moves only the other meetings', async () => {
    const { removed, added } = await runAndApprove(
      "Got called for jury duty on Tuesday Dec 1. Cancel the haircut and spanish that day, and move my other meetings to Wed the 2nd wherever I'm free.",
    );
    expect(removed).toEqual([
      'Haircut @ 2026-12-01 18:00',
      'Quarterly business review @ 2026-12-01 15:00',
      'Spanish class @ 2026-12-01 16:00',
    ]);
    expect(added.map((k) => k.split(' @ ')[0])).toEqual(['Quarterly business review']);
    expect(added[0]).toContain('2026-12-02');
  });

  it('keeps an exception that is moved out of the change and moves it as its own step', async () => {
    const { removed, added } = await runAndApprove(
      'Taking Friday the 27th off — cancel my meetings that day, except move the partner call to Monday the 30th, any free slot',
    );
    expect(removed).toEqual(['Partner call @ 2026-11-27 11:00', 'Pipeline review @ 2026-11-27 10:00']);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^Partner call @ 2026-11-30/);
  });
});

describe('a change not asked for changes nothing', () => {
  it.each([
    ["please don't move or cancel anything next week, it's locked", "Okay, I won't move or cancel anything next week."],
    ['I was going to ask you to cancel the haircut but nah, I’ll go', 'Noted.'],
    ["Priya said she'd take care of cancelling the security review on her end", 'Noted.'],
  ])('%j', async (text, reply) => {
    const { removed, added, said } = await runAndApprove(text);
    expect(removed).toEqual([]);
    expect(added).toEqual([]);
    expect(said).toContain(reply);
  });
});

describe('which events', () => {
  it('takes "whatever\'s straight after" as the one event next to it', async () => {
    const { removed } = await runAndApprove("bin whatever's straight after the pipeline review on friday");
    expect(removed).toEqual(['Partner call @ 2026-11-27 11:00']);
  });

  it('reads "every saturday night" as those evenings, not the whole period', async () => {
    const { removed } = await runAndApprove('wipe every saturday night plan I have this month');
    expect(removed).toEqual(['Game night @ 2026-11-28 19:00']);
  });

  it('never takes an all-day event for the first thing of a day', async () => {
    const { removed } = await runAndApprove('drop the first thing on wed dec 2');
    expect(removed).toEqual(['Deal review: Brightline @ 2026-12-02 10:00']);
  });
});

describe('an occurrence of a series moved to a day the series has', () => {
  it.each(['my spanish class on tue dec 15 — 5:30pm instead?', 'my spanish class on tue dec 15, can it be 5:30pm instead'])(
    '%j moves that day’s class, not the next one',
    async (text) => {
      const { proposal } = await runAndApprove(text);
      expect(proposal?.start).toBe(Date.parse('2026-12-15T17:30:00-05:00'));
      expect(proposal?.previous?.start).toBe(Date.parse('2026-12-15T16:00:00-05:00'));
      expect(JSON.stringify(proposal?.review)).toContain('except Tue 15 Dec');
    },
  );
});

describe('words for many and for what stays', () => {
  it.each([
    ['kairos push the q one planning kickoff back', 'Q1 planning kickoff'],
    ['cancel the lot that day', 'cancel everything that day'],
    ['bin the whole lot tomorrow', 'bin everything tomorrow'],
  ])('%j reads as %j', (said, part) => {
    expect(expandShorthand(said)).toContain(part);
  });

  it('keeps only the kind of event said in the exception', async () => {
    const { removed } = await runAndApprove('clear wednesday dec 2 except the brightline review');
    expect(removed).toEqual(['Call Brightline @ 2026-12-02 16:00', 'Security review @ 2026-12-02 11:00']);
  });
});
