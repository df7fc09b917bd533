import { describe, expect, it } from 'vitest';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { Proposal, TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

// Revisions of the suggestion still on screen, in the words people use for them. Sunday 22 Nov 2026, New York.
const NOW = '2026-11-22T10:00:00-05:00';
const ZONE = 'America/New_York';

function proposals(events: TurnEvent[]): Proposal[] {
  return events.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : []));
}
const wallOf = (ms: number): string =>
  new Date(ms).toLocaleString('en-CA', { timeZone: ZONE, hour12: false, dateStyle: 'short', timeStyle: 'short' });
const at = (local: string): number => Date.parse(`${local}-05:00`);

describe('a new time for a suggested new event, said around fillers', () => {
  it.each([
    ['actually 3pm', '2026-11-23, 15:00'],
    ['no wait, 3pm', '2026-11-23, 15:00'],
    ['Let us say 4 pm.', '2026-11-23, 16:00'],
    ['actually 2:30 is better', '2026-11-23, 14:30'],
    ['make it 11', '2026-11-23, 11:00'],
    ['ok make it 1pm instead', '2026-11-23, 13:00'],
    ['actually make it tuesday at 4', '2026-11-24, 16:00'],
    ["I'd prefer 3pm", '2026-11-23, 15:00'],
    ['is 4pm free?', '2026-11-23, 16:00'],
    ['too early, 11?', '2026-11-23, 11:00'],
    ['same time tuesday', '2026-11-24, 10:00'],
  ])('"%s" revises the card to %s, and no event is made of the words', async (text, expected) => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 10am', w.context());
    await runTurn(text, w.context());
    const [first, revised] = proposals(w.events);
    if (first === undefined || revised === undefined) throw new Error('expected two proposals');
    expect(wallOf(revised.start)).toBe(expected);
    expect(revised.title).toBe(first.title);
    expect(revised.replaces).toBe(first.token);
    expect(await w.approvals.pending()).toHaveLength(1);
  });

  it('"actually call it …" renames the suggestion', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 10am', w.context());
    await runTurn('actually call it Budget review', w.context());
    const [first, renamed] = proposals(w.events);
    expect(renamed?.title).toBe('Budget review');
    expect(renamed?.start).toBe(first?.start);
  });
});

describe('a new time for a suggested move, said around fillers', () => {
  it.each([
    ['actually 4:30', '2026-11-24, 16:30'],
    ['no wait, 3pm', '2026-11-24, 15:00'],
    ['make it 11', '2026-11-24, 11:00'],
    ['actually 12:30 is better', '2026-11-24, 12:30'],
  ])('"%s" moves the same event to %s', async (text, expected) => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(
      timedDraft('vendor001', 'Vendor demo', '2026-11-24T09:00:00-05:00', '2026-11-24T10:00:00-05:00'),
    );
    await runTurn('move the vendor demo to 2pm', w.context());
    await runTurn(text, w.context());
    const [first, revised] = proposals(w.events);
    if (first === undefined || revised === undefined) throw new Error('expected two proposals');
    expect(revised.change).toBe('update');
    expect(wallOf(revised.start)).toBe(expected);
    expect(revised.replaces).toBe(first.token);
  });
});

describe('another day for a suggested new event', () => {
  it('searches the new day when no clock time was named, rather than keeping a time that clashes there', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow', w.context());
    const [first] = proposals(w.events);
    if (first === undefined) throw new Error('no proposal');
    // Tuesday is busy at the clock time Monday's suggestion has.
    const clock = wallOf(first.start).slice(12);
    const [hour, minute] = clock.split(':').map(Number);
    const busyStart = at(`2026-11-24T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`);
    await w.calendar.insertEvent(
      timedDraft(
        'busy00001',
        'Planning',
        new Date(busyStart - 3_600_000).toISOString(),
        new Date(busyStart + 3_600_000).toISOString(),
      ),
    );
    await runTurn('tuesday instead?', w.context());
    const moved = proposals(w.events)[1];
    if (moved === undefined) throw new Error('no revised proposal');
    expect(wallOf(moved.start).slice(0, 10)).toBe('2026-11-24');
    expect(moved.conflicts).toEqual([]);
  });

  it('keeps the clock time the person named', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 10am', w.context());
    await runTurn('what about Tuesday?', w.context());
    const moved = proposals(w.events)[1];
    expect(moved !== undefined && wallOf(moved.start)).toBe('2026-11-24, 10:00');
  });

  it('keeps the part of the day the person asked for', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow afternoon', w.context());
    await runTurn('friday instead?', w.context());
    const moved = proposals(w.events)[1];
    if (moved === undefined) throw new Error('no revised proposal');
    expect(wallOf(moved.start).slice(0, 10)).toBe('2026-11-27');
    expect(Number(wallOf(moved.start).slice(12, 14))).toBeGreaterThanOrEqual(12);
  });
});

describe('"any earlier times?" after a day with nothing free', () => {
  it('never offers a time that clashes with an event', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(timedDraft('busy00002', 'Workshop', '2026-11-23T08:00:00-05:00', '2026-11-23T13:00:00-05:00'));
    await w.calendar.insertEvent(timedDraft('busy00003', 'Offsite', '2026-11-23T13:30:00-05:00', '2026-11-23T20:00:00-05:00'));
    await runTurn('1 hour meeting with dana@corp.com tomorrow', w.context());
    await runTurn('any earlier times?', w.context());
    const events = await w.calendar.listOccurrences({ start: at('2026-11-23T00:00:00'), end: at('2026-11-24T00:00:00') }, ZONE);
    for (const p of proposals(w.events).slice(1)) {
      expect(events.filter((o) => o.start < p.end && o.end > p.start)).toEqual([]);
    }
  });
});
