import { z } from 'zod';
import type { Clock } from '../ports/clock';
import type { PlacesFailure, PlacesFailureReason, PlacesOutcome, PlacesProvider } from '../ports/places';
import { retryAfterMs } from './google-http-errors';
import type { RequestPacer } from './request-pacer';

// One HTTP exchange with a places service, paced, timed out, and judged: whatever goes wrong comes
// back as a PlacesFailure, never as a rejection, so a place search cannot break a turn.

/** How long to send nothing after a 429 that did not say (Retry-After) how long to wait. */
export const DEFAULT_HOLD_OFF_MS = 30_000;
/** The longest hold-off Kairos honours: a server asking for an hour is treated as asking for this. */
export const MAX_HOLD_OFF_MS = 5 * 60_000;

export interface PlacesHttpConfig {
  provider: PlacesProvider;
  /** The service's name for messages and logs: "Nominatim", "Overpass", "Foursquare". */
  service: string;
  fetch: typeof fetch;
  pacer: RequestPacer;
  timeoutMs: number;
  clock: Clock;
  /** What a 401 or 403 means here: a refused key (Foursquare), or the service refusing Kairos (OSM's block list). */
  refusal: 'auth' | 'unavailable';
}

export interface PlacesRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Statuses the caller reads itself (Foursquare's 400 for a place name it cannot find). */
  expect?: readonly number[];
}

export type HttpOutcome = { ok: true; status: number; body: unknown } | { ok: false; failure: PlacesFailure };

export async function sendPlacesRequest(config: PlacesHttpConfig, request: PlacesRequest): Promise<HttpOutcome> {
  const fail = (reason: PlacesFailureReason, message: string, retryable: boolean): HttpOutcome =>
    placesFailure(config.provider, reason, `${config.service}: ${message}`, retryable);
  const paced = await config.pacer.schedule(() => exchange(config, request));
  if (!paced.ran) {
    return fail(
      'rate_limited',
      `held back to keep to its usage policy; next request in ${String(Math.ceil(paced.retryAfterMs / 1000))} s`,
      true,
    );
  }
  const answer = paced.value;
  if (answer.kind === 'lost') {
    return fail(
      'unavailable',
      answer.timedOut ? `no answer within ${String(config.timeoutMs)} ms` : `unreachable (${answer.message})`,
      true,
    );
  }
  const { status, headers, text } = answer;
  if ((status >= 200 && status < 300) || request.expect?.includes(status) === true) {
    const body = parseJson(text);
    return body === undefined
      ? fail('bad_response', `HTTP ${String(status)} with a body that is not JSON`, false)
      : { ok: true, status, body };
  }
  if (status === 429) {
    const wait = retryAfterMs(headers.get('retry-after'), config.clock.now()) ?? DEFAULT_HOLD_OFF_MS;
    config.pacer.holdOff(Math.min(MAX_HOLD_OFF_MS, wait));
    return fail('rate_limited', 'HTTP 429 Too Many Requests', true);
  }
  if (status >= 500) return fail('unavailable', `HTTP ${String(status)}${detailOf(text)}`, true);
  if (status === 401 || status === 403) return fail(config.refusal, `HTTP ${String(status)}${detailOf(text)}`, false);
  return fail('unavailable', `HTTP ${String(status)}${detailOf(text)}`, false);
}

type Exchange =
  { kind: 'answer'; status: number; headers: Headers; text: string } | { kind: 'lost'; timedOut: boolean; message: string };

async function exchange(config: PlacesHttpConfig, request: PlacesRequest): Promise<Exchange> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  try {
    const response = await config.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      signal,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    // Read inside the try: a connection cut or the timeout mid-body is as lost as one before the headers.
    return { kind: 'answer', status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    return { kind: 'lost', timedOut: signal.aborted, message: error instanceof Error ? error.message : String(error) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Foursquare's error body, and Nominatim's. */
const errorBodySchema = z.union([z.object({ message: z.string() }), z.object({ error: z.object({ message: z.string() }) })]);

/** The service's own words when its error body has them, else nothing. */
function detailOf(text: string): string {
  const parsed = errorBodySchema.safeParse(parseJson(text));
  if (!parsed.success) return '';
  const message = 'message' in parsed.data ? parsed.data.message : parsed.data.error.message;
  return `: ${message.slice(0, 200)}`;
}

export function placesFailure(
  provider: PlacesProvider,
  reason: PlacesFailureReason,
  message: string,
  retryable: boolean,
): { ok: false; failure: PlacesFailure } {
  return { ok: false, failure: { provider, reason, message, retryable } };
}

/** The port never rejects: a bug in reading an answer is a failure like any other, not a broken turn. */
export async function guardPlaces(provider: PlacesProvider, run: () => Promise<PlacesOutcome>): Promise<PlacesOutcome> {
  try {
    return await run();
  } catch (error) {
    return placesFailure(
      provider,
      'bad_response',
      `unexpected error: ${error instanceof Error ? error.message : String(error)}`,
      false,
    );
  }
}
