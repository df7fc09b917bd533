import type {
  ChromeAiAvailability,
  LanguageModelAvailabilityOptions,
  LanguageModelCreateOptions,
  LanguageModelLike,
  LanguageModelMessage,
  LanguageModelPromptOptions,
  LanguageModelSession,
} from '../../lib/adapters/chrome-ai-model';

/**
 * A stand-in for Chrome's `LanguageModel` global, following the documented Prompt API: availability
 * states, create() with initialPrompts (downloading first when the model is only downloadable),
 * prompt()/promptStreaming() answering from a script, aborts through the signal, destroy(), and
 * an input quota that rejects with QuotaExceededError. Tokens are counted as 4 characters each.
 */

/**
 * A scripted answer: text as the model would write it (streamed word by word), `json` serialised
 * (what a response constraint makes Nano write; streamed a few characters at a time, as tokens
 * come), exact stream `chunks`, an `error` to reject with, or `hang` to wait until the call is
 * aborted or its session destroyed. Streamed chunks are deltas, as since Chrome 138.
 */
export type FakeReply = string | { json: unknown } | { chunks: readonly string[] } | { error: unknown } | { hang: true };

export interface FakePromptCall {
  input: string;
  options: LanguageModelPromptOptions | undefined;
  streaming: boolean;
}

export interface FakeSession extends LanguageModelSession {
  readonly createOptions: LanguageModelCreateOptions;
  readonly initialPrompts: readonly LanguageModelMessage[];
  readonly prompts: readonly FakePromptCall[];
  readonly destroyed: boolean;
  readonly inputUsage: number;
  readonly inputQuota: number;
}

export interface FakeLanguageModel {
  /** Pass as `deps.languageModel`. */
  readonly languageModel: LanguageModelLike;
  /** Pass to `detectChromeAi` as the global object. */
  readonly global: { LanguageModel: LanguageModelLike };
  setAvailability(state: ChromeAiAvailability): void;
  /** Queues answers, used in order by prompt() and promptStreaming() across all sessions. */
  reply(...replies: FakeReply[]): void;
  readonly sessions: readonly FakeSession[];
  readonly availabilityCalls: readonly (LanguageModelAvailabilityOptions | undefined)[];
}

const tokens = (text: string): number => Math.ceil(text.length / 4);
const domError = (name: string, message: string): DOMException => new DOMException(message, name);
// Chrome rejects with the signal's reason; every reason a test gives here is an Error (a DOMException).
const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : domError('AbortError', 'The operation was aborted.');

export function createFakeLanguageModel(
  options: { availability?: ChromeAiAvailability; inputQuota?: number; downloadSteps?: readonly number[] } = {},
): FakeLanguageModel {
  let availability = options.availability ?? 'available';
  const { inputQuota = 6144, downloadSteps = [0, 0.5, 1] } = options;
  const script: FakeReply[] = [];
  const sessions: FakeSession[] = [];
  const availabilityCalls: (LanguageModelAvailabilityOptions | undefined)[] = [];

  function nextReply(): FakeReply {
    const next = script.shift();
    if (next === undefined) throw new Error('fake LanguageModel: no scripted reply left');
    return next;
  }

  function download(monitor: LanguageModelCreateOptions['monitor']): void {
    const listeners: ((event: { loaded: number }) => void)[] = [];
    monitor?.({ addEventListener: (_type, listener) => listeners.push(listener) });
    for (const loaded of downloadSteps) for (const listener of listeners) listener({ loaded });
    availability = 'available';
  }

  function createSession(createOptions: LanguageModelCreateOptions): FakeSession {
    const initialPrompts = [...(createOptions.initialPrompts ?? [])];
    const prompts: FakePromptCall[] = [];
    const stoppers = new Set<(reason: unknown) => void>();
    let destroyed = false;
    let inputUsage = initialPrompts.reduce((sum, m) => sum + tokens(m.content), 0);

    /** Settles like Chrome: rejects on abort or destroy, checks the quota, then answers from the script. */
    async function answer(input: string, promptOptions: LanguageModelPromptOptions | undefined): Promise<string[]> {
      const signal = promptOptions?.signal;
      if (destroyed) throw domError('InvalidStateError', 'The session was destroyed.');
      if (signal?.aborted === true) throw abortReason(signal);
      const constraint = promptOptions?.responseConstraint;
      const schemaText =
        constraint === undefined || promptOptions?.omitResponseConstraintInput === true ? '' : JSON.stringify(constraint);
      const requested = inputUsage + tokens(input) + tokens(schemaText);
      if (requested > inputQuota) throw domError('QuotaExceededError', `The input is too large (${String(requested)} tokens).`);
      inputUsage = requested;
      const reply = nextReply();
      if (typeof reply === 'string') return reply.match(/\S+\s*|\s+/g) ?? [''];
      // Whole code points only: Chrome decodes each token before handing it on.
      if ('json' in reply) return JSON.stringify(reply.json).match(/.{1,4}/gsu) ?? [''];
      if ('chunks' in reply) return [...reply.chunks];
      if ('error' in reply) throw reply.error;
      return new Promise<string[]>((_resolve, reject) => {
        stoppers.add(reject);
        signal?.addEventListener('abort', () => {
          reject(abortReason(signal));
        });
      });
    }

    const session: FakeSession = {
      createOptions,
      initialPrompts,
      prompts,
      get destroyed() {
        return destroyed;
      },
      get inputUsage() {
        return inputUsage;
      },
      inputQuota,
      async prompt(input, promptOptions) {
        prompts.push({ input, options: promptOptions, streaming: false });
        return (await answer(input, promptOptions)).join('');
      },
      promptStreaming(input, promptOptions) {
        prompts.push({ input, options: promptOptions, streaming: true });
        const signal = promptOptions?.signal;
        const chunks = answer(input, promptOptions);
        // The stream reports a rejection when read; this only keeps Node from calling it unhandled first.
        chunks.catch(() => undefined);
        let sent = 0;
        // highWaterMark 0: a chunk is made only when read, so an abort between reads stops the next one.
        return new ReadableStream<string>(
          {
            async pull(controller) {
              const all = await chunks;
              // Chrome stops a stream mid-answer when its signal aborts or its session is destroyed.
              if (signal?.aborted === true) throw abortReason(signal);
              if (destroyed) throw domError('AbortError', 'The session was destroyed.');
              const next = all[sent++];
              if (next === undefined) controller.close();
              else controller.enqueue(next);
            },
          },
          { highWaterMark: 0 },
        );
      },
      destroy() {
        destroyed = true;
        for (const stop of stoppers) stop(domError('AbortError', 'The session was destroyed.'));
      },
    };
    return session;
  }

  const languageModel: LanguageModelLike = {
    availability(availabilityOptions) {
      availabilityCalls.push(availabilityOptions);
      return Promise.resolve(availability);
    },
    async create(createOptions = {}) {
      const { signal } = createOptions;
      if (signal?.aborted === true) throw abortReason(signal);
      if (availability === 'unavailable') throw domError('NotSupportedError', 'The model is not available on this device.');
      if (availability !== 'available') download(createOptions.monitor);
      await Promise.resolve(); // Chrome answers create() asynchronously even when nothing downloads.
      const initialTokens = (createOptions.initialPrompts ?? []).reduce((sum, m) => sum + tokens(m.content), 0);
      if (initialTokens > inputQuota) throw domError('QuotaExceededError', 'The initial prompts are too large.');
      const session = createSession(createOptions);
      sessions.push(session);
      return session;
    },
  };

  return {
    languageModel,
    global: { LanguageModel: languageModel },
    setAvailability: (state) => {
      availability = state;
    },
    reply: (...replies) => {
      script.push(...replies);
    },
    sessions,
    availabilityCalls,
  };
}
