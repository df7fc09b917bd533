import { describe, expect, it } from 'vitest';
import { parse } from './nlu-fixtures';

/** A change of an event already there by an amount, said in casual or second-language words. */
const SHIFTS: [string, number][] = [
  ['slide lunch back an hour', 60],
  ['slide the standup back 15 minutes', 15],
  ['can you slide my 2pm up by half an hour', -30],
  ['sliding the review forward 30 min please', -30],
  ['the meeting of 3pm, do it 30 minutes before', -30],
  ['my call at 11, make it an hour after please', 60],
  ['the standup of tomorrow, put it 15 minutes after', 15],
  ['dentist on friday - do it one hour before', -60],
  ['could the 10am with Dana start a quarter of an hour later', 15],
  ['push standup a quarter hour', 15],
  ['move the sync three quarters of an hour earlier', -45],
];

describe('shifts of an event already there', () => {
  it.each(SHIFTS)('reads %j as a shift of %d minutes', (text, minutes) => {
    const r = parse(text);
    expect(r.intent).toBe('update_event');
    expect(r.entities.shiftMinutes).toBe(minutes);
  });

  it.each([
    'remind me 30 minutes before the dentist',
    'remind me 30 minutes before',
    'a slide review on friday at 2',
    'book a 30 minute call before lunch',
  ])('reads %j as no shift', (text) => {
    expect(parse(text).entities.shiftMinutes).toBeUndefined();
  });
});

describe('questions about free time', () => {
  it.each([
    'free slots on dec 8',
    'free time on friday?',
    'open slots next tuesday',
    'available windows tomorrow',
    'got any time monday morning',
    'got any free time thursday?',
    'do i have any time on the 10th',
    'any free time friday afternoon?',
  ])('reads %j as a question', (text) => {
    expect(parse(text).intent).toBe('query_events');
  });

  it.each(['book a free slot on dec 8 for the dentist', 'find a free slot on friday with Sam'])(
    'reads %j as a request to book',
    (text) => {
      expect(parse(text).intent).toBe('create_event');
    },
  );
});

describe('more choices than those shown', () => {
  it.each([
    'anything later than that',
    'anything earlier than those?',
    'got anything later than these',
    'something a bit earlier than that?',
    'any slots later than those',
  ])('reads %j as show_more', (text) => {
    expect(parse(text).intent).toBe('show_more');
  });

  it('still reads "any earlier times?" as a change to the proposal', () => {
    expect(parse('any earlier times?').intent).toBe('update_event');
  });
});

describe('steps joined by "+" or "&"', () => {
  it.each([
    ['cancel standup tmrw + book dentist fri 9am', 2],
    ['delete my 3pm & add lunch with Sam at 1', 2],
    ['move the retro to 4 + cancel the 1:1', 2],
  ])('splits %j into %d steps', (text, parts) => {
    const r = parse(text);
    expect(r.intent).toBe('bulk');
    expect(r.parts).toHaveLength(parts);
  });

  it.each(['coffee with Sam & Alex tomorrow at 10', 'lunch with Bo + Jo friday'])('keeps %j as one event', (text) => {
    expect(parse(text).intent).toBe('create_event');
  });
});

describe('talk that asks for no event', () => {
  it.each([
    'who made you',
    'who built you?',
    'which company made kairos',
    'hey kairos, who created you',
    'bye for now',
    'bye bye',
    'ok see you later',
    'good night',
    'ttyl',
    'sorry wrong chat',
    'oops wrong window',
    'my bad, that was not meant for you',
    'please ignore that',
    'disregard my last message',
  ])('reads %j as help, never a new event', (text) => {
    const r = parse(text);
    expect(r.intent).toBe('help');
    expect(r.when).toBeUndefined();
  });

  it.each(['who is in my 2pm', "who's coming to the retro", 'see you at lunch tomorrow - book it'])(
    'still reads %j as a request about the calendar',
    (text) => {
      expect(parse(text).intent).not.toBe('help');
    },
  );
});

describe('half and quarter hours as lengths', () => {
  it.each([
    ['schedule a half-hour call with Sam friday at 4', 30],
    ['book a half hour with Dana tomorrow', 30],
    ['half hour sync with the team monday 10am', 30],
    ['a quarter-hour check-in tomorrow at 9', 15],
    ['quarter of an hour with Leo friday', 15],
    ['three quarters of an hour with Jo tuesday at 2', 45],
  ])('reads %j as %d minutes long', (text, minutes) => {
    expect(parse(text).entities.durationMinutes).toBe(minutes);
  });
});
