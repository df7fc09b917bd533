import { z } from 'zod';
import { KairosError } from '../core/errors';

/**
 * Google's OAuth 2.0 implicit flow ("OAuth 2.0 for client-side web applications"), as
 * chrome.identity.launchWebAuthFlow runs it: the request URL going out, the redirect URL coming
 * back. Pure, so the wire format is tested without a browser.
 */
export interface WebAuthRequest {
  /** https://accounts.google.com/o/oauth2/v2/auth, or a loopback fake in tests. */
  authUrl: string;
  clientId: string;
  /** identity.getRedirectURL('oauth2'): https://<extension-id>.chromiumapp.org/oauth2 */
  redirectUri: string;
  scopes: readonly string[];
  /** Random per request; the redirect must carry it back (CSRF). */
  state: string;
  /** Interactive lets the person choose the account; silent must never show a page. */
  interactive: boolean;
  /**
   * The account signed in before. Without it a silent request from a browser signed in to several
   * Google accounts gets `interaction_required`, because Google cannot tell which one is meant.
   */
  loginHint?: string;
}

export function buildWebAuthUrl(request: WebAuthRequest): string {
  const url = new URL(request.authUrl);
  const params = url.searchParams;
  params.set('client_id', request.clientId);
  params.set('redirect_uri', request.redirectUri);
  params.set('response_type', 'token');
  params.set('scope', request.scopes.join(' '));
  params.set('state', request.state);
  params.set('include_granted_scopes', 'true');
  params.set('prompt', request.interactive ? 'select_account' : 'none');
  if (request.loginHint !== undefined) params.set('login_hint', request.loginHint);
  return url.toString();
}

/** A token from the redirect, with its lifetime as Google gave it. */
export interface WebAuthGrant {
  token: string;
  expiresInSeconds: number;
}

/**
 * RFC 6749 §4.2.2 makes expires_in recommended rather than required; Google always sends it, and
 * its access tokens live an hour, so that is the lifetime assumed when a provider leaves it out.
 */
const DEFAULT_EXPIRES_IN_SECONDS = 3600;

const grantSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive().optional(),
  /** Space-separated; with include_granted_scopes it lists every scope granted so far. */
  scope: z.string().optional(),
});

/** Errors Google puts in the redirect that mean "sign in (again) in a window". */
const SIGN_IN_NEEDED = new Set(['interaction_required', 'login_required', 'consent_required', 'account_selection_required']);

/**
 * Reads the redirect launchWebAuthFlow resolved with. Parameters arrive in the fragment; an error
 * can also come in the query (RFC 6749 §4.2.2.1 allows either for some failures), so both are read.
 * Throws KairosError('calendar_auth') for anything but a usable token with the scopes asked for.
 */
export function readWebAuthRedirect(redirectUrl: string, expected: { state: string; scopes: readonly string[] }): WebAuthGrant {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch (cause) {
    throw new KairosError('calendar_auth', 'Google sign-in returned an unreadable answer — try connecting again.', { cause });
  }
  const params = new URLSearchParams(url.hash.slice(1));
  for (const [key, value] of url.searchParams) if (!params.has(key)) params.set(key, value);

  // Checked before anything else: an answer that is not to this request is not read at all.
  if (params.get('state') !== expected.state) {
    throw new KairosError('calendar_auth', 'Google sign-in answered a different request — try connecting again.');
  }
  const error = params.get('error');
  if (error !== null) throw signInError(error);

  const parsed = grantSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    throw new KairosError('calendar_auth', 'Google sign-in returned no usable access token — try connecting again.', {
      cause: parsed.error,
    });
  }
  const { access_token: token, expires_in: expiresIn, scope } = parsed.data;
  if (scope !== undefined) assertScopesGranted(scope.split(' '), expected.scopes);
  return { token, expiresInSeconds: expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS };
}

/**
 * Google's consent screen lets a person untick scopes. Without both calendar ones Kairos would
 * connect and then fail every call, so that is refused at sign-in with words saying why.
 */
export function assertScopesGranted(granted: readonly string[], required: readonly string[]): void {
  const missing = required.filter((scope) => !granted.includes(scope));
  if (missing.length > 0) {
    throw new KairosError(
      'calendar_auth',
      'Kairos needs permission to see and edit your Google Calendar events — connect again and allow both calendar permissions.',
    );
  }
}

function signInError(error: string): KairosError {
  if (error === 'access_denied') {
    return new KairosError('calendar_auth', 'Google sign-in was declined, so Kairos has no access to your calendar.');
  }
  if (SIGN_IN_NEEDED.has(error)) {
    return new KairosError('calendar_auth', 'Google needs you to sign in again — reconnect in Kairos options.');
  }
  // OAuth error codes are short ASCII words; anything else is not repeated to the person.
  const code = /^[\w.-]{1,64}$/.test(error) ? error : 'unknown error';
  return new KairosError('calendar_auth', `Google sign-in failed (${code}).`);
}
