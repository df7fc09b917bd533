import { describe, expect, it } from 'vitest';
import { createGoogleHttp, type GoogleRequest } from '../../../lib/adapters/google-http';
import { failureOf } from '../../helpers/failure-of';
import type { AccessTokens } from '../../../lib/ports/access-token';

// google-http against a hand-written fetch: each call takes the next scripted answer.

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function scriptedFetch(answers: Answer[]): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const url = input instanceof Request ? input.url : input.toString();
    sent.push({ url, method: init?.method ?? 'GET', headers, body });
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no more scripted answers');
    if (answer === 'network-error') return Promise.reject(new TypeError('fetch failed'));
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve(new Response(text === '' ? null : text, { status: answer.status, headers: answer.headers }));
  };
  return { fetch: fetchStub, sent };
}

function tokenSource(): AccessTokens & { invalidated: string[] } {
  let n = 1;
  const invalidated: string[] = [];
  return {
    invalidated,
    get: () => Promise.resolve(`token-${String(n)}`),
    invalidate: (token) => {
      invalidated.push(token);
      n += 1;
      return Promise.resolve();
    },
  };
}

function setup(answers: Answer[], tokens: AccessTokens = tokenSource()) {
  const { fetch, sent } = scriptedFetch(answers);
  const sleeps: number[] = [];
  const http = createGoogleHttp({
    apiBaseUrl: 'https://calendar.test/calendar/v3',
    tokens,
    fetch,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
  });
  return { http, sent, sleeps };
}

const get: GoogleRequest = { method: 'GET', path: '/users/me/settings/timezone', repeatable: true };
const googleError = (code: number, reason: string, message: string) => ({
  error: { code, message, errors: [{ domain: 'global', reason, message }] },
});

describe('google-http', () => {
  it('sends the bearer token, the JSON body, If-Match and the defined query parameters', async () => {
    const { http, sent } = setup([{ status: 200, body: { id: 'e1' } }]);
    const answer = await http.send({
      method: 'PATCH',
      path: '/calendars/me%40example.com/events/e1',
      query: { sendUpdates: 'all', conferenceDataVersion: undefined },
      body: { summary: 'Tea' },
      ifMatch: '"etag-1"',
      repeatable: true,
    });
    expect(answer).toEqual({ status: 200, body: { id: 'e1' }, afterLostAttempt: false });
    expect(sent[0]).toEqual({
      url: 'https://calendar.test/calendar/v3/calendars/me%40example.com/events/e1?sendUpdates=all',
      method: 'PATCH',
      headers: {
        Authorization: 'Bearer token-1',
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'If-Match': '"etag-1"',
      },
      body: { summary: 'Tea' },
    });
  });

  it('gives a refused token back and tries once more with a fresh one', async () => {
    const tokens = tokenSource();
    const { http, sent } = setup(
      [
        { status: 401, body: googleError(401, 'authError', 'Invalid Credentials') },
        { status: 200, body: {} },
      ],
      tokens,
    );
    await http.send(get);
    expect(tokens.invalidated).toEqual(['token-1']);
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('asks the person to reconnect when the fresh token is refused too', async () => {
    const tokens = tokenSource();
    const refused = { status: 401, body: googleError(401, 'authError', 'Invalid Credentials') };
    const { http, sent } = setup([refused, refused], tokens);
    const error = await failureOf(http.send(get));
    expect(error).toMatchObject({ code: 'calendar_auth', message: 'Google sign-in expired — reconnect in Kairos options.' });
    expect(sent).toHaveLength(2);
  });

  it('backs off exponentially with full jitter, at most four times, then says Google is unavailable', async () => {
    const busy = { status: 503, body: googleError(503, 'backendError', 'Backend Error') };
    const { http, sent, sleeps } = setup([busy, busy, busy, busy, busy]);
    const error = await failureOf(http.send(get));
    expect(error).toMatchObject({
      code: 'calendar_unavailable',
      message: 'Google Calendar is busy right now — try again in a minute.',
      retryable: true,
    });
    // random() = 0.5 of 500, 1000, 2000, 4000 ms.
    expect(sleeps).toEqual([250, 500, 1000, 2000]);
    expect(sent).toHaveLength(5);
  });

  it('says Google is rate limiting Kairos when 429s and rate-limit 403s outlast the retries', async () => {
    const limited = { status: 429, body: googleError(429, 'rateLimitExceeded', 'Rate Limit Exceeded') };
    const user = { status: 403, body: googleError(403, 'userRateLimitExceeded', 'User Rate Limit Exceeded') };
    const { http } = setup([limited, limited, limited, limited, user]);
    const error = await failureOf(http.send(get));
    expect(error).toMatchObject({
      code: 'calendar_unavailable',
      message: 'Google Calendar is rate limiting Kairos — wait a minute and try again.',
      retryable: true,
    });
  });

  it('retries 429 and rate-limit 403s and returns the answer that follows', async () => {
    const { http, sleeps } = setup([
      { status: 429, body: googleError(429, 'rateLimitExceeded', 'Rate Limit Exceeded') },
      { status: 403, body: googleError(403, 'userRateLimitExceeded', 'User Rate Limit Exceeded') },
      { status: 403, body: googleError(403, 'rateLimitExceeded', 'Rate Limit Exceeded') },
      { status: 200, body: { value: 'Europe/Paris' } },
    ]);
    expect((await http.send(get)).body).toEqual({ value: 'Europe/Paris' });
    expect(sleeps).toEqual([250, 500, 1000]);
  });

  it('waits as long as Retry-After says, but never longer than the cap', async () => {
    const { http, sleeps } = setup([
      { status: 429, headers: { 'Retry-After': '3' } },
      { status: 503, headers: { 'Retry-After': '120' } },
      { status: 200, body: {} },
    ]);
    await http.send(get);
    expect(sleeps).toEqual([3000, 8000]);
  });

  it('sends a repeatable request again after a lost connection, and says so', async () => {
    const { http, sleeps } = setup([
      'network-error',
      { status: 412, body: googleError(412, 'conditionNotMet', 'Precondition Failed') },
    ]);
    const answer = await http.send({ method: 'PATCH', path: '/x', body: {}, ifMatch: '"1"', repeatable: true, expect: [412] });
    expect(answer).toMatchObject({ status: 412, afterLostAttempt: true });
    expect(sleeps).toEqual([250]);
  });

  it('does not repeat a request that could act twice, and says Google could not be reached', async () => {
    const { http, sent } = setup(['network-error']);
    const error = await failureOf(http.send({ method: 'POST', path: '/x', body: {}, repeatable: false }));
    expect(error).toMatchObject({
      code: 'calendar_unavailable',
      message: 'Google Calendar could not be reached — check the connection and try again.',
      retryable: true,
    });
    expect(sent).toHaveLength(1);
  });

  it('gives up after four lost connections in a row', async () => {
    const { http, sent } = setup(['network-error', 'network-error', 'network-error', 'network-error', 'network-error']);
    const error = await failureOf(http.send(get));
    expect(error).toMatchObject({ code: 'calendar_unavailable', retryable: true });
    expect(error.message).toMatch(/could not be reached/);
    expect(sent).toHaveLength(5);
  });

  it.each([
    [400, 'invalid', 'Invalid start time.', 'invalid_input', 'Google Calendar refused the change: Invalid start time.'],
    [
      403,
      'forbiddenForNonOrganizer',
      'Shared properties can only be changed by the organizer of the event.',
      'calendar_forbidden',
      'Only the organiser can change this event in Google Calendar — ask them to.',
    ],
    [
      403,
      'requiredAccessLevel',
      'You need to have writer access to this calendar.',
      'calendar_forbidden',
      'You can see this calendar but not change it — pick a calendar you can edit in Kairos options.',
    ],
    [403, 'forbidden', 'Forbidden', 'calendar_forbidden', 'Google Calendar does not allow this: Forbidden'],
    [404, 'notFound', 'Not Found', 'not_found', 'That event or calendar is not in Google Calendar any more.'],
  ])('maps HTTP %i %s to %s', async (status, reason, message, code, words) => {
    const { http, sent } = setup([{ status, body: googleError(status, reason, message) }]);
    const error = await failureOf(http.send(get));
    expect(error).toMatchObject({ code, message: words, retryable: false });
    expect(sent).toHaveLength(1);
  });

  it('hands back the statuses the caller handles itself', async () => {
    const { http } = setup([{ status: 409, body: googleError(409, 'duplicate', 'The requested identifier already exists.') }]);
    const answer = await http.send({ method: 'POST', path: '/x', body: {}, repeatable: true, expect: [409] });
    expect(answer.status).toBe(409);
  });

  it('reads an empty 204 as no body', async () => {
    const { http } = setup([{ status: 204 }]);
    expect(await http.send({ method: 'DELETE', path: '/x', ifMatch: '"1"', repeatable: true })).toEqual({
      status: 204,
      body: undefined,
      afterLostAttempt: false,
    });
  });

  it('asks for a reconnect when no token can be had', async () => {
    const tokens: AccessTokens = {
      get: () => Promise.reject(new Error('OAuth2 not granted')),
      invalidate: () => Promise.resolve(),
    };
    const { http, sent } = setup([], tokens);
    expect(await failureOf(http.send(get))).toMatchObject({ code: 'calendar_auth' });
    expect(sent).toHaveLength(0);
  });
});
