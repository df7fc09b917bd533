import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../lib/core/nlu/parsed-request';
import { at, parse } from './nlu-fixtures';

describe('multi-intent requests', () => {
  it.each<[string, Intent[]]>([
    ['add lunch Friday and also move standup to 10', ['create_event', 'update_event']],
    ['cancel my 3pm and book a call with Sam at 4', ['delete_event', 'create_event']],
    ['cancel my 3pm, then book a call with Sam at 4', ['delete_event', 'create_event']],
    ["what's on tomorrow and can you move my 3pm to 5?", ['query_events', 'update_event']],
    ['Schedule coffee with Dana on Monday. Also cancel the retro.', ['create_event', 'delete_event']],
    ['move the design review to Thursday and then find a slot for lunch with Sam', ['update_event', 'create_event']],
    ['book lunch with Priya on Friday and reserve a table at Nopa', ['create_event', 'navigate_booking']],
    ['delete the 9am; reschedule the 10am to noon', ['delete_event', 'update_event']],
    ['cancel standup, push the retro to 4 and book a 1:1 with Lee', ['delete_event', 'update_event', 'create_event']],
    ['取消明天的会议，然后安排周五和Sam吃饭', ['delete_event', 'create_event']],
  ])('splits "%s" into %j under one bulk request', (text, intents) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('bulk');
    expect(parsed.parts?.map((p) => p.intent)).toEqual(intents);
  });

  it.each([
    'coffee with Sam and Alex',
    'lunch with Sam and Alex Kim on Friday',
    'book lunch and dinner on Saturday',
    'move standup to 10 and lunch to 1',
    'coffee and a catch up with Jo tomorrow',
    'book lunch with Sam and move it to 1',
    'between 2 and 4 on Tuesday or Thursday',
    'clear Friday and tell everyone',
    'find a time with Dana and send the invite',
  ])('keeps "%s" as one request', (text) => {
    expect(parse(text).parts).toBeUndefined();
  });

  it('reads each step on its own: times, people and titles stay with their step', () => {
    const parsed = parse('cancel my 3pm and book a call with Sam at 4');
    const [cancel, book] = parsed.parts ?? [];
    expect(cancel?.when?.start).toBe(at('2026-11-22T15:00:00-05:00'));
    expect(cancel?.entities.attendees).toBeUndefined();
    expect(book).toMatchObject({
      intent: 'create_event',
      entities: { title: 'Call with Sam', attendees: [{ name: 'Sam' }], eventType: 'virtual' },
      when: { start: at('2026-11-22T16:00:00-05:00') },
    });
  });

  it('takes the lowest step confidence for the whole', () => {
    const parsed = parse('add lunch Friday and also move standup to 10');
    expect(parsed.confidence).toBe(Math.min(...(parsed.parts ?? []).map((p) => p.confidence)));
  });

  it('holds every step when the person said not to act yet', () => {
    const parsed = parse("cancel my 3pm and book a call with Sam at 4 — don't change anything yet");
    expect(parsed.noAction).toBe(true);
    expect(parsed.clarification).toBe("I won't change anything yet. Should I go ahead with these changes?");
    expect(parsed.parts?.every((p) => p.noAction === true)).toBe(true);
  });

  it("passes a step's vague time up as the question", () => {
    expect(parse('cancel the retro and book coffee with Sam sometime soon').clarification).toBe(
      'Which day works — this week or next?',
    );
  });
});
