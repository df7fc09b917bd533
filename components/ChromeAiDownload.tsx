import { useEffect, useState } from 'react';
import { chromeAiDownloadOffer, startChromeAiDownload, type ChromeAiDownloadState } from './chrome-ai-download';

/**
 * "Download on-device model" for Chrome's built-in AI, shown while Chrome has the model only as
 * downloadable (or is downloading it). The download runs from this page because it needs the
 * click; `onReady` tells the form the provider can now be chosen.
 */
export function ChromeAiDownload({ onReady }: { onReady: () => void }) {
  const [state, setState] = useState<ChromeAiDownloadState>({ phase: 'none' });

  useEffect(() => {
    let current = true;
    void chromeAiDownloadOffer(globalThis).then((offer) => {
      if (current) setState(offer);
    });
    return () => {
      current = false;
    };
  }, []);

  if (state.phase === 'none') return null;

  const download = (): void => {
    // Synchronous inside the click, so Chrome sees the user activation it asks for.
    void startChromeAiDownload(globalThis, (next) => {
      setState(next);
      if (next.phase === 'ready') onReady();
    });
  };

  return (
    <div className="download" aria-label="On-device model download" role="group">
      {state.phase === 'offer' ? (
        <>
          <p className="muted small">
            {state.alreadyDownloading
              ? 'Chrome is downloading its on-device model (Gemini Nano). Follow it here:'
              : 'Chrome can download its on-device model (Gemini Nano) to this device.'}
          </p>
          <button type="button" onClick={download}>
            Download on-device model
          </button>
        </>
      ) : null}
      {state.phase === 'downloading' ? (
        <>
          <progress max={1} value={state.loaded} aria-label="Download progress" />
          <p className="muted small" role="status">
            {state.loaded >= 1 ? 'Preparing the model…' : `Downloading… ${String(Math.round(state.loaded * 100))}%`}
          </p>
        </>
      ) : null}
      {state.phase === 'ready' ? (
        <p className="ok-text small" role="status">
          Ready
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <>
          <p className="error-text small" role="alert">
            {state.message}
          </p>
          <button type="button" onClick={download}>
            Try again
          </button>
        </>
      ) : null}
    </div>
  );
}
