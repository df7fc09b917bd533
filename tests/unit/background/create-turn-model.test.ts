import { describe, expect, it } from 'vitest';
import { createTurnModel } from '../../../lib/background/create-turn-model';
import { DEFAULT_MODEL_SETTINGS } from '../../../lib/core/domain/model-settings';
import { createFakeLanguageModel } from '../../helpers/fake-language-model';

describe('the model a turn uses', () => {
  it('is none for the built-in engine', () => {
    expect(createTurnModel({ ...DEFAULT_MODEL_SETTINGS, provider: 'builtin' }, { global: {} })).toBeUndefined();
  });

  it('is the OpenAI-compatible adapter with the saved endpoint', () => {
    expect(createTurnModel({ ...DEFAULT_MODEL_SETTINGS, provider: 'openai-compatible' }, { global: {} })?.provider).toBe(
      'openai-compatible',
    );
  });

  it("is Chrome's on-device model only where the browser has one", () => {
    const settings = { ...DEFAULT_MODEL_SETTINGS, provider: 'chrome-built-in' as const };
    expect(createTurnModel(settings, { global: {} })).toBeUndefined();
    expect(createTurnModel(settings, { global: createFakeLanguageModel({ availability: 'available' }).global })?.provider).toBe(
      'chrome-built-in',
    );
  });
});
