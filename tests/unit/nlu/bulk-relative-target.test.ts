import { describe, expect, it } from 'vitest';
import { readTargetPhrase, weeksLaterSaid } from '../../../lib/core/nlu/bulk-move-target';
import { readBulkRequest, type BulkReading, type BulkRequest } from '../../../lib/core/nlu/read-bulk-request';
import { NY, at, parse } from './nlu-fixtures';

// Sunday 22 Nov 2026, 10:00 New York: "next week" is 23–29 Nov, the week after it 30 Nov – 6 Dec.

/** Read as the bulk path reads it, whatever intent the rules gave (a model may say bulk where they do not). */
function read(text: string): BulkReading {
  return readBulkRequest(text, { ...parse(text), intent: 'bulk' }, NY.now, NY.timeZone);
}

function request(text: string): BulkRequest {
  const reading = read(text);
  if (reading.kind !== 'request') throw new Error(`"${text}" was answered: ${reading.text}`);
  return reading.request;
}

function reply(text: string): string {
  const reading = read(text);
  if (reading.kind !== 'reply') throw new Error(`"${text}" was read as a request: ${JSON.stringify(reading.request)}`);
  return reading.text;
}

const NEXT_WEEK = { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-30T00:00:00-05:00') };
const WEEK = 7 * 1440;

describe("weeksLaterSaid: a destination counted from the events' own week", () => {
  it.each<[string, number]>([
    ['the week after', 1],
    ['week after', 1],
    ['The Week After', 1],
    ['the week after that', 1],
    ['the week following', 1],
    ['the following week', 1],
    ['following wk', 1],
    ['the wk after', 1],
    ['the week after,', 1],
    ['the same days the week after', 1],
    ['the week after, same days', 1],
    ['the same time the following week', 1],
    ['a week later', 1],
    ['one week later', 1],
    ['a week on', 1],
    ['two weeks later', 2],
    ['2 weeks on', 2],
    ['1 wk out', 1],
    ['three weeks later', 3],
  ])('reads "%s" as %i week(s) on', (said, weeks) => {
    expect(weeksLaterSaid(said)).toBe(weeks);
  });

  it.each([
    'the week after the offsite',
    'the week after next',
    'next week',
    'a week',
    'the week',
    'after the week',
    'the week after christmas',
    'week after the launch',
    'later',
    'the following monday',
  ])('leaves "%s" alone', (said) => {
    expect(weeksLaterSaid(said)).toBeUndefined();
  });

  it('reads "the same days next week" as next week, and a week after something else as unclear', () => {
    expect(readTargetPhrase('the same days next week', NY.now, NY.timeZone)).toMatchObject({ kind: 'week' });
    expect(readTargetPhrase('the week after the offsite', NY.now, NY.timeZone)).toMatchObject({ kind: 'unclear' });
    expect(readTargetPhrase('the week after', NY.now, NY.timeZone)).toEqual({ kind: 'weeks_later', weeks: 1 });
  });
});

describe('readBulkRequest: "to the week after" moves each event 7 days, same weekday and clock', () => {
  it.each([
    'reschedule everything i have with brightline next week to the week after',
    'push everything from next week to the week after',
    'move all of next week’s meetings to the following week',
    'MOVE ALL MY MEETINGS NEXT WEEK TO THE WEEK AFTER',
    'can u move all my calls next week to the week after pls',
    'ugh next week is packed, move all my meetings next week to the following week',
    'Could you kindly shift every meeting of next week to the week after, thank you',
    'move all my meetings next week to the same days the week after',
    'reschedule all next week’s 1:1s to the wk after',
  ])('reads "%s"', (text) => {
    const r = request(text);
    expect(r.operation).toEqual({ kind: 'move', move: { kind: 'days', days: 7 } });
    expect(r.selection.range).toEqual(NEXT_WEEK);
  });

  it('keeps the organisation said with the events ("with brightline") among the people', () => {
    const r = request('reschedule everything i have with brightline next week to the week after');
    expect(r.selection.attendees.map((a) => a.name?.toLowerCase())).toEqual(['brightline']);
  });

  it.each([
    ['move all my friday meetings to the week after', 7],
    ['push all my Friday meetings two weeks later', 14],
  ])('counts "%s" from the events\' own day', (text, days) => {
    const r = request(text);
    const move = r.operation.kind === 'move' ? r.operation.move : undefined;
    // "two weeks later" is the amount reader's (a shift); "to the week after" a move of days: both 7 × n days.
    expect(move?.kind === 'days' ? move.days * 1440 : move?.kind === 'shift' ? move.minutes : undefined).toBe(days * 1440);
  });

  it('reads "bump all of next week\'s standups by a week" as a week later', () => {
    expect(request("bump all of next week's standups by a week").operation).toEqual({
      kind: 'move',
      move: { kind: 'shift', minutes: WEEK },
    });
  });

  it.each(['move all my meetings to the week after', 'push every standup to the following week'])(
    'asks which week "%s" counts from when the events\' time is not said',
    (text) => {
      expect(reply(text)).toMatch(/which events/i);
    },
  );

  it.each([
    'move all my meetings next week to the week after the offsite',
    'move every standup next week to the week after christmas party',
  ])('does not take "%s" as a 7-day shift', (text) => {
    const reading = read(text);
    if (reading.kind === 'request')
      expect(reading.request.operation).not.toEqual({ kind: 'move', move: { kind: 'days', days: 7 } });
    else expect(reading.text).toMatch(/where should they go/i);
  });
});
