import { describe, expect, it } from 'vitest';
import { parse } from './nlu-fixtures';

// A new event said with a window and no length: a reserving verb ("block out 2 to 4") or a
// "from X to Y" makes the event the window itself; a window to look in keeps the default length.
// Today is Sunday 22 November 2026 in New York.

describe('a reserved window is the event, end to end', () => {
  it.each([
    ['block out 2 to 4 on thursday the 10th for deep work', 120],
    ['block out 2-4pm thursday for deep work', 120],
    ['Block off 9am–noon on Friday for the audit', 180],
    ['could you block 14:00-16:00 on the 10th for deep work', 120],
    ['reserve 10am to 12pm friday for writing', 120],
    ['hold 1 to 3 tomorrow for interviews', 120],
    ['protect 9-11 tomorrow for writing please', 120],
    ['set aside 1-3 on monday for taxes', 120],
    ['pls block between 2 and 4 tmrw', 120],
    ['ok kairos block out 3 till 5 on wednesday for focus time', 120],
    ['I want block 10 until 11:30 monday for study', 90],
  ])('%s → %i minutes', (text, minutes) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.durationMinutes).toBe(minutes);
  });
});

describe('"from X to Y" is the event, whatever the verb', () => {
  it.each([
    ['meeting with sam from 2 to 4 tomorrow', 120],
    ['Schedule the design review on Monday from 10 to 11:30', 90],
    ['dinner with mum from 7 to 9 saturday', 120],
    ['Create an event called Offsite Planning tomorrow from 1 to 3pm', 120],
  ])('%s → %i minutes', (text, minutes) => {
    expect(parse(text).entities.durationMinutes).toBe(minutes);
  });
});

describe('a window to search in keeps its length', () => {
  it.each([
    ['find 30 minutes between 2 and 4 tomorrow', 30],
    ['block an hour between 2 and 5 on friday', 60],
    ['Block 90 minutes for deep work on Thursday morning', 90],
  ])('%s → the said %i minutes', (text, minutes) => {
    expect(parse(text).entities.durationMinutes).toBe(minutes);
  });

  it.each([
    'lunch with sam between 12 and 2 tomorrow',
    'find time with sam tomorrow from 2 to 5',
    'coffee with Ana sometime from 9 to 11 on friday',
    'block tomorrow morning for focus',
    'block after 5 tomorrow for the gym',
    'book a call with sam at 2',
    'meeting with Lee on friday at 3',
  ])('%s → no length read from the window', (text) => {
    expect(parse(text).entities.durationMinutes).toBeUndefined();
  });
});
