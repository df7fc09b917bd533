import { KairosError, toErrorPayload } from '../core/errors';
import { runTurn } from '../core/pipeline/run-turn';
import type { TurnEvent } from '../core/pipeline/turn-event';
import { turnMessageSchema, turnRequestSchema, type TurnMessage } from '../messaging/protocol';
import { effectiveTimeZone, type Services } from './services';

/** The part of runtime.Port a turn needs. */
export interface TurnPort {
  postMessage(message: TurnMessage): void;
}

/**
 * Runs one turn request from the side panel and streams its TurnEvents back. Every outgoing event
 * is checked against its schema, so the panel never receives something it cannot render.
 */
export async function runTurnOnPort(
  raw: unknown,
  port: TurnPort,
  services: Services,
  log: { warn(m: string, d?: unknown): void },
): Promise<void> {
  const request = turnRequestSchema.safeParse(raw);
  if (!request.success) {
    log.warn('rejected a malformed turn request', request.error.issues);
    const turnId =
      typeof raw === 'object' && raw !== null && 'turnId' in raw && typeof raw.turnId === 'string' ? raw.turnId : 'unknown';
    const message = request.error.issues[0]?.message ?? 'That request is not valid.';
    port.postMessage({ turnId, event: { type: 'error', error: toErrorPayload(new KairosError('invalid_input', message)) } });
    port.postMessage({ turnId, event: { type: 'done' } });
    return;
  }
  const { turnId, text, conversationId } = request.data;
  const emit = (event: TurnEvent): void => {
    try {
      port.postMessage(turnMessageSchema.parse({ turnId, event }));
    } catch (error) {
      // The panel closed mid-turn: the rest of the turn has no one to tell.
      log.warn('could not deliver a turn event', error);
    }
  };
  const preferences = await services.preferences.get();
  const model = await services.turnModel();
  const outcome = await runTurn(text, {
    calendar: services.calendar,
    approvals: services.approvals,
    clock: services.clock,
    ids: services.ids,
    preferences,
    timeZone: effectiveTimeZone(preferences, services),
    source: 'chat',
    emit,
    ...(model === undefined ? {} : { model }),
    conversation: services.conversation(conversationId),
  });
  if (outcome.fellBack !== undefined) log.warn(`answered with the built-in engine: ${outcome.fellBack}`);
}
