import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import type { TaskInput } from '../../../lib/core/plan/plan-schema';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';

function planOf(text: string): TaskInput[] {
  const ctx = { now: NOW, timeZone: ZONE };
  return buildPlan(text, parseRequest(text, ctx), ctx)?.tasks ?? [];
}

const types = (tasks: TaskInput[]) => tasks.map((t) => t.taskType);
const only = (tasks: TaskInput[], type: string) => tasks.filter((t) => t.taskType === type);

describe('a message of several steps as one Plan', () => {
  it.each([
    'cancel the dentist and move the haircut to 5pm',
    'Drop the dentist. Then push the haircut to 5pm please',
    'delete dentist appointment move haircut to 5pm',
  ])('does every step of %j, each after its own confirmation', (text) => {
    const tasks = planOf(text);
    expect(only(tasks, 'DeleteEvents')).toHaveLength(1);
    expect(only(tasks, 'UpdateEvents')).toHaveLength(1);
    expect(only(tasks, 'FindEvents').map((t) => (t.params.query as { title?: string }).title)).toEqual([
      expect.stringMatching(/dentist/),
      'haircut',
    ]);
  });

  it.each([
    [
      "rename the deal desk on the 4th to 'Deal desk: Q4 close' and move it to 4pm",
      { rename: 'Deal desk: Q4 close', clock: '16:00' },
    ],
    ["push the retro to 3pm and call it 'Retro + pizza'", { rename: 'Retro + pizza', clock: '15:00' }],
  ])('makes "%s" one change of one event: "it" is the event just named', (text, want) => {
    const tasks = planOf(text);
    expect(types(tasks)).toEqual(['FindEvents', 'GenerateProposedUpdates', 'RequestUserConfirmation', 'UpdateEvents']);
    expect(only(tasks, 'GenerateProposedUpdates')[0]?.params).toMatchObject({
      rename: want.rename,
      move: { kind: 'clock', clock: want.clock },
    });
  });

  it('reads "the one on Monday" as the person of the step before', () => {
    const tasks = planOf('set up a call with Kenji next Wednesday at 7pm, then delete the one on Monday');
    expect(types(tasks)[0]).toBe('ProposeEventTime');
    expect(only(tasks, 'FindEvents')[0]?.params.query).toMatchObject({
      people: [{ name: 'Kenji' }],
      range: { start: '2026-11-30T00:00:00-05:00', end: '2026-12-01T00:00:00-05:00' },
    });
  });

  it('reads "that day" and "that afternoon" as the day of the step before', () => {
    const day = planOf('block 2 hours on friday dec 11 afternoon for planning and cancel the pipeline review that day');
    expect(only(day, 'FindEvents')[0]?.params.query).toMatchObject({
      title: 'pipeline review',
      range: { start: '2026-12-11T00:00:00-05:00', end: '2026-12-12T00:00:00-05:00' },
    });
    const afternoon = planOf('add focus time on dec 9 at 2pm for 2 hours and clear everything else that afternoon');
    const query = only(afternoon, 'FindEvents')[0]?.params.query as { title?: string; range?: { start: string } };
    expect(query.title).toBeUndefined();
    expect(query.range?.start).toBe('2026-12-09T12:00:00-05:00');
  });

  it('starts an event asked for "right after" where the step before leaves its event, known once that step has run', () => {
    const moved = planOf('Move my 1:1 with Priya on Monday to 5pm and book 15 min with Dana right after');
    const generate = only(moved, 'GenerateProposedUpdates')[0];
    expect(only(moved, 'ProposeEventTime')[0]?.params).toMatchObject({
      nextTo: { side: 'after', events: `${generate?.id ?? ''}.result.slots` },
      request: { entities: { durationMinutes: 15, attendees: [{ name: 'Dana' }] } },
    });
    const booked = planOf('schedule lunch with Carlos on dec 10 at 12 then a 30 min call with Priya straight afterwards');
    const [lunch, call] = only(booked, 'ProposeEventTime');
    expect(call?.params.nextTo).toEqual({ side: 'after', events: `${lunch?.id ?? ''}.result` });
    expect(
      only(planOf('move the pricing workshop to 4pm and set up a prep with Hannah just before'), 'ProposeEventTime')[0]?.params,
    ).toMatchObject({ nextTo: { side: 'before' } });
  });

  it('answers "who\'s coming" from the events of the step before', () => {
    const tasks = planOf("move the sales meeting to 4:30 and tell me who's coming");
    const find = only(tasks, 'FindEvents');
    expect(find).toHaveLength(1);
    expect(only(tasks, 'AnswerQuestion')[0]?.params).toEqual({ question: 'who', events: `${find[0]?.id ?? ''}.result.events` });
  });

  it('counts after the cancel before it, so the answer is what is left', () => {
    const tasks = planOf('Cancel the interview today and tell me how many interviews I have left this year');
    const remove = only(tasks, 'DeleteEvents')[0];
    const count = tasks.find((t) => t.taskType === 'FindEvents' && t.params.allowEmpty === true);
    expect(count?.dependsOn).toContain(remove?.id);
  });

  it('answers a question asked in its own sentence, after a change', () => {
    const tasks = planOf('delete the webinar dry run. also what time is my lunch with sam?');
    expect(types(tasks)).toContain('DeleteEvents');
    expect(only(tasks, 'AnswerQuestion')[0]?.params.question).toBe('when');
  });

  it('says which step it did not do rather than dropping it', () => {
    const tasks = planOf('cancel the dentist and make the haircut in person');
    expect(types(tasks)).toContain('DeleteEvents');
    expect(only(tasks, 'FormatFinalResponse')[0]?.params.text).toMatch(/“make the haircut in person”/);
  });

  it('reads the message whole when a piece of it asks for nothing', () => {
    const tasks = planOf("i'm off sick today. cancel my 3pm");
    expect(types(tasks)).toEqual(['FindEvents', 'RequestUserConfirmation', 'DeleteEvents']);
  });

  it('leaves "book lunch and move it to 1" to the one-event path: the event is not there yet to move', () => {
    expect(planOf('book lunch with Sam at noon and move it to 1')).toEqual([]);
  });
  it.each([
    [
      'move the harbor point sync on the sixteenth to eleven and then book an hour with fiona on the eighteenth at one',
      '2026-12-18T13:00:00-05:00',
    ],
    ['cancel the yoga on saturday and add a run at 8am instead', '2026-11-28T08:00:00-05:00'],
  ])("a new event keeps the day it says in words, and only a bare clock takes the step before's: %j", (text, start) => {
    const request = only(planOf(text), 'ProposeEventTime')[0]?.params.request as
      { when?: { start: number }; entities: { title?: string; attendees?: unknown[] } } | undefined;
    expect(new Date(request?.when?.start ?? 0).toISOString()).toBe(new Date(start).toISOString());
    // A day added to words that had one garbled the step: "…at one on December 16" lost Fiona to the title.
    expect(request?.entities.title).toMatch(/^(?:Meeting with Fiona|Run)$/);
    if (/fiona/.test(text)) expect(request?.entities.attendees).toEqual([{ name: 'Fiona' }]);
  });
});
