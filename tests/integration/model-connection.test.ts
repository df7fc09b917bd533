import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkModelConnection, createModelProbe } from '../../lib/background/model-connection';
import type { ModelSettings } from '../../lib/core/domain/model-settings';
import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';

// "Test connection" as the background runs it: the real adapter and SDK against a loopback server.
const KEY = 'sk-kairos-right';
let server: FakeOpenAi;

beforeAll(async () => {
  server = await startFakeOpenAi({ apiKey: KEY, models: ['tiny-nano', 'tiny-mini'] });
});

afterAll(async () => {
  await server.close();
});

const settings = (openai: Partial<ModelSettings['openai']>): ModelSettings => ({
  version: 1,
  provider: 'openai-compatible',
  openai: { baseUrl: server.url, apiKey: KEY, nanoModel: 'tiny-nano', miniModel: 'tiny-mini', timeoutMs: 3000, ...openai },
});

describe('testing an OpenAI-compatible connection', () => {
  const probe = createModelProbe({ global: {} });

  it('names the model that answered, after one small call to the nano model', async () => {
    const before = server.requests.length;
    expect(await checkModelConnection(settings({}), probe)).toEqual({
      ok: true,
      model: 'tiny-nano',
      message: 'Connected — tiny-nano answered.',
    });
    const calls = server.requests.slice(before).filter((r) => r.method === 'POST');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ model: 'tiny-nano' });
  });

  it('says the key was refused', async () => {
    const report = await checkModelConnection(settings({ apiKey: 'sk-wrong' }), probe);
    expect(report).toMatchObject({ ok: false, code: 'model_auth' });
    expect(report.message).toContain('API key was refused');
  });

  it('names a model the server does not have', async () => {
    const report = await checkModelConnection(settings({ nanoModel: 'gpt-nope' }), probe);
    expect(report).toMatchObject({ ok: false, code: 'model_not_found' });
    expect(report.message).toContain('"gpt-nope"');
  });

  it('says an unreachable URL could not be reached', async () => {
    expect(await checkModelConnection(settings({ baseUrl: 'http://127.0.0.1:9/v1' }), probe)).toEqual({
      ok: false,
      code: 'model_unavailable',
      message: 'Could not reach http://127.0.0.1:9/v1.',
    });
  });
});
