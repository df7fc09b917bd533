import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleCalendar, type GoogleCalendar, type GoogleCalendarConfig } from '../../lib/adapters/google-calendar';
import { toDraft } from '../../lib/core/approvals/execute-change';
import { eventIdSchema, type CalendarEvent, type EventDraft } from '../../lib/core/domain/calendar-event';
import { failureOf } from '../helpers/failure-of';
import type { AccessTokens } from '../../lib/ports/access-token';
import { startFakeCalendarServer, type FakeCalendarServer } from '../servers/fake-calendar-v3/index';

// The Google adapter against a loopback Calendar v3 that checks every request against Google's
// discovery document (server.violations) and answers with Google's semantics.

const ME = 'me@example.com';
const TEAM = 'team@group.calendar.google.com';
const NY = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);

let server: FakeCalendarServer;
let tokens: AccessTokens & { invalidated: string[]; first: string };
let sleeps: number[];

beforeEach(async () => {
  server = await startFakeCalendarServer({
    account: ME,
    timeZone: NY,
    calendars: [
      { id: TEAM, summary: 'Team', accessRole: 'writer', timeZone: 'Europe/London' },
      { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', accessRole: 'reader' },
    ],
  });
  tokens = tokensOver(server);
  sleeps = [];
});

afterEach(async () => {
  const violations = [...server.violations];
  await server.close();
  expect(violations).toEqual([]);
});

/** Tokens as the extension holds them: one at a time, a fresh one after invalidate. */
function tokensOver(fake: FakeCalendarServer): AccessTokens & { invalidated: string[]; first: string } {
  const first = fake.issueToken();
  let current = first;
  const invalidated: string[] = [];
  return {
    first,
    invalidated,
    get: () => Promise.resolve(current),
    invalidate: (token) => {
      invalidated.push(token);
      current = fake.issueToken();
      return Promise.resolve();
    },
  };
}

function google(config: Partial<GoogleCalendarConfig> = {}): GoogleCalendar {
  return createGoogleCalendar({
    apiBaseUrl: server.apiBaseUrl,
    tokens,
    readCalendarIds: ['primary'],
    writeCalendarId: 'primary',
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...config,
  });
}

const coffee = (fields: Partial<EventDraft> = {}): EventDraft => ({
  id: eventIdSchema.parse('coffee00001'),
  title: 'Coffee',
  time: { kind: 'timed', start: at('2026-11-23T15:00:00-05:00'), end: at('2026-11-23T15:30:00-05:00'), timeZone: NY },
  attendees: [],
  transparency: 'opaque',
  ...fields,
});

const week = { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-30T00:00:00-05:00') };

/** Someone else edits the event in Google Calendar (another client, same account). */
async function editElsewhere(calendarId: string, id: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server.apiBaseUrl}/calendars/${encodeURIComponent(calendarId)}/events/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${server.issueToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const calls = (methodId: string) => server.requests.filter((r) => r.methodId === methodId);
const live = (calendarId: string) => server.events(calendarId).filter((e) => e.status !== 'cancelled');

describe('Google Calendar adapter: calendars and settings', () => {
  it('lists every calendar with its role, the primary one under its real id', async () => {
    const calendars = await google().listCalendars();
    expect(calendars).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ME, primary: true, accessRole: 'owner' }),
        expect.objectContaining({ id: TEAM, summary: 'Team', primary: false, accessRole: 'writer', timeZone: 'Europe/London' }),
        expect.objectContaining({ id: 'holidays@group.v.calendar.google.com', accessRole: 'reader' }),
      ]),
    );
  });

  it('reads the time zone of the person’s Calendar settings', async () => {
    expect(await google().settingsTimeZone()).toBe(NY);
    server.setTimeZone('Europe/Paris');
    expect(await google().settingsTimeZone()).toBe('Europe/Paris');
  });
});

describe('Google Calendar adapter: single events', () => {
  it('inserts with the client id, reads, updates and deletes, the etag changing on every write', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee({ description: 'Beans' }), { sendUpdates: 'none' });
    expect(created).toMatchObject({ id: 'coffee00001', title: 'Coffee', description: 'Beans', calendarId: ME });
    expect(created.time).toEqual(coffee().time);
    expect(calls('calendar.events.insert')[0]?.query.sendUpdates).toEqual(['none']);
    expect(await calendar.getEvent(created.id)).toEqual(created);

    const updated = await calendar.updateEvent({ ...toDraft(created), title: 'Tea' }, created.etag, { sendUpdates: 'all' });
    expect(updated).toMatchObject({ title: 'Tea', description: 'Beans' });
    expect(updated.etag).not.toBe(created.etag);
    // Only what changed was sent, guarded by the etag Kairos read.
    const patch = calls('calendar.events.patch')[0];
    expect(patch?.body).toEqual({ summary: 'Tea' });
    expect(patch?.headers['if-match']).toBe(created.etag);

    await calendar.deleteEvent(created.id, updated.etag);
    expect(await calendar.getEvent(created.id)).toBeUndefined();
    expect(server.event(ME, 'coffee00001')?.status).toBe('cancelled');
  });

  it('leaves fields Kairos does not model untouched on update', async () => {
    server.seedEvent(ME, {
      id: 'coffee00001',
      summary: 'Coffee',
      start: { dateTime: '2026-11-23T15:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-11-23T15:30:00-05:00', timeZone: NY },
      colorId: '5',
      reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 5 }] },
      attendees: [
        { email: 'ana@example.com', responseStatus: 'accepted' },
        { email: 'room-1@resource.calendar.google.com', resource: true, responseStatus: 'accepted' },
      ],
    });
    const calendar = google();
    const current = await calendar.getEvent(eventIdSchema.parse('coffee00001'));
    if (current === undefined) throw new Error('seeded event missing');
    expect(current.attendees.map((a) => a.email)).toEqual(['ana@example.com']);
    await calendar.updateEvent(
      { ...toDraft(current), attendees: [...current.attendees, { email: 'bo@example.com' }] },
      current.etag,
    );
    const stored = server.event(ME, 'coffee00001');
    expect(stored?.colorId).toBe('5');
    expect(stored?.reminders).toEqual({ useDefault: false, overrides: [{ method: 'popup', minutes: 5 }] });
    expect((stored?.attendees as { email: string }[]).map((a) => a.email)).toEqual([
      'ana@example.com',
      'bo@example.com',
      'room-1@resource.calendar.google.com',
    ]);
  });

  it('keeps an event written in another zone in its zone', async () => {
    const tokyo = coffee({
      time: {
        kind: 'timed',
        start: at('2026-11-24T09:00:00+09:00'),
        end: at('2026-11-24T10:00:00+09:00'),
        timeZone: 'Asia/Tokyo',
      },
    });
    const created = await google().insertEvent(tokyo);
    expect(created.time).toEqual(tokyo.time);
    expect(server.event(ME, 'coffee00001')?.start).toEqual({ dateTime: '2026-11-24T09:00:00+09:00', timeZone: 'Asia/Tokyo' });
  });

  it('returns the existing event when an insert is repeated with the same id', async () => {
    const calendar = google();
    const first = await calendar.insertEvent(coffee());
    const again = await calendar.insertEvent(coffee({ title: 'Coffee again' }));
    expect(again).toEqual(first);
    expect(live(ME)).toHaveLength(1);
  });

  it('makes exactly one event when an insert’s answer is lost and the insert is sent again', async () => {
    server.inject({ methodId: 'calendar.events.insert', dropResponse: true });
    const created = await google().insertEvent(coffee());
    expect(created).toMatchObject({ id: 'coffee00001', title: 'Coffee' });
    expect(calls('calendar.events.insert')).toHaveLength(2);
    expect(server.events(ME)).toHaveLength(1);
  });

  it('brings a deleted event back when it is inserted again (undo of a delete)', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee({ location: 'Café' }));
    await calendar.deleteEvent(created.id, created.etag);
    const restored = await calendar.insertEvent(toDraft(created));
    expect(restored).toMatchObject({ id: created.id, title: 'Coffee', location: 'Café' });
    expect(await calendar.getEvent(created.id)).toEqual(restored);
    expect(server.event(ME, 'coffee00001')?.status).toBe('confirmed');
    expect(server.events(ME)).toHaveLength(1);
  });

  it('never overwrites an event changed since it was read (412)', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee());
    await editElsewhere(ME, created.id, { summary: 'Renamed elsewhere' });
    const error = await failureOf(calendar.updateEvent({ ...toDraft(created), title: 'Tea' }, created.etag));
    expect(error.code).toBe('stale_target');
    expect(error.message).toContain('Renamed elsewhere');
    expect(server.event(ME, created.id)?.summary).toBe('Renamed elsewhere');
  });

  it('refuses when the event changes between Kairos’s read and its patch', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee());
    // Someone's change lands between Kairos's read and its patch: Google answers 412 to the guarded patch.
    server.inject({ methodId: 'calendar.events.patch', status: 412, reason: 'conditionNotMet' });
    const error = await failureOf(calendar.updateEvent({ ...toDraft(created), title: 'Tea' }, created.etag));
    expect(error.code).toBe('stale_target');
    expect(calls('calendar.events.patch')).toHaveLength(1);
    expect(server.event(ME, created.id)?.summary).toBe('Coffee');
  });

  it('accepts its own update when the first answer was lost and the repeat is refused as stale', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee());
    server.inject({ methodId: 'calendar.events.patch', dropResponse: true });
    const updated = await calendar.updateEvent({ ...toDraft(created), title: 'Tea' }, created.etag);
    expect(updated.title).toBe('Tea');
    expect(calls('calendar.events.patch').map((r) => r.status)).toEqual([200, 412]);
  });

  it('refuses a stale delete, treats deleting a deleted event as done, and reports an unknown one', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee());
    await editElsewhere(ME, created.id, { summary: 'Renamed elsewhere' });
    expect((await failureOf(calendar.deleteEvent(created.id, created.etag))).code).toBe('stale_target');
    const current = await calendar.getEvent(created.id);
    if (current === undefined) throw new Error('expected the event');
    await calendar.deleteEvent(created.id, current.etag);
    await calendar.deleteEvent(created.id, current.etag);
    expect((await failureOf(calendar.deleteEvent(eventIdSchema.parse('nosuchevent1'), '"1"'))).code).toBe('not_found');
  });

  it('deletes once when the delete’s answer is lost and the delete is sent again', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee());
    server.inject({ methodId: 'calendar.events.delete', dropResponse: true });
    await calendar.deleteEvent(created.id, created.etag);
    expect(calls('calendar.events.delete').map((r) => r.status)).toEqual([204, 410]);
    expect(await calendar.getEvent(created.id)).toBeUndefined();
  });

  it('turns a timed event into an all-day one', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee());
    const allDay = { kind: 'allDay', startDate: '2026-11-23', endDate: '2026-11-24' } as const;
    const updated = await calendar.updateEvent({ ...toDraft(created), time: allDay }, created.etag);
    expect(updated.time).toEqual(allDay);
    expect((await calendar.getEvent(created.id))?.time).toEqual(allDay);
  });

  it('asks Google for a Meet link and reads it back', async () => {
    const created = await google().insertEvent(coffee({ conference: {} }));
    expect(created.conference?.url).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(calls('calendar.events.insert')[0]?.query.conferenceDataVersion).toEqual(['1']);
  });

  it('adds a Meet link to an event that has none when an update asks for one', async () => {
    const calendar = google();
    const created = await calendar.insertEvent(coffee());
    const updated = await calendar.updateEvent({ ...toDraft(created), conference: {} }, created.etag);
    expect(updated.conference?.url).toMatch(/^https:\/\/meet\.google\.com\//);
  });

  it('writes to the calendar the draft names and labels what it reads with that calendar', async () => {
    const calendar = google({ readCalendarIds: ['primary', TEAM] });
    const created = await calendar.insertEvent(coffee({ calendarId: TEAM }));
    expect(created.calendarId).toBe(TEAM);
    expect(await calendar.getEvent(created.id, TEAM)).toEqual(created);
    expect(await calendar.getEvent(created.id)).toBeUndefined();
  });

  it('says the person cannot change a calendar they can only read', async () => {
    const error = await failureOf(google().insertEvent(coffee({ calendarId: 'holidays@group.v.calendar.google.com' })));
    expect(error.code).toBe('calendar_forbidden');
  });
});

describe('Google Calendar adapter: listing', () => {
  it('lists occurrences of every read calendar, sorted, all-day first, cancelled ones left out', async () => {
    server.seedEvent(ME, {
      summary: 'Late',
      start: { dateTime: '2026-11-23T16:00:00-05:00' },
      end: { dateTime: '2026-11-23T17:00:00-05:00' },
    });
    server.seedEvent(ME, {
      summary: 'Holiday',
      start: { date: '2026-11-23' },
      end: { date: '2026-11-24' },
      transparency: 'transparent',
    });
    server.seedEvent(TEAM, {
      summary: 'Early (team)',
      start: { dateTime: '2026-11-23T14:00:00Z', timeZone: 'Europe/London' },
      end: { dateTime: '2026-11-23T15:00:00Z', timeZone: 'Europe/London' },
    });
    server.seedEvent(ME, {
      summary: 'Gone',
      status: 'cancelled',
      start: { dateTime: '2026-11-23T12:00:00-05:00' },
      end: { dateTime: '2026-11-23T13:00:00-05:00' },
    });
    server.seedEvent(ME, {
      summary: 'Next week',
      start: { dateTime: '2026-11-30T09:00:00-05:00' },
      end: { dateTime: '2026-11-30T10:00:00-05:00' },
    });

    const day = { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-24T00:00:00-05:00') };
    const occurrences = await google({ readCalendarIds: ['primary', TEAM] }).listOccurrences(day, NY);
    expect(occurrences.map((o) => o.event.title)).toEqual(['Holiday', 'Early (team)', 'Late']);
    expect(occurrences.map((o) => o.event.calendarId)).toEqual([ME, TEAM, ME]);
    expect(occurrences[0]).toMatchObject({ allDay: true, start: day.start, end: day.end });
    expect(occurrences[2]).toMatchObject({ allDay: false, start: at('2026-11-23T16:00:00-05:00') });
    // A zoneless timed event takes its calendar's zone.
    expect(occurrences[2]?.event.time).toMatchObject({ timeZone: NY });
  });

  it('places all-day events at the midnights of the zone asked for', async () => {
    server.seedEvent(ME, { summary: 'Holiday', start: { date: '2026-11-26' }, end: { date: '2026-11-27' } });
    const [holiday] = await google().listOccurrences(week, 'Asia/Tokyo');
    expect(holiday).toMatchObject({ allDay: true, start: at('2026-11-26T00:00:00+09:00'), end: at('2026-11-27T00:00:00+09:00') });
  });

  it('keeps one copy of an event seen on two calendars, the one on the calendar Kairos writes to', async () => {
    const times = { start: { dateTime: '2026-11-24T10:00:00-05:00' }, end: { dateTime: '2026-11-24T11:00:00-05:00' } };
    server.seedEvent(TEAM, { summary: 'Planning (team copy)', iCalUID: 'planning@example.com', ...times });
    server.seedEvent(ME, { summary: 'Planning', iCalUID: 'planning@example.com', ...times });
    const occurrences = await google({ readCalendarIds: [TEAM, 'primary', ME] }).listOccurrences(week, NY);
    expect(occurrences.map((o) => [o.event.title, o.event.calendarId])).toEqual([['Planning', ME]]);
    // "primary" and the account's own id are one calendar, read once.
    expect(calls('calendar.events.list')).toHaveLength(2);
  });

  it('expands a series into its instances with their series id, and lists them by events.instances too', async () => {
    const series = server.seedEvent(ME, {
      summary: 'Standup',
      start: { dateTime: '2026-11-23T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-11-23T09:15:00-05:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=10'],
    });
    const calendar = google();
    const occurrences = await calendar.listOccurrences(week, NY);
    expect(occurrences).toHaveLength(7);
    expect(occurrences[0]?.event).toMatchObject({
      title: 'Standup',
      recurringEventId: series.id,
      originalStart: at('2026-11-23T14:00:00Z'),
    });
    const instances = await calendar.listInstances(String(series.id), week);
    expect(instances.map((e) => e.id)).toEqual(occurrences.map((o) => o.event.id));
    const listCall = calls('calendar.events.list')[0];
    expect(listCall?.query).toMatchObject({ singleEvents: ['true'], orderBy: ['startTime'], maxResults: ['2500'] });
  });

  it('reads every page of a long list', async () => {
    for (let day = 0; day < 3; day++) {
      for (let hour = 0; hour < 1000; hour++) {
        const start = at('2026-11-24T00:00:00Z') + day * 86_400_000 + (hour % 24) * 3_600_000 + Math.floor(hour / 24) * 60_000;
        server.seedEvent(ME, {
          summary: `e${String(day)}-${String(hour)}`,
          start: { dateTime: new Date(start).toISOString() },
          end: { dateTime: new Date(start + 60_000).toISOString() },
        });
      }
    }
    const occurrences = await google().listOccurrences(week, NY);
    expect(occurrences).toHaveLength(3000);
    expect(calls('calendar.events.list').length).toBeGreaterThan(1);
  });
});

describe('Google Calendar adapter: free/busy', () => {
  it('answers busy time for someone visible and not_visible for someone who is not', async () => {
    server.setFreeBusy('ana@example.com', [{ start: '2026-11-24T15:00:00Z', end: '2026-11-24T16:00:00Z' }]);
    const answers = await google().query(['ana@example.com', 'ghost@example.com'], week);
    expect(answers.get('ana@example.com')).toEqual({
      kind: 'busy',
      busy: [{ start: at('2026-11-24T15:00:00Z'), end: at('2026-11-24T16:00:00Z') }],
    });
    expect(answers.get('ghost@example.com')).toEqual({ kind: 'not_visible' });
  });

  it('asks about at most 50 people per request', async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `person${String(i)}@example.com`);
    const answers = await google().query(emails, week);
    expect(answers.size).toBe(120);
    expect(calls('calendar.freebusy.query').map((r) => (r.body as { items: unknown[] }).items.length)).toEqual([50, 50, 20]);
  });
});

describe('Google Calendar adapter: failures', () => {
  it('refreshes a revoked token once and carries on', async () => {
    server.revokeToken(tokens.first);
    expect(await google().settingsTimeZone()).toBe(NY);
    expect(tokens.invalidated).toEqual([tokens.first]);
  });

  it('asks the person to reconnect when the fresh token is refused too', async () => {
    // A revoked grant: every token Google sees is refused, the fresh one included.
    const revoked = server.issueToken();
    server.revokeToken(revoked);
    const invalidated: string[] = [];
    const stuck: AccessTokens = {
      get: () => Promise.resolve(revoked),
      invalidate: (token) => {
        invalidated.push(token);
        return Promise.resolve();
      },
    };
    const error = await failureOf(google({ tokens: stuck }).settingsTimeZone());
    expect(error).toMatchObject({ code: 'calendar_auth', message: 'Google sign-in expired — reconnect in Kairos options.' });
    expect(invalidated).toEqual([revoked]);
    expect(calls('calendar.settings.get')).toHaveLength(2);
  });

  it('backs off on 429 and 503 and then succeeds', async () => {
    server.inject({ methodId: 'calendar.settings.get', status: 429, reason: 'rateLimitExceeded' });
    server.inject({ methodId: 'calendar.settings.get', status: 503, reason: 'backendError' });
    expect(await google().settingsTimeZone()).toBe(NY);
    expect(sleeps).toEqual([250, 500]);
  });

  it('says Google is unavailable after four retries', async () => {
    server.inject({ methodId: 'calendar.settings.get', status: 503, reason: 'backendError', times: 5 });
    const error = await failureOf(google().settingsTimeZone());
    expect(error).toMatchObject({ code: 'calendar_unavailable', retryable: true });
    expect(sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it('says Google could not be reached when nothing answers', async () => {
    const calendar = createGoogleCalendar({
      apiBaseUrl: 'http://127.0.0.1:9/calendar/v3',
      tokens,
      readCalendarIds: ['primary'],
      writeCalendarId: 'primary',
      sleep: () => Promise.resolve(),
    });
    const error = await failureOf(calendar.settingsTimeZone());
    expect(error).toMatchObject({
      code: 'calendar_unavailable',
      message: 'Google Calendar could not be reached — check the connection and try again.',
      retryable: true,
    });
  });
});

describe('Google Calendar adapter: recurring edits', () => {
  async function weeklySeries(calendar: GoogleCalendar, rule = 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6'): Promise<CalendarEvent[]> {
    server.seedEvent(ME, {
      id: 'standup0001',
      summary: 'Standup',
      start: { dateTime: '2026-11-23T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-11-23T09:30:00-05:00', timeZone: NY },
      recurrence: [rule],
    });
    return calendar.listInstances('standup0001', { start: at('2026-11-01T00:00:00Z'), end: at('2027-03-01T00:00:00Z') });
  }

  const mondays = async (calendar: GoogleCalendar) =>
    (await calendar.listOccurrences({ start: at('2026-11-01T00:00:00Z'), end: at('2027-03-01T00:00:00Z') }, NY)).map((o) => ({
      title: o.event.title,
      start: new Date(o.start).toISOString(),
    }));

  const moveBy = (event: CalendarEvent, ms: number): EventDraft => {
    if (event.time.kind !== 'timed') throw new Error('expected a timed occurrence');
    return { ...toDraft(event), time: { ...event.time, start: event.time.start + ms, end: event.time.end + ms } };
  };

  it('changes one occurrence alone', async () => {
    const calendar = google();
    const instances = await weeklySeries(calendar);
    const third = instances[2];
    if (third === undefined) throw new Error('expected six instances');
    const moved = await calendar.updateRecurring(third, moveBy(third, 3_600_000), 'this');
    expect(moved).toMatchObject({ id: third.id, recurringEventId: 'standup0001' });
    const all = await mondays(calendar);
    expect(all.map((o) => o.start)).toEqual([
      '2026-11-23T14:00:00.000Z',
      '2026-11-30T14:00:00.000Z',
      '2026-12-07T15:00:00.000Z',
      '2026-12-14T14:00:00.000Z',
      '2026-12-21T14:00:00.000Z',
      '2026-12-28T14:00:00.000Z',
    ]);
  });

  it('changes the whole series, moving it as the occurrence was moved', async () => {
    const calendar = google();
    const instances = await weeklySeries(calendar);
    const third = instances[2];
    if (third === undefined) throw new Error('expected six instances');
    // One day and one hour later: Tuesdays at 10:00.
    const series = await calendar.updateRecurring(third, { ...moveBy(third, 25 * 3_600_000), title: 'Sync' }, 'all');
    expect(series).toMatchObject({ id: 'standup0001', title: 'Sync', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6'] });
    const all = await mondays(calendar);
    expect(all).toHaveLength(6);
    expect(all.every((o) => o.title === 'Sync')).toBe(true);
    expect(all[0]?.start).toBe('2026-11-24T15:00:00.000Z');
  });

  it('splits the series for this and following: the old one ends before, a new one carries the rest', async () => {
    const calendar = google();
    const instances = await weeklySeries(calendar);
    const fourth = instances[3];
    if (fourth === undefined) throw new Error('expected six instances');
    const created = await calendar.updateRecurring(
      fourth,
      { ...moveBy(fourth, 3_600_000), title: 'Standup (later)' },
      'following',
    );
    expect(created).toMatchObject({ title: 'Standup (later)', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3'] });
    expect(server.event(ME, 'standup0001')?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261214T135959Z']);
    const all = await mondays(calendar);
    expect(all).toEqual([
      { title: 'Standup', start: '2026-11-23T14:00:00.000Z' },
      { title: 'Standup', start: '2026-11-30T14:00:00.000Z' },
      { title: 'Standup', start: '2026-12-07T14:00:00.000Z' },
      { title: 'Standup (later)', start: '2026-12-14T15:00:00.000Z' },
      { title: 'Standup (later)', start: '2026-12-21T15:00:00.000Z' },
      { title: 'Standup (later)', start: '2026-12-28T15:00:00.000Z' },
    ]);
  });

  it('makes one new series when a split is retried', async () => {
    const calendar = google();
    const instances = await weeklySeries(calendar, 'RRULE:FREQ=WEEKLY;BYDAY=MO');
    const fourth = instances[3];
    if (fourth === undefined) throw new Error('expected instances');
    server.inject({ methodId: 'calendar.events.insert', dropResponse: true });
    await calendar.updateRecurring(fourth, { ...toDraft(fourth), title: 'Renamed' }, 'following');
    expect(server.events(ME).filter((e) => e.recurrence !== undefined)).toHaveLength(2);
  });

  it('treats this-and-following from the first occurrence as the whole series', async () => {
    const calendar = google();
    const [first] = await weeklySeries(calendar);
    if (first === undefined) throw new Error('expected instances');
    const series = await calendar.updateRecurring(first, { ...toDraft(first), title: 'Renamed' }, 'following');
    expect(series).toMatchObject({ id: 'standup0001', title: 'Renamed' });
    expect(server.events(ME).filter((e) => e.recurrence !== undefined)).toHaveLength(1);
  });

  it('moves a whole series by wall-clock time across a change of clocks', async () => {
    const calendar = google();
    server.seedEvent(ME, {
      id: 'saturday001',
      summary: 'Run',
      start: { dateTime: '2027-02-27T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2027-02-27T10:00:00-05:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=SA;COUNT=4'],
    });
    const instances = await calendar.listInstances('saturday001', {
      start: at('2027-02-01T00:00:00Z'),
      end: at('2027-04-01T00:00:00Z'),
    });
    const third = instances[2];
    if (third === undefined || third.time.kind !== 'timed') throw new Error('expected a timed third instance');
    // Saturday 13 March 09:00 EST to Sunday 14 March 09:00 EDT: 23 hours, but one day on the wall clock.
    const sunday = { ...third.time, start: at('2027-03-14T09:00:00-04:00'), end: at('2027-03-14T10:00:00-04:00') };
    const series = await calendar.updateRecurring(third, { ...toDraft(third), time: sunday }, 'all');
    expect(series.time).toMatchObject({ start: at('2027-02-28T09:00:00-05:00'), end: at('2027-02-28T10:00:00-05:00') });
    expect(series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=SU;COUNT=4']);
  });

  it('splits an all-day series at a date, and keeps the video call on the new series', async () => {
    const calendar = google();
    server.seedEvent(ME, {
      id: 'offsite0001',
      summary: 'Offsite',
      start: { date: '2026-11-23' },
      end: { date: '2026-11-24' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=5'],
    });
    const withCall = await calendar.getEvent(eventIdSchema.parse('offsite0001'));
    if (withCall === undefined) throw new Error('expected the series');
    const series = await calendar.updateEvent({ ...toDraft(withCall), conference: {} }, withCall.etag);
    const instances = await calendar.listInstances('offsite0001', week);
    const third = instances[2];
    if (third === undefined) throw new Error('expected instances');
    const created = await calendar.updateRecurring(third, { ...toDraft(third), title: 'Offsite (remote)' }, 'following');
    expect(server.event(ME, 'offsite0001')?.recurrence).toEqual(['RRULE:FREQ=DAILY;UNTIL=20261124']);
    expect(created).toMatchObject({
      title: 'Offsite (remote)',
      time: { kind: 'allDay', startDate: '2026-11-25', endDate: '2026-11-26' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
      conference: series.conference,
    });
    const titles = (await calendar.listOccurrences(week, NY)).map((o) => o.event.title);
    expect(titles).toEqual(['Offsite', 'Offsite', 'Offsite (remote)', 'Offsite (remote)', 'Offsite (remote)']);
  });

  it('refuses to edit an occurrence that changed since it was listed', async () => {
    const calendar = google();
    const instances = await weeklySeries(calendar);
    const third = instances[2];
    if (third === undefined) throw new Error('expected six instances');
    await editElsewhere(ME, third.id, { summary: 'Moved elsewhere' });
    for (const scope of ['this', 'all', 'following'] as const) {
      expect((await failureOf(calendar.updateRecurring(third, { ...toDraft(third), title: 'X' }, scope))).code).toBe(
        'stale_target',
      );
    }
  });
});
