import { z } from 'zod';
import { KairosError } from '../core/errors';
import type { ModelMessage, ModelPort, ModelRequest, ModelResponse, ToolSpec } from '../ports/model';
import { createToolArgumentsReader } from './tool-arguments-reader';

/**
 * Chrome's built-in Prompt API (Gemini Nano on the device), Chrome 138+ in extensions:
 * https://developer.chrome.com/docs/extensions/ai/prompt-api. The interfaces declare only what this
 * adapter uses: no @types package for the API is installed, and a structural type lets tests pass
 * a fake (tests/helpers/fake-language-model.ts).
 */
export type ChromeAiAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';
export interface LanguageModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}
export interface LanguageModelAvailabilityOptions {
  expectedInputs?: readonly { type: 'text'; languages?: readonly string[] }[];
  expectedOutputs?: readonly { type: 'text'; languages?: readonly string[] }[];
}
/** The CreateMonitor: an EventTarget whose 'downloadprogress' events carry `loaded` (0…1). */
export interface LanguageModelMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}
export interface LanguageModelCreateOptions extends LanguageModelAvailabilityOptions {
  initialPrompts?: readonly LanguageModelMessage[];
  signal?: AbortSignal;
  monitor?: (monitor: LanguageModelMonitor) => void;
}
export interface LanguageModelPromptOptions {
  responseConstraint?: Record<string, unknown>;
  omitResponseConstraintInput?: boolean;
  signal?: AbortSignal;
}
export interface LanguageModelSession {
  prompt(input: string, options?: LanguageModelPromptOptions): Promise<string>;
  /** Each chunk is a delta since Chrome 138 (earlier builds repeated the whole text so far). */
  promptStreaming(input: string, options?: LanguageModelPromptOptions): ReadableStream<string>;
  destroy(): void;
}
export interface LanguageModelLike {
  availability(options?: LanguageModelAvailabilityOptions): Promise<ChromeAiAvailability>;
  create(options?: LanguageModelCreateOptions): Promise<LanguageModelSession>;
}

/** Chrome names no model; Gemini Nano is what the Prompt API runs. */
const MODEL_NAME = 'gemini-nano';
const AVAILABILITIES: readonly unknown[] = ['unavailable', 'downloadable', 'downloading', 'available'];
const isAvailability = (value: unknown): value is ChromeAiAvailability => AVAILABILITIES.includes(value);

function isLanguageModelLike(value: unknown): value is LanguageModelLike {
  return (
    (typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
    'availability' in value &&
    typeof value.availability === 'function' &&
    'create' in value &&
    typeof value.create === 'function'
  );
}

/** The `LanguageModel` global when this browser has one (feature detection, never a version check). */
export function findLanguageModel(global: unknown = globalThis): LanguageModelLike | undefined {
  if (typeof global !== 'object' || global === null || !('LanguageModel' in global)) return undefined;
  return isLanguageModelLike(global.LanguageModel) ? global.LanguageModel : undefined;
}

// Chrome asks for the same options in availability() as in create(): the model may lack a language.
const expectedText = (languages: readonly string[]): LanguageModelAvailabilityOptions => ({
  expectedInputs: [{ type: 'text', languages }],
  expectedOutputs: [{ type: 'text', languages }],
});

/** Whether this browser can run the on-device model; anything odd (no API, a throw) reads as unavailable. */
export async function detectChromeAi(
  global: unknown = globalThis,
  languages: readonly string[] = ['en'],
): Promise<ChromeAiAvailability> {
  const languageModel = findLanguageModel(global);
  if (languageModel === undefined) return 'unavailable';
  try {
    const state: unknown = await languageModel.availability(expectedText(languages));
    return isAvailability(state) ? state : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/**
 * Downloads the model, reporting progress (0…1). Chrome starts a download only inside a user
 * gesture, so this is for a button in Options; `complete` never starts one from the background.
 */
export async function downloadChromeAiModel(
  languageModel: LanguageModelLike,
  options: { onProgress?: (loaded: number) => void; signal?: AbortSignal; languages?: readonly string[] } = {},
): Promise<void> {
  const { onProgress, signal, languages = ['en'] } = options;
  const monitor = (m: LanguageModelMonitor): void => {
    m.addEventListener('downloadprogress', (event) => onProgress?.(event.loaded));
  };
  try {
    (await languageModel.create({ ...expectedText(languages), signal, monitor })).destroy();
  } catch (error) {
    throw translateError(error, signal);
  }
}

/**
 * ModelPort over the Prompt API. `tier` is ignored: the device has one model. Each call gets a
 * fresh session, destroyed afterwards, because a session keeps its context and the pipeline sends
 * the whole conversation every time. The API has no tool calling: tools are emulated with a JSON
 * schema response constraint (`planResponse`).
 */
export function createChromeAiModel(deps: {
  languageModel: LanguageModelLike;
  /** BCP 47 tags the conversation uses; Gemini Nano reports itself unavailable for languages it lacks. */
  languages?: readonly string[];
}): ModelPort {
  const { languageModel, languages = ['en'] } = deps;
  const expected = expectedText(languages);

  async function requireAvailable(): Promise<void> {
    const state = await languageModel.availability(expected);
    if (state === 'unavailable')
      throw new KairosError('model_unavailable', "Chrome's built-in AI is not available on this device.");
    // Not started from here: Chrome begins a download only inside a user gesture (downloadChromeAiModel).
    const downloading = 'Chrome is still downloading its on-device model. Try again in a few minutes.';
    if (state !== 'available') throw new KairosError('model_unavailable', downloading, { retryable: true });
  }

  return {
    provider: 'chrome-built-in',
    async complete(request: ModelRequest): Promise<ModelResponse> {
      const plan = planResponse(request);
      const { initialPrompts, input } = toPrompts(request.messages, plan.instructions);
      const { signal, onText, onArguments } = request;
      let session: LanguageModelSession | undefined;
      try {
        await requireAvailable();
        session = await languageModel.create({ ...expected, initialPrompts, signal });
        if (plan.kind === 'text') {
          const text = onText
            ? await readStream(session.promptStreaming(input, { signal }), onText)
            : await session.prompt(input, { signal });
          return { text, toolCalls: [], model: MODEL_NAME };
        }
        const options = { responseConstraint: plan.constraint, signal };
        // Streamed when someone listens: the JSON arrives in pieces, and a tool's arguments go on as they are written.
        const forward = plan.kind === 'tools' && onArguments !== undefined ? createToolArgumentsReader(onArguments) : undefined;
        const raw =
          onText !== undefined || onArguments !== undefined
            ? await readStream(session.promptStreaming(input, options), forward)
            : await session.prompt(input, options);
        const value = parseJson(raw);
        if (plan.kind === 'json') return { text: raw, toolCalls: [], model: MODEL_NAME };
        // Ids continue from the calls already in the conversation, so a tool result never matches two calls.
        const response = readToolReply(value, plan, `call_${String(priorCalls(request.messages).length)}`);
        // Tool JSON is not prose for the side panel; a reply in words is, and arrives whole.
        if (response.text !== '') onText?.(response.text);
        return response;
      } catch (error) {
        throw translateError(error, signal);
      } finally {
        session?.destroy();
      }
    },
  };
}

/** The whole text of a streamed answer; each chunk is a delta (Chrome 138+), handed to `onChunk` as it arrives. */
async function readStream(stream: ReadableStream<string>, onChunk?: (chunk: string) => void): Promise<string> {
  const reader = stream.getReader();
  let text = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += chunk.value;
      onChunk?.(chunk.value);
    }
    return text;
  } finally {
    reader.releaseLock();
  }
}

type ResponsePlan =
  | { kind: 'text'; instructions?: undefined }
  | { kind: 'json'; constraint: Record<string, unknown>; instructions?: undefined }
  | { kind: 'tools'; constraint: Record<string, unknown>; toolNames: string[]; allowsReply: boolean; instructions: string };

/**
 * Each tool becomes a JSON-schema branch `{tool: <name>, arguments: <its parameters>}`; when the
 * model may also answer in words (toolChoice 'auto') a `{reply}` branch is added, shaped by
 * responseSchema if there is one. anyOf rather than oneOf: the branches are disjoint by `tool`, and
 * grammar-constrained decoders support anyOf most widely.
 */
function planResponse({ tools = [], toolChoice = 'auto', responseSchema }: ModelRequest): ResponsePlan {
  if (tools.length === 0) return responseSchema ? { kind: 'json', constraint: responseSchema.schema } : { kind: 'text' };
  const offered = typeof toolChoice === 'object' ? tools.filter((tool) => tool.name === toolChoice.name) : tools;
  if (typeof toolChoice === 'object' && offered.length === 0) {
    throw new KairosError('internal', `The model was asked to call "${toolChoice.name}", which is not among the tools offered.`);
  }
  const allowsReply = toolChoice === 'auto';
  const branches = offered.map(toolBranch);
  const reply = responseSchema?.schema ?? { type: 'string' };
  if (allowsReply) branches.push({ type: 'object', properties: { reply }, required: ['reply'], additionalProperties: false });
  const [only, ...others] = branches;
  const list = offered.map((tool) => `- ${tool.name}: ${tool.description}`).join('\n');
  return {
    kind: 'tools',
    constraint: only !== undefined && others.length === 0 ? only : { anyOf: branches },
    toolNames: offered.map((tool) => tool.name),
    allowsReply,
    instructions:
      `To call a tool, reply with JSON {"tool": <name>, "arguments": {…}}. Tools:\n${list}` +
      (allowsReply ? '\nTo answer the person instead, reply with JSON {"reply": …}.' : ''),
  };
}

const toolBranch = ({ name, description, parameters }: ToolSpec): Record<string, unknown> => ({
  type: 'object',
  description,
  properties: { tool: { const: name }, arguments: parameters },
  required: ['tool', 'arguments'],
  additionalProperties: false,
});

const toolCallReplySchema = z.object({ tool: z.string(), arguments: z.record(z.string(), z.unknown()) });
const wordsReplySchema = z.object({ reply: z.json() });

function readToolReply(value: unknown, plan: Extract<ResponsePlan, { kind: 'tools' }>, id: string): ModelResponse {
  const call = toolCallReplySchema.safeParse(value);
  if (call.success) {
    const { tool, arguments: args } = call.data;
    if (!plan.toolNames.includes(tool)) throw invalidOutput(`it called "${tool}", which it was not offered`);
    return { text: '', toolCalls: [{ id, name: tool, arguments: JSON.stringify(args) }], model: MODEL_NAME };
  }
  const words = wordsReplySchema.safeParse(value);
  if (!plan.allowsReply || !words.success) throw invalidOutput('it neither called a tool nor replied in the expected shape');
  const { reply } = words.data;
  return { text: typeof reply === 'string' ? reply : JSON.stringify(reply), toolCalls: [], model: MODEL_NAME };
}

const priorCalls = (messages: readonly ModelMessage[]) =>
  messages.flatMap((m) => (m.role === 'assistant' ? (m.toolCalls ?? []) : []));

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw invalidOutput('its reply is not valid JSON', error);
  }
}

const invalidOutput = (why: string, cause?: unknown): KairosError =>
  new KairosError('model_invalid_output', `Chrome's on-device model answered in an unexpected form: ${why}.`, {
    retryable: true,
    cause,
  });

/**
 * The Prompt API takes one system prompt, first, and the roles system/user/assistant. So every
 * system message is merged into that prompt (with the tool instructions), earlier tool calls are
 * written as the JSON the model emits, tool results are user turns, and the last message (a user
 * message or a tool result) is the prompt itself.
 */
function toPrompts(messages: readonly ModelMessage[], instructions: string | undefined) {
  const turn = (m: ModelMessage, i: number): LanguageModelMessage[] => {
    if (m.role === 'tool') return [{ role: 'user', content: toolResult(m.toolCallId, m.content, messages.slice(0, i)) }];
    if (m.role !== 'assistant') return m.role === 'user' ? [{ role: 'user', content: m.content }] : [];
    const calls = (m.toolCalls ?? []).map((c) => `{"tool":${JSON.stringify(c.name)},"arguments":${c.arguments}}`);
    const content = [m.content, ...calls].filter((s) => s !== '').join('\n');
    return content === '' ? [] : [{ role: 'assistant', content }]; // A turn that said nothing tells the model nothing.
  };
  const last = messages.at(-1);
  const prompt = last?.role === 'user' || last?.role === 'tool' ? turn(last, messages.length - 1)[0] : undefined;
  if (prompt === undefined) throw new KairosError('internal', 'A model request must end with a user message or a tool result.');
  const system = [...messages.flatMap((m) => (m.role === 'system' ? [m.content] : [])), instructions ?? ''].filter(
    (s) => s !== '',
  );
  const initialPrompts: LanguageModelMessage[] = [
    ...(system.length > 0 ? [{ role: 'system' as const, content: system.join('\n\n') }] : []),
    ...messages.slice(0, -1).flatMap(turn),
  ];
  return { initialPrompts, input: prompt.content };
}

function toolResult(toolCallId: string, content: string, before: readonly ModelMessage[]): string {
  const call = priorCalls(before).findLast((c) => c.id === toolCallId);
  return `Result of ${call?.name ?? 'a tool'} (${toolCallId}):\n${content}`;
}

const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

/** Chrome rejects with DOMExceptions; the pipeline and the UI speak KairosError codes. */
function translateError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (error instanceof KairosError) return error;
  if (signal?.aborted === true) {
    // AbortSignal.timeout() aborts with a TimeoutError: the model was slow, nobody cancelled.
    const slow = "Chrome's on-device model took too long to answer.";
    if (errorName(signal.reason) === 'TimeoutError')
      return new KairosError('model_timeout', slow, { retryable: true, cause: error });
    return signal.reason; // The caller cancelled: it gets its own abort reason back, as from fetch.
  }
  const detail = error instanceof Error ? error.message : String(error);
  const name = errorName(error);
  // A prompt over the quota, or a language or option the model lacks, fails the same way again.
  const [message, retryable]: [string, boolean] =
    name === 'QuotaExceededError'
      ? ["This request is too long for Chrome's on-device model: start a new conversation or use a cloud model.", false]
      : name === 'NotSupportedError'
        ? [`Chrome's built-in AI cannot handle this request (${detail}).`, false]
        : name === 'NotAllowedError'
          ? [`Chrome did not allow its built-in AI to run (${detail}).`, false]
          : [`Chrome's built-in AI failed: ${detail}`, true];
  return new KairosError('model_unavailable', message, { retryable, cause: error });
}
