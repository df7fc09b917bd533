import { describe, expect, it } from 'vitest';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld } from '../../helpers/fakes';
import { EVENTS, NOW, ZONE, runAndApprove } from './selection-world';

// Requests said the way people say them: lengths changed in a step, "the dec 15 one", others'
// wishes, stories that ask nothing. Now: Tue 24 Nov 2026, 09:00 New York (selection-world.ts).

/** Runs one request, approves its card, and gives each event's title and time afterwards, by id. */
async function afterApproving(text: string): Promise<{ events: Map<string, string>; said: string }> {
  const world = await createTestWorld(NOW, ZONE);
  for (const e of EVENTS) await world.calendar.insertEvent(e);
  await runTurn(text, world.context());
  const approval = world.events.find((e) => e.type === 'approval');
  if (approval?.type === 'approval') await world.approvals.approve(approval.approval.token);
  const range = { start: Date.parse('2026-11-20T00:00:00-05:00'), end: Date.parse('2027-01-10T00:00:00-05:00') };
  const events = new Map<string, string>();
  for (const o of await world.calendar.listOccurrences(range, ZONE)) {
    const clock = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
    // Each title's occurrences, in order: "20:00–20:45Z 20:00–20:45Z" for a series.
    const times = `${clock(o.start)}–${clock(o.end)}Z`;
    const before = events.get(o.event.title);
    events.set(o.event.title, before === undefined ? times : `${before} ${times}`);
  }
  const said = world.events.flatMap((e) => (e.type === 'text' ? [e.text] : e.type === 'answer' ? [e.answer.text] : [])).join(' ');
  return { events, said };
}

describe('steps that change a length', () => {
  it('extends an event by an amount in a step and answers what follows it', async () => {
    const { events, said } = await afterApproving("tack 15 min onto the end of the contract review and tell me what's before it");
    expect(events.get('Contract review')).toBe('18:30–19:45Z');
    expect(said).toContain('Lunch with Omar');
  });

  it('renames and stretches the same event in one card', async () => {
    const { events } = await afterApproving("call the year-end review with Priya 'Performance review' and stretch it to 90 min");
    expect(events.has('Year-end review with Priya')).toBe(false);
    expect(events.get('Performance review')).toBe('19:00–20:30Z');
  });
});

describe('steps that borrow from the one before', () => {
  it('reads "the dec 15 one" as the same kind of event on that day', async () => {
    const outcome = await runAndApprove('cancel the spanish classes on dec 1 & 8, and push the dec 15 one to 5pm');
    expect(outcome.removed).toEqual([
      'Spanish class @ 2026-12-01 16:00',
      'Spanish class @ 2026-12-08 16:00',
      'Spanish class @ 2026-12-15 16:00',
    ]);
    expect(outcome.added).toEqual(['Spanish class @ 2026-12-15 17:00']);
  });

  it('collapses an acronym spelled letter by letter ("the q b r")', async () => {
    const { proposal } = await runAndApprove('move the q b r to 4pm');
    expect(proposal?.title).toBe('Quarterly business review');
    expect(proposal?.start).toBe(Date.parse('2026-12-01T16:00:00-05:00'));
  });
});

describe('what other people want, and what they are doing', () => {
  it('moves the event with the company someone is from ("the guy from Brightline asked if we could…")', async () => {
    const { proposal } = await runAndApprove(
      'the guy from Brightline asked if we could start the contract review half an hour earlier',
    );
    expect(proposal?.title).toBe('Contract review');
    expect(proposal?.start).toBe(Date.parse('2026-12-04T13:00:00-05:00'));
  });

  it('moves the event a company\'s people want elsewhere ("the Sakura folks want…")', async () => {
    const { proposal } = await runAndApprove('the Sakura folks want the partner call at 2pm instead');
    expect(proposal?.title).toBe('Partner call');
    expect(proposal?.start).toBe(Date.parse('2026-11-27T14:00:00-05:00'));
  });

  it('moves the event with the person who asked, by the amount asked ("Priya asked to bump…")', async () => {
    const { proposal } = await runAndApprove('Priya asked to bump our year-end review by 30 min');
    expect(proposal?.title).toBe('Year-end review with Priya');
    expect(proposal?.start).toBe(Date.parse('2026-12-11T14:30:00-05:00'));
  });

  it('changes nothing when told what someone else is doing', async () => {
    const outcome = await runAndApprove("hannah's moving house on tue 8 dec");
    expect(outcome.removed).toEqual([]);
    expect(outcome.added).toEqual([]);
    expect(outcome.proposal).toBeUndefined();
    expect(outcome.said).toMatch(/Nothing is changed/);
  });

  it('takes an event off with "knock … off"', async () => {
    const outcome = await runAndApprove("knock the haircut off, can't make it");
    expect(outcome.removed).toEqual(['Haircut @ 2026-12-01 18:00']);
  });
});

describe('many changed alike, and conditions said last', () => {
  it('shortens every event of a kind to the length said, each keeping its start', async () => {
    const { events } = await afterApproving('shorten every spanish class in december to 45 minutes');
    expect(events.get('Spanish class')).toBe('21:00–21:45Z 21:00–21:45Z 21:00–21:45Z 21:00–21:45Z');
  });

  it('moves only the next one when "upcoming" names one event ("my upcoming spanish class")', async () => {
    const outcome = await runAndApprove('move my upcoming spanish class to 5pm');
    expect(outcome.removed).toEqual([]);
    expect(outcome.proposal?.title).toBe('Spanish class');
    expect(outcome.proposal?.start).toBe(Date.parse('2026-12-01T17:00:00-05:00'));
  });

  it('checks a condition said after the request before acting ("only cancel … if …")', async () => {
    const kept = await runAndApprove('only cancel the haircut on dec 1 if I have more than three meetings that day');
    expect(kept.removed).toEqual([]);
    expect(kept.said).toMatch(/changed nothing/);
    const gone = await runAndApprove('cancel the haircut on dec 1 if I have fewer than three meetings that day');
    expect(gone.removed).toEqual(['Haircut @ 2026-12-01 18:00']);
  });

  it('moves the exception a scene\'s window keeps ("…in that window, but the review should go to Thursday")', async () => {
    const outcome = await runAndApprove(
      "I'm at a customer site Wed 2 Dec from 9 till 1. Clear my meetings in that window, but the security review should go to Thursday afternoon",
    );
    expect(outcome.removed).toEqual(['Deal review: Brightline @ 2026-12-02 10:00', 'Security review @ 2026-12-02 11:00']);
    expect(outcome.added).toEqual(['Security review @ 2026-12-03 12:00']);
  });
});

describe('where an event goes, said by another event or by an hour alone', () => {
  it('moves an event into the slot the step before freed', async () => {
    const outcome = await runAndApprove('cancel the partner call on nov 27 and slide the pipeline review that day into its spot');
    expect(outcome.removed).toEqual(['Partner call @ 2026-11-27 11:00', 'Pipeline review @ 2026-11-27 10:00']);
    expect(outcome.added).toEqual(['Pipeline review @ 2026-11-27 11:00']);
  });

  it('says "into its slot" back when the step before names no one event', async () => {
    const outcome = await runAndApprove('cancel my meetings on nov 27 and move the yoga class into its slot');
    expect(outcome.added).toEqual([]);
  });

  it('reads an hour said without am or pm nearer the event ("move game night to 8" is 8pm)', async () => {
    expect((await runAndApprove('move game night to 8')).proposal?.start).toBe(Date.parse('2026-11-28T20:00:00-05:00'));
    expect((await runAndApprove('move game night to 8am')).proposal?.start).toBe(Date.parse('2026-11-28T08:00:00-05:00'));
    expect((await runAndApprove('move the yoga class to 10')).proposal?.start).toBe(Date.parse('2026-11-28T10:00:00-05:00'));
  });
});
