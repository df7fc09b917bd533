/**
 * Google's JSON error bodies, as the Calendar API sends them:
 * {"error":{"code","message","errors":[{domain,reason,message,…}],"status"}}.
 * Messages and domains follow https://developers.google.com/workspace/calendar/api/guides/errors.
 */

export interface GoogleErrorItem {
  domain: string;
  reason: string;
  message: string;
  location?: string;
  locationType?: string;
}

export interface GoogleErrorBody {
  error: { code: number; message: string; errors: GoogleErrorItem[]; status: string };
}

/** Thrown by the handlers; the request pipeline answers it as Google's error body. */
export class GoogleApiError extends Error {
  readonly status: number;
  readonly items: GoogleErrorItem[];

  constructor(status: number, items: GoogleErrorItem[], message?: string) {
    super(message ?? items[0]?.message ?? `HTTP ${String(status)}`);
    this.name = 'GoogleApiError';
    this.status = status;
    this.items = items;
  }

  toBody(): GoogleErrorBody {
    return {
      error: { code: this.status, message: this.message, errors: this.items, status: canonicalStatus(this.status) },
    };
  }
}

// google.rpc.Code names for the HTTP statuses the server answers (410 has no code of its own).
const CANONICAL: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  410: 'NOT_FOUND',
  412: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function canonicalStatus(status: number): string {
  return CANONICAL[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
}

const REASON_MESSAGES: Record<string, string> = {
  badRequest: 'Bad Request',
  notFound: 'Not Found',
  deleted: 'Resource has been deleted',
  duplicate: 'The requested identifier already exists.',
  conditionNotMet: 'Precondition Failed',
  requiredAccessLevel: 'You need to have writer access to this calendar.',
  rateLimitExceeded: 'Rate Limit Exceeded',
  userRateLimitExceeded: 'User Rate Limit Exceeded',
  quotaExceeded: 'Calendar usage limits exceeded.',
  backendError: 'Backend Error',
  authError: 'Invalid Credentials',
  forbidden: 'Forbidden',
};

const REASON_DOMAINS: Record<string, string> = {
  rateLimitExceeded: 'usageLimits',
  userRateLimitExceeded: 'usageLimits',
  quotaExceeded: 'usageLimits',
  timeRangeEmpty: 'calendar',
  requiredAccessLevel: 'calendar',
};

/** One error with Google's usual domain and message for `reason`. */
export function apiError(
  status: number,
  reason: string,
  message?: string,
  where?: Pick<GoogleErrorItem, 'location' | 'locationType'>,
): GoogleApiError {
  const item: GoogleErrorItem = {
    domain: REASON_DOMAINS[reason] ?? 'global',
    reason,
    message: message ?? REASON_MESSAGES[reason] ?? reason,
    ...where,
  };
  return new GoogleApiError(status, [item]);
}

export const notFound = (): GoogleApiError => apiError(404, 'notFound');
export const deleted = (): GoogleApiError => apiError(410, 'deleted');
export const badRequest = (message?: string): GoogleApiError => apiError(400, 'badRequest', message);
export const invalid = (message: string): GoogleApiError => apiError(400, 'invalid', message);
export const required = (message: string): GoogleApiError => apiError(400, 'required', message);
export const timeRangeEmpty = (location?: string): GoogleApiError =>
  apiError(
    400,
    'timeRangeEmpty',
    'The specified time range is empty.',
    location === undefined ? undefined : { location, locationType: 'parameter' },
  );
export const conditionNotMet = (): GoogleApiError =>
  apiError(412, 'conditionNotMet', undefined, { location: 'If-Match', locationType: 'header' });

export function authError(): GoogleApiError {
  const item = {
    domain: 'global',
    reason: 'authError',
    message: 'Invalid Credentials',
    location: 'Authorization',
    locationType: 'header',
  };
  return new GoogleApiError(
    401,
    [item],
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
  );
}

/** The error an injected fault answers: the reason defaults by status as Google's usual ones. */
export function faultError(status: number, reason?: string): GoogleApiError {
  if (status === 401 && reason === undefined) return authError();
  return apiError(status, reason ?? defaultReason(status));
}

function defaultReason(status: number): string {
  switch (status) {
    case 403:
    case 429:
      return 'rateLimitExceeded';
    case 404:
      return 'notFound';
    case 409:
      return 'duplicate';
    case 410:
      return 'deleted';
    case 412:
      return 'conditionNotMet';
    default:
      return status >= 500 ? 'backendError' : 'badRequest';
  }
}
