import type { z } from 'zod';
import { KairosError } from '../core/errors';
import type { AccessTokens } from '../ports/access-token';
import { BUSY, isRateLimit, judgeFailure, RATE_LIMITED, retryAfterMs, SIGN_IN_EXPIRED, UNREACHABLE } from './google-http-errors';

// Authorised JSON requests to Google Calendar v3, with the retry policy Google asks clients for:
// exponential backoff on 429, 5xx and rate-limit 403s; one token refresh on 401.
// https://developers.google.com/workspace/calendar/api/guides/quota#backoff

export interface GoogleHttpConfig {
  apiBaseUrl: string;
  tokens: AccessTokens;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface GoogleRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Below apiBaseUrl, starting with "/", path segments already encoded. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  ifMatch?: string;
  /**
   * Sending it twice cannot do two things: a read, an insert with the client's id, a write guarded
   * by If-Match. Only such requests are sent again after a connection failure, when it is unknown
   * whether Google acted on the first one.
   */
  repeatable: boolean;
  /** Statuses the caller handles itself (409 on insert, 412 on a guarded write, 410 on delete). */
  expect?: readonly number[];
}

export interface GoogleResponse {
  status: number;
  body: unknown;
  /**
   * An earlier attempt was lost in transit, so Google may have acted on it: a 412 or 409 now can
   * be that first attempt's own doing rather than someone else's.
   */
  afterLostAttempt: boolean;
}

export interface GoogleHttp {
  send(request: GoogleRequest): Promise<GoogleResponse>;
}

export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8000;
export const MAX_RETRIES = 4;

type Attempt = { kind: 'answer'; response: Response; body: unknown } | { kind: 'lost'; error: unknown };

export function createGoogleHttp(config: GoogleHttpConfig): GoogleHttp {
  // Looked up per call, not captured: a bare `fetch` reference called on another object throws
  // "Illegal invocation" in Chrome.
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = config.random ?? Math.random;

  /** Full jitter (AWS's "Exponential Backoff and Jitter"): spreads clients that failed together. */
  const backoff = (retry: number, retryAfter: number | undefined): number =>
    retryAfter !== undefined
      ? Math.min(BACKOFF_CAP_MS, retryAfter)
      : Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry));

  async function attempt(request: GoogleRequest, token: string): Promise<Attempt> {
    try {
      const response = await doFetch(urlOf(config.apiBaseUrl, request), {
        method: request.method,
        headers: headersOf(request, token),
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      // The body is read inside the try: a connection cut mid-body is as lost as one cut before.
      return { kind: 'answer', response, body: await readJson(response) };
    } catch (error) {
      return { kind: 'lost', error };
    }
  }

  return {
    async send(request) {
      let token = await tokenFrom(config.tokens);
      let refreshed = false;
      let retries = 0;
      let afterLostAttempt = false;
      for (;;) {
        const result = await attempt(request, token);
        if (result.kind === 'lost') {
          if (!request.repeatable || retries >= MAX_RETRIES) {
            throw new KairosError('calendar_unavailable', UNREACHABLE, { retryable: true, cause: result.error });
          }
          afterLostAttempt = true;
          await sleep(backoff(retries++, undefined));
          continue;
        }
        const { response, body } = result;
        if (response.status === 401 && !refreshed) {
          // The token expired or was revoked: give it back and try once with a fresh one.
          await config.tokens.invalidate(token);
          token = await tokenFrom(config.tokens);
          refreshed = true;
          continue;
        }
        if (response.ok || request.expect?.includes(response.status) === true) {
          return { status: response.status, body, afterLostAttempt };
        }
        const verdict = judgeFailure(response.status, body);
        if (!verdict.retry) throw verdict.error;
        if (retries >= MAX_RETRIES) {
          const words = isRateLimit(response.status, body) ? RATE_LIMITED : BUSY;
          throw new KairosError('calendar_unavailable', words, { retryable: true, cause: { status: response.status, body } });
        }
        await sleep(backoff(retries++, retryAfterMs(response.headers.get('retry-after'), Date.now())));
      }
    },
  };
}

/** Checks a successful answer's body against the resource's schema. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new KairosError('calendar_unavailable', `Google Calendar sent ${what} Kairos could not read.`, {
    cause: parsed.error,
  });
}

/** A path segment: calendar ids are emails and instance ids carry "_", both fine once encoded. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

async function tokenFrom(tokens: AccessTokens): Promise<string> {
  try {
    return await tokens.get();
  } catch (error) {
    if (error instanceof KairosError) throw error;
    throw new KairosError('calendar_auth', SIGN_IN_EXPIRED, { cause: error });
  }
}

function urlOf(base: string, request: GoogleRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const query = params.toString();
  return `${base}${request.path}${query === '' ? '' : `?${query}`}`;
}

function headersOf(request: GoogleRequest, token: string): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
    ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(request.ifMatch === undefined ? {} : { 'If-Match': request.ifMatch }),
  };
}

/** JSON, or undefined for an empty body (204 on delete). A body that is not JSON is kept as text. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
