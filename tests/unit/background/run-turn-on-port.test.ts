import { describe, expect, it, vi } from 'vitest';
import { createMemoryConversation } from '../../../lib/adapters/memory-conversation';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import { createStorageModelSettings } from '../../../lib/adapters/storage-model-settings';
import { createStoragePreferences } from '../../../lib/adapters/storage-preferences';
import { createModelProbe } from '../../../lib/background/model-connection';
import { createTurnLog, createTurnPortHandler, type TurnPort } from '../../../lib/background/run-turn-on-port';
import { memoryArea, neverConnectedGoogle, placesOff } from '../../helpers/memory-area';
import { createServices } from '../../../lib/background/services';
import { DEFAULT_MODEL_SETTINGS } from '../../../lib/core/domain/model-settings';
import { DEFAULT_PREFERENCES } from '../../../lib/core/domain/preferences';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { turnMessageSchema, type TurnMessage } from '../../../lib/messaging/protocol';
import type { ModelPort, ModelRequest } from '../../../lib/ports/model';
import { createTestWorld } from '../../helpers/fakes';

const REQUEST = 'coffee with sam@acme.com tomorrow at 3pm for 30 minutes';
const API_KEY = 'sk-live-do-not-print-7f3a';

/** A model that answers nothing until the call is aborted, then rejects with the abort reason. */
function createHangingModel(): ModelPort & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    provider: 'hanging',
    requests,
    complete(request) {
      requests.push(request);
      return new Promise((_resolve, reject) => {
        const { signal } = request;
        signal?.addEventListener('abort', () => {
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        });
      });
    },
  };
}

async function setup(
  options: { model?: ModelPort; debugLogging?: boolean; slowPreferences?: Promise<void>; autoApproveCreates?: boolean } = {},
) {
  const world = await createTestWorld('2026-03-02T15:00:00Z');
  const area = memoryArea({
    preferences: {
      ...DEFAULT_PREFERENCES,
      debugLogging: options.debugLogging ?? false,
      autoApproveCreates: options.autoApproveCreates ?? false,
    },
    modelSettings: {
      ...DEFAULT_MODEL_SETTINGS,
      provider: 'openai-compatible',
      openai: { ...DEFAULT_MODEL_SETTINGS.openai, apiKey: API_KEY },
    },
  });
  const preferences = createStoragePreferences(area);
  const services = createServices({
    localCalendar: world.calendar,
    google: neverConnectedGoogle(),
    store: world.store,
    preferences: {
      get: async () => {
        await options.slowPreferences;
        return preferences.get();
      },
      set: (next) => preferences.set(next),
    },
    modelSettings: createStorageModelSettings(area),
    ...placesOff(area),
    modelProbe: createModelProbe({ global: {} }),
    turnModel: () => Promise.resolve(options.model),
    conversation: () => createMemoryConversation(),
    templateCache: world.templateCache,
    workflows: createMemoryWorkflowStore(),
    clock: world.clock,
    ids: world.ids,
    browserTimeZone: () => 'America/New_York',
    sendToTab: () => Promise.reject(new Error('no tabs in this test')),
    activeTabId: () => Promise.resolve(undefined),
  });
  const sent: TurnMessage[] = [];
  const port: TurnPort = {
    postMessage: (message) => {
      sent.push(turnMessageSchema.parse(message));
    },
  };
  const log = { warn: vi.fn() };
  const debugLines: string[] = [];
  const handler = createTurnPortHandler(port, {
    services: Promise.resolve(services),
    log,
    debugLog: { info: (line) => debugLines.push(line) },
  });
  const eventsOf = (turnId: string): TurnEvent['type'][] => sent.filter((m) => m.turnId === turnId).map((m) => m.event.type);
  return { handler, sent, log, debugLines, eventsOf, world };
}

const start = (turnId: string, text = REQUEST) => ({ type: 'startTurn', turnId, conversationId: 'conv-1', text });

const proposalsOf = (sent: readonly TurnMessage[]) =>
  sent.flatMap((m) => (m.event.type === 'proposal' ? [m.event.proposal] : []));

describe('requests made of page content', () => {
  const FOCUS = 'focus time tomorrow at 3pm for an hour';

  it('writes a sure, guest-free create at once under the auto-approve option, logged as such', async () => {
    const { handler, sent, world } = await setup({ autoApproveCreates: true });
    await handler.receive(start('turn-1', FOCUS));
    const [proposal] = proposalsOf(sent);
    expect(proposal?.autoApproved).toBeDefined();
    expect((await world.calendar.allEvents()).map((e) => e.title)).toEqual(['Focus Time']);
    expect((await world.approvals.history(5))[0]?.autoApproved).toBe(true);
  });

  it('never writes what an email asks without approval, even under auto-approve, and marks its source', async () => {
    const { handler, sent, world } = await setup({ autoApproveCreates: true });
    await handler.receive({
      ...start('turn-1', 'Schedule what this email asks'),
      pageContent: { source: 'email', text: FOCUS },
    });
    const [proposal] = proposalsOf(sent);
    expect(proposal?.autoApproved).toBeUndefined();
    expect(proposal?.title).toBe('Focus Time');
    expect(await world.calendar.allEvents()).toEqual([]);
    expect((await world.approvals.get(proposal?.token ?? '')).source).toBe('email');
  });

  it('refuses page content that is too long with a clear error and runs nothing', async () => {
    const { handler, sent, world } = await setup();
    await handler.receive({
      ...start('turn-1', 'Schedule what this email asks'),
      pageContent: { source: 'email', text: 'x'.repeat(20_001) },
    });
    expect(sent.map((m) => m.event.type)).toEqual(['error', 'done']);
    expect(await world.calendar.allEvents()).toEqual([]);
  });
});

describe('the turn port', () => {
  it('runs a turn and streams its events back under its id, ending with done', async () => {
    const { handler, eventsOf } = await setup();
    await handler.receive(start('turn-1'));
    const types = eventsOf('turn-1');
    expect(types[0]).toBe('ack');
    expect(types).toContain('proposal');
    expect(types.at(-1)).toBe('done');
  });

  it('cancels a turn waiting on the model: cancelled, then done, and no proposal', async () => {
    const model = createHangingModel();
    const { handler, eventsOf, world } = await setup({ model });
    const running = handler.receive(start('turn-1'));
    await vi.waitFor(() => {
      expect(model.requests).toHaveLength(1);
    });
    expect(model.requests[0]?.signal?.aborted).toBe(false);
    await handler.receive({ type: 'cancelTurn', turnId: 'turn-1' });
    await running;
    expect(model.requests[0]?.signal?.aborted).toBe(true);
    expect(eventsOf('turn-1').slice(-2)).toEqual(['cancelled', 'done']);
    expect(eventsOf('turn-1')).not.toContain('proposal');
    expect(await world.calendar.allEvents()).toEqual([]);
  });

  it('cancels only the turn named', async () => {
    const model = createHangingModel();
    const { handler, eventsOf } = await setup({ model });
    const first = handler.receive(start('turn-1'));
    const second = handler.receive(start('turn-2'));
    await vi.waitFor(() => {
      expect(model.requests).toHaveLength(2);
    });
    await handler.receive({ type: 'cancelTurn', turnId: 'turn-2' });
    await second;
    expect(eventsOf('turn-2').slice(-2)).toEqual(['cancelled', 'done']);
    expect(eventsOf('turn-1')).not.toContain('done');
    handler.disconnect();
    await first;
  });

  it('aborts every running turn when the panel disconnects, and sends nothing more', async () => {
    const model = createHangingModel();
    const { handler, sent } = await setup({ model });
    const first = handler.receive(start('turn-1'));
    const second = handler.receive(start('turn-2'));
    await vi.waitFor(() => {
      expect(model.requests).toHaveLength(2);
    });
    const before = sent.length;
    handler.disconnect();
    await Promise.all([first, second]);
    expect(model.requests.map((r) => r.signal?.aborted)).toEqual([true, true]);
    expect(sent).toHaveLength(before);
  });

  it('does not run a turn cancelled while its settings were read', async () => {
    const model = createHangingModel();
    let release = (): void => undefined;
    const slowPreferences = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { handler, eventsOf } = await setup({ model, slowPreferences });
    const running = handler.receive(start('turn-1'));
    await handler.receive({ type: 'cancelTurn', turnId: 'turn-1' });
    release();
    await running;
    expect(eventsOf('turn-1')).toEqual(['cancelled', 'done']);
    expect(model.requests).toHaveLength(0);
  });

  it('ignores a cancel for a turn that already finished', async () => {
    const { handler, sent, log } = await setup();
    await handler.receive(start('turn-1'));
    const count = sent.length;
    await handler.receive({ type: 'cancelTurn', turnId: 'turn-1' });
    expect(sent).toHaveLength(count);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('answers a malformed message with an error and done under its id', async () => {
    const { handler, sent, log } = await setup();
    await handler.receive({ type: 'startTurn', turnId: 'turn-9', conversationId: 'conv-1', text: '   ' });
    await handler.receive({ type: 'stopEverything', turnId: 'turn-10' });
    expect(sent.map((m) => [m.turnId, m.event.type])).toEqual([
      ['turn-9', 'error'],
      ['turn-9', 'done'],
      ['turn-10', 'error'],
      ['turn-10', 'done'],
    ]);
    expect(sent[0]?.event).toMatchObject({ error: { code: 'invalid_input', message: 'type a request first' } });
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

describe('debug logging', () => {
  const selectReply = (request: ModelRequest) => {
    const tool = request.tools?.[0]?.name ?? '';
    const args =
      tool === 'generateEvent'
        ? { rankedSlotIndices: [0], message: 'Three o’clock, as asked.' }
        : { title: 'Coffee', attendees: [{ email: 'sam@acme.com' }], durationMinutes: 30 };
    return { text: '', toolCalls: [{ id: 'call_1', name: tool, arguments: JSON.stringify(args) }], model: 'gpt-test-mini' };
  };
  const answeringModel = (): ModelPort => ({
    provider: 'openai-compatible',
    complete: (request) => Promise.resolve(selectReply(request)),
  });

  it('writes one line per pipeline log entry, naming the stage and the turn, when the setting is on', async () => {
    const { handler, debugLines } = await setup({ model: answeringModel(), debugLogging: true });
    await handler.receive(start('turn-1'));
    expect(debugLines.length).toBeGreaterThan(0);
    for (const line of debugLines) expect(line).toMatch(/^[a-z-]+ turn=turn-1( \w+=("(?:[^"\\]|\\.)*"|[^\s"]+))*$/);
    expect(debugLines.some((line) => line.startsWith('model-response turn=turn-1') && line.includes('model=gpt-test-mini'))).toBe(
      true,
    );
    expect(debugLines.join('\n')).not.toContain(API_KEY);
  });

  it('writes nothing when the setting is off', async () => {
    const { handler, debugLines, eventsOf } = await setup({ model: answeringModel(), debugLogging: false });
    await handler.receive(start('turn-1'));
    expect(eventsOf('turn-1').at(-1)).toBe('done');
    expect(debugLines).toEqual([]);
  });

  it('formats fields as key=value, quoting text with spaces, and never prints the API key', () => {
    const lines: string[] = [];
    const log = createTurnLog('t-1', { info: (line) => lines.push(line) }, [API_KEY]);
    log('select', { slots: 4, model: 'gpt-4.1-mini', fellBack: undefined, valid: true });
    log('request-error', { message: `refused key ${API_KEY} at api.example`, apiKey: 'anything' });
    expect(lines).toEqual([
      'select turn=t-1 slots=4 model=gpt-4.1-mini valid=true',
      'request-error turn=t-1 message="refused key [redacted] at api.example" apiKey=[redacted]',
    ]);
  });
});
