import { describe, expect, it } from 'vitest';
import { detectUnnamedEvent } from '../../../lib/core/nlu/detect-unnamed-event';

// "put something in with Mei": who, but no what, when or where — a made-up title at a guessed time
// is no booking the person asked for, so it is a question.

const WITH = (name: string) => ({ attendees: [{ name }], title: `Meeting with ${name}` });
const TOMORROW_3PM = { start: Date.parse('2026-11-25T15:00:00-05:00'), grain: 'minute' as const };

describe('something with someone, no time: ask what it is', () => {
  it.each([
    ['put something in with Mei', 'Mei'],
    ['add something with Omar', 'Omar'],
    ['can u pencil something in w/ dana', 'Dana'],
    ['book anything with Priya pls', 'Priya'],
    ['Could you schedule something with Ingrid?', 'Ingrid'],
    ['stick smth in with jo', 'Jo'],
  ])('%s', (text, name) => {
    expect(detectUnnamedEvent(text, WITH(name), undefined)).toBe('nothing');
  });
});

describe('said what or when: no question', () => {
  it('a time was said', () => {
    expect(detectUnnamedEvent('put something in with Mei tomorrow at 3', WITH('Mei'), TOMORROW_3PM)).toBeUndefined();
  });
  it.each([
    ['put lunch in with Mei', { attendees: [{ name: 'Mei' }], title: 'Lunch with Mei' }],
    ['schedule something with Priya about the budget', { attendees: [{ name: 'Priya' }], title: 'Budget with Priya' }],
    ['book a meeting with Mei', { attendees: [{ name: 'Mei' }], title: 'Meeting with Mei' }],
  ])('%s', (text, entities) => {
    expect(detectUnnamedEvent(text, entities, undefined)).toBeUndefined();
  });
  it('a place was said', () => {
    expect(
      detectUnnamedEvent('put something in with Mei at Nopa', { ...WITH('Mei'), location: 'Nopa' }, undefined),
    ).toBeUndefined();
  });
});
