import { describe, expect, it } from 'vitest';
import { planRequestToJson } from '../../../lib/cli/plan-request-command';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { newLengthOf } from '../../../lib/core/pipeline/new-length-of';
import { toZonedIso } from '../../../lib/core/time/zoned';

const ZONE = 'America/New_York';
const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: ZONE };
const at = (iso: string): number => Date.parse(iso);
const whenOf = (said: string): { start: string; end?: string } | undefined => {
  const { when } = parseRequest(said, NY);
  if (when === undefined) return undefined;
  return { start: toZonedIso(when.start, ZONE), ...(when.end === undefined ? {} : { end: toZonedIso(when.end, ZONE) }) };
};

describe('an edit that names a new end keeps the start', () => {
  it.each([
    ['stretch my 11am until 12:15', 735],
    ['let the planning session run till 6pm', 1080],
    ['the offsite should wrap up by 3:30', 930],
    ['could you make the demo finish at noon', 720],
    ['end the workshop at 4:45 please', 1005],
    ['prolong the retro to 5pm', 1020],
  ])('%s', (said, endMinutes) => {
    const edit = parseEdit(said, NY.now, ZONE);
    expect(edit.change).toEqual({ endMinutes });
  });

  it('never moves the event to the end said', () => {
    const edit = parseEdit('stretch my 11am until 12:15', NY.now, ZONE);
    expect(edit.change.newTime).toBeUndefined();
    expect(edit.target.clock).toBe(660);
  });

  it.each([
    ['extend the review to 2 hours', { durationMinutes: 120 }],
    ['move the run to 5', { newTime: { kind: 'clock', minutes: 1020, halfDay: true } }],
  ])('leaves a length or a move as it was: %s', (said, change) => {
    expect(parseEdit(said, NY.now, ZONE).change).toEqual(change);
  });

  it('plans the new end as a change of length the card shows', () => {
    const { plan } = planRequestToJson('stretch the board prep until 4:30pm', NY) as {
      plan: { tasks: { taskType: string; params: { edit?: { change?: unknown } } }[] } | null;
    };
    expect(plan?.tasks[0]?.taskType).toBe('ProposeEventChange');
    expect(plan?.tasks[0]?.params.edit?.change).toEqual({ endMinutes: 990 });
  });

  it('works out the new length from the event found', () => {
    const current = { start: at('2026-11-25T15:00:00-05:00'), end: at('2026-11-25T15:30:00-05:00') };
    expect(newLengthOf({ endMinutes: 990 }, current, ZONE)).toBe(90);
    expect(newLengthOf({ endMinutes: 1440 }, current, ZONE)).toBe(540);
    // An end before the start changes nothing.
    expect(newLengthOf({ endMinutes: 840 }, current, ZONE)).toBe(30);
    expect(newLengthOf({ durationDeltaMinutes: -40 }, current, ZONE)).toBe(5);
  });
});

describe("an edit's time is where the event goes", () => {
  it.each([
    ['shift my 9:30 to 10:45', { start: '2026-11-24T10:45:00-05:00' }],
    ['push my two pm to three thirty', { start: '2026-11-24T15:30:00-05:00' }],
    ['move the offsite from monday to wednesday at 8am', { start: '2026-11-25T08:00:00-05:00' }],
    ["can we move friday's review to the morning", { start: '2026-11-27T08:00:00-05:00', end: '2026-11-27T12:00:00-05:00' }],
    ['stretch my 11am until 12:15', { start: '2026-11-24T11:00:00-05:00', end: '2026-11-24T12:15:00-05:00' }],
  ])('%s', (said, want) => {
    expect(parseRequest(said, NY).intent).toBe('update_event');
    expect(whenOf(said)).toEqual(want);
  });
});
