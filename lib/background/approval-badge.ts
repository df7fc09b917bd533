import type { PendingAction } from '../core/approvals/pending-action';
import type { Logger } from '../logger';

export const APPROVALS_ALARM = 'kairos-approvals-expire';

/** The slice of chrome.action and chrome.alarms the badge uses, so tests can watch it. */
export interface BadgeApis {
  setBadgeText(details: { text: string }): Promise<void>;
  setBadgeBackgroundColor(details: { color: string }): Promise<void>;
  setTitle(details: { title: string }): Promise<void>;
  createAlarm(name: string, info: { when: number }): Promise<void>;
  clearAlarm(name: string): Promise<unknown>;
}

/**
 * The toolbar icon's count of suggestions waiting for approval. An alarm at the next expiry
 * recounts, so the badge drops when a suggestion runs out even with no panel open.
 */
export function createApprovalBadge(deps: {
  apis: BadgeApis;
  pending: () => Promise<PendingAction[]>;
  log: Pick<Logger, 'warn'>;
}) {
  const { apis } = deps;
  let queued: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    const waiting = await deps.pending();
    const count = waiting.length;
    await apis.setBadgeText({ text: count === 0 ? '' : count > 99 ? '99+' : String(count) });
    await apis.setBadgeBackgroundColor({ color: '#b45309' });
    await apis.setTitle({
      title: count === 0 ? 'Kairos' : `Kairos — ${String(count)} change${count === 1 ? '' : 's'} waiting for your approval`,
    });
    const next = Math.min(...waiting.map((a) => a.expiresAt));
    if (Number.isFinite(next)) await apis.createAlarm(APPROVALS_ALARM, { when: next + 1000 });
    else await apis.clearAlarm(APPROVALS_ALARM);
  }

  return {
    /** Recounts; recounts run one after another, so an older count never lands after a newer one. */
    refresh(): Promise<void> {
      const run = (queued ?? Promise.resolve()).then(refresh).catch((error: unknown) => {
        deps.log.warn('could not update the approvals badge', error);
      });
      queued = run;
      return run;
    },
  };
}

/** The badge's APIs in the extension. */
export function chromeBadgeApis(): BadgeApis {
  return {
    setBadgeText: (d) => chrome.action.setBadgeText(d),
    setBadgeBackgroundColor: (d) => chrome.action.setBadgeBackgroundColor(d),
    setTitle: (d) => chrome.action.setTitle(d),
    createAlarm: (name, info) => chrome.alarms.create(name, info),
    clearAlarm: (name) => chrome.alarms.clear(name),
  };
}
