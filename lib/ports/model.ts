/**
 * What the pipeline needs from a language model: one call, optionally with tools or a JSON schema
 * for structured output. Adapters: OpenAI-compatible (openai SDK), Chrome's built-in Prompt API.
 * The built-in rules engine is not a ModelPort: it answers without one.
 */
export type ModelTier = 'nano' | 'mini';

export interface ToolCall {
  id: string;
  name: string;
  /** The raw JSON arguments as the model wrote them: parsed (and repaired) by the caller's zod schema. */
  arguments: string;
}

export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the arguments (from the tool's zod schema with z.toJSONSchema). */
  parameters: Record<string, unknown>;
}

export interface ModelRequest {
  tier: ModelTier;
  messages: readonly ModelMessage[];
  tools?: readonly ToolSpec[];
  /** 'required': some tool must be called; a name: that tool. */
  toolChoice?: 'auto' | 'required' | { name: string };
  /** Structured output without tools: the reply's text must be JSON matching this schema. */
  responseSchema?: { name: string; schema: Record<string, unknown> };
  /** Called with each piece of text as it streams in (the side panel shows it live). */
  onText?: (delta: string) => void;
  /** Called with each piece of a tool call's JSON arguments as it streams in (the message inside shows live). */
  onArguments?: (delta: string) => void;
  signal?: AbortSignal;
}

export interface ModelResponse {
  text: string;
  toolCalls: ToolCall[];
  /** The model that answered, as the provider named it. */
  model: string;
}

export interface ModelPort {
  /** "openai-compatible", "chrome-built-in": shown in status and logs. */
  readonly provider: string;
  complete(request: ModelRequest): Promise<ModelResponse>;
}
