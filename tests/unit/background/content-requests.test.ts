import { describe, expect, it } from 'vitest';
import { acceptContentMessage, contentHandoff, isContentMessage } from '../../../lib/background/content-requests';
import { CONTENT_MESSAGE } from '../../../lib/messaging/content-protocol';
import { handoffSchema } from '../../../lib/messaging/handoff';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const calendarTab = {
  id: ID,
  url: 'https://calendar.google.com/calendar/u/0/r/week/2026/11/23',
  frameId: 0,
  tab: { id: 7, windowId: 3 },
};
const gmailTab = { ...calendarTab, url: 'https://mail.google.com/mail/u/0/#inbox/FMfcgz' };
const week = { start: Date.parse('2026-11-23T00:00:00-05:00'), end: Date.parse('2026-11-30T00:00:00-05:00') };
const findTime = { type: CONTENT_MESSAGE, request: { kind: 'findTime', range: week } };

describe('content script messages are untrusted', () => {
  it('accepts a well-formed request from its own page in a tab’s top frame', () => {
    expect(acceptContentMessage(findTime, calendarTab, ID)).toEqual({
      ok: true,
      request: findTime.request,
      tabId: 7,
      windowId: 3,
    });
  });

  it.each([
    ['another extension', { ...calendarTab, id: 'zzzz' }, findTime, 'not from this extension'],
    ['a frame inside the page', { ...calendarTab, frameId: 2 }, findTime, 'not from a tab’s page'],
    ['no tab', { ...calendarTab, tab: undefined }, findTime, 'not from a tab’s page'],
    ['Gmail asking as Google Calendar', gmailTab, findTime, 'findTime from https://mail.google.com'],
    [
      'a look-alike host',
      { ...calendarTab, url: 'https://calendar.google.com.evil.example/' },
      findTime,
      'findTime from https://calendar.google.com.evil.example',
    ],
    ['an unknown kind', calendarTab, { type: CONTENT_MESSAGE, request: { kind: 'deleteEverything' } }, 'malformed'],
    [
      'a range that ends before it starts',
      calendarTab,
      { type: CONTENT_MESSAGE, request: { kind: 'findTime', range: { start: 10, end: 5 } } },
      'malformed',
    ],
    [
      'a made-up address',
      gmailTab,
      { type: CONTENT_MESSAGE, request: { kind: 'findTimeWith', people: [{ email: 'not an email' }] } },
      'malformed',
    ],
  ] as const)('refuses %s', (_name, sender, message, reason) => {
    const verdict = acceptContentMessage(message, sender, ID);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toContain(reason);
  });

  it('tells a content message from the extension’s own requests', () => {
    expect(isContentMessage(findTime)).toBe(true);
    expect(isContentMessage({ type: 'approveAction', payload: {} })).toBe(false);
    expect(isContentMessage('kairos-content')).toBe(false);
  });
});

describe('what the side panel is handed', () => {
  it('Find a time: a draft to finish, searching the viewed week', () => {
    const handoff = handoffSchema.parse(contentHandoff({ kind: 'findTime', range: week }, 7, 'h1', 5));
    expect(handoff).toMatchObject({ text: 'Find a time for ', ask: false, hint: { range: week } });
  });

  it('Reschedule: a move of that event, pinned by its id, for the person to finish', () => {
    const handoff = handoffSchema.parse(
      contentHandoff({ kind: 'reschedule', event: { title: 'Design review', attendees: [], eventId: 'abc123' } }, 7, 'h1', 5),
    );
    expect(handoff).toMatchObject({
      text: 'Move “Design review” to ',
      ask: false,
      hint: { event: { title: 'Design review', eventId: 'abc123' }, label: 'Rescheduling “Design review”' },
    });
  });

  it('Find a time with: the participants’ addresses only', () => {
    const handoff = contentHandoff(
      { kind: 'findTimeWith', people: [{ email: 'sam@acme.com', name: 'Sam Lee' }, { email: 'dana@corp.com' }] },
      7,
      'h1',
      5,
    );
    expect(handoff.text).toBe('Find a time with sam@acme.com, dana@corp.com ');
    expect(handoff.ask).toBe(false);
  });

  it('Insert my availability: asked at once, with the draft to put the times in', () => {
    const handoff = handoffSchema.parse(contentHandoff({ kind: 'insertAvailability', composeId: 'c-1' }, 7, 'h1', 5));
    expect(handoff).toMatchObject({ ask: true, insertInto: { tabId: 7, composeId: 'c-1' } });
  });
});
