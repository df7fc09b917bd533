import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleCalendar, type GoogleCalendar } from '../../lib/adapters/google-calendar';
import { createMemoryActionStore } from '../../lib/adapters/memory-action-store';
import { createApprovals } from '../../lib/core/approvals/approvals';
import { toDraft } from '../../lib/core/approvals/execute-change';
import type { SingleChange } from '../../lib/core/approvals/pending-action';
import { eventIdSchema, type CalendarEvent } from '../../lib/core/domain/calendar-event';
import { failureOf } from '../helpers/failure-of';
import { createFixedClock, createSequentialIds } from '../helpers/fakes';
import { startFakeCalendarServer, type FakeCalendarServer } from '../servers/fake-calendar-v3/index';

// A bulk write of 20 changes (creates, moves, deletes) through the real Google adapter against the
// loopback Calendar v3, with rate limits, server errors and connections dropped after Google acted.
// What the person must get: a clear report when it stops, a Retry that finishes only the rest, no
// event made twice, no write lost, and one undo that puts the calendar back as it was.

const ME = 'me@example.com';
const NY = 'America/New_York';
const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const HOUR = 3_600_000;
const week = { start: Date.parse('2026-11-23T00:00:00-05:00'), end: Date.parse('2026-11-30T00:00:00-05:00') };

let server: FakeCalendarServer;

beforeEach(async () => {
  server = await startFakeCalendarServer({ account: ME, timeZone: NY });
});

afterEach(async () => {
  const violations = [...server.violations];
  await server.close();
  expect(violations).toEqual([]);
});

function world() {
  const token = server.issueToken();
  const sleeps: number[] = [];
  const calendar: GoogleCalendar = createGoogleCalendar({
    apiBaseUrl: server.apiBaseUrl,
    tokens: { get: () => Promise.resolve(token), invalidate: () => Promise.resolve() },
    readCalendarIds: ['primary'],
    writeCalendarId: 'primary',
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
  });
  const store = createMemoryActionStore();
  const approvals = createApprovals({ store, calendar, clock: createFixedClock(NOW), ids: createSequentialIds('k') });
  return { calendar, approvals, store, sleeps };
}

/** 14 meetings across the week: 7 to move, 7 to delete. */
async function seedWeek(calendar: GoogleCalendar): Promise<CalendarEvent[]> {
  const seeded: CalendarEvent[] = [];
  for (let i = 0; i < 14; i++) {
    const day = 23 + (i % 5);
    const hour = 8 + Math.floor(i / 5) * 2;
    const at = (h: number) => `2026-11-${String(day)}T${String(h).padStart(2, '0')}:00:00-05:00`;
    const id = `seed0000${String(i).padStart(2, '0')}`;
    server.seedEvent(ME, {
      id,
      summary: `Meeting ${String(i + 1).padStart(2, '0')}`,
      start: { dateTime: at(hour), timeZone: NY },
      end: { dateTime: at(hour + 1), timeZone: NY },
    });
    const event = await calendar.getEvent(eventIdSchema.parse(id));
    if (event === undefined) throw new Error(`seed ${id} not readable`);
    seeded.push(event);
  }
  return seeded;
}

/** 20 changes, interleaved: create, move (two hours later), delete, …, then a move and a delete. */
function planOf(seeded: readonly CalendarEvent[]): SingleChange[] {
  const targets = [...seeded];
  const next = (): CalendarEvent => {
    const event = targets.shift();
    if (event === undefined) throw new Error('not enough seeded events');
    return event;
  };
  const changes: SingleChange[] = [];
  let created = 0;
  for (let i = 0; i < 20; i++) {
    const slot = i < 18 ? i % 3 : i - 17;
    if (slot === 0) {
      created++;
      const start = Date.parse(`2026-11-28T${String(8 + created).padStart(2, '0')}:00:00-05:00`);
      changes.push({
        kind: 'create',
        event: {
          id: eventIdSchema.parse(`added0000${String(created)}`),
          title: `Added ${String(created)}`,
          time: { kind: 'timed', start, end: start + HOUR / 2, timeZone: NY },
          attendees: [],
          transparency: 'opaque',
        },
      });
    } else if (slot === 1) {
      const before = next();
      if (before.time.kind !== 'timed') throw new Error('timed only');
      const time = { ...before.time, start: before.time.start + 2 * HOUR, end: before.time.end + 2 * HOUR };
      changes.push({ kind: 'update', before, after: { ...toDraft(before), time } });
    } else {
      changes.push({ kind: 'delete', before: next() });
    }
  }
  return changes;
}

/** What the person sees in the week: title and start of every live event, sorted. */
async function shown(calendar: GoogleCalendar): Promise<string[]> {
  const occurrences = await calendar.listOccurrences(week, NY);
  return occurrences.map((o) => `${o.event.title} @ ${new Date(o.start).toISOString()}`).sort();
}

/** The week as the plan means to leave it, worked out from the plan rather than from the calendar. */
function intended(before: readonly string[], changes: readonly SingleChange[]): string[] {
  const after = new Set(before);
  for (const change of changes) {
    if (change.kind === 'create' && change.event.time.kind === 'timed') {
      after.add(`${change.event.title} @ ${new Date(change.event.time.start).toISOString()}`);
    } else if (change.kind !== 'create' && change.before.time.kind === 'timed') {
      after.delete(`${change.before.title} @ ${new Date(change.before.time.start).toISOString()}`);
      if (change.kind === 'update' && change.after.time.kind === 'timed') {
        after.add(`${change.after.title} @ ${new Date(change.after.time.start).toISOString()}`);
      }
    }
  }
  return [...after].sort();
}

/** How many stored events (cancelled ones too) carry each title: a duplicate shows as 2. */
function titleCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of server.events(ME)) {
    const title = String(event.summary);
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  return counts;
}

const live = () => server.events(ME).filter((e) => e.status !== 'cancelled');

describe('a bulk write of 20 changes under faults', () => {
  it('stops with a clear report, and Retry finishes only the rest: no duplicates, no lost writes, one undo', async () => {
    const w = world();
    const seeded = await seedWeek(w.calendar);
    const original = await shown(w.calendar);
    const changes = planOf(seeded);
    const goal = intended(original, changes);
    const action = await w.approvals.suggest({ change: { kind: 'bulk', changes }, description: 'Plan the week', source: 'chat' });

    // First approval: a 429 and a 500 the adapter absorbs; then the 4th delete (change 11) is made
    // by Google but its answer is lost, and every repeat is rate limited until the adapter gives up.
    server.inject({ methodId: 'calendar.events.insert', status: 429, reason: 'rateLimitExceeded', skip: 1 });
    server.inject({ methodId: 'calendar.events.patch', status: 500, reason: 'backendError', skip: 2 });
    server.inject({ methodId: 'calendar.events.delete', dropResponse: true, skip: 3 });
    server.inject({ methodId: 'calendar.events.delete', status: 429, reason: 'rateLimitExceeded', skip: 4, times: 4 });
    const first = await failureOf(w.approvals.approve(action.token));
    expect(first).toMatchObject({
      code: 'action_incomplete',
      retryable: true,
      message:
        'Made 11 of 20 changes; 9 were not made because Google Calendar is rate limiting Kairos. Press Retry to finish the other 9.',
    });
    const stopped = await w.approvals.get(action.token);
    expect(stopped).toMatchObject({ status: 'failed', retryable: true });
    const partial = await w.store.getAudit(stopped.auditId ?? '');
    expect(partial?.doneParts).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Change 11's delete landed though the adapter reported failure: Google has it cancelled.
    const change11 = changes[11];
    expect(change11?.kind).toBe('delete');
    if (change11?.kind !== 'delete') throw new Error('plan');
    expect(server.event(ME, change11.before.id)?.status).toBe('cancelled');

    // Retry 1: the lost delete counts as made; the next insert is made, but every answer is dropped.
    server.inject({ methodId: 'calendar.events.insert', dropResponse: true, times: 5 });
    expect((await failureOf(w.approvals.retry(action.token))).message).toBe(
      'Made 12 of 20 changes; 8 were not made because Google Calendar could not be reached. Press Retry to finish the other 8.',
    );
    expect(server.event(ME, 'added00005')?.status).toBe('confirmed');

    // Retry 2: the insert is sent again and finds its own event (409); the next move lands with its
    // answer lost, and the repeats meet an outage.
    server.inject({ methodId: 'calendar.events.patch', dropResponse: true });
    server.inject({ methodId: 'calendar.events.patch', status: 503, reason: 'backendError', skip: 1, times: 4 });
    expect((await failureOf(w.approvals.retry(action.token))).message).toBe(
      'Made 13 of 20 changes; 7 were not made because Google Calendar is busy right now. Press Retry to finish the other 7.',
    );

    // Retry 3: the lost move reads as the plan leaves it, so it counts as made; the rest go through.
    const { action: executed, audit } = await w.approvals.retry(action.token);
    expect(executed.status).toBe('executed');
    expect(audit.id).toBe(stopped.auditId);
    expect(audit.doneParts).toBeUndefined();
    expect(audit.etagsAfter?.map((etag) => etag === null)).toEqual(changes.map((c) => c.kind === 'delete'));
    expect(await w.approvals.history(10)).toHaveLength(1);

    // Exactly the intended week: every write made once, none lost, nothing made twice.
    expect(await shown(w.calendar)).toEqual(goal);
    expect(live()).toHaveLength(13);
    expect([...titleCounts().values()].every((n) => n === 1)).toBe(true);
    const inserted = server.requests.filter((r) => r.methodId === 'calendar.events.insert' && r.status === 200);
    expect(inserted.map((r) => (r.body as { id?: string }).id).sort()).toEqual([
      'added00001',
      'added00002',
      'added00003',
      'added00004',
      'added00005',
      'added00006',
    ]);

    // One undo for the whole change puts the calendar back as it was.
    await w.approvals.undo(audit.id);
    expect(await shown(w.calendar)).toEqual(original);
    expect(live()).toHaveLength(14);
    expect([...titleCounts().values()].every((n) => n === 1)).toBe(true);
  });

  it('finishes on the first approval when the adapter’s own retries absorb every fault', async () => {
    const w = world();
    const seeded = await seedWeek(w.calendar);
    const original = await shown(w.calendar);
    const changes = planOf(seeded);
    const action = await w.approvals.suggest({ change: { kind: 'bulk', changes }, description: 'Plan the week', source: 'chat' });

    server.inject({ methodId: 'calendar.events.insert', status: 429, reason: 'rateLimitExceeded', skip: 1, times: 2 });
    server.inject({ methodId: 'calendar.events.insert', dropResponse: true, skip: 4 });
    server.inject({ methodId: 'calendar.events.patch', status: 500, reason: 'backendError', skip: 2 });
    server.inject({ methodId: 'calendar.events.patch', dropResponse: true, skip: 5 });
    server.inject({ methodId: 'calendar.events.delete', status: 503, reason: 'backendError', skip: 1, times: 3 });
    server.inject({ methodId: 'calendar.events.delete', dropResponse: true, skip: 6 });
    const { action: executed, audit } = await w.approvals.approve(action.token);

    expect(executed.status).toBe('executed');
    expect(audit.doneParts).toBeUndefined();
    expect(await shown(w.calendar)).toEqual(intended(original, changes));
    expect([...titleCounts().values()].every((n) => n === 1)).toBe(true);
    // Each fault cost one backoff, and the dropped answers were sorted out by the repeat: 409, 412, 410.
    expect(w.sleeps).toHaveLength(2 + 1 + 1 + 3 + 1 + 1);
    const statuses = (methodId: string) => server.requests.filter((r) => r.methodId === methodId).map((r) => r.status);
    expect(statuses('calendar.events.insert').filter((s) => s === 409)).toHaveLength(1);
    expect(statuses('calendar.events.patch').filter((s) => s === 412)).toHaveLength(1);
    expect(statuses('calendar.events.delete').filter((s) => s === 410)).toHaveLength(1);

    await w.approvals.undo(audit.id);
    expect(await shown(w.calendar)).toEqual(original);
  });

  it('puts everything back when a write fails for a reason Retry cannot fix, and offers no Retry', async () => {
    const w = world();
    const seeded = await seedWeek(w.calendar);
    const original = await shown(w.calendar);
    const changes = planOf(seeded);
    const action = await w.approvals.suggest({ change: { kind: 'bulk', changes }, description: 'Plan the week', source: 'chat' });

    server.inject({ methodId: 'calendar.events.patch', status: 403, reason: 'forbiddenForNonOrganizer', skip: 3 });
    const error = await failureOf(w.approvals.approve(action.token));
    expect(error).toMatchObject({ code: 'calendar_forbidden', retryable: false });
    expect(error.message).toMatch(
      /^Changing "Meeting 07" failed: Only the organiser can change this event in Google Calendar — ask them to\. The 10 change\(s\) already made were put back, so nothing was changed\.$/,
    );
    expect(await shown(w.calendar)).toEqual(original);
    expect(live()).toHaveLength(14);
    expect((await w.approvals.get(action.token)).retryable).toBeUndefined();
    expect(await w.approvals.history(10)).toEqual([]);
    expect((await failureOf(w.approvals.retry(action.token))).code).toBe('action_not_pending');
  });
});
