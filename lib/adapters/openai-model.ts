import OpenAI from 'openai';
import { z } from 'zod';
import { KairosError, type ErrorCode } from '../core/errors';
import { createLogger } from '../logger';
import type { ModelMessage, ModelPort, ModelRequest, ModelResponse, ToolCall } from '../ports/model';

export interface OpenAiModelSettings {
  /** The OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Empty for local servers (Ollama, LM Studio) that need none: then no Authorization header is sent. */
  apiKey: string;
  nanoModel: string;
  miniModel: string;
  /** The whole call, streaming included, must finish within this. */
  timeoutMs?: number;
}

export interface OpenAiModelDeps {
  fetch?: typeof fetch;
}

export type ModelConnectionResult = { ok: true; model: string } | { ok: false; code: ErrorCode; message: string };

const DEFAULT_TIMEOUT_MS = 20_000;

type ChatBody = OpenAI.ChatCompletionCreateParamsNonStreaming;

// Chat Completions is the common denominator of OpenAI, Azure's v1 endpoint, Ollama, LM Studio and
// OpenRouter, whose replies differ in small ways: read only the fields we use, and all leniently.
const wireToolCallSchema = z.object({
  id: z.string().nullish(),
  function: z.object({ name: z.string(), arguments: z.string().nullish() }),
});
const completionSchema = z.object({
  model: z.string().nullish(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), tool_calls: z.array(wireToolCallSchema).nullish() }) }))
    .min(1),
});
const chunkToolCallSchema = z.object({
  index: z.number().nullish(),
  id: z.string().nullish(),
  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
});
const chunkSchema = z.object({
  model: z.string().nullish(),
  // Azure's first chunk has no choices (it carries prompt_filter_results), so none is normal.
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullish(), tool_calls: z.array(chunkToolCallSchema).nullish() }).nullish(),
    }),
  ),
});
const errorBodySchema = z.object({ message: z.string() });

interface Connection {
  client: OpenAI;
  baseUrl: string;
  host: string;
  timeoutMs: number;
}

function connect(settings: OpenAiModelSettings, deps: OpenAiModelDeps): Connection {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const hasKey = settings.apiKey.trim() !== '';
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK refuses to start without a key; for keyless local servers the placeholder is never sent
    // because the Authorization header is removed below.
    apiKey: hasKey ? settings.apiKey.trim() : 'no-key',
    ...(hasKey ? {} : { defaultHeaders: { Authorization: null } }),
    // Settings are the only configuration: never OPENAI_ORG_ID/OPENAI_PROJECT_ID from a dev machine's env.
    organization: null,
    project: null,
    timeout: timeoutMs,
    // Retrying is the pipeline's decision (KairosError.retryable); SDK retries would multiply the wait.
    maxRetries: 0,
    // The key is the person's own, stored in their profile and sent only to the URL they chose.
    dangerouslyAllowBrowser: true,
    logger: createLogger('openai-model'),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const host = URL.canParse(settings.baseUrl) ? new URL(settings.baseUrl).host : settings.baseUrl;
  return { client, baseUrl: settings.baseUrl, host, timeoutMs };
}

/**
 * Runs one call under a deadline covering all of it: the SDK's own timeout stops counting once the
 * headers arrive, so a stream that stalls halfway would otherwise hang the turn. A cancel by the
 * caller rethrows `signal.reason` untouched (a DOMException named AbortError, as fetch does), so
 * callers tell cancel from failure; everything else becomes a KairosError.
 */
async function withDeadline<T>(
  conn: Connection,
  model: string,
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted();
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort();
  }, conn.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  const stopIfAborted = (): void => {
    signal?.throwIfAborted();
    if (deadline.signal.aborted) throw timeoutError(conn);
  };
  try {
    const result = await run(combined);
    // The SDK ends an aborted stream quietly, so a cut-off reply must not pass for a whole one.
    stopIfAborted();
    return result;
  } catch (error) {
    stopIfAborted();
    throw translateError(error, conn, model);
  } finally {
    clearTimeout(timer);
  }
}

/** The SDK's errors, said in terms a person can act on; anything unexpected passes through as it is. */
function translateError(error: unknown, conn: Connection, model: string): unknown {
  const fail = (code: ErrorCode, message: string, retryable: boolean) =>
    new KairosError(code, message, { retryable, cause: error });
  if (error instanceof KairosError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return timeoutError(conn, error);
  if (error instanceof OpenAI.APIConnectionError) return fail('model_unavailable', `Could not reach ${conn.baseUrl}`, true);
  if (error instanceof OpenAI.AuthenticationError) {
    return fail('model_auth', `The API key was refused by ${conn.host} — check it in Options`, false);
  }
  if (error instanceof OpenAI.PermissionDeniedError) {
    return fail('model_auth', `${conn.host} refused this API key access to "${model}": ${serverMessage(error)}`, false);
  }
  if (error instanceof OpenAI.NotFoundError) {
    // A 404 is either an unknown model or a URL that is not an OpenAI-compatible API (often a missing /v1).
    if (error.code === 'model_not_found' || /model/i.test(serverMessage(error))) {
      return fail('model_not_found', `${conn.host} has no model named "${model}" — check the model names in Options`, false);
    }
    const hint = 'is not an OpenAI-compatible API (it usually ends in /v1) — check the URL in Options';
    return fail('model_unavailable', `${conn.baseUrl} ${hint}`, false);
  }
  if (error instanceof OpenAI.RateLimitError) {
    // OpenAI also answers 429 when the account has no credit left; waiting does not fix that.
    const billing = `The account behind this API key is out of quota at ${conn.host} — check its billing`;
    if (error.code === 'insufficient_quota') return fail('model_rate_limited', billing, false);
    const retryAfter = error.headers.get('retry-after');
    const when = retryAfter !== null && /^\d+$/.test(retryAfter) ? `in ${retryAfter} s` : 'shortly';
    return fail('model_rate_limited', `${conn.host} is rate-limiting requests — try again ${when}`, true);
  }
  if (error instanceof OpenAI.APIError) {
    // No status: the server sent an error event inside a stream, a failure on its side.
    if (error.status === undefined || error.status >= 500) {
      return fail('model_unavailable', `${conn.host} failed to answer: ${serverMessage(error)}`, true);
    }
    const status = String(error.status);
    return fail('model_unavailable', `${conn.host} rejected the request (HTTP ${status}): ${serverMessage(error)}`, false);
  }
  if (error instanceof SyntaxError) return fail('model_invalid_output', `${conn.host} sent a reply Kairos could not read.`, true);
  return error;
}

function timeoutError(conn: Connection, cause?: unknown): KairosError {
  const message = `${conn.host} did not answer within ${String(conn.timeoutMs / 1000)} s.`;
  return new KairosError('model_timeout', message, { retryable: true, cause });
}

function serverMessage(error: { error: unknown; message: string }): string {
  const parsed = errorBodySchema.safeParse(error.error);
  return parsed.success ? parsed.data.message : error.message;
}

function toWireMessage(message: ModelMessage): OpenAI.ChatCompletionMessageParam {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant': {
      const calls = message.toolCalls ?? [];
      if (calls.length === 0) return { role: 'assistant', content: message.content };
      return {
        role: 'assistant',
        // A tool-calling turn is sent back as the API returned it: null content rather than "".
        content: message.content === '' ? null : message.content,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      };
    }
  }
}

function toToolChoice(choice: NonNullable<ModelRequest['toolChoice']>): OpenAI.ChatCompletionToolChoiceOption {
  return typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } };
}

function toRequestBody(request: ModelRequest, model: string): ChatBody {
  const body: ChatBody = { model, messages: request.messages.map(toWireMessage) };
  const tools = request.tools ?? [];
  // tool_choice without tools is a 400 on OpenAI, so it travels only with them.
  if (tools.length > 0) {
    body.tools = tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
    if (request.toolChoice !== undefined) body.tool_choice = toToolChoice(request.toolChoice);
  }
  if (request.responseSchema) {
    // strict: false because strict mode rejects optional properties, which z.toJSONSchema emits, and
    // several providers do not implement it; the caller's zod schema checks the reply either way.
    body.response_format = {
      type: 'json_schema',
      json_schema: { name: request.responseSchema.name, schema: request.responseSchema.schema, strict: false },
    };
  }
  return body;
}

function invalidOutput(conn: Connection): KairosError {
  return new KairosError('model_invalid_output', `${conn.host} answered, but not with an OpenAI-compatible chat completion.`, {
    retryable: false,
  });
}

async function completeOnce(conn: Connection, body: ChatBody, signal: AbortSignal): Promise<ModelResponse> {
  const raw: unknown = await conn.client.chat.completions.create(body, { signal });
  const parsed = completionSchema.safeParse(raw);
  if (!parsed.success) throw invalidOutput(conn);
  const { model, choices } = parsed.data;
  const message = choices[0]?.message;
  const toolCalls = (message?.tool_calls ?? []).map((call, index) => ({
    // Some local servers leave the id out; the tool result still needs one to refer to.
    id: call.id ?? `call_${String(index)}`,
    name: call.function.name,
    arguments: call.function.arguments ?? '',
  }));
  return { text: message?.content ?? '', toolCalls, model: model ?? body.model };
}

/**
 * The first piece of a streamed call carries its index, id and name; later ones only argument text.
 * Providers that leave the index out start a new call with each new id.
 */
function toolCallIndex(piece: z.infer<typeof chunkToolCallSchema>, calls: readonly ToolCall[]): number {
  if (piece.index !== undefined && piece.index !== null) return piece.index;
  const startsNewCall = calls.length === 0 || (piece.id !== undefined && piece.id !== null && piece.id !== calls.at(-1)?.id);
  return startsNewCall ? calls.length : calls.length - 1;
}

/** Where the pieces of a streamed reply go as they arrive: its words, and its tool calls' JSON arguments. */
type StreamHooks = Pick<ModelRequest, 'onText' | 'onArguments'>;

async function completeStreamed(
  conn: Connection,
  body: ChatBody,
  hooks: StreamHooks,
  signal: AbortSignal,
): Promise<ModelResponse> {
  const { onText, onArguments } = hooks;
  const stream = await conn.client.chat.completions.create({ ...body, stream: true }, { signal });
  let text = '';
  let model: string | undefined;
  let chunks = 0;
  const calls: ToolCall[] = [];
  for await (const raw of stream) {
    const parsed = chunkSchema.safeParse(raw);
    if (!parsed.success) throw invalidOutput(conn);
    chunks += 1;
    model ??= parsed.data.model ?? undefined;
    const delta = parsed.data.choices[0]?.delta;
    if (delta?.content) {
      text += delta.content;
      onText?.(delta.content);
    }
    for (const piece of delta?.tool_calls ?? []) {
      const index = toolCallIndex(piece, calls);
      const call = calls[index] ?? { id: piece.id ?? `call_${String(index)}`, name: '', arguments: '' };
      calls[index] = call;
      if (piece.id) call.id = piece.id;
      // Set once: some servers repeat the name in every piece of the call.
      if (piece.function?.name && call.name === '') call.name = piece.function.name;
      if (piece.function?.arguments) {
        call.arguments += piece.function.arguments;
        onArguments?.(piece.function.arguments);
      }
    }
  }
  // A 200 that is not an event stream (a web page at the wrong URL) yields no chunks at all.
  if (chunks === 0 && !signal.aborted) throw invalidOutput(conn);
  return { text, toolCalls: calls.filter((call) => call.name !== ''), model: model ?? body.model };
}

/** A ModelPort over any OpenAI-compatible Chat Completions endpoint, through the openai SDK. */
export function createOpenAiModel(settings: OpenAiModelSettings, deps: OpenAiModelDeps = {}): ModelPort {
  const conn = connect(settings, deps);
  return {
    provider: 'openai-compatible',
    complete(request: ModelRequest): Promise<ModelResponse> {
      const model = request.tier === 'nano' ? settings.nanoModel : settings.miniModel;
      const body = toRequestBody(request, model);
      const { onText, onArguments } = request;
      // Streamed only when someone is listening: a whole reply is one simpler request.
      const streamed = onText !== undefined || onArguments !== undefined;
      return withDeadline(conn, model, request.signal, (signal) =>
        streamed ? completeStreamed(conn, body, { onText, onArguments }, signal) : completeOnce(conn, body, signal),
      );
    },
  };
}

/**
 * Checks the settings with ONE chat completion to the nano model, limited to one output token. A chat
 * call validates the key, the URL and the model name together, exactly as Kairos will use them;
 * GET /models/{id} would not (OpenRouter lists models without a key, Azure lists base models rather
 * than deployments). `max_completion_tokens` because reasoning models reject `max_tokens`; servers
 * that do not know it ignore it and answer a one-word prompt.
 */
export async function testModelConnection(
  settings: OpenAiModelSettings,
  deps: OpenAiModelDeps = {},
): Promise<ModelConnectionResult> {
  const conn = connect(settings, deps);
  const model = settings.nanoModel;
  const body: ChatBody = {
    model,
    messages: [{ role: 'user', content: 'Reply with the word OK.' }],
    max_completion_tokens: 1,
  };
  try {
    const reply = await withDeadline(conn, model, undefined, (signal) => completeOnce(conn, body, signal));
    return { ok: true, model: reply.model };
  } catch (error) {
    // A reasoning model can spend the one token thinking and answer 400 "Could not finish the message
    // because max_tokens or model output limit was reached" (spiceai/spiceai#7126,
    // nextlevelbuilder/goclaw#245): that answer still proves the key, the URL and the model.
    const cause = error instanceof KairosError ? error.cause : undefined;
    if (cause instanceof OpenAI.BadRequestError && /max_tokens|output limit/i.test(serverMessage(cause))) {
      return { ok: true, model };
    }
    if (error instanceof KairosError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) };
  }
}
