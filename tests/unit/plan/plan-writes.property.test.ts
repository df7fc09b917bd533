import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../lib/core/domain/calendar-event';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-23T08:00:00-05:00'; // a Monday
const TITLES = ['Design review', 'Budget review', 'Standup', 'Lunch with Sam', 'Haircut', 'Sales meeting', 'Gym'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const GUESTS = [[], [{ email: 'sam@acme.com', name: 'Sam Lee' }], [{ email: 'omar@acme.com', name: 'Omar Haddad' }]];

const eventArb = fc.record({
  title: fc.constantFrom(...TITLES),
  day: fc.integer({ min: 0, max: 4 }),
  hour: fc.integer({ min: 8, max: 17 }),
  minutes: fc.constantFrom(30, 45, 60),
  guests: fc.integer({ min: 0, max: 2 }),
});

const requestArb = fc.oneof(
  fc.constantFrom(...TITLES).map((t) => `cancel the ${t.toLowerCase()}`),
  fc.constantFrom(...DAYS).map((d) => `clear my calendar on ${d} and tell anyone I had meetings with`),
  fc.constantFrom(...DAYS).map((d) => `cancel all my meetings on ${d}`),
  fc.tuple(fc.constantFrom(...TITLES), fc.constantFrom(...DAYS)).map(([t, d]) => `move the ${t.toLowerCase()} on ${d} to 4pm`),
  fc.constantFrom(...DAYS).map((d) => `move my ${d} meetings to the afternoon`),
  fc
    .tuple(fc.constantFrom(...TITLES), fc.constantFrom(...DAYS))
    .map(([t, d]) => `cancel my first meeting on ${d} and move the ${t.toLowerCase()} to 5pm`),
);

const comparable = (events: readonly CalendarEvent[]) =>
  events.map((e) => ({ ...e, etag: '', updatedAt: 0 })).sort((a, b) => a.id.localeCompare(b.id));

describe('Plans that write', () => {
  it('never write before approval, and approving then undoing every card restores the calendar exactly', async () => {
    let written = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 12 }), requestArb, async (specs, request) => {
        const world = await createTestWorld(NOW);
        for (const [i, s] of specs.entries()) {
          const start = new Date(Date.parse(`2026-11-${String(23 + s.day)}T${String(s.hour).padStart(2, '0')}:00:00-05:00`));
          const draft = timedDraft(
            `evt${String(i).padStart(5, '0')}`,
            s.title,
            start.toISOString(),
            new Date(start.getTime() + s.minutes * 60_000).toISOString(),
          );
          await world.calendar.insertEvent({ ...draft, attendees: GUESTS[s.guests] ?? [] });
        }
        const original = comparable(await world.calendar.allEvents());
        await runTurn(request, world.context());
        expect(comparable(await world.calendar.allEvents())).toEqual(original);
        const tokens = world.events.flatMap((e) => (e.type === 'approval' ? [e.approval.token] : []));
        const audits = [];
        for (const token of tokens) audits.push((await world.approvals.approve(token)).audit);
        if (tokens.length > 0) written++;
        for (const audit of audits.reverse()) await world.approvals.undo(audit.id);
        expect(comparable(await world.calendar.allEvents())).toEqual(original);
      }),
      // A fixed seed keeps CI reproducible; change it locally to explore other calendars.
      { numRuns: 40, seed: 20261124 },
    );
    // The property holds for runs that wrote something: most requests here find events to change.
    expect(written).toBeGreaterThan(10);
  }, 120_000);
});
