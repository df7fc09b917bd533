import browser from 'webextension-polyfill';
import { KairosError, errorCodeSchema } from '../core/errors';
import { requestSchemas, responseEnvelopeSchema, type RequestOf, type RequestType, type ResponseOf } from './protocol';

/** Calls the background from an extension page; failures arrive as KairosError with the background's code. */
export async function sendRequest<T extends RequestType>(type: T, payload: RequestOf<T>): Promise<ResponseOf<T>> {
  const raw: unknown = await browser.runtime.sendMessage({ type, payload });
  const envelope = responseEnvelopeSchema.parse(raw);
  if (!envelope.ok) {
    const code = errorCodeSchema.catch('internal').parse(envelope.error.code);
    throw new KairosError(code, envelope.error.message, { retryable: envelope.error.retryable });
  }
  return requestSchemas[type].response.parse(envelope.value) as ResponseOf<T>;
}
