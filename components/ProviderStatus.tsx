import { useEffect, useState } from 'react';
import type { ModelSettings } from '../lib/core/domain/model-settings';
import { sendRequest } from '../lib/messaging/send-request';

/** "Local calendar · built-in engine", or the model the next turn will use. */
export function ProviderStatus() {
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
  return <span className="muted small">Local calendar · {label}</span>;
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
