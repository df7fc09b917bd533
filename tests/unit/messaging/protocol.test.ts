import { describe, expect, it, vi } from 'vitest';
import { dispatchRequest, type RequestHandlers } from '../../../lib/messaging/dispatch-request';
import { turnRequestSchema } from '../../../lib/messaging/protocol';
import { isExtensionPage } from '../../../lib/messaging/trusted-sender';

function spyHandlers(): RequestHandlers {
  const fail = () => Promise.reject(new Error('should not be called'));
  return {
    getUpcomingEvents: vi.fn(() => Promise.resolve({ events: [], timeZone: 'UTC' })),
    approveAction: vi.fn(() => Promise.resolve({ auditId: 'audit0001', description: 'Create "Coffee"' })),
    retryAction: vi.fn(fail),
    rejectAction: vi.fn(fail),
    reviseProposal: vi.fn(fail),
    undoAction: vi.fn(fail),
    narrowBulkAction: vi.fn(fail),
    listPendingActions: vi.fn(fail),
    listHistory: vi.fn(fail),
    getPreferences: vi.fn(fail),
    savePreferences: vi.fn(fail),
    getModelSettings: vi.fn(fail),
    saveModelSettings: vi.fn(fail),
    testModelConnection: vi.fn(fail),
    getPlacesSettings: vi.fn(fail),
    savePlacesSettings: vi.fn(fail),
    previewIcsImport: vi.fn(fail),
    importIcs: vi.fn(fail),
    exportIcs: vi.fn(fail),
    clearLocalData: vi.fn(fail),
    insertIntoCompose: vi.fn(fail),
    readOpenEmail: vi.fn(fail),
    getGoogleStatus: vi.fn(fail),
    connectGoogle: vi.fn(fail),
    disconnectGoogle: vi.fn(fail),
    saveGoogleChoice: vi.fn(fail),
  };
}

describe('request dispatch', () => {
  it('answers a valid request with the handler value', async () => {
    const handlers = spyHandlers();
    const log = { warn: vi.fn() };
    expect(await dispatchRequest({ type: 'approveAction', payload: { token: 'tok0000001' } }, handlers, log)).toEqual({
      ok: true,
      value: { auditId: 'audit0001', description: 'Create "Coffee"' },
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a string', 'approveAction'],
    ['null', null],
    ['an unknown type', { type: 'deleteEverything', payload: {} }],
    ['a prototype key as type', { type: 'toString', payload: {} }],
    ['a missing payload field', { type: 'approveAction', payload: {} }],
    ['a wrong field type', { type: 'approveAction', payload: { token: 42 } }],
    ['an out-of-range number', { type: 'getUpcomingEvents', payload: { limit: 1000 } }],
    ['clear without confirmation', { type: 'clearLocalData', payload: { confirm: false } }],
    [
      'Google choice with no calendar to read',
      { type: 'saveGoogleChoice', payload: { readCalendarIds: [], writeCalendarId: 'primary', sendUpdates: 'all' } },
    ],
    [
      'Google choice with an unknown notification mode',
      {
        type: 'saveGoogleChoice',
        payload: { readCalendarIds: ['primary'], writeCalendarId: 'primary', sendUpdates: 'everyone' },
      },
    ],
    ['model settings without a version', { type: 'saveModelSettings', payload: { settings: { provider: 'builtin' } } }],
  ])('rejects and logs %s without calling any handler', async (_label, message) => {
    const handlers = spyHandlers();
    const log = { warn: vi.fn() };
    const response = await dispatchRequest(message, handlers, log);
    expect(response.ok).toBe(false);
    expect(log.warn).toHaveBeenCalledOnce();
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it('turns a handler failure into a coded error instead of throwing', async () => {
    const handlers = { ...spyHandlers(), approveAction: () => Promise.reject(new Error('disk full')) };
    const response = await dispatchRequest({ type: 'approveAction', payload: { token: 'tok0000001' } }, handlers, {
      warn: vi.fn(),
    });
    expect(response).toMatchObject({ ok: false, error: { code: 'internal', retryable: true } });
  });
});

describe('turn requests', () => {
  it('accepts a request and rejects an empty or oversized one', () => {
    expect(
      turnRequestSchema.safeParse({ type: 'startTurn', turnId: 't1', conversationId: 'c1', text: 'coffee tomorrow' }).success,
    ).toBe(true);
    expect(turnRequestSchema.safeParse({ type: 'startTurn', turnId: 't1', conversationId: 'c1', text: '   ' }).success).toBe(
      false,
    );
    expect(
      turnRequestSchema.safeParse({ type: 'startTurn', turnId: 't1', conversationId: 'c1', text: 'x'.repeat(2001) }).success,
    ).toBe(false);
    expect(turnRequestSchema.safeParse({ type: 'startTurn', text: 'coffee' }).success).toBe(false);
    expect(turnRequestSchema.safeParse({ type: 'startTurn', turnId: 't1', text: 'coffee' }).success).toBe(false);
    expect(
      turnRequestSchema.safeParse({ type: 'startTurn', turnId: 't1', conversationId: '../../x', text: 'coffee' }).success,
    ).toBe(false);
  });
});

describe('sender check', () => {
  const id = 'abcdefghijklmnopabcdefghijklmnop';
  const origin = `chrome-extension://${id}/`;
  it('trusts only the extension own pages', () => {
    expect(isExtensionPage({ id, url: `${origin}sidepanel.html` }, id, origin)).toBe(true);
    expect(isExtensionPage({ id, url: 'https://mail.google.com/mail/u/0/' }, id, origin)).toBe(false);
    expect(isExtensionPage({ id: 'another-extension', url: `${origin}x.html` }, id, origin)).toBe(false);
    expect(isExtensionPage({ id }, id, origin)).toBe(false);
  });
});
