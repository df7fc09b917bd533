import { hostPermissionPattern } from '../lib/core/domain/model-settings';
import { hostOfPattern } from '../lib/core/domain/places-settings';

/**
 * Asking Chrome for optional host permissions: a model endpoint's, or a places provider's hosts.
 * Only an extension page can ask (it needs the person's click), so Options asks before it sends
 * Save or Test connection.
 */
export type HostAccess = 'granted' | 'refused' | 'asking';

export interface HostAccessAnswer {
  /** The host as Chrome's prompt names it; several are joined with "and". */
  host: string;
  /** What is known when the request goes ahead. */
  now: HostAccess;
  /** The person's final answer to Chrome's prompt, whenever it comes. */
  later: Promise<boolean>;
}

/**
 * How long Save and Test wait for the prompt's answer before going ahead anyway. Chrome's prompt
 * can stay open for as long as the person leaves it (and forever in headless Chromium, where nobody
 * can click it), while a server that answers CORS needs no permission at all: so the request is
 * never held hostage to the prompt, and the note changes when the answer comes.
 */
export const PROMPT_WAIT_MS = 3000;

const open = new Map<string, Promise<boolean>>();

/**
 * Must run synchronously inside the click handler: Chrome shows the prompt only during a user
 * gesture. Already granted resolves at once without a prompt. A second ask while the prompt is still
 * open does not wait again: the person has not answered the first.
 */
export function requestHostAccess(baseUrl: string, waitMs = PROMPT_WAIT_MS): Promise<HostAccessAnswer> {
  // The permission covers every port of the host.
  return requestOriginsAccess([hostPermissionPattern(baseUrl)], waitMs);
}

/**
 * The same for several origin patterns in one prompt (OpenStreetMap's Nominatim and Overpass).
 * Must run synchronously inside the click handler, as requestHostAccess.
 */
export function requestOriginsAccess(patterns: readonly string[], waitMs = PROMPT_WAIT_MS): Promise<HostAccessAnswer> {
  const host = patterns.map(hostOfPattern).join(' and ');
  const key = patterns.join(' ');
  const pending = open.get(key);
  if (pending !== undefined) return Promise.resolve({ host, now: 'asking', later: pending });

  const later = ask(patterns).finally(() => open.delete(key));
  open.set(key, later);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve({ host, now: 'asking', later });
    }, waitMs);
    void later.then((granted) => {
      clearTimeout(timer);
      resolve({ host, now: granted ? 'granted' : 'refused', later });
    });
  });
}

async function ask(patterns: readonly string[]): Promise<boolean> {
  try {
    return await chrome.permissions.request({ origins: [...patterns] });
  } catch {
    // Outside a gesture, or a pattern Chrome refuses: either way Kairos has no permission.
    return false;
  }
}

/** What Options shows under the form for each state; nothing when access was granted. */
export function hostAccessNote(access: HostAccess, host: string): string | null {
  const withoutIt = `Kairos can reach ${host} only if it allows browser requests (CORS), as local servers such as Ollama and LM Studio can.`;
  switch (access) {
    case 'granted':
      return null;
    case 'refused':
      return `Access to ${host} was not granted. ${withoutIt}`;
    case 'asking':
      return `Chrome is asking whether Kairos may reach ${host}; until you allow it, ${withoutIt}`;
  }
}
