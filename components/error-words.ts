import { KairosError, type ErrorPayload } from '../lib/core/errors';

/** What a person should read for each error code: what happened and what to do. */
export function errorWords(error: ErrorPayload): string {
  switch (error.code) {
    case 'action_expired':
    case 'stale_target':
    case 'ics_invalid':
    case 'invalid_input':
    case 'not_found':
    case 'action_not_pending':
    case 'action_incomplete':
      return error.message;
    case 'model_unavailable':
    case 'model_auth':
    case 'model_not_found':
    case 'model_rate_limited':
    case 'model_timeout':
    case 'model_invalid_output':
      return error.message;
    case 'calendar_auth':
    case 'calendar_forbidden':
      return error.message;
    case 'places_unavailable':
    case 'places_auth':
      return error.message;
    case 'calendar_unavailable':
      return `The calendar could not be reached. ${error.retryable ? 'Try again in a moment.' : ''}`.trim();
    case 'invalid_message':
      return 'Kairos received a message it did not understand. Reload the page and try again.';
    case 'internal':
      return `${error.message} Try again; if it keeps happening, reload the extension.`;
  }
}

export function errorWordsOf(error: unknown): string {
  if (error instanceof KairosError) return errorWords({ code: error.code, message: error.message, retryable: error.retryable });
  return `Kairos could not reach its background service (${error instanceof Error ? error.message : String(error)}). Try again.`;
}
