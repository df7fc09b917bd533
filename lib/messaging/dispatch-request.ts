import { KairosError, toErrorPayload } from '../core/errors';
import {
  requestEnvelopeSchema,
  requestSchemas,
  type RequestOf,
  type RequestType,
  type ResponseEnvelope,
  type ResponseOf,
} from './protocol';

export type RequestHandlers = { [T in RequestType]: (payload: RequestOf<T>) => Promise<ResponseOf<T>> };

export interface DispatchLog {
  warn(message: string, details?: unknown): void;
}

/** Parses, dispatches and answers one request. Malformed messages are logged and never acted on. */
export async function dispatchRequest(raw: unknown, handlers: RequestHandlers, log: DispatchLog): Promise<ResponseEnvelope> {
  const envelope = requestEnvelopeSchema.safeParse(raw);
  if (!envelope.success || !isRequestType(envelope.data.type)) {
    log.warn('rejected a message that is not a known request', raw);
    return { ok: false, error: { code: 'invalid_message', message: 'Unknown request.', retryable: false } };
  }
  const type = envelope.data.type;
  const payload = requestSchemas[type].request.safeParse(envelope.data.payload);
  if (!payload.success) {
    log.warn(`rejected a malformed ${type} request`, payload.error.issues);
    const first = payload.error.issues[0];
    const detail = first === undefined ? '' : ` (${first.path.join('.') || 'payload'}: ${first.message})`;
    return {
      ok: false,
      error: { code: 'invalid_input', message: `That ${type} request is not valid${detail}.`, retryable: false },
    };
  }
  try {
    const handler = handlers[type] as (p: unknown) => Promise<unknown>;
    const value = requestSchemas[type].response.parse(await handler(payload.data));
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof KairosError)) log.warn(`${type} failed`, error);
    return { ok: false, error: toErrorPayload(error) };
  }
}

function isRequestType(type: string): type is RequestType {
  return Object.hasOwn(requestSchemas, type);
}
