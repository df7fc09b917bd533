import { describe, expect, it } from 'vitest';
import { createStorageModelSettings } from '../../../lib/adapters/storage-model-settings';
import {
  DEFAULT_MODEL_SETTINGS,
  hostPermissionPattern,
  modelSettingsSchema,
  type ModelSettings,
} from '../../../lib/core/domain/model-settings';
import { memoryArea } from '../../helpers/memory-area';

const ollama: ModelSettings = {
  version: 1,
  provider: 'openai-compatible',
  openai: {
    baseUrl: 'http://localhost:11434/v1',
    apiKey: '',
    nanoModel: 'llama3.2:1b',
    miniModel: 'qwen3:8b',
    timeoutMs: 60_000,
  },
};

const withOpenAi = (openai: Partial<ModelSettings['openai']>): unknown => ({
  ...DEFAULT_MODEL_SETTINGS,
  openai: { ...DEFAULT_MODEL_SETTINGS.openai, ...openai },
});

describe('model settings schema', () => {
  it('defaults to the built-in engine with OpenAI endpoint and model names filled in', () => {
    expect(DEFAULT_MODEL_SETTINGS).toEqual({
      version: 1,
      provider: 'builtin',
      openai: {
        baseUrl: 'https://api.openai.com/v1',
        apiKey: '',
        nanoModel: 'gpt-4.1-nano',
        miniModel: 'gpt-4.1-mini',
        timeoutMs: 20_000,
      },
    });
    expect(modelSettingsSchema.parse(DEFAULT_MODEL_SETTINGS)).toEqual(DEFAULT_MODEL_SETTINGS);
  });

  it('fills a missing provider and timeout with their defaults', () => {
    const { timeoutMs: _timeout, ...openai } = ollama.openai;
    expect(modelSettingsSchema.parse({ version: 1, openai })).toEqual({
      ...ollama,
      provider: 'builtin',
      openai: { ...ollama.openai, timeoutMs: 20_000 },
    });
  });

  it('trims what was typed around the URL, key and model names', () => {
    const parsed = modelSettingsSchema.parse(
      withOpenAi({ baseUrl: ' http://127.0.0.1:1234/v1 ', apiKey: ' sk-1 ', nanoModel: ' a ', miniModel: 'b\t' }),
    );
    expect(parsed.openai).toMatchObject({ baseUrl: 'http://127.0.0.1:1234/v1', apiKey: 'sk-1', nanoModel: 'a', miniModel: 'b' });
  });

  it.each([
    ['a URL without a scheme', { baseUrl: 'api.openai.com/v1' }, 'baseUrl'],
    ['a non-http scheme', { baseUrl: 'ftp://example.com/v1' }, 'baseUrl'],
    ['a malformed http URL', { baseUrl: 'https:/api.openai.com' }, 'baseUrl'],
    ['an empty nano model', { nanoModel: '' }, 'nanoModel'],
    ['a blank mini model', { miniModel: '   ' }, 'miniModel'],
    ['a timeout under a second', { timeoutMs: 999 }, 'timeoutMs'],
    ['a timeout over two minutes', { timeoutMs: 120_001 }, 'timeoutMs'],
    ['a fractional timeout', { timeoutMs: 1500.5 }, 'timeoutMs'],
  ])('rejects %s and names the field', (_label, openai, field) => {
    const result = modelSettingsSchema.safeParse(withOpenAi(openai));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['openai', field]);
  });

  it('rejects an unknown provider and another version', () => {
    expect(modelSettingsSchema.safeParse({ ...DEFAULT_MODEL_SETTINGS, provider: 'anthropic' }).success).toBe(false);
    expect(modelSettingsSchema.safeParse({ ...DEFAULT_MODEL_SETTINGS, version: 2 }).success).toBe(false);
  });
});

describe('host permission pattern', () => {
  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/*'],
    ['https://my-res.openai.azure.com/openai/v1/', 'https://my-res.openai.azure.com/*'],
    ['http://localhost:11434/v1', 'http://localhost/*'],
    ['http://127.0.0.1:1234/v1', 'http://127.0.0.1/*'],
    ['http://[::1]:8080/v1', 'http://[::1]/*'],
  ])('asks for %s as %s (every port and path of the host)', (url, pattern) => {
    expect(hostPermissionPattern(url)).toBe(pattern);
  });
});

describe('model settings in storage.local', () => {
  it('reads the defaults when nothing was saved', async () => {
    expect(await createStorageModelSettings(memoryArea()).get()).toEqual(DEFAULT_MODEL_SETTINGS);
  });

  it('keeps what was saved, under its own key, key included', async () => {
    const area = memoryArea({ preferences: { untouched: true } });
    const port = createStorageModelSettings(area);
    await port.set(ollama);
    expect(await port.get()).toEqual(ollama);
    expect(Object.keys(area.data).sort()).toEqual(['modelSettings', 'preferences']);
    expect(area.data.preferences).toEqual({ untouched: true });
    await port.set({ ...ollama, openai: { ...ollama.openai, apiKey: 'sk-secret' } });
    expect((await createStorageModelSettings(area).get()).openai.apiKey).toBe('sk-secret');
  });

  it.each([
    ['a record from a later version', { ...ollama, version: 2 }],
    ['a hand-edited bad URL', withOpenAi({ baseUrl: 'not a url' })],
    ['a string', 'openai'],
    ['null', null],
  ])('falls back to the defaults for %s', async (_label, raw) => {
    expect(await createStorageModelSettings(memoryArea({ modelSettings: raw })).get()).toEqual(DEFAULT_MODEL_SETTINGS);
  });

  it('refuses to save invalid settings and keeps the saved ones', async () => {
    const area = memoryArea();
    const port = createStorageModelSettings(area);
    await port.set(ollama);
    const bad = { ...ollama, openai: { ...ollama.openai, nanoModel: '' } };
    await expect(port.set(bad)).rejects.toThrow();
    expect(await port.get()).toEqual(ollama);
  });
});
