import { z } from 'zod';
import type { ModelMessage, ModelPort, ModelTier, ToolCall } from '../../ports/model';
import { KairosError } from '../errors';
import { hasBudget, type ModelBudget } from './model-budget';
import { createMessageStreamer } from './stream-message';
import type { TurnLog } from './turn-log';

export interface ToolOption<T> {
  name: string;
  description: string;
  schema: z.ZodType<T>;
}

export interface ToolCallRequest<T> extends ToolOption<T> {
  tier: ModelTier;
  messages: readonly ModelMessage[];
}

/** One of several tools the model may pick ("generateEvent or provideAlternatives — never both"). */
export interface ToolChoiceRequest {
  tier: ModelTier;
  messages: readonly ModelMessage[];
  tools: readonly ToolOption<unknown>[];
  /** 'required': any of them; a name: that one. */
  toolChoice: 'required' | { name: string };
}

export interface ToolCallContext {
  budget: ModelBudget;
  signal?: AbortSignal;
  log?: TurnLog;
  /** Receives the `message` argument as the model writes it, for the side panel to show live. */
  onMessage?: (delta: string) => void;
}

export interface ChosenTool {
  name: string;
  value: unknown;
}

/** One forced tool call whose arguments must pass `schema`; see `callOneOfTools`. */
export async function callTool<T>(model: ModelPort, request: ToolCallRequest<T>, ctx: ToolCallContext): Promise<T | undefined> {
  const { tier, messages, ...tool } = request;
  const chosen = await callOneOfTools(model, { tier, messages, tools: [tool], toolChoice: { name: tool.name } }, ctx);
  // The only tool offered was this one and its schema parsed the value.
  return chosen === undefined ? undefined : (chosen.value as T);
}

/**
 * One tool call whose arguments must pass that tool's schema. An invalid reply gets one repair
 * attempt (the validation errors go back as the tool's result) if the turn's budget allows; after
 * that, or when the model fails, the answer is `undefined` and the caller uses the built-in engine.
 */
export async function callOneOfTools(
  model: ModelPort,
  request: ToolChoiceRequest,
  ctx: ToolCallContext,
): Promise<ChosenTool | undefined> {
  const { budget, signal, log, onMessage } = ctx;
  const tools = request.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: z.toJSONSchema(tool.schema, { io: 'input' }),
  }));
  const names = request.tools.map((t) => t.name).join('|');
  let messages = [...request.messages];
  let problemSeen: string | undefined;
  while (hasBudget(budget)) {
    budget.used++;
    let reply;
    try {
      const onArguments = onMessage === undefined ? undefined : createMessageStreamer(onMessage);
      reply = await model.complete({
        tier: request.tier,
        messages,
        tools,
        toolChoice: request.toolChoice,
        ...(onArguments === undefined ? {} : { onArguments }),
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (signal?.aborted === true) throw error;
      budget.fellBack = error instanceof KairosError ? error.message : `the model failed (${String(error)})`;
      log?.('model-response', { tools: names, ok: false, code: error instanceof KairosError ? error.code : 'unknown' });
      return undefined;
    }
    log?.('model-response', { tools: names, ok: true, model: reply.model, toolCalls: reply.toolCalls.length });
    const answer = firstValid(reply.toolCalls, request.tools, request.toolChoice);
    log?.('tool-call', { tool: answer.call?.name ?? 'none', valid: 'value' in answer });
    if ('value' in answer) return { name: answer.call.name, value: answer.value };
    const { call, problem } = answer;
    problemSeen = `the model's ${call?.name ?? names} reply was invalid: ${problem}`;
    const retryName = call?.name ?? (typeof request.toolChoice === 'string' ? 'one of the tools' : request.toolChoice.name);
    messages = [
      ...messages,
      { role: 'assistant', content: reply.text, toolCalls: call === undefined ? [] : [call] },
      call === undefined
        ? { role: 'user', content: `Call ${retryName} with valid arguments.` }
        : {
            role: 'tool',
            toolCallId: call.id,
            content: `Invalid arguments: ${problem} Call ${retryName} again with valid arguments.`,
          },
    ];
  }
  budget.fellBack = problemSeen ?? 'the turn has no model calls left';
  return undefined;
}

type Answer = { call: ToolCall; value: unknown } | { call: ToolCall | undefined; problem: string };

/** The first call of an offered (and, when forced, the chosen) tool; its problem when invalid. */
function firstValid(
  calls: readonly ToolCall[],
  tools: readonly ToolOption<unknown>[],
  choice: ToolChoiceRequest['toolChoice'],
): Answer {
  const allowed = typeof choice === 'string' ? tools : tools.filter((t) => t.name === choice.name);
  const call = calls.find((c) => allowed.some((t) => t.name === c.name));
  const tool = allowed.find((t) => t.name === call?.name);
  if (call === undefined || tool === undefined) {
    return { call: undefined, problem: `No ${allowed.map((t) => t.name).join(' or ')} call was made.` };
  }
  const checked = validate(call.arguments, tool.schema);
  return typeof checked === 'string' ? { call, problem: checked } : { call, value: checked.value };
}

function validate(raw: string, schema: z.ZodType): { value: unknown } | string {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'The arguments are not valid JSON.';
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data };
  return parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
