import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createGoogleAuth, type GoogleAuthConfig, type IdentityApi } from '../../../lib/adapters/google-auth';
import { buildWebAuthUrl, readWebAuthRedirect } from '../../../lib/adapters/google-web-auth-flow';
import { GOOGLE_ENDPOINTS, GOOGLE_SCOPES } from '../../../lib/core/domain/calendar-connection';
import { failureOf } from '../../helpers/failure-of';

const NOW = Date.UTC(2026, 2, 10, 9, 0);
const CLIENT_ID = 'kairos-test.apps.googleusercontent.com';
const REDIRECT = 'https://abcdefghijklmnop.chromiumapp.org/oauth2';
const SESSION_KEY = 'googleWebAuthToken';

const EXPIRED = 'Google sign-in expired — reconnect in Kairos options.';
const CANCELLED = 'Google sign-in was cancelled.';

/** What the fake Google answers to one web-flow request, given the URL Kairos opened. */
type WebFlowAnswer = (request: URL) => Promise<string | undefined>;

/** Redirects with a token, echoing the request's state as Google does. */
const grantToken =
  (token: string, extra: Record<string, string> = {}): WebFlowAnswer =>
  (request) =>
    Promise.resolve(
      `${REDIRECT}#${new URLSearchParams({
        access_token: token,
        token_type: 'Bearer',
        expires_in: '3599',
        scope: GOOGLE_SCOPES.join(' '),
        state: request.searchParams.get('state') ?? '',
        ...extra,
      }).toString()}`,
    );

const rejectWith =
  (message: string): WebFlowAnswer =>
  () =>
    Promise.reject(new Error(message));

interface FakeIdentity extends IdentityApi {
  webFlowRequests: { url: URL; interactive: boolean }[];
  getAuthTokenCalls: { interactive: boolean; scopes?: string[] }[];
  removed: string[];
  clearedAll: number;
}

function fakeIdentity(
  options: {
    getAuthToken?: (interactive: boolean) => Promise<{ token?: string; grantedScopes?: string[] } | string | undefined>;
    webFlow?: WebFlowAnswer[];
  } = {},
): FakeIdentity {
  const answers = [...(options.webFlow ?? [])];
  const identity: FakeIdentity = {
    webFlowRequests: [],
    getAuthTokenCalls: [],
    removed: [],
    clearedAll: 0,
    launchWebAuthFlow(details) {
      const url = new URL(details.url);
      identity.webFlowRequests.push({ url, interactive: details.interactive });
      const answer = answers.shift();
      return answer ? answer(url) : Promise.reject(new Error('fake Google: no answer scripted'));
    },
    getRedirectURL: (path) => `https://abcdefghijklmnop.chromiumapp.org/${path ?? ''}`,
    removeCachedAuthToken(details) {
      identity.removed.push(details.token);
      return Promise.resolve();
    },
    clearAllCachedAuthTokens() {
      identity.clearedAll += 1;
      return Promise.resolve();
    },
  };
  const getAuthToken = options.getAuthToken;
  if (getAuthToken) {
    identity.getAuthToken = (details) => {
      identity.getAuthTokenCalls.push(details);
      return getAuthToken(details.interactive);
    };
  }
  return identity;
}

function memorySession(initial: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...initial };
  return {
    data,
    get: (key: string) => Promise.resolve(key in data ? { [key]: data[key] } : {}),
    set: (items: Record<string, unknown>) => {
      Object.assign(data, items);
      return Promise.resolve();
    },
    remove: (key: string) => {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a Map-like test double
      delete data[key];
      return Promise.resolve();
    },
  };
}

function setup(
  identity: IdentityApi,
  overrides: Partial<GoogleAuthConfig> & { session?: ReturnType<typeof memorySession> } = {},
) {
  const session = overrides.session ?? memorySession();
  const clock = { now: NOW };
  let states = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
  const auth = createGoogleAuth({
    identity,
    session,
    clientId: CLIENT_ID,
    chromeClientId: 'chrome-client.apps.googleusercontent.com',
    endpoints: GOOGLE_ENDPOINTS,
    scopes: GOOGLE_SCOPES,
    fetch,
    now: () => clock.now,
    newState: () => `state-${String(++states)}`,
    ...overrides,
  });
  return { auth, session, clock, fetch };
}

const tokenResult = (token: string) => Promise.resolve({ token, grantedScopes: [...GOOGLE_SCOPES] });

describe('IdentityApi', () => {
  it('is satisfied by chrome.identity as @types/chrome declares it', () => {
    expectTypeOf<typeof chrome.identity>().toExtend<IdentityApi>();
  });
});

describe('signIn', () => {
  it('uses getAuthToken interactively and accepts the {token, grantedScopes} result of Chrome 105+', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token') });
    const { auth } = setup(identity);

    await expect(auth.signIn()).resolves.toEqual({ method: 'getAuthToken', token: 'chrome-token' });
    expect(identity.getAuthTokenCalls).toEqual([{ interactive: true, scopes: [...GOOGLE_SCOPES] }]);
    expect(identity.webFlowRequests).toEqual([]);
  });

  it('accepts the bare string older getAuthToken versions returned', async () => {
    const identity = fakeIdentity({ getAuthToken: () => Promise.resolve('legacy-token') });
    const { auth } = setup(identity);

    await expect(auth.signIn('getAuthToken')).resolves.toEqual({ method: 'getAuthToken', token: 'legacy-token' });
  });

  it('falls back to the web auth flow when getAuthToken fails (Chromium without Google sign-in)', async () => {
    const identity = fakeIdentity({
      getAuthToken: () => Promise.reject(new Error('The user is not signed in.')),
      webFlow: [grantToken('web-token')],
    });
    const { auth, session } = setup(identity);

    await expect(auth.signIn()).resolves.toEqual({ method: 'webAuthFlow', token: 'web-token' });
    const [request] = identity.webFlowRequests;
    expect(request?.interactive).toBe(true);
    expect(request?.url.href.split('?')[0]).toBe(GOOGLE_ENDPOINTS.authUrl);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      response_type: 'token',
      scope: GOOGLE_SCOPES.join(' '),
      state: 'state-1',
      include_granted_scopes: 'true',
      prompt: 'select_account',
    });
    expect(session.data[SESSION_KEY]).toEqual({ token: 'web-token', expiresAt: NOW + 3_599_000 });
  });

  it('uses the web auth flow where getAuthToken does not exist (Edge)', async () => {
    const identity = fakeIdentity({ webFlow: [grantToken('edge-token')] });
    const { auth } = setup(identity);

    await expect(auth.signIn()).resolves.toEqual({ method: 'webAuthFlow', token: 'edge-token' });
  });

  it('skips getAuthToken when asked to prefer the web flow', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token'), webFlow: [grantToken('web-token')] });
    const { auth } = setup(identity);

    await expect(auth.signIn('webAuthFlow')).resolves.toEqual({ method: 'webAuthFlow', token: 'web-token' });
    expect(identity.getAuthTokenCalls).toEqual([]);
  });

  it('goes to the web flow at the configured endpoints when they are not Google’s own', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token'), webFlow: [grantToken('fake-token')] });
    const endpoints = { ...GOOGLE_ENDPOINTS, authUrl: 'http://127.0.0.1:4010/o/oauth2/v2/auth' };
    const { auth } = setup(identity, { endpoints });

    await expect(auth.signIn()).resolves.toEqual({ method: 'webAuthFlow', token: 'fake-token' });
    expect(identity.getAuthTokenCalls).toEqual([]);
    expect(identity.webFlowRequests[0]?.url.href.startsWith(`${endpoints.authUrl}?`)).toBe(true);
  });

  it('stops with the cancel message, without falling back, when the person closes Chrome’s sign-in', async () => {
    const identity = fakeIdentity({
      getAuthToken: () => Promise.reject(new Error('The user did not approve access.')),
      webFlow: [grantToken('web-token')],
    });
    const { auth } = setup(identity);

    const error = await failureOf(auth.signIn());
    expect(error).toMatchObject({ code: 'calendar_auth', message: CANCELLED });
    expect(identity.webFlowRequests).toEqual([]);
  });

  it('reports the cancel message when the person closes the web sign-in window', async () => {
    const identity = fakeIdentity({ webFlow: [rejectWith('The user did not approve access.')] });
    const { auth, session } = setup(identity);

    await expect(failureOf(auth.signIn())).resolves.toMatchObject({ code: 'calendar_auth', message: CANCELLED });
    expect(session.data).toEqual({});
  });

  it('rejects a redirect whose state is not the one sent', async () => {
    const identity = fakeIdentity({ webFlow: [grantToken('forged-token', { state: 'someone-else' })] });
    const { auth, session } = setup(identity);

    const error = await failureOf(auth.signIn('webAuthFlow'));
    expect(error.code).toBe('calendar_auth');
    expect(error.message).toMatch(/different request/);
    expect(session.data).toEqual({});
  });

  it('says the person declined when Google answers error=access_denied', async () => {
    const identity = fakeIdentity({
      webFlow: [(request) => Promise.resolve(`${REDIRECT}#error=access_denied&state=${request.searchParams.get('state') ?? ''}`)],
    });
    const { auth } = setup(identity);

    await expect(failureOf(auth.signIn('webAuthFlow'))).resolves.toMatchObject({
      code: 'calendar_auth',
      message: 'Google sign-in was declined, so Kairos has no access to your calendar.',
    });
  });

  it('refuses a web-flow grant without both calendar scopes', async () => {
    const identity = fakeIdentity({ webFlow: [grantToken('narrow', { scope: GOOGLE_SCOPES[1] })] });
    const { auth, session } = setup(identity);

    const error = await failureOf(auth.signIn('webAuthFlow'));
    expect(error.message).toMatch(/allow both calendar permissions/);
    expect(session.data).toEqual({});
  });

  it('refuses a getAuthToken grant without both calendar scopes, forgets it, and does not fall back', async () => {
    const identity = fakeIdentity({
      getAuthToken: () => Promise.resolve({ token: 'narrow', grantedScopes: [GOOGLE_SCOPES[0]] }),
      webFlow: [grantToken('web-token')],
    });
    const { auth } = setup(identity);

    const error = await failureOf(auth.signIn());
    expect(error.message).toMatch(/allow both calendar permissions/);
    expect(identity.removed).toEqual(['narrow']);
    expect(identity.webFlowRequests).toEqual([]);
  });

  it('skips getAuthToken when the manifest has no client of its own, using the web client', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token'), webFlow: [grantToken('web-token')] });
    const { auth } = setup(identity, { chromeClientId: undefined });

    await expect(auth.signIn()).resolves.toEqual({ method: 'webAuthFlow', token: 'web-token' });
    expect(identity.getAuthTokenCalls).toEqual([]);
  });

  it('explains that the build has no OAuth client id, and opens nothing', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token'), webFlow: [grantToken('web-token')] });
    const { auth } = setup(identity, { clientId: undefined, chromeClientId: undefined });

    await expect(failureOf(auth.signIn())).resolves.toMatchObject({
      code: 'calendar_auth',
      message: 'This build of Kairos has no Google OAuth client id — see README "Connect Google Calendar".',
    });
    expect(identity.getAuthTokenCalls).toEqual([]);
    expect(identity.webFlowRequests).toEqual([]);
  });
});

describe('tokens for getAuthToken', () => {
  it('asks Chrome non-interactively', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token') });
    const { auth } = setup(identity);

    await expect(auth.tokens('getAuthToken').get()).resolves.toBe('chrome-token');
    expect(identity.getAuthTokenCalls).toEqual([{ interactive: false, scopes: [...GOOGLE_SCOPES] }]);
  });

  it('reports sign-in expired when Chrome has no token without asking', async () => {
    const identity = fakeIdentity({ getAuthToken: () => Promise.reject(new Error('OAuth2 not granted or revoked.')) });
    const { auth } = setup(identity);

    await expect(failureOf(auth.tokens('getAuthToken').get())).resolves.toMatchObject({
      code: 'calendar_auth',
      message: EXPIRED,
    });
  });

  it('invalidate removes the token from Chrome’s cache', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token') });
    const { auth } = setup(identity);

    await auth.tokens('getAuthToken').invalidate('stale-token');
    expect(identity.removed).toEqual(['stale-token']);
  });
});

describe('tokens for the web auth flow', () => {
  const cached = (token: string, expiresAt: number) => memorySession({ [SESSION_KEY]: { token, expiresAt } });

  it('returns the session token while it has more than a minute left, opening nothing', async () => {
    const identity = fakeIdentity();
    const { auth } = setup(identity, { session: cached('cached-token', NOW + 61_000) });

    await expect(auth.tokens('webAuthFlow').get()).resolves.toBe('cached-token');
    expect(identity.webFlowRequests).toEqual([]);
  });

  it('refreshes silently (prompt=none, with the account as login_hint) when the token is near expiry', async () => {
    const identity = fakeIdentity({ webFlow: [grantToken('fresh-token')] });
    const { auth, session } = setup(identity, { session: cached('old-token', NOW + 60_000) });

    await expect(auth.tokens('webAuthFlow', { loginHint: 'ada@example.com' }).get()).resolves.toBe('fresh-token');
    const [request] = identity.webFlowRequests;
    expect(request?.interactive).toBe(false);
    expect(request?.url.searchParams.get('prompt')).toBe('none');
    expect(request?.url.searchParams.get('login_hint')).toBe('ada@example.com');
    expect(session.data[SESSION_KEY]).toEqual({ token: 'fresh-token', expiresAt: NOW + 3_599_000 });
  });

  it('caches the refreshed token until it nears expiry again', async () => {
    const identity = fakeIdentity({ webFlow: [grantToken('first'), grantToken('second')] });
    const { auth, clock } = setup(identity);
    const tokens = auth.tokens('webAuthFlow');

    await expect(tokens.get()).resolves.toBe('first');
    clock.now += 3_599_000 - 61_000;
    await expect(tokens.get()).resolves.toBe('first');
    clock.now += 1_000;
    await expect(tokens.get()).resolves.toBe('second');
    expect(identity.webFlowRequests).toHaveLength(2);
  });

  it('ignores a session entry that fails its schema and refreshes', async () => {
    const identity = fakeIdentity({ webFlow: [grantToken('fresh-token')] });
    const { auth } = setup(identity, { session: memorySession({ [SESSION_KEY]: { token: 42 } }) });

    await expect(auth.tokens('webAuthFlow').get()).resolves.toBe('fresh-token');
  });

  it('reports sign-in expired when the silent refresh needs interaction', async () => {
    const identity = fakeIdentity({ webFlow: [rejectWith('User interaction required.')] });
    const { auth } = setup(identity);

    const error = await failureOf(auth.tokens('webAuthFlow').get());
    expect(error).toMatchObject({ code: 'calendar_auth', message: EXPIRED });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('reports sign-in expired when Google answers the silent request with interaction_required', async () => {
    const identity = fakeIdentity({
      webFlow: [
        (request) => Promise.resolve(`${REDIRECT}#error=interaction_required&state=${request.searchParams.get('state') ?? ''}`),
      ],
    });
    const { auth } = setup(identity);

    await expect(failureOf(auth.tokens('webAuthFlow').get())).resolves.toMatchObject({ code: 'calendar_auth', message: EXPIRED });
  });

  it('reports sign-in expired, not the build problem, when there is no client id', async () => {
    const { auth } = setup(fakeIdentity(), { clientId: undefined });

    await expect(failureOf(auth.tokens('webAuthFlow').get())).resolves.toMatchObject({ message: EXPIRED });
  });

  it('shares one silent refresh among concurrent calls', async () => {
    let release: (redirect: string) => void = () => undefined;
    const identity = fakeIdentity({
      webFlow: [
        (request) =>
          new Promise<string>((resolve) => {
            release = (token) => {
              void grantToken(token)(request).then((url) => {
                resolve(url ?? '');
              });
            };
          }),
        grantToken('later'),
      ],
    });
    const { auth, clock } = setup(identity);

    const first = auth.tokens('webAuthFlow').get();
    const second = auth.tokens('webAuthFlow').get();
    await vi.waitFor(() => {
      expect(identity.webFlowRequests).toHaveLength(1);
    });
    release('shared');
    await expect(Promise.all([first, second])).resolves.toEqual(['shared', 'shared']);
    expect(identity.webFlowRequests).toHaveLength(1);

    clock.now += 3_600_000;
    await expect(auth.tokens('webAuthFlow').get()).resolves.toBe('later');
  });

  it('invalidate clears the session token so the next get refreshes', async () => {
    const identity = fakeIdentity({ webFlow: [grantToken('fresh-token')] });
    const { auth, session } = setup(identity, { session: cached('rejected-token', NOW + 3_000_000) });
    const tokens = auth.tokens('webAuthFlow');

    await tokens.invalidate('rejected-token');
    expect(session.data).toEqual({});
    await expect(tokens.get()).resolves.toBe('fresh-token');
  });

  it('invalidate keeps a newer token that already replaced the rejected one', async () => {
    const { auth, session } = setup(fakeIdentity(), { session: cached('newer-token', NOW + 3_000_000) });

    await auth.tokens('webAuthFlow').invalidate('older-token');
    expect(session.data[SESSION_KEY]).toEqual({ token: 'newer-token', expiresAt: NOW + 3_000_000 });
  });
});

describe('signOut', () => {
  it('revokes the web-flow token at Google and forgets it', async () => {
    const { auth, session, fetch } = setup(fakeIdentity(), {
      session: memorySession({ [SESSION_KEY]: { token: 'web-token', expiresAt: NOW + 1_000 } }),
    });

    await auth.signOut('webAuthFlow');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(GOOGLE_ENDPOINTS.revokeUrl);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'token=web-token',
    });
    expect(session.data).toEqual({});
  });

  it('revokes Chrome’s token and clears Chrome’s cache', async () => {
    const identity = fakeIdentity({ getAuthToken: () => tokenResult('chrome-token') });
    const { auth, fetch } = setup(identity);

    await auth.signOut('getAuthToken');
    expect(identity.getAuthTokenCalls).toEqual([{ interactive: false, scopes: [...GOOGLE_SCOPES] }]);
    expect(identity.removed).toEqual(['chrome-token']);
    expect(identity.clearedAll).toBe(1);
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual(['token=chrome-token']);
  });

  it('still disconnects locally when the revoke call fails on the network', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { auth, session } = setup(fakeIdentity(), {
      fetch,
      session: memorySession({ [SESSION_KEY]: { token: 'web-token', expiresAt: NOW + 1_000 } }),
    });

    await expect(auth.signOut('webAuthFlow')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.data).toEqual({});
  });

  it('cleans up both ways when the method is unknown, revoking nothing when there is no token', async () => {
    const identity = fakeIdentity({ getAuthToken: () => Promise.reject(new Error('The user is not signed in.')) });
    const { auth, fetch } = setup(identity);

    await auth.signOut(undefined);
    expect(identity.getAuthTokenCalls).toHaveLength(1);
    expect(identity.clearedAll).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('web auth flow wire format', () => {
  const request = { state: 's1', scopes: GOOGLE_SCOPES };

  it('assumes an hour when the provider leaves out expires_in', () => {
    expect(readWebAuthRedirect(`${REDIRECT}#access_token=t&state=s1`, request)).toEqual({ token: 't', expiresInSeconds: 3600 });
  });

  it('reads an error Google put in the query rather than the fragment', () => {
    expect(() => readWebAuthRedirect(`${REDIRECT}?error=access_denied&state=s1`, request)).toThrow(/declined/);
  });

  it('rejects a redirect with no token', () => {
    expect(() => readWebAuthRedirect(`${REDIRECT}#state=s1`, request)).toThrow(/no usable access token/);
  });

  it('keeps query parameters already in the authorization URL', () => {
    const url = new URL(
      buildWebAuthUrl({
        authUrl: 'http://127.0.0.1:4010/auth?tenant=test',
        clientId: 'c',
        redirectUri: REDIRECT,
        scopes: ['a', 'b'],
        state: 's',
        interactive: true,
      }),
    );
    expect(url.searchParams.get('tenant')).toBe('test');
    expect(url.searchParams.get('scope')).toBe('a b');
    expect(url.searchParams.has('login_hint')).toBe(false);
  });
});
