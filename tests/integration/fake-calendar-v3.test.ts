import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCalendarServer, type FakeCalendarServer, type GoogleEventJson } from '../servers/fake-calendar-v3/index';

// The loopback Google Calendar v3 itself, spoken to with plain fetch: if it drifts from Google, every
// adapter test built on it drifts too.
const ACCOUNT = 'me@example.com';
const TEAM = 'team@group.calendar.google.com';
const HOLIDAYS = 'holidays@group.v.calendar.google.com';
const NY = 'America/New_York';

let server: FakeCalendarServer;
let token: string;

beforeEach(async () => {
  server = await startFakeCalendarServer({
    account: ACCOUNT,
    timeZone: NY,
    calendars: [
      { id: TEAM, summary: 'Team', accessRole: 'writer' },
      { id: HOLIDAYS, summary: 'Holidays', accessRole: 'reader', timeZone: 'UTC' },
    ],
  });
  token = server.issueToken();
});

afterEach(async () => {
  await server.close();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

interface ErrorBody {
  error: { code: number; message: string; status: string; errors: { domain: string; reason: string; message: string }[] };
}

interface EventsPage {
  items: GoogleEventJson[];
  nextPageToken?: string;
  timeZone: string;
  accessRole: string;
}

interface Call {
  body?: unknown;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  auth?: string | null;
}

async function call(method: string, path: string, options: Call = {}): Promise<Answer> {
  const url = new URL(path.startsWith('http') ? path : server.apiBaseUrl + path);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(key, one);
  }
  const auth = options.auth === undefined ? token : options.auth;
  const headers: Record<string, string> = { ...options.headers };
  if (auth !== null) headers.Authorization = `Bearer ${auth}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  return { status: response.status, headers: response.headers, text, body };
}

const reasonOf = (answer: Answer): string | undefined => (answer.body as unknown as ErrorBody).error.errors[0]?.reason;
const messageOf = (answer: Answer): string => (answer.body as unknown as ErrorBody).error.message;
const page = (answer: Answer): EventsPage => answer.body as unknown as EventsPage;
const events = (calendar = 'primary') => `/calendars/${encodeURIComponent(calendar)}/events`;

const timed = (summary: string, start: string, end: string, extra: GoogleEventJson = {}): GoogleEventJson => ({
  summary,
  start: { dateTime: start },
  end: { dateTime: end },
  ...extra,
});

async function insert(event: GoogleEventJson, calendar = 'primary'): Promise<GoogleEventJson> {
  const answer = await call('POST', events(calendar), { body: event });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('auth and CORS', () => {
  it('answers 401 with Google authError body without a token, with an unknown one, and with a revoked one', async () => {
    const missing = await call('GET', '/users/me/calendarList', { auth: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      error: {
        code: 401,
        message: expect.stringMatching(
          /^Request had invalid authentication credentials\. Expected OAuth 2 access token/,
        ) as string,
        errors: [
          {
            message: 'Invalid Credentials',
            domain: 'global',
            reason: 'authError',
            location: 'Authorization',
            locationType: 'header',
          },
        ],
        status: 'UNAUTHENTICATED',
      },
    });
    expect((await call('GET', '/users/me/calendarList', { auth: 'ya29.unknown' })).status).toBe(401);
    expect((await call('GET', '/users/me/calendarList')).status).toBe(200);
    server.revokeToken(token);
    expect((await call('GET', '/users/me/calendarList')).status).toBe(401);
  });

  it('answers preflights with 204 and the methods and headers a worker needs, and exposes ETag', async () => {
    const preflight = await fetch(`${server.apiBaseUrl}${events()}/abcde`, {
      method: 'OPTIONS',
      headers: { Origin: 'chrome-extension://abc', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, PUT, DELETE');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, If-Match, If-None-Match');
    const created = await call('POST', events(), { body: timed('A', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00') });
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
    expect(created.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(created.headers.get('etag')).toBe(created.body.etag);
    expect(server.requests[0]).toMatchObject({ method: 'OPTIONS', status: 204 });
  });

  it('sends no CORS headers when told not to', async () => {
    const plain = await startFakeCalendarServer({ cors: false });
    const answer = await fetch(`${plain.apiBaseUrl}/users/me/calendarList`, {
      headers: { Authorization: `Bearer ${plain.issueToken()}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    await plain.close();
  });
});

describe('calendar list and settings', () => {
  it('lists the primary calendar first, then the seeded ones, a page at a time', async () => {
    const first = await call('GET', '/users/me/calendarList', { query: { maxResults: '2' } });
    const items = first.body.items as Record<string, unknown>[];
    expect(items.map((c) => c.id)).toEqual([ACCOUNT, TEAM]);
    expect(items[0]).toMatchObject({
      kind: 'calendar#calendarListEntry',
      summary: ACCOUNT,
      timeZone: NY,
      accessRole: 'owner',
      primary: true,
      selected: true,
      backgroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/) as string,
    });
    expect(items[1]).not.toHaveProperty('primary');
    const second = await call('GET', '/users/me/calendarList', { query: { pageToken: String(first.body.nextPageToken) } });
    expect((second.body.items as Record<string, unknown>[]).map((c) => [c.id, c.accessRole, c.timeZone])).toEqual([
      [HOLIDAYS, 'reader', 'UTC'],
    ]);
    expect(second.body).not.toHaveProperty('nextPageToken');
  });

  it('answers the timezone setting, following setTimeZone', async () => {
    const before = await call('GET', '/users/me/settings/timezone');
    expect(before.body).toMatchObject({ kind: 'calendar#setting', id: 'timezone', value: NY });
    server.setTimeZone('Europe/Berlin');
    expect((await call('GET', '/users/me/settings/timezone')).body.value).toBe('Europe/Berlin');
    expect((await call('GET', '/users/me/settings/nonsense')).status).toBe(404);
  });
});

describe('events.insert', () => {
  it('stores the event as Google fills it in', async () => {
    const created = await insert(
      timed('Coffee', '2026-11-02T14:00:00Z', '2026-11-02T14:30:00Z', {
        attendees: [{ email: 'sam@acme.com' }, { email: ACCOUNT, responseStatus: 'accepted' }],
      }),
    );
    expect(created).toMatchObject({
      kind: 'calendar#event',
      etag: expect.stringMatching(/^"\d{16}"$/) as string,
      id: expect.stringMatching(/^[a-v0-9]{5,}$/) as string,
      status: 'confirmed',
      htmlLink: expect.stringMatching(/^https:\/\/www\.google\.com\/calendar\/event\?eid=/) as string,
      sequence: 0,
      creator: { email: ACCOUNT, self: true },
      organizer: { email: ACCOUNT, self: true },
      // Answered at the calendar's offset, whatever offset it was sent with.
      start: { dateTime: '2026-11-02T09:00:00-05:00' },
      attendees: [
        { email: 'sam@acme.com', responseStatus: 'needsAction' },
        { email: ACCOUNT, responseStatus: 'accepted', self: true, organizer: true },
      ],
    });
    expect(created.iCalUID).toBe(`${String(created.id)}@google.com`);
    expect(Date.parse(String(created.created))).not.toBeNaN();
    expect(server.event(ACCOUNT, String(created.id))).toEqual(created);
  });

  it('takes a base32hex id once, and refuses other ids and a reused one (even deleted) with 400 invalid and 409 duplicate', async () => {
    await insert(timed('A', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00', { id: 'kairos0001' }));
    const again = await call('POST', events(), {
      body: timed('B', '2026-11-03T09:00:00-05:00', '2026-11-03T10:00:00-05:00', { id: 'kairos0001' }),
    });
    expect([again.status, reasonOf(again), messageOf(again)]).toEqual([
      409,
      'duplicate',
      'The requested identifier already exists.',
    ]);
    await call('DELETE', `${events()}/kairos0001`);
    expect(
      (
        await call('POST', events(), {
          body: timed('C', '2026-11-03T09:00:00-05:00', '2026-11-03T10:00:00-05:00', { id: 'kairos0001' }),
        })
      ).status,
    ).toBe(409);
    for (const id of ['Kairos0001', 'kairos_0001', 'wxyz12', 'abcd']) {
      const refused = await call('POST', events(), {
        body: timed('D', '2026-11-03T09:00:00-05:00', '2026-11-03T10:00:00-05:00', { id }),
      });
      expect([refused.status, reasonOf(refused), messageOf(refused)]).toEqual([400, 'invalid', 'Invalid resource id value.']);
    }
    expect(server.events(ACCOUNT)).toHaveLength(1);
  });

  it('refuses missing and empty times in Google words', async () => {
    const noEnd = await call('POST', events(), { body: { summary: 'x', start: { dateTime: '2026-11-02T09:00:00-05:00' } } });
    expect([noEnd.status, reasonOf(noEnd), messageOf(noEnd)]).toEqual([400, 'required', 'Missing end time.']);
    const backwards = await call('POST', events(), {
      body: timed('x', '2026-11-02T10:00:00-05:00', '2026-11-02T09:00:00-05:00'),
    });
    expect([backwards.status, reasonOf(backwards), messageOf(backwards)]).toEqual([
      400,
      'timeRangeEmpty',
      'The specified time range is empty.',
    ]);
    const mixed = await call('POST', events(), {
      body: { start: { date: '2026-11-02' }, end: { dateTime: '2026-11-02T10:00:00-05:00' } },
    });
    expect([mixed.status, reasonOf(mixed)]).toEqual([400, 'invalid']);
    const recurringWithoutZone = await call('POST', events(), {
      body: timed('x', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00', { recurrence: ['RRULE:FREQ=DAILY'] }),
    });
    expect(messageOf(recurringWithoutZone)).toBe('Missing time zone definition for start time.');
    const allDay = await insert({ summary: 'Offsite', start: { date: '2026-11-02' }, end: { date: '2026-11-03' } });
    expect(allDay.start).toEqual({ date: '2026-11-02' });
  });

  it('answers 403 requiredAccessLevel on a read-only calendar and 404 on an unknown one', async () => {
    const body = timed('x', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00');
    const readOnly = await call('POST', events(HOLIDAYS), { body });
    expect([readOnly.status, reasonOf(readOnly), messageOf(readOnly)]).toEqual([
      403,
      'requiredAccessLevel',
      'You need to have writer access to this calendar.',
    ]);
    expect((await call('GET', events(HOLIDAYS))).status).toBe(200);
    const unknown = await call('POST', events('nobody@example.com'), { body });
    expect([unknown.status, reasonOf(unknown)]).toEqual([404, 'notFound']);
    expect((await call('POST', events(TEAM), { body })).body.organizer).toEqual({ email: TEAM, self: true });
  });

  it('creates a Meet conference only with conferenceDataVersion=1', async () => {
    const createRequest = { requestId: 'req-1', conferenceSolutionKey: { type: 'hangoutsMeet' } };
    const body = timed('Sync', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00', { conferenceData: { createRequest } });
    const ignored = await insert(body);
    expect(ignored).not.toHaveProperty('conferenceData');
    expect(ignored).not.toHaveProperty('hangoutLink');
    const answer = await call('POST', events(), { body, query: { conferenceDataVersion: '1' } });
    const meet = answer.body as { hangoutLink: string; conferenceData: Record<string, unknown> };
    expect(meet.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(meet.conferenceData).toMatchObject({
      createRequest: { requestId: 'req-1', status: { statusCode: 'success' } },
      conferenceSolution: { key: { type: 'hangoutsMeet' } },
      entryPoints: [{ entryPointType: 'video', uri: meet.hangoutLink }],
    });
    // A patch without the version leaves the conference alone; with it, null removes it.
    const id = String(answer.body.id);
    expect(
      (await call('PATCH', `${events()}/${id}`, { body: { summary: 'Sync 2', conferenceData: null } })).body.hangoutLink,
    ).toBe(meet.hangoutLink);
    const removed = await call('PATCH', `${events()}/${id}`, {
      body: { conferenceData: null },
      query: { conferenceDataVersion: '1' },
    });
    expect(removed.body).not.toHaveProperty('conferenceData');
  });
});

describe('etags, patch, update and delete', () => {
  it('refuses a write whose If-Match is stale with 412, and bumps etag and sequence as Google does', async () => {
    const created = await insert(timed('Review', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00'));
    const path = `${events()}/${String(created.id)}`;
    const renamed = await call('PATCH', path, {
      body: { summary: 'Design review' },
      headers: { 'If-Match': String(created.etag) },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ summary: 'Design review', sequence: 0, start: created.start });
    expect(renamed.body.etag).not.toBe(created.etag);
    expect(renamed.headers.get('etag')).toBe(renamed.body.etag);
    const stale = await call('PATCH', path, { body: { summary: 'Lost' }, headers: { 'If-Match': String(created.etag) } });
    expect([stale.status, reasonOf(stale), messageOf(stale)]).toEqual([412, 'conditionNotMet', 'Precondition Failed']);
    const moved = await call('PATCH', path, {
      body: { start: { dateTime: '2026-11-02T11:00:00-05:00' }, end: { dateTime: '2026-11-02T12:00:00-05:00' } },
      headers: { 'If-Match': String(renamed.body.etag) },
    });
    expect(moved.body).toMatchObject({ summary: 'Design review', sequence: 1 });
    expect((await call('DELETE', path, { headers: { 'If-Match': String(created.etag) } })).status).toBe(412);
    expect((await call('GET', path, { headers: { 'If-None-Match': String(moved.body.etag) } })).status).toBe(304);
    expect((await call('PATCH', `${events()}/nosuchevent`, { body: { summary: 'x' } })).status).toBe(404);
  });

  it('replaces arrays and nested objects whole on patch, and the whole event on update', async () => {
    const created = await insert(
      timed('Plan', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00', {
        description: 'agenda',
        attendees: [{ email: 'a@acme.com' }, { email: 'b@acme.com' }],
      }),
    );
    const path = `${events()}/${String(created.id)}`;
    const patched = await call('PATCH', path, { body: { attendees: [{ email: 'c@acme.com' }] } });
    expect(patched.body.attendees).toEqual([{ email: 'c@acme.com', responseStatus: 'needsAction' }]);
    expect(patched.body.description).toBe('agenda');
    const replaced = await call('PUT', path, {
      body: timed('Plan v2', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00'),
    });
    expect(replaced.body).toMatchObject({
      summary: 'Plan v2',
      id: created.id,
      created: created.created,
      iCalUID: created.iCalUID,
    });
    expect(replaced.body).not.toHaveProperty('description');
    expect(replaced.body).not.toHaveProperty('attendees');
    const noTimes = await call('PUT', path, { body: { summary: 'x' } });
    expect([noTimes.status, messageOf(noTimes)]).toEqual([400, 'Missing start time.']);
  });

  it('keeps a deleted event as cancelled: get shows it, list hides it, a second delete is 410, a patch undeletes', async () => {
    const created = await insert(timed('Coffee', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00'));
    const path = `${events()}/${String(created.id)}`;
    const removed = await call('DELETE', path, { headers: { 'If-Match': String(created.etag) } });
    expect([removed.status, removed.text]).toEqual([204, '']);
    expect((await call('GET', path)).body).toMatchObject({ id: created.id, status: 'cancelled', summary: 'Coffee' });
    expect(page(await call('GET', events())).items).toEqual([]);
    expect(page(await call('GET', events(), { query: { showDeleted: 'true' } })).items.map((e) => e.status)).toEqual([
      'cancelled',
    ]);
    const again = await call('DELETE', path);
    expect([again.status, reasonOf(again), messageOf(again)]).toEqual([410, 'deleted', 'Resource has been deleted']);
    const restored = await call('PATCH', path, { body: { status: 'confirmed' } });
    expect(restored.body).toMatchObject({ status: 'confirmed', summary: 'Coffee' });
    expect(page(await call('GET', events())).items.map((e) => e.id)).toEqual([created.id]);
  });
});

describe('events.list', () => {
  it('filters by the window (ends after timeMin, starts before timeMax) and pages with opaque tokens', async () => {
    for (const day of ['02', '03', '04', '05', '06']) {
      server.seedEvent(ACCOUNT, timed(`Day ${day}`, `2026-11-${day}T09:00:00-05:00`, `2026-11-${day}T10:00:00-05:00`));
    }
    const window = { timeMin: '2026-11-02T10:00:00-05:00', timeMax: '2026-11-06T09:00:00-05:00' };
    expect(page(await call('GET', events(), { query: window })).items.map((e) => e.summary)).toEqual([
      'Day 03',
      'Day 04',
      'Day 05',
    ]);
    const seen: unknown[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const answer = page(
        await call('GET', events(), { query: { maxResults: '2', ...(pageToken === undefined ? {} : { pageToken }) } }),
      );
      seen.push(...answer.items.map((e) => e.summary));
      pageToken = answer.nextPageToken;
      pages++;
    } while (pageToken !== undefined);
    expect([pages, seen]).toEqual([3, ['Day 02', 'Day 03', 'Day 04', 'Day 05', 'Day 06']]);
    const first = page(await call('GET', events()));
    expect(first).toMatchObject({
      kind: 'calendar#events',
      summary: ACCOUNT,
      timeZone: NY,
      accessRole: 'owner',
      defaultReminders: [],
    });
  });

  it('answers 400 for orderBy=startTime without singleEvents and for an empty window', async () => {
    const ordering = await call('GET', events(), { query: { orderBy: 'startTime' } });
    expect([ordering.status, reasonOf(ordering)]).toEqual([400, 'badRequest']);
    expect((await call('GET', events(), { query: { orderBy: 'updated' } })).status).toBe(200);
    const empty = await call('GET', events(), { query: { timeMin: '2026-11-03T00:00:00Z', timeMax: '2026-11-02T00:00:00Z' } });
    expect([empty.status, reasonOf(empty)]).toEqual([400, 'timeRangeEmpty']);
  });

  it('searches summary, description, location and attendees case-insensitively with q', async () => {
    server.seedEvent(ACCOUNT, timed('Budget review', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00'));
    server.seedEvent(
      ACCOUNT,
      timed('Lunch', '2026-11-02T12:00:00-05:00', '2026-11-02T13:00:00-05:00', { location: 'Cafe Budapest' }),
    );
    server.seedEvent(
      ACCOUNT,
      timed('1:1', '2026-11-02T15:00:00-05:00', '2026-11-02T15:30:00-05:00', {
        description: 'quarterly numbers',
        attendees: [{ email: 'sam@acme.com', displayName: 'Sam Carter' }],
      }),
    );
    const search = async (q: string) => page(await call('GET', events(), { query: { q } })).items.map((e) => e.summary);
    expect(await search('BUD')).toEqual(['Budget review', 'Lunch']);
    expect(await search('carter')).toEqual(['1:1']);
    expect(await search('sam@acme.com quarterly')).toEqual(['1:1']);
    expect(await search('nothing-like-this')).toEqual([]);
  });
});

describe('recurring events', () => {
  // Weekly on Mondays at 9:00 New York time; DST ends on Sunday 1 November 2026.
  const weekly = (): GoogleEventJson =>
    server.seedEvent(ACCOUNT, {
      id: 'standup0001',
      summary: 'Standup',
      start: { dateTime: '2026-10-19T09:00:00-04:00', timeZone: NY },
      end: { dateTime: '2026-10-19T09:30:00-04:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6', 'EXDATE;TZID=America/New_York:20261116T090000'],
    });
  const range = { timeMin: '2026-10-01T00:00:00Z', timeMax: '2026-12-31T00:00:00Z' };

  it('expands instances at 9:00 on both sides of the DST change, with Google ids and originalStartTime', async () => {
    weekly();
    const items = page(await call('GET', events(), { query: { ...range, singleEvents: 'true', orderBy: 'startTime' } })).items;
    expect(items.map((e) => [e.id, (e.start as { dateTime: string }).dateTime])).toEqual([
      ['standup0001_20261019T130000Z', '2026-10-19T09:00:00-04:00'],
      ['standup0001_20261026T130000Z', '2026-10-26T09:00:00-04:00'],
      ['standup0001_20261102T140000Z', '2026-11-02T09:00:00-05:00'],
      ['standup0001_20261109T140000Z', '2026-11-09T09:00:00-05:00'],
      ['standup0001_20261123T140000Z', '2026-11-23T09:00:00-05:00'],
    ]);
    expect(items[2]).toMatchObject({
      summary: 'Standup',
      recurringEventId: 'standup0001',
      originalStartTime: { dateTime: '2026-11-02T09:00:00-05:00', timeZone: NY },
      end: { dateTime: '2026-11-02T09:30:00-05:00', timeZone: NY },
    });
    expect(items[2]).not.toHaveProperty('recurrence');
    expect(new Set(items.map((e) => e.etag)).size).toBe(items.length);
    const series = page(await call('GET', events(), { query: range })).items;
    expect(series.map((e) => [e.id, e.recurrence])).toEqual([
      ['standup0001', ['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6', 'EXDATE;TZID=America/New_York:20261116T090000']],
    ]);
  });

  it('lets stored exceptions replace or remove their instance', async () => {
    weekly();
    const instance = await call('GET', `${events()}/standup0001_20261102T140000Z`);
    const moved = await call('PATCH', `${events()}/standup0001_20261102T140000Z`, {
      body: { start: { dateTime: '2026-11-02T10:00:00-05:00' }, end: { dateTime: '2026-11-02T10:30:00-05:00' } },
      headers: { 'If-Match': String(instance.body.etag) },
    });
    expect(moved.body).toMatchObject({
      id: 'standup0001_20261102T140000Z',
      recurringEventId: 'standup0001',
      originalStartTime: { dateTime: '2026-11-02T09:00:00-05:00' },
      summary: 'Standup',
    });
    expect((await call('DELETE', `${events()}/standup0001_20261026T130000Z`)).status).toBe(204);
    const expanded = page(await call('GET', events(), { query: { ...range, singleEvents: 'true', orderBy: 'startTime' } })).items;
    expect(expanded.map((e) => (e.start as { dateTime: string }).dateTime)).toEqual([
      '2026-10-19T09:00:00-04:00',
      '2026-11-02T10:00:00-05:00',
      '2026-11-09T09:00:00-05:00',
      '2026-11-23T09:00:00-05:00',
    ]);
    // Unexpanded: the series once, and its exceptions on their own (the cancelled one too, so clients can hide it).
    const unexpanded = page(await call('GET', events(), { query: range })).items;
    expect(unexpanded.map((e) => [e.id, e.status])).toEqual([
      ['standup0001', 'confirmed'],
      ['standup0001_20261026T130000Z', 'cancelled'],
      ['standup0001_20261102T140000Z', 'confirmed'],
    ]);
    expect((await call('GET', `${events()}/standup0001_20261026T130000Z`)).body.status).toBe('cancelled');
    expect((await call('GET', `${events()}/standup0001_20261109T140000Z`)).body).toMatchObject({
      recurringEventId: 'standup0001',
    });
    expect((await call('GET', `${events()}/standup0001_20261116T140000Z`)).status).toBe(404);
    // Deleting the series cancels its exceptions with it.
    await call('DELETE', `${events()}/standup0001`);
    expect(server.events(ACCOUNT).map((e) => e.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('lists a series through events.instances, by window and originalStart, and refuses a single event', async () => {
    weekly();
    const all = page(await call('GET', `${events()}/standup0001/instances`, { query: range })).items;
    expect(all).toHaveLength(5);
    const november = page(
      await call('GET', `${events()}/standup0001/instances`, { query: { timeMin: '2026-11-01T00:00:00Z', maxResults: '2' } }),
    );
    expect([november.items.map((e) => e.id), typeof november.nextPageToken]).toEqual([
      ['standup0001_20261102T140000Z', 'standup0001_20261109T140000Z'],
      'string',
    ]);
    const one = page(
      await call('GET', `${events()}/standup0001/instances`, { query: { originalStart: '2026-11-23T09:00:00-05:00' } }),
    );
    expect(one.items.map((e) => e.id)).toEqual(['standup0001_20261123T140000Z']);
    const single = await insert(timed('Once', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00'));
    const refused = await call('GET', `${events()}/${String(single.id)}/instances`);
    expect([refused.status, reasonOf(refused)]).toEqual([400, 'badRequest']);
  });
});

describe('freebusy.query', () => {
  const busyOf = async (items: string[], timeZone?: string) => {
    const answer = await call('POST', '/freeBusy', {
      body: {
        timeMin: '2026-11-02T00:00:00-05:00',
        timeMax: '2026-11-03T00:00:00-05:00',
        items: items.map((id) => ({ id })),
        timeZone,
      },
    });
    expect(answer.status).toBe(200);
    return answer.body as {
      kind: string;
      calendars: Record<string, { busy: { start: string; end: string }[]; errors?: unknown[] }>;
    };
  };

  it('answers busy time from opaque, live, undeclined events and instances, clipped and merged', async () => {
    server.seedEvent(ACCOUNT, timed('Late night', '2026-11-01T23:00:00-05:00', '2026-11-02T01:00:00-05:00'));
    server.seedEvent(ACCOUNT, timed('A', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00'));
    server.seedEvent(ACCOUNT, timed('B overlaps A', '2026-11-02T09:30:00-05:00', '2026-11-02T10:30:00-05:00'));
    server.seedEvent(
      ACCOUNT,
      timed('Free', '2026-11-02T12:00:00-05:00', '2026-11-02T13:00:00-05:00', { transparency: 'transparent' }),
    );
    server.seedEvent(
      ACCOUNT,
      timed('Declined', '2026-11-02T14:00:00-05:00', '2026-11-02T15:00:00-05:00', {
        attendees: [{ email: ACCOUNT, responseStatus: 'declined' }],
      }),
    );
    server.seedEvent(ACCOUNT, timed('Gone', '2026-11-02T16:00:00-05:00', '2026-11-02T17:00:00-05:00', { status: 'cancelled' }));
    server.seedEvent(ACCOUNT, {
      summary: 'Daily',
      start: { dateTime: '2026-10-30T18:00:00-04:00', timeZone: NY },
      end: { dateTime: '2026-10-30T18:30:00-04:00', timeZone: NY },
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    server.seedEvent(TEAM, timed('Team sync', '2026-11-02T11:00:00-05:00', '2026-11-02T12:00:00-05:00'));
    server.setFreeBusy('sam@acme.com', [{ start: '2026-11-02T20:00:00Z', end: '2026-11-02T21:00:00Z' }]);

    const answer = await busyOf(['primary', TEAM, 'sam@acme.com', 'nobody@acme.com']);
    expect(answer.kind).toBe('calendar#freeBusy');
    expect(answer.calendars.primary?.busy).toEqual([
      { start: '2026-11-02T05:00:00Z', end: '2026-11-02T06:00:00Z' },
      { start: '2026-11-02T14:00:00Z', end: '2026-11-02T15:30:00Z' },
      { start: '2026-11-02T23:00:00Z', end: '2026-11-02T23:30:00Z' },
    ]);
    expect(answer.calendars[TEAM]?.busy).toEqual([{ start: '2026-11-02T16:00:00Z', end: '2026-11-02T17:00:00Z' }]);
    expect(answer.calendars['sam@acme.com']?.busy).toEqual([{ start: '2026-11-02T20:00:00Z', end: '2026-11-02T21:00:00Z' }]);
    expect(answer.calendars['nobody@acme.com']).toEqual({ errors: [{ domain: 'global', reason: 'notFound' }], busy: [] });
    expect((await busyOf([TEAM], NY)).calendars[TEAM]?.busy).toEqual([
      { start: '2026-11-02T11:00:00-05:00', end: '2026-11-02T12:00:00-05:00' },
    ]);
  });

  it('refuses a range that ends before it starts', async () => {
    const answer = await call('POST', '/freeBusy', {
      body: { timeMin: '2026-11-03T00:00:00Z', timeMax: '2026-11-02T00:00:00Z', items: [{ id: 'primary' }] },
    });
    expect([answer.status, reasonOf(answer)]).toEqual([400, 'timeRangeEmpty']);
  });
});

describe('fault injection', () => {
  const body = timed('x', '2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00');

  it('answers injected statuses with Google bodies without performing the operation, as many times as asked', async () => {
    server.inject({ methodId: 'calendar.events.insert', status: 429 });
    server.inject({ methodId: 'calendar.events.list', status: 503, times: 2 });
    server.inject({ methodId: 'calendar.freebusy.query', status: 403 });
    const limited = await call('POST', events(), { body });
    expect([limited.status, reasonOf(limited)]).toEqual([429, 'rateLimitExceeded']);
    expect(server.events(ACCOUNT)).toEqual([]);
    expect((await call('POST', events(), { body })).status).toBe(200);
    expect(reasonOf(await call('GET', events()))).toBe('backendError');
    expect((await call('GET', events())).status).toBe(503);
    expect((await call('GET', events())).status).toBe(200);
    const forbidden = await call('POST', '/freeBusy', {
      body: { timeMin: '2026-11-02T00:00:00Z', timeMax: '2026-11-03T00:00:00Z' },
    });
    expect([forbidden.status, reasonOf(forbidden), messageOf(forbidden)]).toEqual([
      403,
      'rateLimitExceeded',
      'Rate Limit Exceeded',
    ]);
  });

  it('lets skip matching requests through before a fault, counting from when it was injected', async () => {
    server.inject({ methodId: 'calendar.events.insert', status: 503, skip: 2 });
    server.inject({ methodId: 'calendar.events.insert', status: 429, skip: 1, times: 2 });
    const statuses: number[] = [];
    for (const id of ['skip00001', 'skip00002', 'skip00003', 'skip00004', 'skip00005']) {
      statuses.push((await call('POST', events(), { body: { ...body, id } })).status);
    }
    // The 2nd insert is the 429's; the 3rd is due to both, and the one injected first wins.
    expect(statuses).toEqual([200, 429, 503, 429, 200]);
    expect(server.events(ACCOUNT).map((e) => e.id)).toEqual(['skip00001', 'skip00005']);
  });

  it('performs the operation and then drops the connection for dropResponse', async () => {
    server.inject({ methodId: 'calendar.events.insert', dropResponse: true });
    await expect(call('POST', events(), { body: { ...body, id: 'dropped001' } })).rejects.toThrow();
    expect(server.event(ACCOUNT, 'dropped001')).toMatchObject({ summary: 'x' });
    expect(server.requests.at(-1)).toMatchObject({ methodId: 'calendar.events.insert', status: 200 });
    const retried = await call('POST', events(), { body: { ...body, id: 'dropped001' } });
    expect(reasonOf(retried)).toBe('duplicate');
  });
});

describe('OAuth', () => {
  const signIn = async (extra: Record<string, string> = {}) => {
    const url = new URL(server.authUrl);
    const params = {
      client_id: 'kairos.apps.googleusercontent.com',
      redirect_uri: 'https://abc.chromiumapp.org/',
      response_type: 'token',
      scope: 'https://www.googleapis.com/auth/calendar openid',
      state: 's 1',
      ...extra,
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const answer = await fetch(url, { redirect: 'manual' });
    const location = answer.headers.get('location') ?? '';
    return { status: answer.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
  };

  it('redirects with a working token, refuses after revokeGrant until allowSignIn, and revokes tokens', async () => {
    const first = await signIn();
    expect(first.status).toBe(302);
    expect(first.location.startsWith('https://abc.chromiumapp.org/#access_token=')).toBe(true);
    expect(Object.fromEntries(first.fragment)).toMatchObject({
      token_type: 'Bearer',
      expires_in: '3599',
      scope: 'https://www.googleapis.com/auth/calendar openid',
      state: 's 1',
    });
    const issued = first.fragment.get('access_token') ?? '';
    expect((await call('GET', '/users/me/calendarList', { auth: issued })).status).toBe(200);

    server.revokeGrant();
    expect((await call('GET', '/users/me/calendarList', { auth: issued })).status).toBe(401);
    expect(Object.fromEntries((await signIn()).fragment)).toEqual({ error: 'access_denied', state: 's 1' });
    server.allowSignIn();
    const again = (await signIn()).fragment.get('access_token') ?? '';
    expect((await call('GET', '/users/me/calendarList', { auth: again })).status).toBe(200);

    const revoked = await fetch(server.revokeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: again }).toString(),
    });
    expect([revoked.status, await revoked.json()]).toEqual([200, {}]);
    expect((await call('GET', '/users/me/calendarList', { auth: again })).status).toBe(401);
    expect(server.requests.find((r) => r.path === '/revoke')).toMatchObject({
      method: 'POST',
      body: { token: again },
      status: 200,
    });
  });

  it('answers 400 in plain text without a client id or for another response type', async () => {
    const noClient = await fetch(`${server.authUrl}?redirect_uri=https://x.chromiumapp.org/&response_type=token`, {
      redirect: 'manual',
    });
    expect([noClient.status, noClient.headers.get('content-type')]).toEqual([400, 'text/plain; charset=utf-8']);
    expect((await signIn({ response_type: 'code' })).status).toBe(400);
  });
});

describe('discovery checks', () => {
  it('answers 400 and records a violation for what the discovery document does not allow, performing nothing', async () => {
    const cases: [Answer, string][] = [
      [await call('GET', events(), { query: { foo: '1' } }), 'calendar.events.list: unknown query parameter "foo"'],
      [
        await call('GET', events(), { query: { orderBy: 'start' } }),
        'calendar.events.list: query parameter "orderBy" must be one of startTime, updated (got "start")',
      ],
      [
        await call('GET', events(), { query: { singleEvents: 'yes' } }),
        'calendar.events.list: query parameter "singleEvents" must be true or false (got "yes")',
      ],
      [
        await call('GET', events(), { query: { maxResults: '0' } }),
        'calendar.events.list: query parameter "maxResults" must be at least 1 (got "0")',
      ],
      [
        await call('GET', events(), { query: { timeMin: '2026-11-02T00:00:00' } }),
        'calendar.events.list: query parameter "timeMin" must be an RFC 3339 date-time with an offset (got "2026-11-02T00:00:00")',
      ],
      [
        await call('POST', events(), {
          body: { ...timed('x', '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z'), foo: { bar: 1 } },
        }),
        'calendar.events.insert: unknown body field "foo"',
      ],
      [
        await call('POST', events(), { body: { start: { dateTime: '2026-11-02T09:00:00Z', zone: 'UTC' } } }),
        'calendar.events.insert: unknown body field "start.zone"',
      ],
      [
        await call('POST', events(), { body: { attendees: [{ email: 'a@b.c', optional: 'yes' }] } }),
        'calendar.events.insert: body field "attendees[0].optional" must be a boolean (got "yes")',
      ],
      [
        await call('POST', '/calendars/primary/events/quickAdd'),
        'calendar.events.quickAdd: missing required query parameter "text"',
      ],
      [
        await call('DELETE', `${events()}/abcdef`, { body: { why: 'x' } }),
        'calendar.events.delete: this method takes no request body',
      ],
    ];
    for (const [answer, violation] of cases) {
      expect([answer.status, reasonOf(answer), messageOf(answer)]).toEqual([400, 'badRequest', violation]);
    }
    expect(server.violations).toEqual(cases.map(([, violation]) => violation));
    expect(server.events(ACCOUNT)).toEqual([]);
  });

  it('accepts the common parameters and answers 404 (no violation) for methods and paths it does not serve', async () => {
    expect((await call('GET', events(), { query: { prettyPrint: 'false', fields: 'items(id)', quotaUser: 'u' } })).status).toBe(
      200,
    );
    expect((await call('POST', '/calendars/primary/events/quickAdd', { query: { text: 'Lunch tomorrow' } })).status).toBe(404);
    const unknownPath = await call('GET', '/nothing/here');
    expect([unknownPath.status, reasonOf(unknownPath)]).toEqual([404, 'notFound']);
    expect(server.violations).toEqual([]);
    expect(server.requests.map((r) => r.methodId)).toEqual(['calendar.events.list', 'calendar.events.quickAdd', undefined]);
  });
});
