import { z } from 'zod';
import { GOOGLE_ENDPOINTS, type AuthMethod, type GoogleEndpoints } from '../core/domain/calendar-connection';
import { KairosError } from '../core/errors';
import type { AccessTokens } from '../ports/access-token';
import { assertScopesGranted, buildWebAuthUrl, readWebAuthRedirect } from './google-web-auth-flow';
import { createStoredItem, type KeyValueArea } from './storage-item';

/**
 * The slice of chrome.identity the provider uses (so tests pass a fake). chrome.identity fits it
 * as is; getAuthToken and friends are optional because Edge and Firefox lack or stub them.
 */
export interface IdentityApi {
  /** Chrome 105+ resolves `{token, grantedScopes}`; the older callback style gave a bare string. */
  getAuthToken?(details: {
    interactive: boolean;
    scopes?: string[];
  }): Promise<{ token?: string; grantedScopes?: string[] } | string | undefined>;
  removeCachedAuthToken?(details: { token: string }): Promise<void>;
  launchWebAuthFlow(details: { url: string; interactive: boolean }): Promise<string | undefined>;
  getRedirectURL(path?: string): string;
  clearAllCachedAuthTokens?(): Promise<void>;
}

export interface GoogleAuthConfig {
  identity: IdentityApi;
  /** storage.session: tokens of the web flow never outlive the browser session. */
  session: KeyValueArea & { remove?(key: string): Promise<void> };
  /**
   * The OAuth client of type "Web application" for launchWebAuthFlow, whose redirect URI is
   * https://<extension id>.chromiumapp.org/oauth2 (a build setting, or the test endpoints').
   */
  clientId: string | undefined;
  /** The manifest's oauth2.client_id (type "Chrome extension"), which getAuthToken uses. */
  chromeClientId?: string | undefined;
  /** authUrl and revokeUrl are used. */
  endpoints: GoogleEndpoints;
  /** GOOGLE_SCOPES. */
  scopes: readonly string[];
  /** For the revoke call. */
  fetch?: typeof fetch;
  now: () => number;
  /** A random CSRF state per web-flow request. */
  newState: () => string;
}

export interface GoogleAuth {
  /**
   * Interactive sign-in, from a user gesture (Options → Connect). Tries getAuthToken first unless
   * `prefer` is 'webAuthFlow', falling back to launchWebAuthFlow when getAuthToken is missing (Edge)
   * or fails for any reason but the person cancelling (Chromium without Google sign-in). With no
   * `prefer` and endpoints other than Google's, goes straight to the web flow: getAuthToken only
   * ever asks Google itself.
   */
  signIn(prefer?: AuthMethod): Promise<{ method: AuthMethod; token: string }>;
  /**
   * The AccessTokens port bound to the method used at sign-in; never interactive. `loginHint` (the
   * connected account) lets a silent web flow pick the right account in a multi-account browser.
   * Any failure is KairosError('calendar_auth').
   */
  tokens(method: AuthMethod, options?: { loginHint?: string }): AccessTokens;
  /** Disconnect: forget cached tokens here, then revoke at Google (best effort). */
  signOut(method: AuthMethod | undefined): Promise<void>;
}

const EXPIRED = 'Google sign-in expired — reconnect in Kairos options.';
const CANCELLED = 'Google sign-in was cancelled.';
const NO_CLIENT_ID = 'This build of Kairos has no Google OAuth client id — see README "Connect Google Calendar".';

/** The web flow's token, in storage.session. Cleared on browser exit and extension update, so unversioned. */
const SESSION_KEY = 'googleWebAuthToken';
const sessionTokenSchema = z.object({
  token: z.string().min(1),
  /** Epoch ms. */
  expiresAt: z.number(),
});

/** A cached token with less left than this is refreshed first, so it cannot lapse mid-call. */
const REFRESH_MARGIN_MS = 60_000;
/** Revoking is a courtesy to Google; a hung network must not keep Options waiting. */
const REVOKE_TIMEOUT_MS = 10_000;

/**
 * Chrome rejects both getAuthToken and launchWebAuthFlow with "The user did not approve access."
 * when the person closes the window or declines; other browsers say "cancelled".
 */
function isUserCancel(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /did not approve|cancell?ed/i.test(message);
}

export function createGoogleAuth(config: GoogleAuthConfig): GoogleAuth {
  const { identity, session, endpoints, scopes } = config;
  const sessionToken = createStoredItem(session, SESSION_KEY, sessionTokenSchema.nullable(), null);
  // A plain call: native fetch invoked as a method of `config` throws "Illegal invocation".
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  /** One silent refresh per method at a time; concurrent get() calls share it. */
  const inFlight = new Map<AuthMethod, Promise<string>>();

  async function chromeToken(interactive: boolean): Promise<string> {
    if (!identity.getAuthToken) throw new Error('chrome.identity.getAuthToken is not available in this browser.');
    const result = await identity.getAuthToken({ interactive, scopes: [...scopes] });
    const token = typeof result === 'string' ? result : result?.token;
    if (!token) throw new Error('getAuthToken returned no token.');
    if (typeof result === 'object' && result.grantedScopes) {
      try {
        assertScopesGranted(result.grantedScopes, scopes);
      } catch (error) {
        // Otherwise Chrome hands the same short-scoped token back on the next try.
        await identity.removeCachedAuthToken?.({ token });
        throw error;
      }
    }
    return token;
  }

  async function webFlowToken(interactive: boolean, loginHint: string | undefined): Promise<string> {
    if (!config.clientId) throw new KairosError('calendar_auth', NO_CLIENT_ID);
    const state = config.newState();
    const url = buildWebAuthUrl({
      authUrl: endpoints.authUrl,
      clientId: config.clientId,
      redirectUri: identity.getRedirectURL('oauth2'),
      scopes,
      state,
      interactive,
      ...(loginHint === undefined ? {} : { loginHint }),
    });
    let redirect: string | undefined;
    try {
      redirect = await identity.launchWebAuthFlow({ url, interactive });
    } catch (cause) {
      if (isUserCancel(cause)) throw new KairosError('calendar_auth', CANCELLED, { cause });
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new KairosError('calendar_auth', `Google sign-in failed: ${reason}`, { cause });
    }
    if (redirect === undefined) throw new KairosError('calendar_auth', CANCELLED);
    const grant = readWebAuthRedirect(redirect, { state, scopes });
    await sessionToken.set({ token: grant.token, expiresAt: config.now() + grant.expiresInSeconds * 1000 });
    return grant.token;
  }

  async function silentWebFlowToken(loginHint: string | undefined): Promise<string> {
    const cached = await sessionToken.get();
    if (cached && cached.expiresAt - config.now() > REFRESH_MARGIN_MS) return cached.token;
    return webFlowToken(false, loginHint);
  }

  async function clearSessionToken(): Promise<void> {
    if (session.remove) await session.remove(SESSION_KEY);
    else await sessionToken.set(null);
  }

  function singleFlight(method: AuthMethod, fetchToken: () => Promise<string>): Promise<string> {
    const running = inFlight.get(method);
    if (running) return running;
    const started = fetchToken()
      .catch((cause: unknown) => {
        throw new KairosError('calendar_auth', EXPIRED, { cause });
      })
      .finally(() => inFlight.delete(method));
    inFlight.set(method, started);
    return started;
  }

  async function revoke(token: string): Promise<void> {
    try {
      await doFetch(endpoints.revokeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
      });
    } catch {
      // Best effort: offline, the grant stays listed at myaccount.google.com until it lapses, but
      // Kairos has already forgotten the token and will not use it again.
    }
  }

  /** Errors while forgetting are swallowed: disconnecting must work even from a broken state. */
  async function quietly<T>(step: () => Promise<T>): Promise<T | undefined> {
    try {
      return await step();
    } catch {
      return undefined;
    }
  }

  async function signOutChrome(): Promise<string | undefined> {
    if (!identity.getAuthToken) return undefined;
    const token = await quietly(() => chromeToken(false));
    if (token !== undefined) await quietly(async () => identity.removeCachedAuthToken?.({ token }));
    // Also drops Chrome's record of the grant, so the next Connect asks again.
    await quietly(async () => identity.clearAllCachedAuthTokens?.());
    return token;
  }

  async function signOutWebFlow(): Promise<string | undefined> {
    const cached = await quietly(() => sessionToken.get());
    await quietly(clearSessionToken);
    return cached?.token;
  }

  return {
    async signIn(prefer) {
      if (!config.clientId && !config.chromeClientId) throw new KairosError('calendar_auth', NO_CLIENT_ID);
      const method = prefer ?? (endpoints.authUrl === GOOGLE_ENDPOINTS.authUrl ? 'getAuthToken' : 'webAuthFlow');
      // getAuthToken uses the manifest's client (type "Chrome extension"); without one it cannot work.
      if (method === 'getAuthToken' && identity.getAuthToken && config.chromeClientId) {
        try {
          return { method: 'getAuthToken', token: await chromeToken(true) };
        } catch (cause) {
          if (isUserCancel(cause)) throw new KairosError('calendar_auth', CANCELLED, { cause });
          // A person who unticked calendar scopes would only be asked the same again.
          if (cause instanceof KairosError) throw cause;
        }
      }
      return { method: 'webAuthFlow', token: await webFlowToken(true, undefined) };
    },

    tokens(method, options = {}) {
      return {
        get() {
          return singleFlight(method, () =>
            method === 'getAuthToken' ? chromeToken(false) : silentWebFlowToken(options.loginHint),
          );
        },
        // Best effort: if forgetting fails, the next call's 401 is reported like any other.
        async invalidate(token) {
          if (method === 'getAuthToken') {
            await quietly(async () => identity.removeCachedAuthToken?.({ token }));
            return;
          }
          const cached = await quietly(() => sessionToken.get());
          // A refresh may already have replaced it; that newer token stays.
          if (cached?.token === token) await quietly(clearSessionToken);
        },
      };
    },

    async signOut(method) {
      const tokens = [
        method !== 'webAuthFlow' ? await signOutChrome() : undefined,
        method !== 'getAuthToken' ? await signOutWebFlow() : undefined,
      ];
      for (const token of new Set(tokens)) if (token !== undefined) await revoke(token);
    },
  };
}
