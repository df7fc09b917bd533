import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft, type ModelDraft } from '../../../components/model-settings-draft';
import { DEFAULT_MODEL_SETTINGS, type ModelSettings } from '../../../lib/core/domain/model-settings';

const saved: ModelSettings = {
  version: 1,
  provider: 'openai-compatible',
  openai: { baseUrl: 'http://localhost:1234/v1', apiKey: 'sk-x', nanoModel: 'a', miniModel: 'b', timeoutMs: 45_000 },
};

const draftOf = (change: Partial<ModelDraft>): ModelDraft => ({ ...toDraft(saved), ...change });

describe('model settings draft', () => {
  it('shows the timeout in seconds and reads it back in milliseconds', () => {
    expect(toDraft(saved).timeoutSeconds).toBe('45');
    expect(fromDraft(draftOf({ timeoutSeconds: '7.5' }), saved)).toEqual({
      ok: true,
      settings: { ...saved, openai: { ...saved.openai, timeoutMs: 7500 } },
    });
  });

  it('names the wrong field, one sentence each', () => {
    expect(fromDraft(draftOf({ baseUrl: 'localhost:1234', nanoModel: ' ', timeoutSeconds: '' }), saved)).toEqual({
      ok: false,
      errors: {
        baseUrl: 'Enter a full http:// or https:// URL, such as https://api.openai.com/v1.',
        nanoModel: "Enter the nano model's name.",
        timeoutSeconds: 'The timeout must be between 1 and 120 seconds.',
      },
    });
  });

  it('refuses a timeout over two minutes', () => {
    const result = fromDraft(draftOf({ timeoutSeconds: '121' }), saved);
    expect(result).toEqual({ ok: false, errors: { timeoutSeconds: 'The timeout must be between 1 and 120 seconds.' } });
  });

  it('keeps the saved endpoint when a hidden OpenAI field is wrong and another provider is chosen', () => {
    expect(fromDraft(draftOf({ provider: 'builtin', baseUrl: 'nonsense' }), saved)).toEqual({
      ok: true,
      settings: { ...saved, provider: 'builtin' },
    });
  });

  it('round-trips the defaults unchanged', () => {
    expect(fromDraft(toDraft(DEFAULT_MODEL_SETTINGS), DEFAULT_MODEL_SETTINGS)).toEqual({
      ok: true,
      settings: DEFAULT_MODEL_SETTINGS,
    });
  });
});
