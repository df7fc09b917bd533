import { describe, expect, it } from 'vitest';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { startOfZonedDay } from '../../../lib/core/time/zoned';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { only } from '../../helpers/turn-events';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const ZONE = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);

describe('what the page showed', () => {
  it('"Find a time for …" searches the week the calendar shows when the words name no time', async () => {
    const w = await createTestWorld(NOW);
    const range = { start: at('2026-12-07T00:00:00-05:00'), end: at('2026-12-14T00:00:00-05:00') };
    await runTurn('Find a time for design review', { ...w.context(), hint: { range } });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.start).toBeGreaterThanOrEqual(range.start);
    expect(proposal.end).toBeLessThanOrEqual(range.end);
  });

  it('a time in the words wins over the week on screen, and a week already past is not searched', async () => {
    const w = await createTestWorld(NOW);
    const past = { start: at('2026-11-09T00:00:00-05:00'), end: at('2026-11-16T00:00:00-05:00') };
    await runTurn('Find a time for design review tomorrow', { ...w.context(), hint: { range: past } });
    const { proposal } = only(w.events, 'proposal');
    expect(startOfZonedDay(proposal.start, ZONE)).toBe(at('2026-11-23T00:00:00-05:00'));
  });

  it('"Reschedule with Kairos" moves the event the dialog showed, even when two share its words', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(
      timedDraft('evt00001', 'Design review', '2026-11-24T10:00:00-05:00', '2026-11-24T10:30:00-05:00'),
    );
    await w.calendar.insertEvent(
      timedDraft('evt00002', 'Design review prep', '2026-11-24T09:00:00-05:00', '2026-11-24T09:30:00-05:00'),
    );
    await runTurn('Move “Design review” to Friday at 2pm', {
      ...w.context(),
      hint: { event: { title: 'Design review', eventId: 'evt00001' } },
    });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.change).toBe('update');
    expect(proposal.previous?.start).toBe(at('2026-11-24T10:00:00-05:00'));
    expect(proposal.start).toBe(at('2026-11-27T14:00:00-05:00'));
  });

  it('an event id the calendar does not know falls back to the one event of that title', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(
      timedDraft('evt00001', 'Design review', '2026-11-24T10:00:00-05:00', '2026-11-24T10:30:00-05:00'),
    );
    await runTurn('Move “Design review” to Friday at 2pm', {
      ...w.context(),
      hint: { event: { title: 'Design review', eventId: 'unknown0001' } },
    });
    expect(only(w.events, 'proposal').proposal.previous?.start).toBe(at('2026-11-24T10:00:00-05:00'));
  });
});

describe('Insert my availability', () => {
  it('offers 3–5 free times in working hours, spread over days, at most two a day, around busy time', async () => {
    const w = await createTestWorld('2026-11-23T08:00:00-05:00'); // Monday
    await w.calendar.insertEvent(timedDraft('evt00001', 'Offsite', '2026-11-23T09:00:00-05:00', '2026-11-23T17:00:00-05:00'));
    await runTurn('Find times to offer in this email', { ...w.context(), task: 'availability' });
    const { slots, timeZone } = only(w.events, 'availability');
    expect(timeZone).toBe(ZONE);
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(slots.length).toBeLessThanOrEqual(5);
    const days = slots.map((s) => startOfZonedDay(s.start, ZONE));
    for (const day of new Set(days)) expect(days.filter((d) => d === day).length).toBeLessThanOrEqual(2);
    for (const slot of slots) {
      expect(startOfZonedDay(slot.start, ZONE)).not.toBe(at('2026-11-23T00:00:00-05:00')); // the offsite fills Monday
      expect(slot.end - slot.start).toBe(30 * 60_000);
      const hour = Number(new Date(slot.start).toLocaleString('en-GB', { timeZone: ZONE, hour: '2-digit', hour12: false }));
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThan(17);
    }
    expect(await w.approvals.pending()).toEqual([]);
  });

  it('says so when the week is full', async () => {
    const w = await createTestWorld('2026-11-23T08:00:00-05:00');
    for (const [i, day] of ['23', '24', '25', '26', '27', '30'].entries()) {
      await w.calendar.insertEvent(
        timedDraft(`evt0000${String(i)}`, 'Busy', `2026-11-${day}T08:00:00-05:00`, `2026-11-${day}T18:00:00-05:00`),
      );
    }
    await w.calendar.insertEvent(timedDraft('evt00009', 'Busy', '2026-12-01T08:00:00-05:00', '2026-12-01T18:00:00-05:00'));
    await runTurn('Find times to offer in this email', { ...w.context(), task: 'availability' });
    expect(only(w.events, 'text').text).toMatch(/^I found no free 30-minute time in your working hours/);
  });
});
