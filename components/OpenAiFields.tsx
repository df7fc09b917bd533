import type { DraftErrors, DraftField, ModelDraft } from './model-settings-draft';
import { Field, KeyInput } from './SettingsField';

interface Props {
  draft: ModelDraft;
  errors: DraftErrors;
  /** Whether a key is saved now: the field is masked, so the person is told it is there. */
  keySaved: boolean;
  onChange: (field: DraftField, value: string) => void;
}

/** Endpoint, key, model names and timeout of an OpenAI-compatible provider. */
export function OpenAiFields({ draft, errors, keySaved, onChange }: Props) {
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
          <KeyInput
            {...props}
            value={draft.apiKey}
            onChange={(value) => {
              onChange('apiKey', value);
            }}
          />
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
