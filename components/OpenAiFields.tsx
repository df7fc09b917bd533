import { useId, useState, type ReactNode } from 'react';
import type { DraftErrors, DraftField, ModelDraft } from './model-settings-draft';

interface Props {
  draft: ModelDraft;
  errors: DraftErrors;
  /** Whether a key is saved now: the field is masked, so the person is told it is there. */
  keySaved: boolean;
  onChange: (field: DraftField, value: string) => void;
}

/** Endpoint, key, model names and timeout of an OpenAI-compatible provider. */
export function OpenAiFields({ draft, errors, keySaved, onChange }: Props) {
  const [showKey, setShowKey] = useState(false);
  const keyHint = keySaved
    ? 'A key is saved for this endpoint.'
    : 'Leave empty for servers that need none, such as Ollama or LM Studio on this computer.';

  return (
    <div className="openai-fields">
      <Field label="Base URL" error={errors.baseUrl} hint="For example https://api.openai.com/v1 or http://localhost:11434/v1.">
        {(props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            spellCheck={false}
            value={draft.baseUrl}
            onChange={(e) => {
              onChange('baseUrl', e.target.value);
            }}
          />
        )}
      </Field>
      <Field label="API key" error={errors.apiKey} hint={keyHint}>
        {(props) => (
          <span className="key-row">
            <input
              {...props}
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={draft.apiKey}
              onChange={(e) => {
                onChange('apiKey', e.target.value);
              }}
            />
            <button
              type="button"
              aria-pressed={showKey}
              aria-label={showKey ? 'Hide key' : 'Show key'}
              onClick={() => {
                setShowKey(!showKey);
              }}
            >
              {showKey ? 'Hide' : 'Show'}
            </button>
          </span>
        )}
      </Field>
      <div className="field-pair">
        <Field label="Nano model" error={errors.nanoModel} hint="Fast and cheap: reads each request.">
          {(props) => (
            <input
              {...props}
              spellCheck={false}
              value={draft.nanoModel}
              onChange={(e) => {
                onChange('nanoModel', e.target.value);
              }}
            />
          )}
        </Field>
        <Field label="Mini model" error={errors.miniModel} hint="Stronger: plans the harder requests.">
          {(props) => (
            <input
              {...props}
              spellCheck={false}
              value={draft.miniModel}
              onChange={(e) => {
                onChange('miniModel', e.target.value);
              }}
            />
          )}
        </Field>
      </div>
      <Field label="Timeout (seconds)" error={errors.timeoutSeconds} hint="1 to 120.">
        {(props) => (
          <input
            {...props}
            className="narrow"
            type="number"
            min={1}
            max={120}
            step={1}
            value={draft.timeoutSeconds}
            onChange={(e) => {
              onChange('timeoutSeconds', e.target.value);
            }}
          />
        )}
      </Field>
    </div>
  );
}

interface InputProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

/** A labelled input whose hint, or error when there is one, is its accessible description. */
function Field(props: { label: string; hint: string; error: string | undefined; children: (input: InputProps) => ReactNode }) {
  const id = useId();
  const { label, hint, error, children } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': `${id}-note` })}
      <span id={`${id}-note`} className={error === undefined ? 'hint' : 'field-error'}>
        {error ?? hint}
      </span>
    </div>
  );
}
