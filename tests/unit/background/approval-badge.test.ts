import { describe, expect, it, vi } from 'vitest';
import { APPROVALS_ALARM, createApprovalBadge, type BadgeApis } from '../../../lib/background/approval-badge';
import type { PendingAction } from '../../../lib/core/approvals/pending-action';
import { timedDraft } from '../../helpers/fakes';

function fakeApis() {
  const calls: { text: string[]; title: string[]; alarms: { name: string; when: number }[]; cleared: string[] } = {
    text: [],
    title: [],
    alarms: [],
    cleared: [],
  };
  const apis: BadgeApis = {
    setBadgeText: ({ text }) => {
      calls.text.push(text);
      return Promise.resolve();
    },
    setBadgeBackgroundColor: () => Promise.resolve(),
    setTitle: ({ title }) => {
      calls.title.push(title);
      return Promise.resolve();
    },
    createAlarm: (name, { when }) => {
      calls.alarms.push({ name, when });
      return Promise.resolve();
    },
    clearAlarm: (name) => {
      calls.cleared.push(name);
      return Promise.resolve(true);
    },
  };
  return { apis, calls };
}

const waiting = (token: string, expiresAt: number): PendingAction => ({
  token,
  status: 'suggested',
  description: 'x',
  source: 'chat',
  change: { kind: 'create', event: timedDraft('evt00001', 'A', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00') },
  createdAt: 0,
  expiresAt,
});

describe('the approvals badge', () => {
  it('counts what waits, names it in the title, and wakes at the next expiry', async () => {
    const { apis, calls } = fakeApis();
    const badge = createApprovalBadge({
      apis,
      pending: () => Promise.resolve([waiting('tok0000001', 5_000), waiting('tok0000002', 3_000)]),
      log: { warn: vi.fn() },
    });
    await badge.refresh();
    expect(calls.text).toEqual(['2']);
    expect(calls.title).toEqual(['Kairos — 2 changes waiting for your approval']);
    expect(calls.alarms).toEqual([{ name: APPROVALS_ALARM, when: 4_000 }]);
  });

  it('clears itself and its alarm when nothing waits', async () => {
    const { apis, calls } = fakeApis();
    const badge = createApprovalBadge({ apis, pending: () => Promise.resolve([]), log: { warn: vi.fn() } });
    await badge.refresh();
    expect(calls.text).toEqual(['']);
    expect(calls.title).toEqual(['Kairos']);
    expect(calls.cleared).toEqual([APPROVALS_ALARM]);
  });

  it('logs a failure rather than throwing, and recounts next time', async () => {
    const { apis, calls } = fakeApis();
    const warn = vi.fn();
    let fail = true;
    const badge = createApprovalBadge({
      apis,
      pending: () => (fail ? Promise.reject(new Error('db closed')) : Promise.resolve([waiting('tok0000001', 9)])),
      log: { warn },
    });
    await badge.refresh();
    expect(warn).toHaveBeenCalledOnce();
    fail = false;
    await badge.refresh();
    expect(calls.text).toEqual(['1']);
  });
});
