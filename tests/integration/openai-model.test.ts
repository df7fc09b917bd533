import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiModel, testModelConnection, type OpenAiModelSettings } from '../../lib/adapters/openai-model';
import { KairosError } from '../../lib/core/errors';
import type { ModelRequest } from '../../lib/ports/model';
import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';

// The adapter and the real openai SDK against a loopback server speaking OpenAI's wire format.
const KEY = 'sk-test-kairos';
const NANO = 'gpt-test-nano';
const MINI = 'gpt-test-mini';

let server: FakeOpenAi;
let settings: OpenAiModelSettings;

beforeEach(async () => {
  server = await startFakeOpenAi({ apiKey: KEY, models: [NANO, MINI] });
  settings = { baseUrl: server.url, apiKey: KEY, nanoModel: NANO, miniModel: MINI, timeoutMs: 2000 };
});

afterEach(async () => {
  await server.close();
});

const ask = (text: string, extra: Partial<ModelRequest> = {}): ModelRequest => ({
  tier: 'nano',
  messages: [{ role: 'user', content: text }],
  ...extra,
});

const posts = () => server.requests.filter((r) => r.method === 'POST');
const lastBody = () => posts().at(-1)?.body;

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  return `http://127.0.0.1:${String(port)}/v1`;
}

const getTool = {
  name: 'get_events',
  description: 'List events in a range',
  parameters: { type: 'object', properties: { from: { type: 'string' } }, required: ['from'] },
};

describe('createOpenAiModel: replies', () => {
  it('returns the text and the model name the provider answered with', async () => {
    server.script({ text: 'Tuesday at 3pm works.', model: 'gpt-test-nano-2026-01-01' });
    const reply = await createOpenAiModel(settings).complete(ask('when?'));
    expect(reply).toEqual({ text: 'Tuesday at 3pm works.', toolCalls: [], model: 'gpt-test-nano-2026-01-01' });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({ path: '/v1/chat/completions', authorization: `Bearer ${KEY}` });
    expect(lastBody()).not.toHaveProperty('stream');
  });

  it('uses the nano model for the nano tier and the mini model for the mini tier', async () => {
    const model = createOpenAiModel(settings);
    await model.complete(ask('a', { tier: 'nano' }));
    await model.complete(ask('b', { tier: 'mini' }));
    expect(posts().map((r) => r.body?.model)).toEqual([NANO, MINI]);
  });

  it('sends a conversation with tool calls and tool results in the wire shape', async () => {
    await createOpenAiModel(settings).complete({
      tier: 'mini',
      messages: [
        { role: 'system', content: 'You schedule.' },
        { role: 'user', content: "What's on Friday?" },
        { role: 'assistant', content: '', toolCalls: [{ id: 'call_a', name: 'get_events', arguments: '{"from":"fri"}' }] },
        { role: 'tool', toolCallId: 'call_a', content: '[]' },
        { role: 'assistant', content: 'Nothing.' },
      ],
    });
    expect(lastBody()?.messages).toEqual([
      { role: 'system', content: 'You schedule.' },
      { role: 'user', content: "What's on Friday?" },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'get_events', arguments: '{"from":"fri"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_a', content: '[]' },
      { role: 'assistant', content: 'Nothing.' },
    ]);
  });

  it('sends tools as function tools with tool_choice auto, required or a named function', async () => {
    const model = createOpenAiModel(settings);
    await model.complete(ask('x', { tools: [getTool], toolChoice: 'auto' }));
    expect(lastBody()).toMatchObject({
      tools: [{ type: 'function', function: getTool }],
      tool_choice: 'auto',
    });
    await model.complete(ask('x', { tools: [getTool], toolChoice: 'required' }));
    expect(lastBody()?.tool_choice).toBe('required');
    await model.complete(ask('x', { tools: [getTool], toolChoice: { name: 'get_events' } }));
    expect(lastBody()?.tool_choice).toEqual({ type: 'function', function: { name: 'get_events' } });
  });

  it('leaves tools and tool_choice out when no tools are given', async () => {
    await createOpenAiModel(settings).complete(ask('x', { tools: [], toolChoice: 'required' }));
    expect(lastBody()).not.toHaveProperty('tools');
    expect(lastBody()).not.toHaveProperty('tool_choice');
  });

  it('asks for structured output as a non-strict json_schema response_format', async () => {
    const schema = { type: 'object', properties: { intent: { type: 'string' } } };
    server.script({ text: '{"intent":"create_event"}' });
    const reply = await createOpenAiModel(settings).complete(ask('x', { responseSchema: { name: 'intent', schema } }));
    expect(lastBody()?.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'intent', schema, strict: false } });
    expect(reply.text).toBe('{"intent":"create_event"}');
  });

  it('returns tool calls from a non-streamed reply', async () => {
    server.script({ toolCalls: [{ id: 'call_1', name: 'get_events', arguments: '{"from":"2026-11-23"}' }] });
    const reply = await createOpenAiModel(settings).complete(ask('x', { tools: [getTool] }));
    expect(reply).toEqual({
      text: '',
      toolCalls: [{ id: 'call_1', name: 'get_events', arguments: '{"from":"2026-11-23"}' }],
      model: NANO,
    });
  });

  it('sends no Authorization header when no API key is set (local servers)', async () => {
    const keyless = await startFakeOpenAi({ models: [NANO] });
    try {
      const reply = await createOpenAiModel({ ...settings, baseUrl: keyless.url, apiKey: '' }).complete(ask('x'));
      expect(reply.text).toBe('OK');
      expect(keyless.requests[0]?.authorization).toBeUndefined();
    } finally {
      await keyless.close();
    }
  });

  it('uses the fetch it is given and reports a reply that is not a chat completion as model_invalid_output', async () => {
    const seen: string[] = [];
    const fetchPage: typeof fetch = (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(new Response('<html>Welcome</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    };
    const error = await failureOf(
      createOpenAiModel({ ...settings, baseUrl: 'http://portal.example/v1' }, { fetch: fetchPage }).complete(ask('x')),
    );
    expect(seen).toEqual(['http://portal.example/v1/chat/completions']);
    expect(error).toMatchObject({ code: 'model_invalid_output', retryable: false });
  });
});

describe('createOpenAiModel: streaming', () => {
  it('passes text deltas to onText in order and returns the whole text', async () => {
    server.script({ text: ['Tues', 'day at ', '3pm', '.'] });
    const deltas: string[] = [];
    const reply = await createOpenAiModel(settings).complete(ask('x', { onText: (d) => deltas.push(d) }));
    expect(deltas).toEqual(['Tues', 'day at ', '3pm', '.']);
    expect(reply).toEqual({ text: 'Tuesday at 3pm.', toolCalls: [], model: NANO });
    expect(lastBody()?.stream).toBe(true);
    expect(posts()).toHaveLength(1);
  });

  it('assembles streamed tool calls whose arguments are split across chunks', async () => {
    server.script({
      toolCalls: [
        { id: 'call_1', name: 'get_events', arguments: ['{"fr', 'om":"2026-', '11-23"}'] },
        { id: 'call_2', name: 'find_times', arguments: ['{}'] },
      ],
    });
    const deltas: string[] = [];
    const reply = await createOpenAiModel(settings).complete(ask('x', { tools: [getTool], onText: (d) => deltas.push(d) }));
    expect(deltas).toEqual([]);
    expect(reply.toolCalls).toEqual([
      { id: 'call_1', name: 'get_events', arguments: '{"from":"2026-11-23"}' },
      { id: 'call_2', name: 'find_times', arguments: '{}' },
    ]);
  });

  it('streams when only onArguments is given, passing each argument piece as it arrives', async () => {
    const pieces = ['{"rankedSlotIndices":[1,0],', '"message":"Noon', ' suits lunch."}'];
    server.script({ toolCalls: [{ name: 'generateEvent', arguments: pieces }], chunkDelayMs: 30 });
    const seen: { delta: string; at: number }[] = [];
    const started = performance.now();
    const reply = await createOpenAiModel(settings).complete(
      ask('x', {
        tools: [getTool],
        toolChoice: { name: 'generateEvent' },
        onArguments: (delta) => seen.push({ delta, at: performance.now() - started }),
      }),
    );
    expect(lastBody()?.stream).toBe(true);
    expect(seen.map((s) => s.delta)).toEqual(pieces);
    // Each piece was handed on as its chunk arrived, not all at the end.
    expect((seen.at(-1)?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(40);
    expect(reply.toolCalls).toEqual([{ id: 'call_0', name: 'generateEvent', arguments: pieces.join('') }]);
  });

  it('passes the argument pieces of every call, in order, and none of the text to onArguments', async () => {
    server.script({
      text: ['Let me ', 'check.'],
      toolCalls: [
        { name: 'get_events', arguments: ['{"from":', '"fri"}'] },
        { name: 'get_events', arguments: ['{"from":"sat"}'] },
      ],
    });
    const args: string[] = [];
    const text: string[] = [];
    const reply = await createOpenAiModel(settings).complete(
      ask('x', { tools: [getTool], onArguments: (d) => args.push(d), onText: (d) => text.push(d) }),
    );
    expect(args).toEqual(['{"from":', '"fri"}', '{"from":"sat"}']);
    expect(text).toEqual(['Let me ', 'check.']);
    expect(reply.text).toBe('Let me check.');
    expect(reply.toolCalls.map((c) => c.arguments)).toEqual(['{"from":"fri"}', '{"from":"sat"}']);
  });

  it('does not stream when neither hook is given', async () => {
    server.script({ toolCalls: [{ name: 'get_events', arguments: ['{"from":', '"fri"}'] }] });
    const reply = await createOpenAiModel(settings).complete(ask('x', { tools: [getTool] }));
    expect(lastBody()).not.toHaveProperty('stream');
    expect(reply.toolCalls).toEqual([{ id: 'call_0', name: 'get_events', arguments: '{"from":"fri"}' }]);
  });

  it('rethrows the AbortError when aborted between argument pieces', async () => {
    server.script({ toolCalls: [{ name: 'get_events', arguments: ['{"from"', ':"fri"', '}'] }], chunkDelayMs: 100 });
    const controller = new AbortController();
    const args: string[] = [];
    const onArguments = (delta: string): void => {
      args.push(delta);
      controller.abort();
    };
    const error = await failureOf(
      createOpenAiModel(settings).complete(ask('x', { tools: [getTool], onArguments, signal: controller.signal })),
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(args).toEqual(['{"from"']);
  });
});

describe('createOpenAiModel: errors', () => {
  it('maps 401 to model_auth naming the host', async () => {
    const error = await failureOf(createOpenAiModel({ ...settings, apiKey: 'sk-wrong' }).complete(ask('x')));
    expect(error).toBeInstanceOf(KairosError);
    expect(error).toMatchObject({
      code: 'model_auth',
      retryable: false,
      message: `The API key was refused by ${new URL(server.url).host} — check it in Options`,
    });
  });

  it('maps 404 for an unknown model to model_not_found naming the model', async () => {
    const error = await failureOf(createOpenAiModel({ ...settings, miniModel: 'gpt-nope' }).complete(ask('x', { tier: 'mini' })));
    expect(error).toMatchObject({ code: 'model_not_found', retryable: false });
    expect((error as KairosError).message).toContain('"gpt-nope"');
  });

  it('maps 404 from a URL that is not the API (no /v1) to model_unavailable about the URL', async () => {
    const baseUrl = server.url.replace(/\/v1$/, '');
    const error = await failureOf(createOpenAiModel({ ...settings, baseUrl }).complete(ask('x')));
    expect(error).toMatchObject({ code: 'model_unavailable', retryable: false });
    expect((error as KairosError).message).toContain('/v1');
  });

  it('maps 429 to a retryable model_rate_limited with the wait, after exactly one request', async () => {
    server.failNext(429, { retryAfter: '7' });
    const error = await failureOf(createOpenAiModel(settings).complete(ask('x')));
    expect(error).toMatchObject({ code: 'model_rate_limited', retryable: true });
    expect((error as KairosError).message).toContain('7 s');
    expect(posts()).toHaveLength(1);
  });

  it('maps a 429 for an exhausted quota to a model_rate_limited that waiting will not fix', async () => {
    server.failNext(429, { code: 'insufficient_quota', message: 'You exceeded your current quota.' });
    const error = await failureOf(createOpenAiModel(settings).complete(ask('x')));
    expect(error).toMatchObject({ code: 'model_rate_limited', retryable: false });
  });

  it('maps 500 to a retryable model_unavailable and does not retry', async () => {
    server.failNext(500);
    const error = await failureOf(createOpenAiModel(settings).complete(ask('x')));
    expect(error).toMatchObject({ code: 'model_unavailable', retryable: true });
    expect(posts()).toHaveLength(1);
  });

  it('maps an unreachable URL to a retryable model_unavailable "Could not reach <baseURL>"', async () => {
    const baseUrl = await closedPortUrl();
    const error = await failureOf(createOpenAiModel({ ...settings, baseUrl }).complete(ask('x')));
    expect(error).toMatchObject({ code: 'model_unavailable', retryable: true, message: `Could not reach ${baseUrl}` });
  });

  it('maps a server slower than timeoutMs to a retryable model_timeout', async () => {
    server.script({ text: 'late', delayMs: 1500 });
    const error = await failureOf(createOpenAiModel({ ...settings, timeoutMs: 150 }).complete(ask('x')));
    expect(error).toMatchObject({ code: 'model_timeout', retryable: true });
    expect(posts()).toHaveLength(1);
  });

  it('times out a stream that stalls after its headers', async () => {
    server.script({ text: ['first', ' second'], chunkDelayMs: 1500 });
    const error = await failureOf(
      createOpenAiModel({ ...settings, timeoutMs: 200 }).complete(ask('x', { onText: () => undefined })),
    );
    expect(error).toMatchObject({ code: 'model_timeout', retryable: true });
  });
});

describe('createOpenAiModel: cancel', () => {
  it('rethrows the AbortError untouched when the caller aborts a waiting call', async () => {
    server.script({ text: 'late', delayMs: 1500 });
    const controller = new AbortController();
    const pending = createOpenAiModel(settings).complete(ask('x', { signal: controller.signal }));
    setTimeout(() => {
      controller.abort();
    }, 50);
    const error = await failureOf(pending);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rethrows the AbortError rather than a partial reply when aborted mid-stream', async () => {
    server.script({ text: ['first', ' second', ' third'], chunkDelayMs: 100 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const onText = (delta: string): void => {
      deltas.push(delta);
      controller.abort();
    };
    const error = await failureOf(createOpenAiModel(settings).complete(ask('x', { onText, signal: controller.signal })));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(deltas).toEqual(['first']);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const error = await failureOf(createOpenAiModel(settings).complete(ask('x', { signal: AbortSignal.abort() })));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('testModelConnection', () => {
  it('reports ok after one one-token chat completion to the nano model', async () => {
    server.script({ text: 'OK', model: 'gpt-test-nano-2026-01-01' });
    expect(await testModelConnection(settings)).toEqual({ ok: true, model: 'gpt-test-nano-2026-01-01' });
    expect(server.requests).toHaveLength(1);
    expect(lastBody()).toMatchObject({ model: NANO, max_completion_tokens: 1 });
  });

  it('reports a refused key', async () => {
    expect(await testModelConnection({ ...settings, apiKey: 'sk-wrong' })).toEqual({
      ok: false,
      code: 'model_auth',
      message: `The API key was refused by ${new URL(server.url).host} — check it in Options`,
    });
  });

  it('reports an unknown model by name', async () => {
    const result = await testModelConnection({ ...settings, nanoModel: 'gpt-nope' });
    expect(result).toMatchObject({ ok: false, code: 'model_not_found' });
    expect(result.ok ? '' : result.message).toContain('"gpt-nope"');
  });

  it('reports an unreachable URL', async () => {
    const baseUrl = await closedPortUrl();
    expect(await testModelConnection({ ...settings, baseUrl })).toEqual({
      ok: false,
      code: 'model_unavailable',
      message: `Could not reach ${baseUrl}`,
    });
  });

  it('counts a reasoning model running out of its one token as reached', async () => {
    server.failNext(400, {
      message:
        'Could not finish the message because max_tokens or model output limit was reached. Please try again with higher max_tokens.',
    });
    expect(await testModelConnection(settings)).toEqual({ ok: true, model: NANO });
  });
});

describe('fake OpenAI server', () => {
  it('answers CORS preflights and marks responses for cross-origin callers', async () => {
    const preflight = await fetch(`${server.url}/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'chrome-extension://abc',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const models = await fetch(`${server.url}/models`, { headers: { Authorization: `Bearer ${KEY}` } });
    expect(models.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lists models and answers 404 model_not_found for an unknown one', async () => {
    const auth = { headers: { Authorization: `Bearer ${KEY}` } };
    const list = (await (await fetch(`${server.url}/models`, auth)).json()) as { data: { id: string }[] };
    expect(list.data.map((m) => m.id)).toEqual([NANO, MINI]);
    expect((await fetch(`${server.url}/models/${NANO}`, auth)).status).toBe(200);
    const missing = await fetch(`${server.url}/models/gpt-nope`, auth);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { code: 'model_not_found', param: null, type: 'invalid_request_error' },
    });
  });
});
