import { z } from 'zod';
import type { ModelMessage, ModelPort, ModelTier } from '../../ports/model';
import { KairosError } from '../errors';
import { hasBudget, type ModelBudget } from './model-budget';

export interface ToolCallRequest<T> {
  tier: ModelTier;
  messages: readonly ModelMessage[];
  name: string;
  description: string;
  schema: z.ZodType<T>;
}

/**
 * One forced tool call whose arguments must pass `schema`. An invalid reply gets one repair attempt
 * (the validation errors go back as the tool's result) if the turn's budget allows; after that, or
 * when the model fails, the answer is `undefined` and the caller uses the built-in engine.
 */
export async function callTool<T>(
  model: ModelPort,
  request: ToolCallRequest<T>,
  budget: ModelBudget,
  signal?: AbortSignal,
): Promise<T | undefined> {
  const tool = {
    name: request.name,
    description: request.description,
    parameters: z.toJSONSchema(request.schema, { io: 'input' }),
  };
  let messages = [...request.messages];
  let problemSeen: string | undefined;
  while (hasBudget(budget)) {
    budget.used++;
    let reply;
    try {
      reply = await model.complete({
        tier: request.tier,
        messages,
        tools: [tool],
        toolChoice: { name: request.name },
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      budget.fellBack = error instanceof KairosError ? error.message : `the model failed (${String(error)})`;
      return undefined;
    }
    const call = reply.toolCalls.find((c) => c.name === request.name);
    const problem = call === undefined ? `No ${request.name} call was made.` : validate(call.arguments, request.schema);
    if (typeof problem !== 'string') return problem.value;
    problemSeen = `the model's ${request.name} reply was invalid: ${problem}`;
    const id = call?.id ?? 'call_0';
    messages = [
      ...messages,
      { role: 'assistant', content: reply.text, toolCalls: call === undefined ? [] : [call] },
      ...(call === undefined
        ? []
        : [
            {
              role: 'tool' as const,
              toolCallId: id,
              content: `Invalid arguments: ${problem} Call ${request.name} again with valid arguments.`,
            },
          ]),
      ...(call === undefined ? [{ role: 'user' as const, content: `Call ${request.name} with valid arguments.` }] : []),
    ];
  }
  budget.fellBack = problemSeen ?? 'the turn has no model calls left';
  return undefined;
}

function validate<T>(raw: string, schema: z.ZodType<T>): { value: T } | string {
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
