import { describe, expect, it, vi } from 'vitest';
import type { ModelConnectionResult } from '../../../lib/adapters/openai-model';
import { createStorageModelSettings } from '../../../lib/adapters/storage-model-settings';
import { createMemoryConversation } from '../../../lib/adapters/memory-conversation';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import { createStoragePreferences } from '../../../lib/adapters/storage-preferences';
import { checkModelConnection, createModelProbe, type ModelProbe } from '../../../lib/background/model-connection';
import { createRequestHandlers } from '../../../lib/background/request-handlers';
import { memoryArea, neverConnectedGoogle, placesOff } from '../../helpers/memory-area';
import { createServices } from '../../../lib/background/services';
import {
  DEFAULT_MODEL_SETTINGS,
  type ChromeAiAvailabilityState,
  type ModelSettings,
} from '../../../lib/core/domain/model-settings';
import { dispatchRequest } from '../../../lib/messaging/dispatch-request';
import { createFakeLanguageModel } from '../../helpers/fake-language-model';
import { createTestWorld } from '../../helpers/fakes';

const openAi: ModelSettings = {
  version: 1,
  provider: 'openai-compatible',
  openai: { ...DEFAULT_MODEL_SETTINGS.openai, apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1' },
};

function fakeProbe(chromeAi: ChromeAiAvailabilityState, answer: ModelConnectionResult) {
  return {
    chromeAiAvailability: vi.fn(() => Promise.resolve(chromeAi)),
    testOpenAi: vi.fn(() => Promise.resolve(answer)),
  } satisfies ModelProbe;
}

async function handlersWith(probe: ModelProbe) {
  const world = await createTestWorld('2026-03-02T15:00:00Z');
  const area = memoryArea();
  const services = createServices({
    localCalendar: world.calendar,
    google: neverConnectedGoogle(),
    store: world.store,
    preferences: createStoragePreferences(area),
    modelSettings: createStorageModelSettings(area),
    ...placesOff(area),
    modelProbe: probe,
    turnModel: () => Promise.resolve(undefined),
    conversation: () => createMemoryConversation(),
    templateCache: world.templateCache,
    workflows: createMemoryWorkflowStore(),
    clock: world.clock,
    ids: world.ids,
    browserTimeZone: () => 'America/New_York',
    sendToTab: () => Promise.reject(new Error('no tabs in this test')),
    activeTabId: () => Promise.resolve(undefined),
  });
  return createRequestHandlers(services);
}

describe('checkModelConnection', () => {
  it('says which model answered an OpenAI-compatible test', async () => {
    const probe = fakeProbe('unavailable', { ok: true, model: 'gpt-4.1-nano-2025-04-14' });
    expect(await checkModelConnection(openAi, probe)).toEqual({
      ok: true,
      model: 'gpt-4.1-nano-2025-04-14',
      message: 'Connected — gpt-4.1-nano-2025-04-14 answered.',
    });
    expect(probe.testOpenAi).toHaveBeenCalledWith(openAi.openai);
  });

  it("passes on the adapter's coded refusal as a sentence", async () => {
    const probe = fakeProbe('unavailable', {
      ok: false,
      code: 'model_auth',
      message: 'The API key was refused by 127.0.0.1:9 — check it in Options',
    });
    expect(await checkModelConnection(openAi, probe)).toEqual({
      ok: false,
      code: 'model_auth',
      message: 'The API key was refused by 127.0.0.1:9 — check it in Options.',
    });
  });

  it('does not add a second full stop', async () => {
    const probe = fakeProbe('unavailable', { ok: false, code: 'model_timeout', message: 'x did not answer within 20 s.' });
    expect((await checkModelConnection(openAi, probe)).message).toBe('x did not answer within 20 s.');
  });

  it('needs no connection for the built-in engine and calls nothing', async () => {
    const probe = fakeProbe('available', { ok: true, model: 'unused' });
    const report = await checkModelConnection(DEFAULT_MODEL_SETTINGS, probe);
    expect(report.ok).toBe(true);
    expect(probe.testOpenAi).not.toHaveBeenCalled();
    expect(probe.chromeAiAvailability).not.toHaveBeenCalled();
  });

  it.each([
    ['available', { ok: true, message: "Chrome's built-in AI is ready on this device." }],
    ['downloading', { ok: false, code: 'model_unavailable', message: "Chrome's built-in AI: Chrome is downloading its model." }],
    ['unavailable', { ok: false, code: 'model_unavailable', message: "Chrome's built-in AI: not available on this device." }],
  ] as const)('reports Chrome built-in AI when it is %s', async (state, report) => {
    const probe = fakeProbe(state, { ok: true, model: 'unused' });
    expect(await checkModelConnection({ ...DEFAULT_MODEL_SETTINGS, provider: 'chrome-built-in' }, probe)).toEqual(report);
    expect(probe.testOpenAi).not.toHaveBeenCalled();
  });
});

describe('model probe', () => {
  it("reads Chrome AI availability from the global it is given (the worker's own)", async () => {
    const fake = createFakeLanguageModel();
    fake.setAvailability('downloadable');
    expect(await createModelProbe({ global: fake.global }).chromeAiAvailability()).toBe('downloadable');
    expect(await createModelProbe({ global: {} }).chromeAiAvailability()).toBe('unavailable');
  });
});

describe('model settings requests', () => {
  it('answers the defaults and the availability before anything is saved', async () => {
    const handlers = await handlersWith(fakeProbe('downloading', { ok: true, model: 'unused' }));
    expect(await handlers.getModelSettings({})).toEqual({ settings: DEFAULT_MODEL_SETTINGS, chromeAi: 'downloading' });
  });

  it('saves and reads back the settings, key included', async () => {
    const handlers = await handlersWith(fakeProbe('unavailable', { ok: true, model: 'unused' }));
    expect(await handlers.saveModelSettings({ settings: openAi })).toEqual({ settings: openAi });
    expect((await handlers.getModelSettings({})).settings).toEqual(openAi);
  });

  it('tests the settings it is sent, not the saved ones', async () => {
    const probe = fakeProbe('unavailable', { ok: true, model: 'llama3.2' });
    const handlers = await handlersWith(probe);
    expect(await handlers.testModelConnection({ settings: openAi })).toMatchObject({ ok: true, model: 'llama3.2' });
    expect(probe.testOpenAi).toHaveBeenCalledWith(openAi.openai);
    expect((await handlers.getModelSettings({})).settings).toEqual(DEFAULT_MODEL_SETTINGS);
  });

  it('refuses an invalid URL before any handler runs, and saves nothing', async () => {
    const handlers = await handlersWith(fakeProbe('unavailable', { ok: true, model: 'unused' }));
    const bad = { ...openAi, openai: { ...openAi.openai, baseUrl: 'localhost:11434' } };
    const response = await dispatchRequest({ type: 'saveModelSettings', payload: { settings: bad } }, handlers, {
      warn: vi.fn(),
    });
    expect(response).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await handlers.getModelSettings({})).settings).toEqual(DEFAULT_MODEL_SETTINGS);
  });
});
