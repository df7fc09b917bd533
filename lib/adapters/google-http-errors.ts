import { KairosError } from '../core/errors';
import { googleErrorBodySchema } from './google-event-schema';

// Google's failures, said in words a person can act on. The reasons are Google's own:
// https://developers.google.com/workspace/calendar/api/guides/errors

export const SIGN_IN_EXPIRED = 'Google sign-in expired — reconnect in Kairos options.';
export const UNREACHABLE = 'Google Calendar could not be reached — check the connection and try again.';
export const BUSY = 'Google Calendar is busy right now — try again in a minute.';
export const RATE_LIMITED = 'Google Calendar is rate limiting Kairos — wait a minute and try again.';

/** A failed answer is either worth asking again after a wait, or final. */
export type FailureVerdict = { retry: true } | { retry: false; error: KairosError };

const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'usageLimits']);

/** Judges a non-2xx answer other than 401 (which the caller answers by refreshing the token). */
export function judgeFailure(status: number, body: unknown): FailureVerdict {
  const { message, reason } = readErrorBody(status, body);
  const fail = (code: KairosError['code'], words: string, retryable = false): FailureVerdict => ({
    retry: false,
    error: new KairosError(code, words, { retryable, cause: { status, reason, message } }),
  });
  if (status >= 500 || isRateLimit(status, body)) return { retry: true };
  switch (status) {
    case 400:
      return fail('invalid_input', `Google Calendar refused the change: ${message}`);
    case 401:
      return fail('calendar_auth', SIGN_IN_EXPIRED);
    case 403:
      return forbidden(reason, message, fail);
    case 404:
      return fail('not_found', 'That event or calendar is not in Google Calendar any more.');
    case 409:
      return fail('invalid_input', `Google Calendar already has that: ${message}`);
    case 410:
      return fail('not_found', 'That event was deleted from Google Calendar.');
    case 412:
      return fail('stale_target', 'The event changed in Google Calendar since Kairos read it.');
    default:
      return fail('calendar_unavailable', `Google Calendar answered HTTP ${String(status)}: ${message}`);
  }
}

/** Google asks Kairos to slow down: 429, or 403 with a rate-limit reason. */
export function isRateLimit(status: number, body: unknown): boolean {
  if (status === 429) return true;
  const { reason } = readErrorBody(status, body);
  return status === 403 && reason !== undefined && RATE_LIMIT_REASONS.has(reason);
}

function forbidden(
  reason: string | undefined,
  message: string,
  fail: (code: KairosError['code'], words: string, retryable?: boolean) => FailureVerdict,
): FailureVerdict {
  // A token without the calendar scopes (the person unticked them at consent): only reconnecting fixes it.
  if (reason === 'insufficientPermissions' || /insufficient authentication scopes/i.test(message)) {
    return fail(
      'calendar_auth',
      'Kairos may not use Google Calendar with this sign-in — reconnect in Kairos options and allow calendar access.',
    );
  }
  // The project's daily quota is spent: waiting a minute does not help, so it is not marked retryable.
  if (reason !== undefined && QUOTA_REASONS.has(reason)) {
    return fail('calendar_unavailable', 'Google Calendar has had too many requests from Kairos today — try again later.');
  }
  switch (reason) {
    case 'forbiddenForNonOrganizer':
      return fail('calendar_forbidden', 'Only the organiser can change this event in Google Calendar — ask them to.');
    case 'requiredAccessLevel':
      return fail(
        'calendar_forbidden',
        'You can see this calendar but not change it — pick a calendar you can edit in Kairos options.',
      );
    default:
      return fail('calendar_forbidden', `Google Calendar does not allow this: ${message}`);
  }
}

/** Google's own words and reason, or the bare status when the body is not Google's error shape. */
export function readErrorBody(status: number, body: unknown): { message: string; reason: string | undefined } {
  const parsed = googleErrorBodySchema.safeParse(body);
  if (!parsed.success) return { message: `HTTP ${String(status)}`, reason: undefined };
  const first = parsed.data.error.errors[0];
  return {
    message: parsed.data.error.message ?? first?.message ?? `HTTP ${String(status)}`,
    reason: first?.reason,
  };
}

/**
 * Retry-After as milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). Undefined when
 * absent or unreadable, so the caller falls back to its own backoff.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
