import { z } from 'zod';

/**
 * Which language model Kairos asks, and how to reach it. Versioned because it is persisted
 * (the extension's local storage); the built-in engine needs no model and stays the default, so Kairos works
 * offline until the person chooses otherwise.
 */
export const MODEL_PROVIDERS = ['builtin', 'openai-compatible', 'chrome-built-in'] as const;
export const modelProviderSchema = z.enum(MODEL_PROVIDERS);
export type ModelProvider = z.infer<typeof modelProviderSchema>;

/** What Chrome's Prompt API says about its on-device model (LanguageModel.availability()). */
export const chromeAiAvailabilitySchema = z.enum(['available', 'downloadable', 'downloading', 'unavailable']);
export type ChromeAiAvailabilityState = z.infer<typeof chromeAiAvailabilitySchema>;

export const MIN_MODEL_TIMEOUT_MS = 1000;
export const MAX_MODEL_TIMEOUT_MS = 120_000;

const modelName = (tier: string) =>
  z.string().trim().min(1, `enter the ${tier} model's name`).max(200, `the ${tier} model's name is too long`);

export const openAiSettingsSchema = z.object({
  // Only http(s): the service worker fetches it, and a host-permission match pattern needs one of the
  // two. Not z.httpUrl(): it demands a dotted domain, refusing http://localhost:11434 and 127.0.0.1.
  baseUrl: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: 'enter a full http:// or https:// URL, such as https://api.openai.com/v1' })),
  /** Empty for servers that need no key (Ollama, LM Studio on this computer). */
  apiKey: z.string().trim().max(4096, 'that API key is too long'),
  nanoModel: modelName('nano'),
  miniModel: modelName('mini'),
  timeoutMs: z
    .number()
    .int()
    .min(MIN_MODEL_TIMEOUT_MS, 'the timeout must be between 1 and 120 seconds')
    .max(MAX_MODEL_TIMEOUT_MS, 'the timeout must be between 1 and 120 seconds')
    .default(20_000),
});
export type OpenAiSettings = z.infer<typeof openAiSettingsSchema>;

export const modelSettingsSchema = z.object({
  version: z.literal(1),
  provider: modelProviderSchema.default('builtin'),
  openai: openAiSettingsSchema,
});
export type ModelSettings = z.infer<typeof modelSettingsSchema>;

export const DEFAULT_MODEL_SETTINGS: ModelSettings = {
  version: 1,
  provider: 'builtin',
  openai: {
    baseUrl: 'https://api.openai.com/v1',
    apiKey: '',
    nanoModel: 'gpt-4.1-nano',
    miniModel: 'gpt-4.1-mini',
    timeoutMs: 20_000,
  },
};

/**
 * The match pattern for the extension permissions API that covers an endpoint: its scheme and host on
 * every path. The port is left out: a pattern without one matches every port of the host
 * (see the extension match-patterns documentation), which a local server such
 * as http://localhost:11434/v1 needs.
 */
export function hostPermissionPattern(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/** Why Chrome's built-in AI can or cannot be chosen, as words for Options. */
export function describeChromeAi(state: ChromeAiAvailabilityState): string {
  switch (state) {
    case 'available':
      return 'ready on this device';
    case 'downloadable':
      return 'Chrome has not downloaded its model on this device yet';
    case 'downloading':
      return 'Chrome is downloading its model';
    case 'unavailable':
      return 'not available on this device';
  }
}
