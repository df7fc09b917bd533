import { detectChromeAi, downloadChromeAiModel, findLanguageModel } from '../lib/adapters/chrome-ai-model';
import { KairosError } from '../lib/core/errors';

/** What Options shows about Chrome's on-device model download. */
export type ChromeAiDownloadState =
  /** Nothing to offer: no Prompt API, a device that cannot run it, or the model already there. */
  | { phase: 'none' }
  | { phase: 'offer'; alreadyDownloading: boolean }
  /** `loaded` from 0 to 1, as Chrome's downloadprogress events report it. */
  | { phase: 'downloading'; loaded: number }
  | { phase: 'ready' }
  | { phase: 'failed'; message: string };

/**
 * Whether this page should offer the download. Asked of the page's own `LanguageModel`, not the
 * worker's: the page is where the download must start, inside the person's click.
 */
export async function chromeAiDownloadOffer(global: unknown = globalThis): Promise<ChromeAiDownloadState> {
  const state = await detectChromeAi(global);
  return state === 'downloadable' || state === 'downloading'
    ? { phase: 'offer', alreadyDownloading: state === 'downloading' }
    : { phase: 'none' };
}

/**
 * Starts (or joins) the download and reports each step. Call it synchronously from the click
 * handler: Chrome downloads only with the click's user activation, which ends at the first await.
 * A download Chrome had already begun reports its progress from where it is.
 */
export function startChromeAiDownload(global: unknown, onState: (state: ChromeAiDownloadState) => void): Promise<void> {
  const languageModel = findLanguageModel(global);
  if (languageModel === undefined) {
    onState({ phase: 'failed', message: 'This browser has no built-in AI to download.' });
    return Promise.resolve();
  }
  onState({ phase: 'downloading', loaded: 0 });
  const onProgress = (loaded: number): void => {
    onState({ phase: 'downloading', loaded: Math.min(1, Math.max(0, loaded)) });
  };
  return downloadChromeAiModel(languageModel, { onProgress }).then(
    () => {
      onState({ phase: 'ready' });
    },
    (error: unknown) => {
      const detail = error instanceof KairosError || error instanceof Error ? error.message : String(error);
      onState({ phase: 'failed', message: `The download did not finish: ${detail}` });
    },
  );
}
