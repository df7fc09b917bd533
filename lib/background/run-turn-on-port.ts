import { KairosError, toErrorPayload } from '../core/errors';
import { runTurn } from '../core/pipeline/run-turn';
import type { TurnEvent } from '../core/pipeline/turn-event';
import type { TurnLog, TurnLogFields } from '../core/pipeline/turn-log';
import { createLogger, formatFields, type Logger } from '../logger';
import { turnMessageSchema, turnPortMessageSchema, type TurnMessage, type TurnRequest } from '../messaging/protocol';
import { turnPorts, type Services } from './services';

/** The part of runtime.Port a turn needs. */
export interface TurnPort {
  postMessage(message: TurnMessage): void;
}

export interface TurnPortDeps {
  /** Awaited per message, so the worker can register its port listeners before the services are built. */
  services: Services | Promise<Services>;
  log: Pick<Logger, 'warn'>;
  /** Where debug lines go when the person turned debug logging on: the service worker's console. */
  debugLog?: Pick<Logger, 'info'>;
}

export interface TurnPortHandler {
  /** One message from the side panel: startTurn or cancelTurn, checked against the protocol. */
  receive(raw: unknown): Promise<void>;
  /** The panel went away: every turn it started is aborted, and nothing more is sent. */
  disconnect(): void;
}

/**
 * One side panel's turn port. Each startTurn runs a turn whose TurnEvents stream back, every one
 * checked against its schema so the panel never receives something it cannot render; each running
 * turn has an AbortController that cancelTurn, or the port's disconnect, aborts.
 */
export function createTurnPortHandler(port: TurnPort, deps: TurnPortDeps): TurnPortHandler {
  const { log, debugLog = createLogger('turn') } = deps;
  const running = new Map<string, AbortController>();
  let disconnected = false;

  const send = (turnId: string, event: TurnEvent): void => {
    if (disconnected) return; // The panel closed mid-turn: the rest of the turn has no one to tell.
    try {
      port.postMessage(turnMessageSchema.parse({ turnId, event }));
    } catch (error) {
      log.warn('could not deliver a turn event', error);
    }
  };

  async function start(request: TurnRequest): Promise<void> {
    const { turnId, text, conversationId } = request;
    if (running.has(turnId)) {
      log.warn('ignored a second start of a running turn', turnId);
      return;
    }
    const controller = new AbortController();
    running.set(turnId, controller);
    try {
      const services = await deps.services;
      const preferences = await services.preferences.get();
      const model = await services.turnModel();
      // Places ride along when a provider is chosen and its host permission granted (turnPlaces).
      const ports = await turnPorts(services, preferences);
      const turnLog = preferences.debugLogging ? createTurnLog(turnId, debugLog, await secretsOf(services)) : undefined;
      // Cancelled while the settings were read: nothing has started, so nothing runs.
      if (controller.signal.aborted) {
        send(turnId, { type: 'cancelled' });
        send(turnId, { type: 'done' });
        return;
      }
      // Page content is read as the request, but only ever becomes suggestions the person approves.
      const page = request.pageContent;
      const outcome = await runTurn(page?.text ?? text, {
        ...ports,
        source: page?.source ?? 'chat',
        emit: (event) => {
          send(turnId, event);
        },
        ...(model === undefined ? {} : { model }),
        conversation: services.conversation(conversationId),
        templateCache: services.templateCache,
        workflows: services.workflows,
        signal: controller.signal,
        ...(turnLog === undefined ? {} : { log: turnLog }),
        ...(request.hint === undefined ? {} : { hint: request.hint }),
        ...(request.task === undefined ? {} : { task: request.task }),
      });
      if (outcome.fellBack !== undefined) log.warn(`answered with the built-in engine: ${outcome.fellBack}`);
    } catch (error) {
      // Settings or the model could not be read (runTurn itself never throws): the panel still gets an end.
      log.warn('could not start a turn', error);
      send(turnId, { type: 'error', error: toErrorPayload(error) });
      send(turnId, { type: 'done' });
    } finally {
      running.delete(turnId);
    }
  }

  return {
    async receive(raw) {
      const message = turnPortMessageSchema.safeParse(raw);
      if (message.success) {
        if (message.data.type === 'startTurn') await start(message.data);
        else running.get(message.data.turnId)?.abort(); // A turn already finished has nothing to cancel.
        return;
      }
      log.warn('rejected a malformed turn message', message.error.issues);
      const turnId =
        typeof raw === 'object' && raw !== null && 'turnId' in raw && typeof raw.turnId === 'string' ? raw.turnId : 'unknown';
      const problem = message.error.issues[0]?.message ?? 'That request is not valid.';
      send(turnId, { type: 'error', error: toErrorPayload(new KairosError('invalid_input', problem)) });
      send(turnId, { type: 'done' });
    },
    disconnect() {
      disconnected = true;
      for (const controller of running.values()) controller.abort();
    },
  };
}

// Field names that could carry a credential; the pipeline's log fields never should, but a debug
// line pasted into a bug report must not leak one if that ever changes.
const SECRET_FIELD = /api.?key|secret|password|authori[sz]ation|bearer/i;

/** What must never reach the console: the saved API keys (the model's, and Foursquare's for places). */
async function secretsOf(services: Services): Promise<string[]> {
  const [{ openai }, { foursquareKey }] = await Promise.all([services.modelSettings.get(), services.placesSettings.get()]);
  return [openai.apiKey, foursquareKey].map((key) => key.trim()).filter((key) => key !== '');
}

/** One console line per entry: `[kairos:turn] select turn=<id> slots=4 model=gpt-4.1-mini`. */
export function createTurnLog(turnId: string, sink: Pick<Logger, 'info'>, secrets: readonly string[]): TurnLog {
  const redact = (value: string | number | boolean | undefined): string | number | boolean | undefined =>
    typeof value === 'string' ? secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), value) : value;
  return (stage, fields: TurnLogFields = {}) => {
    const safe = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, SECRET_FIELD.test(name) ? '[redacted]' : redact(value)]),
    );
    sink.info(`${stage} ${formatFields({ turn: turnId, ...safe })}`);
  };
}
