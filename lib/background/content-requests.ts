import { CONTENT_MESSAGE, contentEnvelopeSchema, ORIGIN_OF, type ContentRequest } from '../messaging/content-protocol';
import type { Handoff } from '../messaging/handoff';

/** The parts of a message's sender the background trusts: what the browser, not the page, says. */
export interface ContentSender {
  id?: string | undefined;
  url?: string | undefined;
  frameId?: number | undefined;
  tab?: { id?: number | undefined; windowId?: number | undefined } | undefined;
}

export type ContentVerdict =
  { ok: true; request: ContentRequest; tabId: number; windowId: number } | { ok: false; reason: string };

/** Whether a message is a content script's request at all, before any checking. */
export function isContentMessage(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && 'type' in raw && raw.type === CONTENT_MESSAGE;
}

/**
 * A content script's message, checked as untrusted input: it must parse, come from this extension's
 * own content script in a tab's top frame, and from the one origin its kind belongs to.
 */
export function acceptContentMessage(raw: unknown, sender: ContentSender, extensionId: string): ContentVerdict {
  if (sender.id !== extensionId) return { ok: false, reason: 'not from this extension' };
  const tabId = sender.tab?.id;
  const windowId = sender.tab?.windowId;
  if (tabId === undefined || windowId === undefined || sender.frameId !== 0)
    return { ok: false, reason: 'not from a tab’s page' };
  const parsed = contentEnvelopeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `malformed: ${parsed.error.issues[0]?.message ?? 'unknown'}` };
  const { request } = parsed.data;
  let origin: string;
  try {
    origin = new URL(sender.url ?? '').origin;
  } catch {
    return { ok: false, reason: 'no page address' };
  }
  if (origin !== ORIGIN_OF[request.kind]) return { ok: false, reason: `${request.kind} from ${origin}` };
  return { ok: true, request, tabId, windowId };
}

/**
 * What the side panel is handed for a page's button. Each is a draft the person finishes and sends
 * (nothing is asked for them), except the compose availability, which only proposes times to send.
 */
export function contentHandoff(request: ContentRequest, tabId: number, id: string, at: number): Handoff {
  switch (request.kind) {
    case 'findTime':
      return {
        id,
        at,
        text: 'Find a time for ',
        ask: false,
        ...(request.range === undefined ? {} : { hint: { range: request.range } }),
      };
    case 'reschedule': {
      const { title, eventId } = request.event;
      return {
        id,
        at,
        text: `Move “${title}” to `,
        ask: false,
        hint: { event: { title, ...(eventId === undefined ? {} : { eventId }) }, label: `Rescheduling “${title}”` },
      };
    }
    case 'findTimeWith':
      // Addresses only: the person's own words follow ("… for a project sync next week").
      return { id, at, text: `Find a time with ${request.people.map((p) => p.email).join(', ')} `, ask: false };
    case 'insertAvailability':
      return {
        id,
        at,
        text: 'Find times to offer in this email',
        ask: true,
        insertInto: { tabId, composeId: request.composeId },
      };
  }
}
