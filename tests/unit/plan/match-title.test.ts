import { describe, expect, it } from 'vitest';
import { TITLE_TIER, titleMatcher, titleScore, titleWords } from '../../../lib/core/plan/query/match-title';

const { exact, phrase, words, fuzzy, none } = TITLE_TIER;

describe('titleWords', () => {
  it('folds case, punctuation, accents, possessives and plurals', () => {
    expect(titleWords("Omar's 1:1s")).toEqual(['omar', '1:1']);
    expect(titleWords("Sales meeting's")).toEqual(['sale', 'meeting']);
    expect(titleWords('Sales MEETINGS!')).toEqual(['sale', 'meeting']);
    expect(titleWords('Café w/ Zoë — Q3 review (draft)')).toEqual(['cafe', 'w', 'zoe', 'q3', 'review', 'draft']);
    expect(titleWords("The teams' boxes and batches")).toEqual(['the', 'team', 'box', 'and', 'batch']);
  });
});

describe('titleScore', () => {
  it.each([
    ['Sales meeting', 'sales meeting'],
    ['Sales meetings', 'sales meeting'],
    ['Sales meeting', "sales meeting's"],
    ['Omar 1:1', "Omar's 1:1s"],
    ['Café with Zoë', 'cafe with zoe'],
    ['Q3 planning', 'q3 planning'],
  ])('scores %j exact for %j: the same words once folded', (title, said) => {
    expect(titleScore(title, said)).toBe(exact);
  });

  it.each([
    ['Dentist appointment', 'the dentist'],
    ['Dentist', 'my dentist appointment'],
    ['Design review', 'the design review meeting'],
    ['Sales meeting', 'sales'],
  ])('scores %j exact for %j: words like meeting and the say what kind, not which', (title, said) => {
    expect(titleScore(title, said)).toBe(exact);
  });

  it('scores a phrase found as consecutive words in a longer title', () => {
    expect(titleScore('Weekly design review', 'design review')).toBe(phrase);
    expect(titleScore('Weekly design review', 'the design review')).toBe(phrase);
    expect(titleScore('Team meeting', 'meeting')).toBe(phrase);
    expect(titleScore('Sales standup', 'sales')).toBe(phrase);
  });

  it('scores all the naming words in any order below a phrase', () => {
    expect(titleScore('Weekly design review', 'review design')).toBe(words);
    expect(titleScore('1:1 with Omar', "Omar's 1:1s")).toBe(words);
    expect(titleScore('Sales standup', 'sales meeting')).toBe(words);
  });

  it('ranks the exact title above a partial one for the same words', () => {
    const score = titleMatcher('sales meeting');
    expect(score('Sales meeting')).toBeGreaterThan(score('Sales standup'));
    expect(score('Sales meeting')).toBeGreaterThan(score('Weekly sales meeting'));
    expect(score('Weekly sales meeting')).toBeGreaterThan(score('Sales standup'));
  });

  it('accepts hyphen and space variants as fuzzy', () => {
    expect(titleScore('Stand-up', 'standup')).toBe(fuzzy);
    expect(titleScore('Standup', 'stand up')).toBe(fuzzy);
    expect(titleScore('Daily standup', 'daily stand-ups')).toBe(fuzzy);
    expect(titleScore('Team Stand-Up (daily)', 'standups')).toBe(fuzzy);
  });

  it('accepts one typo in a word of five letters or more as fuzzy', () => {
    expect(titleScore('Dentist', 'dentst')).toBe(fuzzy);
    expect(titleScore('Design review', 'desing review')).toBe(fuzzy);
    expect(titleScore('Haircut', 'haircutt')).toBe(fuzzy);
    expect(titleScore('Budget review', 'budgit')).toBe(fuzzy);
  });

  it('refuses a typo in a short word, and two typos in a long one', () => {
    expect(titleScore('Call', 'cal')).toBe(none);
    expect(titleScore('Gym', 'gum')).toBe(none);
    expect(titleScore('Dentist', 'dantst')).toBe(none);
  });

  it('matches whole words only', () => {
    expect(titleScore('Wholesale review', 'sale')).toBe(none);
    expect(titleScore('Party', 'art')).toBe(none);
    expect(titleScore('Standup', 'stand')).toBe(none);
  });

  it('needs every naming word of the phrase', () => {
    expect(titleScore('Sales meeting', 'marketing meeting')).toBe(none);
    expect(titleScore('Design review', 'code review')).toBe(none);
  });

  it('matches nothing for a phrase with no words, and a generic word only where the title has it', () => {
    expect(titleScore('Sales meeting', '—')).toBe(none);
    expect(titleScore('Call', 'meeting')).toBe(none);
    expect(titleScore('', 'dentist')).toBe(none);
  });
});
