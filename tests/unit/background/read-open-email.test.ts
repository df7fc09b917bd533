import { describe, expect, it, vi } from 'vitest';
import { createMemoryConversation } from '../../../lib/adapters/memory-conversation';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import { createStorageModelSettings } from '../../../lib/adapters/storage-model-settings';
import { createStoragePreferences } from '../../../lib/adapters/storage-preferences';
import { createModelProbe } from '../../../lib/background/model-connection';
import { createRequestHandlers } from '../../../lib/background/request-handlers';
import { createServices, type Services } from '../../../lib/background/services';
import { READ_EMAIL_MESSAGE, type OpenEmail } from '../../../lib/messaging/content-protocol';
import { dispatchRequest } from '../../../lib/messaging/dispatch-request';
import { memoryArea, neverConnectedGoogle, placesOff } from '../../helpers/memory-area';
import { createTestWorld } from '../../helpers/fakes';

const EMAIL: OpenEmail = {
  found: true,
  subject: 'Q3 planning sync',
  from: { email: 'sam.lee@acme.com', name: 'Sam Lee' },
  to: [{ email: 'dana.ortiz@acme.com', name: 'Dana Ortiz' }],
  cc: [],
  sentAt: 'Mon, Nov 23, 2026, 9:12 AM',
  text: 'Could we find 30 minutes next week?',
};

async function handlersWith(tabs: Pick<Services, 'activeTabId' | 'sendToTab'>) {
  const world = await createTestWorld('2026-03-02T15:00:00Z');
  const area = memoryArea();
  return createRequestHandlers(
    createServices({
      localCalendar: world.calendar,
      google: neverConnectedGoogle(),
      store: world.store,
      preferences: createStoragePreferences(area),
      modelSettings: createStorageModelSettings(area),
      ...placesOff(area),
      modelProbe: createModelProbe({ global: {} }),
      turnModel: () => Promise.resolve(undefined),
      conversation: () => createMemoryConversation(),
      templateCache: world.templateCache,
      workflows: createMemoryWorkflowStore(),
      clock: world.clock,
      ids: world.ids,
      browserTimeZone: () => 'America/New_York',
      ...tabs,
    }),
  );
}

describe('readOpenEmail', () => {
  it('asks the active tab of the side panel’s window and passes on the email it read', async () => {
    const activeTabId = vi.fn(() => Promise.resolve(7));
    const sendToTab = vi.fn(() => Promise.resolve<unknown>(EMAIL));
    const handlers = await handlersWith({ activeTabId, sendToTab });
    expect(await handlers.readOpenEmail({ windowId: 3 })).toEqual(EMAIL);
    expect(activeTabId).toHaveBeenCalledWith(3);
    expect(sendToTab).toHaveBeenCalledWith(7, { type: READ_EMAIL_MESSAGE });
  });

  it('passes on Gmail’s own reason when no email is open there', async () => {
    const notOpen = { found: false, reason: 'No email is open in this Gmail tab.' };
    const handlers = await handlersWith({ activeTabId: () => Promise.resolve(7), sendToTab: () => Promise.resolve(notOpen) });
    expect(await handlers.readOpenEmail({ windowId: 3 })).toEqual(notOpen);
  });

  it('says so when the window has no active tab, and asks no tab', async () => {
    const sendToTab = vi.fn(() => Promise.resolve<unknown>(EMAIL));
    const handlers = await handlersWith({ activeTabId: () => Promise.resolve(undefined), sendToTab });
    expect(await handlers.readOpenEmail({ windowId: 3 })).toEqual({ found: false, reason: 'No tab is active in this window.' });
    expect(sendToTab).not.toHaveBeenCalled();
  });

  it.each([
    ['no content script receives the message', () => Promise.reject(new Error('Receiving end does not exist.'))],
    ['a content script that is not Gmail’s leaves it unanswered', () => Promise.resolve(undefined)],
  ])('asks for Gmail when %s', async (_, sendToTab) => {
    const handlers = await handlersWith({ activeTabId: () => Promise.resolve(7), sendToTab });
    expect(await handlers.readOpenEmail({ windowId: 3 })).toEqual({
      found: false,
      reason: 'The tab beside Kairos is not Gmail.',
    });
  });

  it.each([
    ['an answer of another shape', { ok: true }],
    ['an email without text', { ...EMAIL, text: '   ' }],
    ['an email with a malformed address', { ...EMAIL, to: [{ email: 'not an address' }] }],
    ['text over the page-text limit', { ...EMAIL, text: 'x'.repeat(20_001) }],
  ])('refuses %s', async (_, answer) => {
    const handlers = await handlersWith({ activeTabId: () => Promise.resolve(7), sendToTab: () => Promise.resolve(answer) });
    expect(await handlers.readOpenEmail({ windowId: 3 })).toEqual({
      found: false,
      reason: 'Gmail did not answer (reloading Gmail may help).',
    });
  });

  it('is a request the side panel may send, answered through dispatch, and refuses a window id that is not one', async () => {
    const handlers = await handlersWith({ activeTabId: () => Promise.resolve(7), sendToTab: () => Promise.resolve(EMAIL) });
    const log = { warn: vi.fn() };
    expect(await dispatchRequest({ type: 'readOpenEmail', payload: { windowId: 3 } }, handlers, log)).toEqual({
      ok: true,
      value: EMAIL,
    });
    const refused = await dispatchRequest({ type: 'readOpenEmail', payload: { windowId: -1 } }, handlers, log);
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
