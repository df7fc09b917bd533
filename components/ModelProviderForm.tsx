import { useEffect, useState } from 'react';
import {
  describeChromeAi,
  type ChromeAiAvailabilityState,
  type ModelProvider,
  type ModelSettings,
} from '../lib/core/domain/model-settings';
import type { ConnectionReport } from '../lib/messaging/protocol';
import { sendRequest } from '../lib/messaging/send-request';
import { ChromeAiDownload } from './ChromeAiDownload';
import { errorWordsOf } from './error-words';
import { hostAccessNote, requestHostAccess, type HostAccessAnswer } from './host-access';
import { fromDraft, toDraft, type DraftErrors, type ModelDraft } from './model-settings-draft';
import { OpenAiFields } from './OpenAiFields';

interface Loaded {
  saved: ModelSettings;
  chromeAi: ChromeAiAvailabilityState;
}

type Outcome = { ok: boolean; text: string };

/** Which model Kairos asks: none (built-in engine), an OpenAI-compatible server, or Chrome's own. */
export function ModelProviderForm() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [draft, setDraft] = useState<ModelDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [accessNote, setAccessNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'saving' | 'testing' | null>(null);

  useEffect(() => {
    sendRequest('getModelSettings', {}).then(
      (r) => {
        setLoaded({ saved: r.settings, chromeAi: r.chromeAi });
        setDraft(toDraft(r.settings));
      },
      (e: unknown) => {
        setOutcome({ ok: false, text: errorWordsOf(e) });
      },
    );
  }, []);

  if (loaded === null || draft === null)
    return <section className="card">{outcome === null ? 'Loading…' : <p className="error-text">{outcome.text}</p>}</section>;

  const edit = (next: ModelDraft): void => {
    setDraft(next);
    setErrors({});
    setOutcome(null);
  };

  /** Validates, asks for the host permission inside the click, then runs `send`; nothing is sent when invalid. */
  const submit = (kind: 'saving' | 'testing', send: (settings: ModelSettings) => Promise<Outcome>): void => {
    const checked = fromDraft(draft, loaded.saved);
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome({ ok: false, text: `Nothing was ${kind === 'saving' ? 'saved' : 'tested'}: fix the field marked above.` });
      return;
    }
    const { settings } = checked;
    // Called before any await: Chrome shows its permission prompt only during the click itself.
    const access = settings.provider === 'openai-compatible' ? requestHostAccess(settings.openai.baseUrl) : null;
    setErrors({});
    setOutcome(null);
    setAccessNote(null);
    setBusy(kind);
    void (async () => {
      if (access !== null) showAccess(await access);
      try {
        setOutcome(await send(settings));
      } catch (e) {
        setOutcome({ ok: false, text: errorWordsOf(e) });
      } finally {
        setBusy(null);
      }
    })();
  };

  const showAccess = (answer: HostAccessAnswer): void => {
    setAccessNote(hostAccessNote(answer.now, answer.host));
    if (answer.now !== 'asking') return;
    void answer.later.then((granted) => {
      setAccessNote(granted ? `Kairos may now reach ${answer.host}.` : hostAccessNote('refused', answer.host));
    });
  };

  const save = (): void => {
    submit('saving', async (settings) => {
      const r = await sendRequest('saveModelSettings', { settings });
      setLoaded((current) => (current === null ? current : { ...current, saved: r.settings }));
      setDraft(toDraft(r.settings));
      return { ok: true, text: 'Saved.' };
    });
  };

  const test = (): void => {
    submit('testing', async (settings) => reportWords(await sendRequest('testModelConnection', { settings })));
  };

  const chromeReady = loaded.chromeAi === 'available';
  const choice = (provider: ModelProvider, label: string, detail: string, disabled = false) => (
    <label className={`choice${disabled ? ' disabled' : ''}`}>
      <input
        type="radio"
        name="model-provider"
        value={provider}
        checked={draft.provider === provider}
        disabled={disabled}
        onChange={() => {
          edit({ ...draft, provider });
        }}
      />
      <span>
        {label}
        <span className="muted small choice-detail">{detail}</span>
      </span>
    </label>
  );

  return (
    <section className="card model-provider" aria-labelledby="model-heading">
      <h2 id="model-heading">Assistant model</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <fieldset className="choices">
          <legend>Provider</legend>
          {choice(
            'builtin',
            'Built-in (offline, no model)',
            'Kairos reads requests with its own rules; nothing leaves this browser.',
          )}
          {choice(
            'openai-compatible',
            'OpenAI-compatible (OpenAI, Azure, Ollama, LM Studio, OpenRouter)',
            'Requests go to the server you name, with your key.',
          )}
          {choice(
            'chrome-built-in',
            'Chrome built-in AI',
            chromeReady ? 'Gemini Nano, on this device.' : `Unavailable: ${describeChromeAi(loaded.chromeAi)}.`,
            !chromeReady,
          )}
        </fieldset>
        {/* Decides for itself whether to show: the page's own LanguageModel is the one that downloads. */}
        <ChromeAiDownload
          onReady={() => {
            setLoaded((current) => (current === null ? current : { ...current, chromeAi: 'available' }));
          }}
        />
        {draft.provider === 'openai-compatible' ? (
          <OpenAiFields
            draft={draft}
            errors={errors}
            keySaved={loaded.saved.openai.apiKey !== '' && draft.apiKey === loaded.saved.openai.apiKey}
            onChange={(field, value) => {
              edit({ ...draft, [field]: value });
            }}
          />
        ) : null}
        {errors.form === undefined ? null : <p className="error-text">{errors.form}</p>}
        <div className="row">
          <button className="primary" type="submit" disabled={busy !== null}>
            Save
          </button>
          {draft.provider === 'builtin' ? null : (
            <button type="button" disabled={busy !== null} onClick={test}>
              {busy === 'testing' ? 'Testing…' : 'Test connection'}
            </button>
          )}
        </div>
        {accessNote === null ? null : (
          <p className="warning" role="note">
            {accessNote}
          </p>
        )}
        {outcome === null ? null : (
          <p className={outcome.ok ? 'ok-text' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}

function reportWords(report: ConnectionReport): Outcome {
  return { ok: report.ok, text: report.message };
}
