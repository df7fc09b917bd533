import type { GoogleEventJson } from './api';
import type { EventStore } from './event-store';
import { asRecord } from './event-times';
import { invalid } from './google-errors';

const MEET_ICON = 'https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png';

interface ConferenceFields {
  conferenceData?: unknown;
  hangoutLink?: unknown;
}

/**
 * The conferenceData (and hangoutLink) a write leaves on an event. Google only reads conferenceData
 * when the request says conferenceDataVersion=1; otherwise the event keeps what it had. A
 * createRequest with a new requestId makes a Meet conference at once (status "success").
 */
export function conferenceAfterWrite(
  store: EventStore,
  current: GoogleEventJson | undefined,
  body: Record<string, unknown>,
  version: number,
): ConferenceFields {
  const kept: ConferenceFields = {};
  if (current?.conferenceData !== undefined) kept.conferenceData = current.conferenceData;
  if (current?.hangoutLink !== undefined) kept.hangoutLink = current.hangoutLink;
  if (version !== 1 || !('conferenceData' in body)) return kept;
  if (body.conferenceData === null) return {};
  const requested = asRecord(body.conferenceData) ?? {};
  const create = asRecord(requested.createRequest);
  if (create === undefined) {
    // Copying an existing conference onto the event, as clients do between events.
    const video = entryPoints(requested).find((entry) => entry.entryPointType === 'video');
    return { conferenceData: requested, ...(typeof video?.uri === 'string' ? { hangoutLink: video.uri } : {}) };
  }
  const currentRequest = asRecord(asRecord(current?.conferenceData)?.createRequest);
  if (currentRequest !== undefined && currentRequest.requestId === create.requestId) return kept;
  const type = asRecord(create.conferenceSolutionKey)?.type ?? 'hangoutsMeet';
  if (type !== 'hangoutsMeet') throw invalid('Invalid conference type value.');
  const code = store.newMeetCode();
  const uri = `https://meet.google.com/${code}`;
  return {
    hangoutLink: uri,
    conferenceData: {
      createRequest: {
        requestId: create.requestId,
        conferenceSolutionKey: { type: 'hangoutsMeet' },
        status: { statusCode: 'success' },
      },
      entryPoints: [{ entryPointType: 'video', uri, label: `meet.google.com/${code}` }],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet', iconUri: MEET_ICON },
      conferenceId: code,
    },
  };
}

function entryPoints(data: Record<string, unknown>): Record<string, unknown>[] {
  const list = Array.isArray(data.entryPoints) ? (data.entryPoints as unknown[]) : [];
  return list.map(asRecord).filter((entry) => entry !== undefined);
}
