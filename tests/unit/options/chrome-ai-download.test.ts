import { describe, expect, it, vi } from 'vitest';
import type { LanguageModelCreateOptions, LanguageModelLike } from '../../../lib/adapters/chrome-ai-model';
import { chromeAiDownloadOffer, startChromeAiDownload, type ChromeAiDownloadState } from '../../../components/chrome-ai-download';
import { createFakeLanguageModel } from '../../helpers/fake-language-model';

describe('the on-device model download offer', () => {
  it.each([
    ['downloadable', { phase: 'offer', alreadyDownloading: false }],
    ['downloading', { phase: 'offer', alreadyDownloading: true }],
    ['available', { phase: 'none' }],
    ['unavailable', { phase: 'none' }],
  ] as const)('is %s → %j', async (availability, offer) => {
    expect(await chromeAiDownloadOffer(createFakeLanguageModel({ availability }).global)).toEqual(offer);
  });

  it('is nothing in a browser without the Prompt API', async () => {
    expect(await chromeAiDownloadOffer({})).toEqual({ phase: 'none' });
  });
});

describe('startChromeAiDownload', () => {
  it('reports progress from the monitor, then ready, and leaves the model available', async () => {
    const fake = createFakeLanguageModel({ availability: 'downloadable', downloadSteps: [0, 0.25, 0.5, 1] });
    const states: ChromeAiDownloadState[] = [];
    await startChromeAiDownload(fake.global, (s) => states.push(s));
    expect(states).toEqual([
      { phase: 'downloading', loaded: 0 },
      { phase: 'downloading', loaded: 0 },
      { phase: 'downloading', loaded: 0.25 },
      { phase: 'downloading', loaded: 0.5 },
      { phase: 'downloading', loaded: 1 },
      { phase: 'ready' },
    ]);
    expect(await chromeAiDownloadOffer(fake.global)).toEqual({ phase: 'none' });
    // The session that carried the download is not kept.
    expect(fake.sessions.map((s) => s.destroyed)).toEqual([true]);
  });

  it('asks Chrome to create the model before its first await, inside the click', () => {
    const fake = createFakeLanguageModel({ availability: 'downloadable' });
    const create = vi.fn((options?: LanguageModelCreateOptions) => fake.languageModel.create(options));
    const languageModel: LanguageModelLike = { availability: (options) => fake.languageModel.availability(options), create };
    const pending = startChromeAiDownload({ LanguageModel: languageModel }, () => undefined);
    expect(create).toHaveBeenCalledTimes(1);
    return pending;
  });

  it('keeps odd progress values between 0 and 1', async () => {
    const fake = createFakeLanguageModel({ availability: 'downloading', downloadSteps: [-0.2, 1.7] });
    const states: ChromeAiDownloadState[] = [];
    await startChromeAiDownload(fake.global, (s) => states.push(s));
    expect(states.slice(1, 3)).toEqual([
      { phase: 'downloading', loaded: 0 },
      { phase: 'downloading', loaded: 1 },
    ]);
  });

  it('says why when Chrome refuses the download', async () => {
    const fake = createFakeLanguageModel({ availability: 'unavailable' });
    const states: ChromeAiDownloadState[] = [];
    await startChromeAiDownload(fake.global, (s) => states.push(s));
    expect(states.at(-1)).toEqual({
      phase: 'failed',
      message:
        "The download did not finish: Chrome's built-in AI cannot handle this request (The model is not available on this device.).",
    });
  });

  it('fails plainly in a browser without the Prompt API', async () => {
    const states: ChromeAiDownloadState[] = [];
    await startChromeAiDownload({}, (s) => states.push(s));
    expect(states).toEqual([{ phase: 'failed', message: 'This browser has no built-in AI to download.' }]);
  });
});
