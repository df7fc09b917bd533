import { describe, expect, it, vi } from 'vitest';
import { dispatchRequest, type RequestHandlers } from '../../../lib/messaging/dispatch-request';
import { requestSchemas } from '../../../lib/messaging/protocol';

const edit = { token: 'tok0000001', title: 'Coffee', start: Date.parse('2026-11-23T15:00:00-05:00'), durationMinutes: 30 };
const parse = (payload: object) => requestSchemas.reviseProposal.request.safeParse(payload);

describe('the reviseProposal request', () => {
  it('accepts an edit without a location (the place stays) and one with a trimmed location', () => {
    expect(parse(edit)).toMatchObject({ success: true, data: edit });
    expect(parse({ ...edit, location: '  Kiln & Bean, 14 Greek Street  ' })).toMatchObject({
      success: true,
      data: { ...edit, location: 'Kiln & Bean, 14 Greek Street' },
    });
    expect(parse({ ...edit, location: 'x'.repeat(500) }).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['longer than 500 characters', 'x'.repeat(501)],
    ['not a string', 42],
  ])('rejects a location that is %s', (_label, location) => {
    expect(parse({ ...edit, location }).success).toBe(false);
  });

  it('hands the handler the trimmed location', async () => {
    const reviseProposal = vi.fn(() => Promise.reject(new Error('stop here')));
    const handlers = { reviseProposal } as unknown as RequestHandlers;
    await dispatchRequest({ type: 'reviseProposal', payload: { ...edit, location: ' Berwick Street Espresso ' } }, handlers, {
      warn: vi.fn(),
    });
    expect(reviseProposal).toHaveBeenCalledWith({ ...edit, location: 'Berwick Street Espresso' });
  });
});
