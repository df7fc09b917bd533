import { describe, expect, it } from 'vitest';
import { restateFollowUp } from '../../../lib/core/nlu/restate-follow-up';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';
const restate = (text: string): string | undefined => restateFollowUp(text, NOW, ZONE);

// Replies people give to a suggestion on screen, in many voices: each means one edit of it.
const LATER = [
  'anything later?',
  'any later?',
  'later?',
  'something later',
  'got anything later?',
  'you got anything later',
  'do you have anything later?',
  'have you got something later in the day?',
  'is there anything later',
  'later that day?',
  'hmm, anything later?',
  'ok so anything later then?',
  'actually, something later please',
  'nah, later',
  'Anything LATER?',
  'any later times?',
  'any later slots',
  'maybe later?',
];
const EARLIER = [
  'anything earlier?',
  'earlier?',
  'any earlier?',
  'something earlier',
  'got anything sooner?',
  'anything sooner in the day?',
  'do you have something earlier',
  'is there anything earlier',
  'hmm anything earlier',
  'sooner?',
  'earlier that day?',
  'sorry, anything earlier?',
  'hmm earlier in the week?',
  'something earlier that week',
];
const MOVES: readonly (readonly [string, string])[] = [
  ['what about thursday?', 'move it to thursday'],
  ['how about Thursday', 'move it to Thursday'],
  ['What about Friday at 2?', 'move it to Friday at 2'],
  ['how about 3pm?', 'move it to 3pm'],
  ['what about 3', 'move it to 3'],
  ['thursday instead?', 'move it to thursday'],
  ['friday at 10 instead', 'move it to friday at 10'],
  ['next week instead?', 'move it to next week'],
  ['anything on Friday?', 'move it to Friday'],
  ['got anything on monday?', 'move it to monday'],
  ['is there anything in the morning', 'move it to the morning'],
  ['got anything in the afternoon?', 'move it to the afternoon'],
  ['anything free on wednesday?', 'move it to wednesday'],
  ['any times on thursday?', 'move it to thursday'],
  ['maybe tuesday', 'move it to tuesday'],
  ['or wednesday?', 'move it to wednesday'],
  ['what if we did monday', 'move it to monday'],
  ['hmm, what about the afternoon?', 'move it to the afternoon'],
  ['how about the evening', 'move it to the evening'],
  ['what about tomorrow afternoon?', 'move it to tomorrow afternoon'],
  ['how about dec 3?', 'move it to dec 3'],
  ['ooh anything on wednesday', 'move it to wednesday'],
  ['any slots after 3?', 'move it to after 3'],
  ['how about after lunch?', 'move it to after lunch'],
  ['hey, anything between 2 and 4?', 'move it to between 2 and 4'],
  ['what about the 3rd?', 'move it to the 3rd'],
  // A bare time, with the fillers people put around it.
  ['actually 4:30', 'move it to 4:30'],
  ['no wait, 3pm', 'move it to 3pm'],
  ['actually 3', 'move it to 3'],
  ['Let us say 4 pm.', 'move it to 4 pm'],
  ["let's say 2", 'move it to 2'],
  ['actually 12:30 is better', 'move it to 12:30'],
  ['hmm 11 would be better', 'move it to 11'],
  ['4:30 works better for me', 'move it to 4:30'],
  ['3pm please', 'move it to 3pm'],
  ['on second thought, 10am', 'move it to 10am'],
  ['oh wait, friday', 'move it to friday'],
  ['no, 3pm', 'move it to 3pm'],
  ['after 3?', 'move it to after 3'],
  ['After 3pm', 'move it to After 3pm'],
  ['in the afternoon', 'move it to the afternoon'],
  ['morning please', 'move it to the morning'],
  ['the afternoon would be better', 'move it to the afternoon'],
  ['tomorrow', 'move it to tomorrow'],
  ['tmrw at 2 instead', 'move it to tmrw at 2'],
  // "make it …" with a time, and its cousins.
  ['make it 11', 'move it to 11'],
  ['make it 4', 'move it to 4'],
  ['Make it 1pm.', 'move it to 1pm'],
  ['ok make it 3pm instead', 'move it to 3pm'],
  ['actually make it friday at 4', 'move it to friday at 4'],
  ['actually make it thursday', 'move it to thursday'],
  ['make it 4:30 actually', 'move it to 4:30'],
  ['actually can we do 4pm instead', 'move it to 4pm'],
  ['can we do 2:30?', 'move it to 2:30'],
  ["let's do 10", 'move it to 10'],
  ['change it to monday', 'move it to monday'],
  ['could you push it to 5pm', 'move it to 5pm'],
  ['switch it to wednesday afternoon', 'move it to wednesday afternoon'],
  ['pls make it 9.30am', 'move it to 9.30am'],
  // Asked, preferred, or said after a comment on the time.
  ['perhaps 3pm?', 'move it to 3pm'],
  ['can it be at 4', 'move it to 4'],
  ['can we do it at 4 instead', 'move it to 4'],
  ["I'd prefer 3pm", 'move it to 3pm'],
  ['id rather do 4pm', 'move it to 4pm'],
  ['prefer the afternoon', 'move it to the afternoon'],
  ['better at 4', 'move it to 4'],
  ['is 4 possible?', 'move it to 4'],
  ['is 4pm free?', 'move it to 4pm'],
  ['does 4 work?', 'move it to 4'],
  ['would 3 be better?', 'move it to 3'],
  ['Would 2:30 work for everyone?', 'move it to 2:30'],
  ['earlier, like 2?', 'move it to 2'],
  ['too early, 11?', 'move it to 11'],
  ['not that early, maybe 11?', 'move it to 11'],
  ['later, like after 4?', 'move it to after 4'],
  ['wednesday would be better', 'move it to wednesday'],
  ['thursday works better', 'move it to thursday'],
  ['the afternoon is better', 'move it to the afternoon'],
  ['at noon instead', 'move it to noon'],
  // "Same time": the day only, when the suggestion's own clock time is not known here.
  ['same time thursday', 'move it to thursday'],
  ['thursday same time?', 'move it to thursday'],
];
/** A rename, said to the suggestion on screen. */
const RENAMES: readonly (readonly [string, string])[] = [
  ['actually call it pricing strategy workshop', 'rename it to pricing strategy workshop'],
  ['call it Board game night', 'rename it to Board game night'],
  ['hmm, name it "Q1 kickoff"', 'rename it to Q1 kickoff'],
  ['no wait, call it team sync', 'rename it to team sync'],
  ['rename it to Budget review', 'rename it to Budget review'],
];
/** An edit as it is, once the filler that would become its title is gone. */
const UNWRAPPED: readonly (readonly [string, string])[] = [
  ['actually make it 30 min', 'make it 30 min'],
  ['ok so make it an hour', 'make it an hour'],
  ['no wait, move it to the 3rd', 'move it to the 3rd'],
];
/** Not a reply that moves the suggestion: left for the readers after this one. */
const LEFT_ALONE = [
  'anything else?',
  'what about lunch instead?',
  'anything with omar?',
  'what about the dentist?',
  'cancel it',
  'book it',
  'yes',
  'thanks',
  'show me more',
  'somewhere closer to Sam',
  'make it 45 minutes',
  "what's on thursday?",
  'how about we cancel the standup',
  'move my 3pm to 4pm',
  'what about Sam?',
  'anything in Soho?',
  'make it an hour',
  'make it 30',
  'make it lunch instead',
  'do lunch instead',
  'make it weekly',
  'make it a video call',
  'no, the one next week',
  'i mean the one on dec 9',
  'the one with jordan',
  'lunch tomorrow',
  'call it a day',
  'yes, and move lunch to 1',
  'ok',
  'no',
  'actually',
  'the 2nd option',
  'option 2',
  'make it 25',
  'hmm, add sam to it',
  'is friday free?',
  'does friday work?',
  'would that work?',
  'is that ok?',
  'same time',
  'is it possible?',
  'no, dan.brooks@gmail.com',
];

describe('a short reply to a suggestion, restated as the edit it means', () => {
  it.each(LATER)('"%s" asks for later times', (text) => {
    expect(restate(text)).toBe('any later times?');
  });
  it.each(EARLIER)('"%s" asks for earlier times', (text) => {
    expect(restate(text)).toBe('any earlier times?');
  });
  it.each(MOVES)('"%s" → "%s"', (text, restated) => {
    expect(restate(text)).toBe(restated);
  });
  it.each(RENAMES)('"%s" → "%s"', (text, restated) => {
    expect(restate(text)).toBe(restated);
  });
  it.each(UNWRAPPED)('"%s" → "%s"', (text, restated) => {
    expect(restate(text)).toBe(restated);
  });
  it.each(LEFT_ALONE)('"%s" is left as it was', (text) => {
    expect(restate(text)).toBeUndefined();
  });
});
