import type { ModelPort, ModelRequest, ModelResponse } from '../../lib/ports/model';

export type ScriptedReply = ModelResponse | Error | ((request: ModelRequest) => ModelResponse);

/** A ModelPort that answers from a script, in order, and records every request it was sent. */
export function createScriptedModel(replies: ScriptedReply[]): ModelPort & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  const queue = [...replies];
  return {
    provider: 'scripted',
    requests,
    complete(request) {
      requests.push(request);
      const next = queue.shift();
      if (next === undefined) return Promise.reject(new Error('the script has no more replies'));
      if (next instanceof Error) return Promise.reject(next);
      return Promise.resolve(typeof next === 'function' ? next(request) : next);
    },
  };
}

export function toolReply(name: string, args: unknown, id = 'call_1'): ModelResponse {
  return { text: '', toolCalls: [{ id, name, arguments: JSON.stringify(args) }], model: 'scripted-mini' };
}
