import { randomBytes } from 'node:crypto';
import type { Reply } from './http-io';

/**
 * The access tokens the fake accepts, and Google's OAuth endpoints as the extension meets them:
 * the implicit-grant authorize URL chrome.identity.launchWebAuthFlow opens, and token revocation.
 */
export interface TokenRegistry {
  issue(): string;
  isValid(token: string): boolean;
  /** False when the token was not a live one. */
  revoke(token: string): boolean;
  /** Every token stops working and sign-in is refused until allowSignIn(). */
  revokeGrant(): void;
  allowSignIn(): void;
  signInAllowed(): boolean;
}

export function createTokenRegistry(): TokenRegistry {
  const live = new Set<string>();
  let issued = 0;
  let allowed = true;
  return {
    issue() {
      issued++;
      const token = `ya29.fake-${String(issued)}-${randomBytes(6).toString('hex')}`;
      live.add(token);
      return token;
    },
    isValid: (token) => live.has(token),
    revoke: (token) => live.delete(token),
    revokeGrant() {
      live.clear();
      allowed = false;
    },
    allowSignIn() {
      allowed = true;
    },
    signInAllowed: () => allowed,
  };
}

/** The bearer token of an API request: the Authorization header, or the oauth_token query parameter. */
export function tokenOf(authorization: string | undefined, query: URLSearchParams): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return bearer ?? query.get('oauth_token') ?? undefined;
}

/** GET /o/oauth2/v2/auth: redirects to redirect_uri with the token (or the refusal) in the fragment. */
export function authorize(tokens: TokenRegistry, query: URLSearchParams): Reply {
  const clientId = query.get('client_id');
  const redirectUri = query.get('redirect_uri');
  const responseType = query.get('response_type');
  if (clientId === null || clientId === '') return oauthPage('invalid_request', 'Missing required parameter: client_id');
  if (redirectUri === null || redirectUri === '') return oauthPage('invalid_request', 'Missing required parameter: redirect_uri');
  if (responseType !== 'token') return oauthPage('unsupported_response_type', `Unsupported response type: ${responseType ?? ''}`);
  const state = query.get('state');
  const fields: [string, string][] = tokens.signInAllowed()
    ? [
        ['access_token', tokens.issue()],
        ['token_type', 'Bearer'],
        ['expires_in', '3599'],
        ['scope', query.get('scope') ?? ''],
      ]
    : [['error', 'access_denied']];
  if (state !== null) fields.push(['state', state]);
  const fragment = fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return { status: 302, headers: { Location: `${redirectUri}#${fragment}` } };
}

/** POST /revoke with token=… in the form body or the query. */
export function revoke(tokens: TokenRegistry, query: URLSearchParams, bodyText: string): Reply {
  const token = new URLSearchParams(bodyText).get('token') ?? query.get('token');
  if (token === null || token === '') {
    return { status: 400, json: { error: 'invalid_request', error_description: 'Bad Request' } };
  }
  if (!tokens.revoke(token)) {
    return { status: 400, json: { error: 'invalid_token', error_description: 'Token expired or revoked' } };
  }
  return { status: 200, json: {} };
}

function oauthPage(error: string, detail: string): Reply {
  return { status: 400, text: `Error 400: ${error}\n\n${detail}\n` };
}
