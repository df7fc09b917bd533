import { createChromeAiModel, findLanguageModel } from '../adapters/chrome-ai-model';
import { createOpenAiModel } from '../adapters/openai-model';
import type { ModelSettings } from '../core/domain/model-settings';
import type { ModelPort } from '../ports/model';

/**
 * The model a turn uses, from the person's saved choice. Built-in means none (0 model calls);
 * Chrome's on-device model only where the browser has it, else the built-in engine answers.
 */
export function createTurnModel(settings: ModelSettings, deps: { global: unknown; fetch?: typeof fetch }): ModelPort | undefined {
  switch (settings.provider) {
    case 'builtin':
      return undefined;
    case 'openai-compatible':
      return createOpenAiModel(settings.openai, deps.fetch === undefined ? {} : { fetch: deps.fetch });
    case 'chrome-built-in': {
      const languageModel = findLanguageModel(deps.global);
      return languageModel === undefined ? undefined : createChromeAiModel({ languageModel });
    }
  }
}
