import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../../../lib/core/nlu/choose-clarification';
import type { ParsedRequest } from '../../../lib/core/nlu/parsed-request';
import { parse } from './nlu-fixtures';

// Messages that ask for no event: thanks and goodbyes, news, feelings, a wish for advice. Each is
// read as help (or asked about), never as a new event; the same words with a request still act.

/** Nothing would be booked: help, or a create too unsure to act on without asking. */
function booksNothing(parsed: ParsedRequest): boolean {
  return parsed.intent === 'help' || (parsed.confidence < LOW_CONFIDENCE && parsed.clarification !== undefined);
}

describe('closing words', () => {
  it.each([
    ["that's all for now, thank you so much"],
    ['thanks, that is everything for today'],
    ['no that’s all'],
    ['ok bye'],
    ['great, thanks a lot!'],
    ['appreciate it'],
    ['ok kairos, have a nice day'],
    ['cool, we’re all set'],
  ])('%s', (text) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('help');
    expect(parsed.when).toBeUndefined();
  });

  it('keeps "for today" said alone as a time', () => {
    expect(parse('for today').when).toBeDefined();
  });
});

describe('talk to the assistant', () => {
  it.each([['who are you'], ['how are you?'], ['what are you able to do'], ['what?'], ['hey kairos, are you there?']])(
    '%s is help, not a question about the calendar',
    (text) => {
      expect(parse(text).intent).toBe('help');
    },
  );

  it('still reads "what are you doing on friday" about the calendar', () => {
    expect(parse('what are you doing on friday').intent).toBe('query_events');
  });
});

describe('news and feelings', () => {
  it.each([
    ['fyi the Q1 targets went well in the meeting with Priya'],
    ['btw the dentist was fine'],
    ['heads up: the offsite was really productive'],
    ['just wanted to say the demo went great'],
    ['I hate mondays'],
    ['I love Fridays'],
    ['ugh, so many meetings today'],
    ['mondays are the worst'],
    ['my week is crazy'],
  ])('%s books nothing', (text) => {
    expect(booksNothing(parse(text))).toBe(true);
  });

  it.each([
    ['fyi can you move my 3pm to 4', 'update_event'],
    ['ugh, something came up — can we do the 1:1 with Dana on wednesday at 3 instead', 'update_event'],
    ['the offsite went well, please book another one next month', 'create_event'],
    ['I love mondays, put a gym session every monday at 7', 'create_event'],
    ['my week is packed, cancel my 4pm', 'delete_event'],
    ['ugh fine, make it 8:15 tomorrow', 'update_event'],
  ])('still acts when it also asks: %s', (text, intent) => {
    expect(parse(text).intent).toBe(intent);
  });
});

describe('asking for advice on one’s time', () => {
  it.each([
    ['can you help me plan my week?'],
    ['help me organize my day tomorrow'],
    ['could you help me figure out my schedule next week?'],
  ])('%s is help, not an event called "Plan My Week"', (text) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('help');
    expect(parsed.entities.title).toBeUndefined();
  });

  it('still books "plan the offsite with Dana on Friday"', () => {
    expect(parse('plan the offsite with Dana on Friday').intent).toBe('create_event');
  });
});
