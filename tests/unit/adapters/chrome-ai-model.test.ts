import { describe, expect, it, vi } from 'vitest';
import { createChromeAiModel, detectChromeAi, downloadChromeAiModel } from '../../../lib/adapters/chrome-ai-model';
import { KairosError } from '../../../lib/core/errors';
import type { ModelMessage, ModelPort, ModelRequest, ToolSpec } from '../../../lib/ports/model';
import { createFakeLanguageModel, type FakeLanguageModel } from '../../helpers/fake-language-model';

const ask = (content: string): ModelMessage[] => [
  { role: 'system', content: 'You are Kairos.' },
  { role: 'user', content },
];
const request = (overrides: Partial<ModelRequest> = {}): ModelRequest => ({ tier: 'nano', messages: ask('Hello'), ...overrides });

const findTimes: ToolSpec = {
  name: 'find_times',
  description: 'Finds free times.',
  parameters: { type: 'object', properties: { minutes: { type: 'number' } }, required: ['minutes'] },
};
const createEvent: ToolSpec = {
  name: 'create_event',
  description: 'Proposes an event.',
  parameters: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
};
const branch = (tool: ToolSpec) => ({
  type: 'object',
  description: tool.description,
  properties: { tool: { const: tool.name }, arguments: tool.parameters },
  required: ['tool', 'arguments'],
  additionalProperties: false,
});
const replyBranch = {
  type: 'object',
  properties: { reply: { type: 'string' } },
  required: ['reply'],
  additionalProperties: false,
};

function setup(fake: FakeLanguageModel = createFakeLanguageModel()) {
  return { fake, model: createChromeAiModel({ languageModel: fake.languageModel }) };
}

/** The only session the fake made, and its only prompt. */
function onlyCall(fake: FakeLanguageModel) {
  expect(fake.sessions).toHaveLength(1);
  const [session] = fake.sessions;
  const [prompt] = session?.prompts ?? [];
  if (session === undefined || prompt === undefined) throw new Error('no prompt was sent');
  return { session, prompt };
}

/** Starts a call the fake never answers, resolving once its prompt has been sent. */
async function hangingCall(
  fake: FakeLanguageModel,
  model: ModelPort,
  signal: AbortSignal,
): Promise<{ pending: Promise<unknown> }> {
  fake.reply({ hang: true });
  const pending = model.complete(request({ signal }));
  pending.catch(() => undefined); // Asserted by the test after it aborts.
  await vi.waitFor(() => {
    expect(fake.sessions[0]?.prompts).toHaveLength(1);
  });
  return { pending };
}

async function rejection(promise: Promise<unknown>): Promise<KairosError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof KairosError)) throw new Error(`expected a KairosError, got ${String(error)}`);
  return error;
}

describe('detectChromeAi', () => {
  it.each(['available', 'downloadable', 'downloading', 'unavailable'] as const)('reports %s as the API does', async (state) => {
    const fake = createFakeLanguageModel({ availability: state });
    expect(await detectChromeAi(fake.global)).toBe(state);
    expect(fake.availabilityCalls).toEqual([
      { expectedInputs: [{ type: 'text', languages: ['en'] }], expectedOutputs: [{ type: 'text', languages: ['en'] }] },
    ]);
  });

  it('reports unavailable when there is no LanguageModel global', async () => {
    expect(await detectChromeAi({})).toBe('unavailable');
    expect(await detectChromeAi(undefined)).toBe('unavailable');
    expect(await detectChromeAi({ LanguageModel: { availability: 'yes' } })).toBe('unavailable');
    // Node has no Prompt API, so the real global object is the "old browser" case.
    expect(await detectChromeAi()).toBe('unavailable');
  });

  it('reports unavailable instead of throwing when availability() fails or answers oddly', async () => {
    const throwing = { availability: () => Promise.reject(new Error('boom')), create: vi.fn() };
    const odd = { availability: () => Promise.resolve('maybe'), create: vi.fn() };
    expect(await detectChromeAi({ LanguageModel: throwing })).toBe('unavailable');
    expect(await detectChromeAi({ LanguageModel: odd })).toBe('unavailable');
  });
});

describe('createChromeAiModel', () => {
  it('answers a plain request with the text of one prompt, ignoring the tier', async () => {
    const { fake, model } = setup();
    fake.reply('Hi there!', 'Hi again!');
    expect(model.provider).toBe('chrome-built-in');
    expect(await model.complete(request())).toEqual({ text: 'Hi there!', toolCalls: [], model: 'gemini-nano' });
    await model.complete(request({ tier: 'mini' }));
    const [nano, mini] = fake.sessions;
    expect(mini?.createOptions).toEqual(nano?.createOptions);
    expect(nano?.prompts).toEqual([{ input: 'Hello', options: { signal: undefined }, streaming: false }]);
  });

  it('streams each delta to onText and returns the whole text', async () => {
    const { fake, model } = setup();
    fake.reply({ chunks: ['Tomorrow ', 'at 3pm ', 'works.'] });
    const deltas: string[] = [];
    const response = await model.complete(request({ onText: (d) => deltas.push(d) }));
    expect(deltas).toEqual(['Tomorrow ', 'at 3pm ', 'works.']);
    expect(response.text).toBe('Tomorrow at 3pm works.');
    expect(onlyCall(fake).prompt.streaming).toBe(true);
  });

  it('sends system and history as initialPrompts and the last user message as the prompt', async () => {
    const { fake, model } = setup();
    fake.reply('Done.');
    const messages: ModelMessage[] = [
      { role: 'system', content: 'You are Kairos.' },
      { role: 'user', content: 'Lunch with Sam tomorrow' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'call_0', name: 'find_times', arguments: '{"minutes":60}' }] },
      { role: 'tool', toolCallId: 'call_0', content: '12:00, 12:30' },
      { role: 'assistant', content: 'Noon or 12:30?' },
      { role: 'system', content: 'Times are in America/New_York.' },
      { role: 'user', content: 'Noon' },
    ];
    await model.complete(request({ messages }));
    const { session, prompt } = onlyCall(fake);
    expect(session.initialPrompts).toEqual([
      { role: 'system', content: 'You are Kairos.\n\nTimes are in America/New_York.' },
      { role: 'user', content: 'Lunch with Sam tomorrow' },
      { role: 'assistant', content: '{"tool":"find_times","arguments":{"minutes":60}}' },
      { role: 'user', content: 'Result of find_times (call_0):\n12:00, 12:30' },
      { role: 'assistant', content: 'Noon or 12:30?' },
    ]);
    expect(prompt.input).toBe('Noon');
  });

  it('prompts with a tool result when it is the last message', async () => {
    const { fake, model } = setup();
    fake.reply('Noon is free.');
    const messages: ModelMessage[] = [
      ...ask('When am I free?'),
      { role: 'assistant', content: 'Checking.', toolCalls: [{ id: 'call_0', name: 'find_times', arguments: '{"minutes":30}' }] },
      { role: 'tool', toolCallId: 'call_0', content: '12:00' },
    ];
    await model.complete(request({ messages }));
    const { session, prompt } = onlyCall(fake);
    expect(session.initialPrompts.at(-1)).toEqual({
      role: 'assistant',
      content: 'Checking.\n{"tool":"find_times","arguments":{"minutes":30}}',
    });
    expect(prompt.input).toBe('Result of find_times (call_0):\n12:00');
  });

  it('leaves out an assistant turn that said nothing (a repair after a missing call)', async () => {
    const { fake, model } = setup();
    fake.reply('ok');
    const messages: ModelMessage[] = [
      ...ask('Lunch'),
      { role: 'assistant', content: '', toolCalls: [] },
      { role: 'user', content: 'Call find_times with valid arguments.' },
    ];
    await model.complete(request({ messages }));
    expect(onlyCall(fake).session.initialPrompts.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('refuses a conversation that does not end with a user message or tool result, creating no session', async () => {
    const { fake, model } = setup();
    const error = await rejection(model.complete(request({ messages: [...ask('Hi'), { role: 'assistant', content: 'Hello' }] })));
    expect(error.code).toBe('internal');
    expect(fake.sessions).toHaveLength(0);
  });

  describe('tool emulation', () => {
    it("constrains the reply to the tools' schemas (or words) and turns the JSON into a tool call", async () => {
      const { fake, model } = setup();
      fake.reply({ json: { tool: 'create_event', arguments: { title: 'Lunch' } } });
      const response = await model.complete(request({ tools: [findTimes, createEvent] }));
      expect(response).toEqual({
        text: '',
        toolCalls: [{ id: 'call_0', name: 'create_event', arguments: '{"title":"Lunch"}' }],
        model: 'gemini-nano',
      });
      const { session, prompt } = onlyCall(fake);
      expect(prompt.options?.responseConstraint).toEqual({ anyOf: [branch(findTimes), branch(createEvent), replyBranch] });
      expect(session.initialPrompts[0]?.content).toContain('- find_times: Finds free times.\n- create_event: Proposes an event.');
    });

    it('numbers a call after the calls already in the conversation', async () => {
      const { fake, model } = setup();
      fake.reply({ json: { tool: 'create_event', arguments: { title: 'Lunch' } } });
      const messages: ModelMessage[] = [
        ...ask('Lunch tomorrow'),
        { role: 'assistant', content: '', toolCalls: [{ id: 'call_0', name: 'find_times', arguments: '{"minutes":60}' }] },
        { role: 'tool', toolCallId: 'call_0', content: '12:00' },
      ];
      const response = await model.complete(request({ messages, tools: [findTimes, createEvent] }));
      expect(response.toolCalls.map((c) => c.id)).toEqual(['call_1']);
    });

    it("answers in words through the reply branch and hands them to onText when toolChoice is 'auto'", async () => {
      const { fake, model } = setup();
      fake.reply({ json: { reply: 'Which day?' } });
      const deltas: string[] = [];
      const response = await model.complete(request({ tools: [findTimes], onText: (d) => deltas.push(d) }));
      expect(response).toEqual({ text: 'Which day?', toolCalls: [], model: 'gemini-nano' });
      // The JSON around the words streams in pieces; the words go on whole once the reply is read.
      expect(deltas).toEqual(['Which day?']);
      expect(onlyCall(fake).prompt.streaming).toBe(true);
    });

    it("leaves out the reply branch when a tool is 'required'", async () => {
      const { fake, model } = setup();
      fake.reply({ json: { reply: 'No.' } });
      const error = await rejection(model.complete(request({ tools: [findTimes, createEvent], toolChoice: 'required' })));
      expect(error.code).toBe('model_invalid_output');
      expect(onlyCall(fake).prompt.options?.responseConstraint).toEqual({ anyOf: [branch(findTimes), branch(createEvent)] });
    });

    it('restricts the schema to the tool named by toolChoice', async () => {
      const { fake, model } = setup();
      fake.reply({ json: { tool: 'find_times', arguments: { minutes: 30 } } });
      const response = await model.complete(request({ tools: [findTimes, createEvent], toolChoice: { name: 'find_times' } }));
      expect(response.toolCalls).toEqual([{ id: 'call_0', name: 'find_times', arguments: '{"minutes":30}' }]);
      const { session, prompt } = onlyCall(fake);
      expect(prompt.options?.responseConstraint).toEqual(branch(findTimes));
      expect(session.initialPrompts[0]?.content).not.toContain('create_event');
    });

    it('refuses a toolChoice naming a tool that was not offered', async () => {
      const { fake, model } = setup();
      const error = await rejection(model.complete(request({ tools: [findTimes], toolChoice: { name: 'delete_event' } })));
      expect(error.code).toBe('internal');
      expect(fake.sessions).toHaveLength(0);
    });

    it('rejects a reply calling a tool that was not offered', async () => {
      const { fake, model } = setup();
      fake.reply({ json: { tool: 'delete_event', arguments: {} } });
      const error = await rejection(model.complete(request({ tools: [findTimes] })));
      expect(error.code).toBe('model_invalid_output');
      expect(error.retryable).toBe(true);
    });
  });

  describe('streaming a tool reply', () => {
    const lunch = { title: 'Lunch, "al fresco"', message: 'Noon suits lunch.\nEnjoy!' };

    it('streams with the same response constraint and passes the arguments on piece by piece', async () => {
      const { fake, model } = setup();
      fake.reply({ json: { tool: 'create_event', arguments: lunch } });
      const pieces: string[] = [];
      const response = await model.complete(
        request({ tools: [findTimes, createEvent], toolChoice: { name: 'create_event' }, onArguments: (d) => pieces.push(d) }),
      );
      const { prompt, session } = onlyCall(fake);
      expect(prompt.streaming).toBe(true);
      expect(prompt.options?.responseConstraint).toEqual(branch(createEvent));
      expect(pieces.length).toBeGreaterThan(3);
      expect(pieces.join('')).toBe(JSON.stringify(lunch));
      expect(response.toolCalls).toEqual([{ id: 'call_0', name: 'create_event', arguments: JSON.stringify(lunch) }]);
      expect(session.destroyed).toBe(true);
    });

    it('passes on only the arguments, whatever order the model writes the keys in and however it spaces them', async () => {
      const { fake, model } = setup();
      fake.reply({ chunks: ['{ "argu', 'ments" :  {"title": "A, {b}"} ', ', "tool":"crea', 'te_event" }'] });
      const pieces: string[] = [];
      const response = await model.complete(request({ tools: [createEvent], onArguments: (d) => pieces.push(d) }));
      expect(pieces.join('')).toBe('{"title": "A, {b}"} ');
      expect(response.toolCalls).toEqual([{ id: 'call_0', name: 'create_event', arguments: '{"title":"A, {b}"}' }]);
    });

    it('passes nothing to onArguments for a reply in words', async () => {
      const { fake, model } = setup();
      fake.reply({ json: { reply: 'Which day?' } });
      const pieces: string[] = [];
      const response = await model.complete(request({ tools: [findTimes], onArguments: (d) => pieces.push(d) }));
      expect(pieces).toEqual([]);
      expect(response.text).toBe('Which day?');
    });

    it('stops when aborted between pieces and destroys the session', async () => {
      const { fake, model } = setup();
      fake.reply({ chunks: ['{"tool":"create_event","arguments":{"ti', 'tle":"Lu', 'nch"}}'] });
      const controller = new AbortController();
      const pieces: string[] = [];
      const onArguments = (delta: string): void => {
        pieces.push(delta);
        controller.abort();
      };
      const pending = model.complete(request({ tools: [createEvent], onArguments, signal: controller.signal }));
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(pieces).toEqual(['{"ti']);
      expect(onlyCall(fake).session.destroyed).toBe(true);
    });

    it('reports model_invalid_output when the streamed JSON is cut short', async () => {
      const { fake, model } = setup();
      fake.reply({ chunks: ['{"tool":"create_event","arguments":{"ti'] });
      const error = await rejection(model.complete(request({ tools: [createEvent], onArguments: () => undefined })));
      expect(error.code).toBe('model_invalid_output');
    });
  });

  it('passes responseSchema through as the response constraint and returns the JSON text', async () => {
    const { fake, model } = setup();
    const schema = { type: 'object', properties: { intent: { type: 'string' } }, required: ['intent'] };
    fake.reply({ json: { intent: 'create_event' } });
    const response = await model.complete(request({ responseSchema: { name: 'intent', schema } }));
    expect(response).toEqual({ text: '{"intent":"create_event"}', toolCalls: [], model: 'gemini-nano' });
    expect(onlyCall(fake).prompt.options?.responseConstraint).toBe(schema);
  });

  it.each([
    ['a response schema', { responseSchema: { name: 'intent', schema: { type: 'object' } } }],
    ['tools', { tools: [findTimes] }],
  ])('reports model_invalid_output when a reply under %s is not JSON', async (_label, overrides) => {
    const { fake, model } = setup();
    fake.reply('{"intent": "create_ev');
    const error = await rejection(model.complete(request(overrides)));
    expect(error.code).toBe('model_invalid_output');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('uses a fresh session for every call and destroys it afterwards, also when the call fails', async () => {
    const { fake, model } = setup();
    fake.reply('One.', { error: new DOMException('Something broke.', 'UnknownError') });
    await model.complete(request());
    await expect(model.complete(request())).rejects.toBeInstanceOf(KairosError);
    expect(fake.sessions).toHaveLength(2);
    expect(fake.sessions.map((s) => s.destroyed)).toEqual([true, true]);
  });

  it('passes the signal on and rejects with its AbortError when the caller aborts', async () => {
    const { fake, model } = setup();
    const controller = new AbortController();
    const { pending } = await hangingCall(fake, model, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBe(controller.signal.reason);
    expect(controller.signal.reason).toMatchObject({ name: 'AbortError' });
    const { session } = onlyCall(fake);
    expect(session.createOptions.signal).toBe(controller.signal);
    expect(session.destroyed).toBe(true);
  });

  it('stops streaming when aborted between deltas', async () => {
    const { fake, model } = setup();
    fake.reply({ chunks: ['One ', 'two ', 'three'] });
    const controller = new AbortController();
    const deltas: string[] = [];
    const onText = (delta: string): void => {
      deltas.push(delta);
      controller.abort();
    };
    await expect(model.complete(request({ signal: controller.signal, onText }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(deltas).toEqual(['One ']);
    expect(onlyCall(fake).session.destroyed).toBe(true);
  });

  it('reports model_timeout when the signal aborts with a TimeoutError', async () => {
    const { fake, model } = setup();
    const controller = new AbortController();
    const { pending } = await hangingCall(fake, model, controller.signal);
    controller.abort(new DOMException('Too slow.', 'TimeoutError'));
    const error = await rejection(pending);
    expect([error.code, error.retryable]).toEqual(['model_timeout', true]);
  });

  describe('errors', () => {
    it('reports model_unavailable, not retryable, when the device cannot run the model', async () => {
      const { fake, model } = setup(createFakeLanguageModel({ availability: 'unavailable' }));
      const error = await rejection(model.complete(request()));
      expect([error.code, error.retryable, error.message]).toEqual([
        'model_unavailable',
        false,
        "Chrome's built-in AI is not available on this device.",
      ]);
      expect(fake.sessions).toHaveLength(0);
    });

    it.each(['downloadable', 'downloading'] as const)(
      'reports a retryable model_unavailable while the model is %s, without starting a download',
      async (state) => {
        const { fake, model } = setup(createFakeLanguageModel({ availability: state }));
        const error = await rejection(model.complete(request()));
        expect([error.code, error.retryable]).toEqual(['model_unavailable', true]);
        expect(error.message).toMatch(/still downloading its on-device model/);
        expect(fake.sessions).toHaveLength(0);
      },
    );

    it.each([
      ['the prompt', ask('x'.repeat(400))],
      ['the initial prompts', [{ role: 'system', content: 'x'.repeat(400) }, ...ask('Hi')] satisfies ModelMessage[]],
    ])('reports %s over the input quota as model_unavailable about its length', async (_label, messages) => {
      const { fake, model } = setup(createFakeLanguageModel({ inputQuota: 50 }));
      fake.reply('unused');
      const error = await rejection(model.complete(request({ messages })));
      expect([error.code, error.retryable]).toEqual(['model_unavailable', false]);
      expect(error.message).toMatch(/too long/);
      expect(fake.sessions.every((s) => s.destroyed)).toBe(true);
    });

    it('translates other failures of the model into a retryable model_unavailable', async () => {
      const { fake, model } = setup();
      fake.reply({ error: new DOMException('The model crashed.', 'UnknownError') });
      const error = await rejection(model.complete(request()));
      expect([error.code, error.retryable]).toEqual(['model_unavailable', true]);
      expect(error.message).toContain('The model crashed.');
    });
  });
});

describe('downloadChromeAiModel', () => {
  it('reports download progress and leaves the model available', async () => {
    const fake = createFakeLanguageModel({ availability: 'downloadable' });
    const progress: number[] = [];
    await downloadChromeAiModel(fake.languageModel, { onProgress: (loaded) => progress.push(loaded) });
    expect(progress).toEqual([0, 0.5, 1]);
    expect(await detectChromeAi(fake.global)).toBe('available');
    expect(fake.sessions.map((s) => s.destroyed)).toEqual([true]);
  });
});
