import { z } from 'zod';

/** The few ways Kairos fails, by code; the UI maps each to words a person can act on. */
export const errorCodeSchema = z.enum([
  'invalid_input',
  'invalid_message',
  'not_found',
  'action_expired',
  'action_not_pending',
  /** A bulk change stopped part-way for a passing reason: what was made is kept, Retry makes the rest. */
  'action_incomplete',
  'stale_target',
  'ics_invalid',
  'calendar_unavailable',
  'calendar_auth',
  'calendar_forbidden',
  'model_unavailable',
  'model_auth',
  'model_not_found',
  'model_rate_limited',
  'model_timeout',
  'model_invalid_output',
  /** The places provider (OpenStreetMap, Foursquare) could not be reached, or may not be: Kairos has no access. */
  'places_unavailable',
  /** The places provider refused the person's key. */
  'places_auth',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorPayloadSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  retryable: z.boolean(),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

export class KairosError extends Error {
  readonly code: ErrorCode;
  readonly retryable: boolean;

  constructor(code: ErrorCode, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'KairosError';
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

/** Errors cross contexts as data: a KairosError keeps its code, anything else is internal. */
export function toErrorPayload(error: unknown): ErrorPayload {
  if (error instanceof KairosError) {
    return { code: error.code, message: error.message, retryable: error.retryable };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message: `Something went wrong inside Kairos: ${message}`, retryable: true };
}
