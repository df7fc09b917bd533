import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import { readQuestion } from '../../../lib/core/plan/reading/read-question';
import { readAskedZone } from '../../../lib/core/time/when-zone-names';

// Now is Tue 24 Nov 2026 09:00 in New York.
const ctx = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const plan = (text: string) => buildPlan(text, parseRequest(text, ctx), ctx);

describe('a zone named in a question', () => {
  it.each([
    ['the review in london time', 'Europe/London', 'London time'],
    ['my call with kenji, tokyo time?', 'Asia/Tokyo', 'Tokyo time'],
    ['the qbr in PT', 'America/Los_Angeles', 'PT'],
    ['the kickoff in pacific time', 'America/Los_Angeles', 'Pacific time'],
  ])('reads %j', (words, zone, label) => {
    expect(readAskedZone(words)).toMatchObject({ zone, label });
  });

  it('takes an abbreviation for a zone only with "in" or "time" ("the ET review" is a title)', () => {
    expect(readAskedZone('the ET review')).toBeUndefined();
  });

  it('answers "when" in that zone, with the zone said', () => {
    const answer = plan('what time is the harbor point contract review in london time')?.tasks.find(
      (t) => t.taskType === 'AnswerQuestion',
    );
    expect(answer?.params).toMatchObject({
      question: 'when',
      inZone: { zone: 'Europe/London', label: 'London time' },
    });
  });
});

describe('questions said in other words', () => {
  it.each([
    ['what did I do last saturday', 'agenda'],
    ['what have we been up to this week', 'agenda'],
    ['do i have 2 hours free on dec 16 afternoon', 'free'],
    ['when do i see hannah next', 'next_meet'],
    ['when i last met dana', 'last_met'],
    ['can you remind me when my haircut is', 'when'],
  ])('reads %j as a %s question', (text, kind) => {
    expect(readQuestion(text)?.kind).toBe(kind);
  });

  it('asks of "when do I see Hannah next" about Hannah, not "hannah next"', () => {
    const find = plan('when do i see hannah next')?.tasks.find((t) => t.taskType === 'FindEvents');
    expect(find?.params).toMatchObject({ query: { people: [{ name: 'hannah' }] } });
  });
});

describe('changes that would be guesses', () => {
  it.each(['cancel my meetings with him tomorrow', 'move my call with her to 4pm'])(
    'asks who "him"/"her" is in %j, and changes nothing',
    (text) => {
      const tasks = plan(text)?.tasks ?? [];
      expect(tasks.map((t) => t.taskType)).toEqual(['FormatFinalResponse']);
      expect(String(tasks[0]?.params.text)).toMatch(/\?$/);
    },
  );

  it('finds free time on the day for "when I\'m free", not the event\'s own hour', () => {
    const generate = plan("move the api review to friday dec 11 when i'm free")?.tasks.find(
      (t) => t.taskType === 'GenerateProposedUpdates',
    );
    expect(generate?.params.move).toMatchObject({ kind: 'find', range: { start: '2026-12-11T00:00:00-05:00' } });
  });

  it('keeps a later step of the same message clear of where an earlier one moved its event', () => {
    const tasks =
      plan("move the pipeline review and my year-end review with priya on dec 11 to next week when everyone's free")?.tasks ?? [];
    const generates = tasks.filter((t) => t.taskType === 'GenerateProposedUpdates');
    expect(generates).toHaveLength(2);
    expect(generates[1]?.params.avoid).toEqual(expect.arrayContaining([`${generates[0]?.id ?? ''}.result.slots`]));
  });
});

describe('questions outside the calendar', () => {
  it('writes no Plan for "what does QBR stand for": the turn says it cannot answer', () => {
    expect(plan('what does QBR stand for')).toBeUndefined();
  });
});
