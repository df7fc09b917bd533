import { modelSettingsSchema, type ModelProvider, type ModelSettings } from '../lib/core/domain/model-settings';

/** The model form as typed: strings, the timeout in seconds. Checked only on Save or Test. */
export interface ModelDraft {
  provider: ModelProvider;
  baseUrl: string;
  apiKey: string;
  nanoModel: string;
  miniModel: string;
  timeoutSeconds: string;
}

export type DraftField = Exclude<keyof ModelDraft, 'provider'>;
/** `form`: a problem no single field owns. */
export type DraftErrors = Partial<Record<DraftField | 'form', string>>;

export type DraftResult = { ok: true; settings: ModelSettings } | { ok: false; errors: DraftErrors };

const FIELDS: readonly DraftField[] = ['baseUrl', 'apiKey', 'nanoModel', 'miniModel', 'timeoutSeconds'];

export function toDraft(settings: ModelSettings): ModelDraft {
  const { baseUrl, apiKey, nanoModel, miniModel, timeoutMs } = settings.openai;
  return { provider: settings.provider, baseUrl, apiKey, nanoModel, miniModel, timeoutSeconds: String(timeoutMs / 1000) };
}

/**
 * The settings the draft stands for, or one message per field that is wrong. The OpenAI fields are
 * hidden for the other providers, so there a wrong one does not block saving: the saved ones are
 * kept instead of edits the person can no longer see.
 */
export function fromDraft(draft: ModelDraft, saved: ModelSettings): DraftResult {
  const seconds = draft.timeoutSeconds.trim() === '' ? Number.NaN : Number(draft.timeoutSeconds);
  const candidate = {
    version: 1,
    provider: draft.provider,
    openai: {
      baseUrl: draft.baseUrl,
      apiKey: draft.apiKey,
      nanoModel: draft.nanoModel,
      miniModel: draft.miniModel,
      timeoutMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : -1,
    },
  };
  const parsed = modelSettingsSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, settings: parsed.data };
  if (draft.provider !== 'openai-compatible') return { ok: true, settings: { ...saved, provider: draft.provider } };

  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[1] === 'timeoutMs' ? 'timeoutSeconds' : issue.path[1];
    const field = FIELDS.find((f) => f === key);
    if (field !== undefined) errors[field] ??= sentence(issue.message);
  }
  if (Object.keys(errors).length === 0) errors.form = sentence(parsed.error.issues[0]?.message ?? 'these settings are not valid');
  return { ok: false, errors };
}

function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
