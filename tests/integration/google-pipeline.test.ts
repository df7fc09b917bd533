import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleCalendar, type GoogleCalendar } from '../../lib/adapters/google-calendar';
import { createMemoryActionStore } from '../../lib/adapters/memory-action-store';
import { createMemoryConversation } from '../../lib/adapters/memory-conversation';
import { createApprovals } from '../../lib/core/approvals/approvals';
import { eventIdSchema } from '../../lib/core/domain/calendar-event';
import { DEFAULT_PREFERENCES } from '../../lib/core/domain/preferences';
import { runTurn } from '../../lib/core/pipeline/run-turn';
import type { TurnInput } from '../../lib/core/pipeline/turn-context';
import type { TurnEvent } from '../../lib/core/pipeline/turn-event';
import { createFixedClock, createSequentialIds } from '../helpers/fakes';
import { startFakeCalendarServer, type FakeCalendarServer } from '../servers/fake-calendar-v3/index';

// Turns and approvals on Google Calendar (the loopback fake): what the side panel does once
// connected, without the browser. Repeating events are Google's instances here, so they can be
// changed one occurrence at a time or as a series.

const ME = 'me@example.com';
const NY = 'America/New_York';
const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const at = (iso: string): number => Date.parse(iso);

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
  const calendar: GoogleCalendar = createGoogleCalendar({
    apiBaseUrl: server.apiBaseUrl,
    tokens: { get: () => Promise.resolve(token), invalidate: () => Promise.resolve() },
    readCalendarIds: ['primary'],
    writeCalendarId: 'primary',
  });
  const clock = createFixedClock(NOW);
  const ids = createSequentialIds('k');
  const approvals = createApprovals({ store: createMemoryActionStore(), calendar, clock, ids });
  const events: TurnEvent[] = [];
  const context: TurnInput = {
    calendar,
    approvals,
    clock,
    ids,
    preferences: DEFAULT_PREFERENCES,
    timeZone: NY,
    source: 'chat',
    emit: (e) => events.push(e),
    conversation: createMemoryConversation(),
    freeBusy: calendar,
    sendUpdates: 'all',
    videoCalls: true,
    recurringEdits: true,
  };
  const ask = async (text: string) => {
    events.length = 0;
    await runTurn(text, context);
    const proposal = events.find((e): e is Extract<TurnEvent, { type: 'proposal' }> => e.type === 'proposal')?.proposal;
    const approval = events.find((e): e is Extract<TurnEvent, { type: 'approval' }> => e.type === 'approval')?.approval;
    const text_ = events.flatMap((e) => (e.type === 'text' ? [e.text] : []));
    return { proposal, approval, text: text_ };
  };
  return { calendar, approvals, ask };
}

function seedStandup(): void {
  server.seedEvent(ME, {
    id: 'standup0001',
    summary: 'Standup',
    start: { dateTime: '2026-11-23T09:00:00-05:00', timeZone: NY },
    end: { dateTime: '2026-11-23T09:15:00-05:00', timeZone: NY },
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  });
}

async function standupStarts(calendar: GoogleCalendar): Promise<string[]> {
  const week = { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-28T00:00:00-05:00') };
  const list = await calendar.listOccurrences(week, NY);
  return list
    .filter((o) => o.event.title === 'Standup')
    .map((o) =>
      new Date(o.start).toLocaleString('en-GB', { timeZone: NY, weekday: 'short', hour: '2-digit', minute: '2-digit' }),
    );
}

describe('planning on Google Calendar', () => {
  it('creates through approval with the invite notice, a Meet link on request, and the attendee’s busy time', async () => {
    const w = world();
    server.setFreeBusy('sam@acme.com', [{ start: '2026-11-23T14:00:00Z', end: '2026-11-23T18:00:00Z' }]);
    const { proposal } = await w.ask('video call with sam@acme.com tomorrow');
    expect(proposal?.notices).toContain('Sam will get an invite.');
    expect(proposal?.videoCall).toBe(true);
    // Sam is busy 9:00–13:00 New York time.
    expect(proposal?.start).toBeGreaterThanOrEqual(at('2026-11-23T13:00:00-05:00'));
    await w.approvals.approve(proposal?.token ?? '');
    const stored = server.events(ME).find((e) => e.summary === 'Video Call');
    expect(stored?.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(server.requests.find((r) => r.methodId === 'calendar.events.insert')?.query.sendUpdates).toEqual(['all']);
  });
});

describe('repeating events on Google Calendar', () => {
  it('moves just one occurrence by default, and says so', async () => {
    seedStandup();
    const w = world();
    const { proposal } = await w.ask('move my standup on Tuesday to 10am');
    expect(proposal?.notices?.[0]).toBe('Only this occurrence changes; say "all of them" to change the whole series.');
    const { audit } = await w.approvals.approve(proposal?.token ?? '');
    expect(audit.description).toContain('(this occurrence only)');
    expect(await standupStarts(w.calendar)).toEqual(['Mon 09:00', 'Tue 10:00', 'Wed 09:00', 'Thu 09:00', 'Fri 09:00']);

    await w.approvals.undo(audit.id);
    expect(await standupStarts(w.calendar)).toEqual(['Mon 09:00', 'Tue 09:00', 'Wed 09:00', 'Thu 09:00', 'Fri 09:00']);
  });

  it.each(['move my standup to 10am, all of them', 'move the whole standup series to 10am'])(
    'moves the whole series: %s',
    async (request) => {
      seedStandup();
      const w = world();
      const { proposal } = await w.ask(request);
      expect(proposal?.notices?.[0]).toBe('Every occurrence of the series changes.');
      const { audit } = await w.approvals.approve(proposal?.token ?? '');
      expect(await standupStarts(w.calendar)).toEqual(['Mon 10:00', 'Tue 10:00', 'Wed 10:00', 'Thu 10:00', 'Fri 10:00']);
      await expect(w.approvals.undo(audit.id)).rejects.toThrow(/Undo cannot put back a change to every "Standup" yet/);
    },
  );

  it('moves this and the following occurrences, leaving earlier ones', async () => {
    seedStandup();
    const w = world();
    const { proposal } = await w.ask('move the standup on Wednesday to 11am from now on');
    await w.approvals.approve(proposal?.token ?? '');
    expect(await standupStarts(w.calendar)).toEqual(['Mon 09:00', 'Tue 09:00', 'Wed 11:00', 'Thu 11:00', 'Fri 11:00']);
  });
});

describe('bulk changes on Google Calendar', () => {
  function seedFriday(): void {
    for (const [id, summary, hour] of [
      ['design00001', 'Design review', '10'],
      ['lunch000001', 'Lunch with Dana', '12'],
    ] as const) {
      server.seedEvent(ME, {
        id,
        summary,
        start: { dateTime: `2026-11-27T${hour}:00:00-05:00`, timeZone: NY },
        end: { dateTime: `2026-11-27T${hour}:30:00-05:00`, timeZone: NY },
        attendees: [
          { email: 'dana@corp.com', displayName: 'Dana' },
          { email: ME, self: true },
        ],
      });
    }
  }

  it('clears Friday as one unit, telling everyone as asked, and undo brings every event back quietly', async () => {
    seedFriday();
    const w = world();
    const { approval } = await w.ask('clear Friday for travel and tell everyone I had meetings with');
    expect(approval?.kind).toBe('bulk');
    expect(approval?.review.items.map((i) => i.title)).toEqual(['Design review', 'Lunch with Dana']);
    expect(approval?.review.notify.map((a) => a.email)).toEqual(['dana@corp.com']);
    expect(server.events(ME).filter((e) => e.status !== 'cancelled')).toHaveLength(2);

    const { audit } = await w.approvals.approve(approval?.token ?? '');
    expect(server.events(ME).filter((e) => e.status !== 'cancelled')).toHaveLength(0);
    const deletes = server.requests.filter((r) => r.methodId === 'calendar.events.delete');
    expect(deletes.map((r) => r.query.sendUpdates)).toEqual([['all'], ['all']]);

    await w.approvals.undo(audit.id);
    expect(
      server
        .events(ME)
        .filter((e) => e.status !== 'cancelled')
        .map((e) => e.summary)
        .sort(),
    ).toEqual(['Design review', 'Lunch with Dana']);
    const restores = server.requests.filter((r) => r.methodId === 'calendar.events.insert');
    expect(restores.map((r) => r.query.sendUpdates)).toEqual([['none'], ['none']]);
  });

  it('refuses the whole change when one event was edited on Google since, and deletes nothing', async () => {
    seedFriday();
    const w = world();
    const { approval } = await w.ask('cancel all my meetings on Friday');
    const lunch = await w.calendar.getEvent(eventIdSchema.parse('lunch000001'));
    if (lunch === undefined) throw new Error('missing');
    await w.calendar.updateEvent({ ...lunch, title: 'Lunch with Dana (moved room)' }, lunch.etag);
    await expect(w.approvals.approve(approval?.token ?? '')).rejects.toThrow(
      /"Lunch with Dana" changed after Kairos suggested this \(title was "Lunch with Dana", now "Lunch with Dana \(moved room\)"\)/,
    );
    expect(server.events(ME).filter((e) => e.status !== 'cancelled')).toHaveLength(2);
  });
});
