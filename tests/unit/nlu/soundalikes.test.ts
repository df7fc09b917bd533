import { describe, expect, it } from 'vitest';
import { correctTypos } from '../../../lib/core/nlu/correct-typos';

describe('right words in the wrong place, put right where the time says which was meant', () => {
  it.each([
    ["what's my second meeting on friday the forth", "what's my second meeting on friday the fourth"],
    ['am I free on the forth?', 'am I free on the fourth?'],
    ['lunch December the forth', 'lunch December the fourth'],
    ['the forth of december at 3', 'the fourth of december at 3'],
    ['book it for the forth at 2pm', 'book it for the fourth at 2pm'],
    ["cancel my too o'clock on monday", "cancel my two o'clock on monday"],
    ["move it to to o'clock", "move it to two o'clock"],
    ['am I free at for thirty on friday the forth', 'am I free at four thirty on friday the fourth'],
    ['push it till for fifteen', 'push it till four fifteen'],
    ['cancel everything accept the dentist', 'cancel everything except the dentist'],
    ['clear all accept my 1:1s', 'clear all except my 1:1s'],
  ])('%s', (said, meant) => {
    expect(correctTypos(said)).toBe(meant);
  });

  it.each([
    'back and forth with sam',
    'and so forth',
    'the Forth bridge walk on saturday',
    'I accept the invite',
    'accept all invites',
    'lunch for thirty people',
    'book a room at the office for 30 minutes',
    'meet me at for 30 mins',
    'go to the 3 o clock class',
  ])('leaves "%s" as it is', (said) => {
    expect(correctTypos(said)).toBe(said);
  });
});
