import { describe, expect, it } from 'vitest';
import { detectNegatedChange } from '../../../lib/core/nlu/detect-negated-change';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { classify } from '../../../lib/core/pipeline/classify';

const ctx = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

// A change said only to forbid it once made exactly that change: "never delete my gym sessions"
// deleted 13 gym sessions, "don't cancel anything on the 3rd" cancelled all 11 events that day.
describe('a change said only to forbid it', () => {
  it.each([
    ["don't cancel anything on the 3rd, even if it looks packed", 'cancel anything on the 3rd'],
    ['never delete my gym sessions', 'delete your gym sessions'],
    ['do not move my 1:1 with dana', 'move your 1:1 with dana'],
    ["please don't touch my friday", 'touch your friday'],
    ['dont reschedule the board meeting. it stays where it is', 'reschedule the board meeting'],
    ['you must not ever drop the standup', 'drop the standup'],
    ['Don’t cancel the dentist because I need it', 'cancel the dentist'],
    ['never delete my gym sessions, they are important', 'delete your gym sessions'],
    ["don't cancel what I have on friday", 'cancel what you have on friday'],
  ])('%j asks for nothing: "%s" is refused', (text, refused) => {
    expect(detectNegatedChange(text)).toEqual({ kind: 'refusal', refused });
    const parsed = parseRequest(text, ctx);
    expect(parsed.noAction).toBe(true);
    expect(parsed.intent).not.toMatch(/delete_event|update_event|bulk/);
    expect(parsed.clarification).toMatch(/^Okay, I won't /);
  });

  it.each([
    ["don't cancel the gym, book a run instead", 'book a run instead'],
    ["what's on the 3rd? don't move anything", "what's on the 3rd?"],
  ])('%j: the forbidden clause is taken out, the other ask stays', (text, kept) => {
    const found = detectNegatedChange(text);
    expect(found?.kind).toBe('aside');
    expect(found?.kind === 'aside' ? found.rest.trim().replace(/^[,\s]+/, '') : '').toBe(kept);
  });

  it.each([
    "clear friday but don't touch the gym",
    "move my 1:1 to friday, don't cancel it",
    "cancel everything on monday except the standup, don't move anything else",
    "don't book anything before 10",
    'cancel the gym',
  ])('%j is neither: a change is asked for, or none is forbidden', (text) => {
    expect(detectNegatedChange(text)).toBeUndefined();
  });
});

describe('what the panel says first', () => {
  it('says a refusal is understood, and asks before a question', () => {
    expect(classify('never delete my gym sessions', ctx.now, ctx.timeZone).ack).toBe('Understood.');
    expect(classify("book lunch tomorrow but don't change anything yet", ctx.now, ctx.timeZone).ack).toBe(
      'Let me ask one thing first.',
    );
  });
});

// "please don't move or cancel anything in the week of the 7th" deleted that week; a request taken
// back, or a change someone else makes, deleted the event it named.
describe('changes listed, taken back or made by someone else', () => {
  it('refuses every verb of a list', () => {
    expect(detectNegatedChange("please don't move or cancel anything in the week of the 7th")).toEqual({
      kind: 'refusal',
      refused: 'move or cancel anything in the week of the 7th',
    });
  });

  it.each([
    "I was going to ask you to cancel the gym tomorrow but nah, I'll drag myself there",
    'I almost deleted the dentist, but actually it stays',
    "Priya said she'd take care of cancelling the board deck review on her end",
    'Omar told me he will move the standup himself',
  ])('%j asks for nothing', (text) => {
    expect(detectNegatedChange(text)).toEqual({ kind: 'noted' });
    expect(parseRequest(text, ctx).noAction).toBe(true);
  });

  it.each(['Kenji asked to move Monday’s Sakura call to Wednesday', 'rachel wants our 1:1 pushed to 4:30'])(
    '%j is still a request',
    (text) => {
      expect(detectNegatedChange(text)).toBeUndefined();
    },
  );
});
