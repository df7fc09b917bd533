import { useEffect, useState } from 'react';
import type { GoogleStatus } from '../lib/core/domain/calendar-connection';
import type { ModelSettings } from '../lib/core/domain/model-settings';
import { sendRequest } from '../lib/messaging/send-request';

/** "Google Calendar · gpt-4.1-mini", or "Local calendar · built-in engine". */
export function ProviderStatus({ google }: { google: GoogleStatus | null }) {
  const [label, setLabel] = useState('built-in engine');
  useEffect(() => {
    sendRequest('getModelSettings', {}).then(
      (r) => {
        setLabel(providerLabel(r.settings, r.chromeAi));
      },
      () => {
        setLabel('built-in engine');
      },
    );
  }, []);
  const connected = google?.settings.connected === true;
  return (
    <span className="muted small" title={connected ? google.settings.account : undefined}>
      {connected ? 'Google Calendar' : 'Local calendar'} · {label}
    </span>
  );
}

function providerLabel(settings: ModelSettings, chromeAi: string): string {
  switch (settings.provider) {
    case 'builtin':
      return 'built-in engine';
    case 'openai-compatible':
      return `${settings.openai.miniModel} (${new URL(settings.openai.baseUrl).host})`;
    case 'chrome-built-in':
      return chromeAi === 'available' ? 'Chrome built-in AI' : 'built-in engine (Chrome AI not ready)';
  }
}
