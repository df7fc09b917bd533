import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server';

/**
 * A loopback server speaking OpenAI's wire format for the parts Kairos uses: chat completions
 * (JSON and SSE streaming), the model list, Bearer auth, and OpenAI's error bodies. Tests script the
 * replies and read back every request, so the openai SDK runs unmodified against it.
 */

export interface FakeToolCall {
  /** Defaults to call_<n>. */
  id?: string;
  name: string;
  /** An array is streamed one piece per chunk (joined when not streaming). */
  arguments: string | string[];
}

export interface FakeReply {
  /** An array is streamed one piece per chunk (joined when not streaming). */
  text?: string | string[];
  toolCalls?: FakeToolCall[];
  /** The model to report: providers often answer with a dated snapshot of the one asked for. */
  model?: string;
  /** Wait this long before the response's headers. */
  delayMs?: number;
  /** Wait this long between streamed chunks. */
  chunkDelayMs?: number;
}

export interface FakeFailure {
  status: number;
  message?: string;
  code?: string | null;
  /** Sent as Retry-After; 429s carry '1' unless told otherwise. */
  retryAfter?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body (undefined for GET and OPTIONS). */
  body: Record<string, unknown> | undefined;
}

export interface FakeOpenAi {
  /** The base URL to give the SDK, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Queues the reply to the next chat completion; unscripted ones answer "OK". */
  script(reply: FakeReply | ((body: Record<string, unknown>) => FakeReply)): void;
  /** The next request of any kind fails with this status and OpenAI's error body. */
  failNext(status: number, details?: Omit<FakeFailure, 'status'>): void;
  close(): Promise<void>;
}

const CREATED = 1_767_225_600;

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_request_error',
  403: 'invalid_request_error',
  404: 'invalid_request_error',
  429: 'requests',
  500: 'server_error',
  503: 'server_error',
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Invalid request.',
  401: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
  403: 'You are not allowed to sample from this model.',
  429: 'Rate limit reached for requests. Please try again in 1s.',
  500: 'The server had an error while processing your request. Sorry about that!',
  503: 'The engine is currently overloaded, please try again later.',
};

function corsHeaders(req: IncomingMessage): Record<string, string> {
  // A wildcard in Allow-Headers does not cover Authorization, so echo what the preflight asks for.
  const asked = req.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': asked ?? 'authorization, content-type',
    'Access-Control-Expose-Headers': 'retry-after, x-request-id',
    'Access-Control-Max-Age': '600',
  };
}

function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function sendError(req: IncomingMessage, res: ServerResponse, failure: FakeFailure): void {
  const { status } = failure;
  const error = {
    message: failure.message ?? DEFAULT_MESSAGES[status] ?? `HTTP ${String(status)}`,
    type: ERROR_TYPES[status] ?? (status >= 500 ? 'server_error' : 'invalid_request_error'),
    param: null,
    code: failure.code ?? (status === 401 ? 'invalid_api_key' : status === 429 ? 'rate_limit_exceeded' : null),
  };
  const retryAfter = failure.retryAfter ?? (status === 429 ? '1' : undefined);
  sendJson(req, res, status, { error }, retryAfter === undefined ? {} : { 'Retry-After': retryAfter });
}

/** Resolves after `ms`, or at once when the client hangs up (a timed-out or cancelled call). */
function pause(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const hungUp = (): void => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      // A long stream pauses once per chunk: leave no listener behind for each.
      res.off('close', hungUp);
      resolve();
    }, ms);
    res.once('close', hungUp);
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

const joined = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join('') : (value ?? ''));
const pieces = (value: string | string[] | undefined): string[] =>
  Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];

function completionJson(reply: FakeReply, model: string): unknown {
  const toolCalls = (reply.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_${String(i)}`,
    type: 'function',
    function: { name: call.name, arguments: joined(call.arguments) },
  }));
  const hasCalls = toolCalls.length > 0;
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: CREATED,
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.text === undefined && hasCalls ? null : joined(reply.text),
          refusal: null,
          ...(hasCalls ? { tool_calls: toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: hasCalls ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** The chunks OpenAI streams: role first, then text pieces, then each call's head and argument pieces. */
function completionChunks(reply: FakeReply, model: string): unknown[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null): unknown => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: CREATED,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  const calls = reply.toolCalls ?? [];
  const out = [chunk({ role: 'assistant', content: calls.length > 0 && reply.text === undefined ? null : '', refusal: null })];
  for (const piece of pieces(reply.text)) out.push(chunk({ content: piece }));
  calls.forEach((call, index) => {
    const head = {
      index,
      id: call.id ?? `call_${String(index)}`,
      type: 'function',
      function: { name: call.name, arguments: '' },
    };
    out.push(chunk({ tool_calls: [head] }));
    for (const piece of pieces(call.arguments)) out.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  out.push(chunk({}, calls.length > 0 ? 'tool_calls' : 'stop'));
  return out;
}

export async function startFakeOpenAi(options: { apiKey?: string; models: string[] }): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const scripted: (FakeReply | ((body: Record<string, unknown>) => FakeReply))[] = [];
  const failures: FakeFailure[] = [];
  const modelJson = (id: string): unknown => ({ id, object: 'model', created: CREATED, owned_by: 'kairos-tests' });
  const unknownModel = (id: string): FakeFailure => ({
    status: 404,
    code: 'model_not_found',
    message: `The model \`${id}\` does not exist or you do not have access to it.`,
  });

  async function answerCompletion(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>): Promise<void> {
    const model = typeof body.model === 'string' ? body.model : '';
    if (!options.models.includes(model)) {
      sendError(req, res, unknownModel(model));
      return;
    }
    const next = scripted.shift() ?? { text: 'OK' };
    const reply = typeof next === 'function' ? next(body) : next;
    // Read through a function: the flag changes while we wait, which narrowing cannot see.
    const hungUp = (): boolean => res.destroyed;
    if (reply.delayMs !== undefined) await pause(reply.delayMs, res);
    if (hungUp()) return;
    const answeredBy = reply.model ?? model;
    if (body.stream !== true) {
      sendJson(req, res, 200, completionJson(reply, answeredBy), { 'x-request-id': `req_${String(requests.length)}` });
      return;
    }
    res.writeHead(200, { ...corsHeaders(req), 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    for (const [i, chunk] of completionChunks(reply, answeredBy).entries()) {
      if (i > 0 && reply.chunkDelayMs !== undefined) await pause(reply.chunkDelayMs, res);
      if (hungUp()) return;
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const authorization = req.headers.authorization;
    const text = await readBody(req);
    let body: Record<string, unknown> | undefined;
    if (text !== '') {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
      } catch {
        body = undefined;
      }
    }
    requests.push({ method, path, authorization, body });

    if (method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    const failure = failures.shift();
    const modelId = method === 'GET' ? /^\/v1\/models\/(.+)$/.exec(path)?.[1] : undefined;
    if (failure) {
      sendError(req, res, failure);
    } else if (options.apiKey !== undefined && authorization !== `Bearer ${options.apiKey}`) {
      const missing =
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.";
      sendError(req, res, authorization === undefined ? { status: 401, message: missing, code: null } : { status: 401 });
    } else if (method === 'POST' && path === '/v1/chat/completions') {
      if (body === undefined) sendError(req, res, { status: 400, message: 'We could not parse the JSON body of your request.' });
      else await answerCompletion(req, res, body);
    } else if (method === 'GET' && path === '/v1/models') {
      sendJson(req, res, 200, { object: 'list', data: options.models.map(modelJson) });
    } else if (modelId !== undefined) {
      const id = decodeURIComponent(modelId);
      if (options.models.includes(id)) sendJson(req, res, 200, modelJson(id));
      else sendError(req, res, unknownModel(id));
    } else {
      sendError(req, res, { status: 404, message: `Invalid URL (${method} ${path})` });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(req, res, { status: 500, message: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    script(reply) {
      scripted.push(reply);
    },
    failNext(status, details = {}) {
      failures.push({ status, ...details });
    },
    close() {
      return closeServer(server);
    },
  };
}
