import { detectChromeAi } from '../adapters/chrome-ai-model';
import { testModelConnection, type ModelConnectionResult } from '../adapters/openai-model';
import {
  describeChromeAi,
  type ChromeAiAvailabilityState,
  type ModelSettings,
  type OpenAiSettings,
} from '../core/domain/model-settings';
import type { ConnectionReport } from '../messaging/protocol';

/**
 * The two looks at a model Options asks the background for. They run here, not in the page,
 * because the background is where the model will run: Chrome's Prompt API may answer differently
 * in a service worker than in a tab, and a server's CORS answer is the one the worker will get.
 */
export interface ModelProbe {
  chromeAiAvailability(): Promise<ChromeAiAvailabilityState>;
  testOpenAi(settings: OpenAiSettings): Promise<ModelConnectionResult>;
}

export function createModelProbe(deps: { global?: unknown; fetch?: typeof fetch } = {}): ModelProbe {
  const { global = globalThis, fetch } = deps;
  return {
    chromeAiAvailability: () => detectChromeAi(global),
    testOpenAi: (settings) => testModelConnection(settings, fetch ? { fetch } : {}),
  };
}

/** Checks the settings as given (saved or not), so the person can test before saving. */
export async function checkModelConnection(settings: ModelSettings, probe: ModelProbe): Promise<ConnectionReport> {
  switch (settings.provider) {
    case 'builtin':
      return { ok: true, message: 'The built-in engine runs inside Kairos: there is nothing to connect to.' };
    case 'chrome-built-in': {
      const state = await probe.chromeAiAvailability();
      return state === 'available'
        ? { ok: true, message: "Chrome's built-in AI is ready on this device." }
        : { ok: false, code: 'model_unavailable', message: sentence(`Chrome's built-in AI: ${describeChromeAi(state)}`) };
    }
    case 'openai-compatible': {
      const result = await probe.testOpenAi(settings.openai);
      if (result.ok) return { ok: true, model: result.model, message: `Connected — ${result.model} answered.` };
      return { ok: false, code: result.code, message: sentence(result.message) };
    }
  }
}

// The adapter's messages are also used inline in the side panel, where they end without a stop.
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
