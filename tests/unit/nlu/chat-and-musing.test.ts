import { describe, expect, it } from 'vitest';
import { detectNoAction } from '../../../lib/core/nlu/detect-no-action';
import { isWhenOnlyQuestion } from '../../../lib/core/nlu/detect-when-only-question';
import { expandShorthand } from '../../../lib/core/nlu/expand-shorthand';
import { parse } from './nlu-fixtures';

// Held-out requests read as new events: chat shorthand, casual move verbs, questions without a
// question word, a day asked alone, and thinking aloud. Each is read for what it asks, in many voices.

describe('chat shorthand for asking', () => {
  it.each([
    ['r u free on the 13th', 'am i free on the 13th'],
    ['R U free friday?', 'am i free friday?'],
    ['ru around tmrw', 'am i around tomorrow'],
    ['u free at 3?', 'am i free at 3?'],
    ['hey are you free thursday afternoon', 'hey am i free thursday afternoon'],
    ['im free thursday?', "i'm free thursday?"],
    ['wholl be at sprint planning tmrw', 'who will be at sprint planning tomorrow'],
    ["who'll be at the offsite", 'who will be at the offsite'],
    ['whos in my 2pm', "who's in my 2pm"],
    ['wat time is lunch', 'what time is lunch'],
    ['wen is my dentist', 'when is my dentist'],
  ])('"%s" reads as "%s"', (text, expanded) => {
    expect(expandShorthand(text)).toBe(expanded);
  });

  it.each([
    ['lunch with Wen at 3'],
    ['IM me when the call ends'],
    ['are you free to help me plan my week'],
    ['add the ru translation review friday'],
  ])('leaves "%s" as it is', (text) => {
    expect(expandShorthand(text)).toBe(text);
  });

  it.each([
    ['r u free on the 13th'],
    ['u free at 3 tmrw?'],
    ['ru busy friday'],
    ['wholl be at sprint planning tmrw'],
    ['who will be in the design review on friday'],
    ["any chance i'm free thursday the 10th at 4"],
    ['any chance I am free on friday afternoon?'],
    ['is there any chance we are available next monday'],
    ['would i be free on the 10th at 2'],
    ['Will I be available tomorrow morning?'],
    ['im free friday at 4?'],
    ['number of meetings w/ harbor point ppl in january?'],
    ['total calls this week'],
    ["what's the total number of 1:1s in december"],
    ['count of interviews next week'],
    ['Could you please list the attendees of the Pacific Design check-in on December 17?'],
    ['show me the guest list for the offsite'],
    ['pls list who is coming to sprint planning'],
    ['remind me when the dentist is'],
    ['remind me whether I have anything friday'],
  ])('"%s" asks about the calendar', (text) => {
    expect(parse(text).intent).toBe('query_events');
  });

  it.each([
    ['remind me why we have a standup every day'],
    ['remind me of the reason we meet weekly'],
    ['why is the retro every week'],
    ['Why do we have so many syncs on monday?'],
  ])('"%s" asks a reason no calendar holds: nothing is booked', (text) => {
    expect(parse(text).intent).toBe('help');
  });

  it.each([
    ['remind me to call mom at 5', 'create_event'],
    ['remind me to move the car tomorrow at 8', 'create_event'],
    ['why dont we move the standup to 10', 'update_event'],
    ['would you book lunch with sam friday at noon', 'create_event'],
    ['any chance you could move my 3pm to 4', 'update_event'],
  ])('"%s" still asks to act (%s)', (text, intent) => {
    expect(parse(text).intent).toBe(intent);
  });
});

describe('a day asked alone', () => {
  it.each([
    ["📅 new year's eve?"],
    ['and thursday?'],
    ['what about the 14th?'],
    ['how about next friday?'],
    ['tomorrow?'],
    ['dec 5 then?'],
    ['friday at 3?'],
    ['On Monday the 7th??'],
  ])('"%s" asks what is on that day', (text) => {
    expect(isWhenOnlyQuestion(text)).toBe(true);
    expect(parse(text).intent).toBe('query_events');
  });

  it.each([['3pm?'], ['thursday instead?'], ['lunch friday?'], ['what about thursday'], ['new year eve party at 9']])(
    '"%s" is not only a day asked',
    (text) => {
      expect(isWhenOnlyQuestion(text)).toBe(false);
    },
  );
});

describe('casual words for moving an event', () => {
  it.each([
    ['hey kairos shove the q1 planning kickoff this coming monday to one pm'],
    ['slide my 2pm next tues to 3:15'],
    ['shove the sync to thursday'],
    ['can you nudge the 1:1 with sam to 4pm'],
    ['scoot my dentist to friday morning'],
    ['kick the design review to next week'],
    ['punt the retro to monday'],
    ['please budge lunch to 1'],
    ['nudge standup 15 minutes later'],
  ])('"%s" is a move', (text) => {
    expect(parse(text).intent).toBe('update_event');
  });

  it.each([['shove everything on friday to monday'], ['slide all my meetings tomorrow to the afternoon']])(
    '"%s" moves many',
    (text) => {
      expect(parse(text).intent).toBe('bulk');
    },
  );

  it.each([
    ['kick off the project on monday at 10', 'kick off'],
    ['add a slide review friday at 2', 'slide review'],
    ['nudge me at 5 to stretch', 'nudge me'],
  ])('"%s" keeps "%s"', (text, kept) => {
    expect(expandShorthand(text)).toContain(kept);
  });
});

describe('thinking aloud asks for nothing', () => {
  it.each([
    ['i was thinking about cancelling the gym but nah'],
    ['we were going to push the retro but never mind'],
    ['considering dropping yoga on thursday... maybe not'],
    ['hmm thinking of cancelling friday drinks, nah'],
    ['I was thinking of moving standup, on second thought no'],
  ])('"%s" is taken back: nothing to act on or show', (text) => {
    const held = detectNoAction(text);
    expect(held.noAction).toBe(true);
    expect(held.rest.trim()).toBe('');
    expect(parse(text).intent).toBe('help');
  });

  it.each([
    ['i was thinking about cancelling the gym'],
    ['I might move standup to 10'],
    ['thinking about moving the 1:1 to friday'],
    ['we may cancel lunch on friday'],
    ['we might need to move standup'],
    ['I was going to push the retro to monday'],
  ])('"%s" weighs a change: shown, never written', (text) => {
    expect(parse(text).noAction).toBe(true);
  });

  it.each([
    ['I was thinking we could meet Tuesday at 3, can you book it'],
    ['i was thinking of moving my 1:1 with sam to friday, can you do that'],
    ['thinking about cancelling the gym tomorrow, please do'],
    ["I'm going to the dentist friday at 3"],
    ['cancel the gym tomorrow'],
    ['I may be late, push my 9am by 15 min'],
    ['i was going to ask you to book lunch friday at noon'],
    ['i was thinking about cancelling the gym - cancel it'],
    ['May I book lunch with sam friday at noon'],
  ])('"%s" asks: it acts', (text) => {
    expect(parse(text).noAction).toBeUndefined();
  });
});

describe('who is not a person to invite', () => {
  it.each([
    ['please to remove the meeting with nina of next tuesday', ['Nina']],
    ['cancel my call with omar from next week', ['Omar']],
    ['lunch with mum on sunday', []],
    ['dinner with my sis friday', []],
    ['call with dad tomorrow at 6', []],
    ['coffee with nan on saturday', []],
    ['brunch with the kids sunday', []],
  ])('"%s" names %j', (text, names) => {
    expect((parse(text).entities.attendees ?? []).map((a) => a.name)).toEqual(names);
  });
});
