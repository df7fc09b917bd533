import { describe, expect, it } from 'vitest';
import { toDraft } from '../../../lib/core/approvals/execute-change';
import { declinedBySelf, eventIdSchema, type CalendarEvent, type EventDraft } from '../../../lib/core/domain/calendar-event';
import {
  fromGoogleEvent,
  hasManagedFields,
  insertBodyOf,
  patchOf,
  restoreBodyOf,
  roomsOf,
} from '../../../lib/adapters/google-event-mapping';
import { googleEventSchema, type GoogleEvent } from '../../../lib/adapters/google-event-schema';

const CONTEXT = { calendarId: 'me@example.com', calendarTimeZone: 'America/New_York' };
const at = (iso: string): number => Date.parse(iso);

/** A Google event as events.get returns it, parsed as the adapter parses it. */
function google(fields: Record<string, unknown>): GoogleEvent {
  return googleEventSchema.parse({
    id: 'abc12345',
    etag: '"3181161784712000"',
    status: 'confirmed',
    summary: 'Coffee',
    start: { dateTime: '2026-11-23T15:00:00-05:00', timeZone: 'America/New_York' },
    end: { dateTime: '2026-11-23T15:30:00-05:00', timeZone: 'America/New_York' },
    updated: '2026-11-20T10:00:00.000Z',
    htmlLink: 'https://www.google.com/calendar/event?eid=YWJj',
    iCalUID: 'abc12345@google.com',
    organizer: { email: 'me@example.com', self: true },
    reminders: { useDefault: true },
    ...fields,
  });
}

function read(fields: Record<string, unknown>): CalendarEvent {
  const event = fromGoogleEvent(google(fields), CONTEXT);
  if (event === undefined) throw new Error('expected a live event');
  return event;
}

const draft = (fields: Partial<EventDraft> = {}): EventDraft => ({
  id: eventIdSchema.parse('abc12345'),
  title: 'Coffee',
  time: {
    kind: 'timed',
    start: at('2026-11-23T15:00:00-05:00'),
    end: at('2026-11-23T15:30:00-05:00'),
    timeZone: 'America/New_York',
  },
  attendees: [],
  transparency: 'opaque',
  ...fields,
});

describe('reading a Google event', () => {
  it('maps a timed event with its zone, link, organizer, etag and the calendar it came from', () => {
    expect(read({})).toEqual({
      id: 'abc12345',
      title: 'Coffee',
      time: { kind: 'timed', start: at('2026-11-23T20:00:00Z'), end: at('2026-11-23T20:30:00Z'), timeZone: 'America/New_York' },
      attendees: [],
      transparency: 'opaque',
      icalUid: 'abc12345@google.com',
      calendarId: 'me@example.com',
      organizer: { email: 'me@example.com', self: true },
      link: 'https://www.google.com/calendar/event?eid=YWJj',
      etag: '"3181161784712000"',
      updatedAt: at('2026-11-20T10:00:00Z'),
    });
  });

  it('keeps an event written in another zone in that zone, and gives a zoneless one the calendar zone', () => {
    const tokyo = read({
      start: { dateTime: '2026-11-24T09:00:00+09:00', timeZone: 'Asia/Tokyo' },
      end: { dateTime: '2026-11-24T10:00:00+09:00', timeZone: 'Asia/Tokyo' },
    });
    expect(tokyo.time).toEqual({
      kind: 'timed',
      start: at('2026-11-24T00:00:00Z'),
      end: at('2026-11-24T01:00:00Z'),
      timeZone: 'Asia/Tokyo',
    });
    const zoneless = read({ start: { dateTime: '2026-11-23T20:00:00Z' }, end: { dateTime: '2026-11-23T21:00:00Z' } });
    expect(zoneless.time).toMatchObject({ kind: 'timed', timeZone: 'America/New_York' });
  });

  it('maps an all-day event to its dates', () => {
    const holiday = read({ start: { date: '2026-11-26' }, end: { date: '2026-11-27' }, transparency: 'transparent' });
    expect(holiday.time).toEqual({ kind: 'allDay', startDate: '2026-11-26', endDate: '2026-11-27' });
    expect(holiday.transparency).toBe('transparent');
  });

  it('gives a zero-length event one minute, since Kairos events have length', () => {
    const deadline = read({ end: { dateTime: '2026-11-23T15:00:00-05:00', timeZone: 'America/New_York' } });
    expect(deadline.time).toMatchObject({ start: at('2026-11-23T20:00:00Z'), end: at('2026-11-23T20:01:00Z') });
  });

  it('keeps recurrence lines on a series and the series id and original start on an instance', () => {
    const series = read({ recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO', 'EXDATE;TZID=America/New_York:20261130T150000'] });
    expect(series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=MO', 'EXDATE;TZID=America/New_York:20261130T150000']);
    const instance = read({
      id: 'abc12345_20261207T200000Z',
      recurringEventId: 'abc12345',
      originalStartTime: { dateTime: '2026-12-07T15:00:00-05:00', timeZone: 'America/New_York' },
    });
    expect(instance).toMatchObject({ recurringEventId: 'abc12345', originalStart: at('2026-12-07T20:00:00Z') });
    const allDayInstance = read({
      start: { date: '2026-12-07' },
      end: { date: '2026-12-08' },
      recurringEventId: 'abc12345',
      originalStartTime: { date: '2026-12-07' },
    });
    expect(allDayInstance.originalStart).toBe('2026-12-07');
  });

  it('keeps attendees with their answers, the person’s own declined answer included, and drops rooms', () => {
    const event = read({
      attendees: [
        { email: 'me@example.com', self: true, responseStatus: 'declined' },
        { email: 'ana@example.com', displayName: 'Ana', responseStatus: 'accepted', organizer: true },
        { email: 'bo@example.com', responseStatus: 'tentative', optional: true },
        { email: 'room-1@resource.calendar.google.com', displayName: 'Room 1', resource: true, responseStatus: 'accepted' },
      ],
    });
    expect(event.attendees).toEqual([
      { email: 'me@example.com', self: true, responseStatus: 'declined' },
      { email: 'ana@example.com', name: 'Ana', responseStatus: 'accepted', organizer: true },
      { email: 'bo@example.com', responseStatus: 'tentative', optional: true },
    ]);
    expect(declinedBySelf(event)).toBe(true);
  });

  it('reads the video call from conference data, from a bare hangoutLink, and a pending one as asked for', () => {
    const meet = read({
      hangoutLink: 'https://meet.google.com/abc-defg-hij',
      conferenceData: {
        conferenceId: 'abc-defg-hij',
        conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
        entryPoints: [
          { entryPointType: 'phone', uri: 'tel:+1-555-0100' },
          { entryPointType: 'video', uri: 'https://meet.google.com/abc-defg-hij', label: 'meet.google.com/abc-defg-hij' },
        ],
      },
    });
    expect(meet.conference).toEqual({ url: 'https://meet.google.com/abc-defg-hij', label: 'Google Meet' });
    expect(read({ hangoutLink: 'https://meet.google.com/xyz' }).conference).toEqual({
      url: 'https://meet.google.com/xyz',
      label: 'Google Meet',
    });
    const pending = read({ conferenceData: { createRequest: { requestId: 'r1', status: { statusCode: 'pending' } } } });
    expect(pending.conference).toEqual({});
  });

  it('returns nothing for a cancelled event, even one with next to no fields', () => {
    expect(fromGoogleEvent(google({ status: 'cancelled' }), CONTEXT)).toBeUndefined();
    const bare = googleEventSchema.parse({ id: 'abc12345_20261207T200000Z', etag: '"1"', status: 'cancelled' });
    expect(fromGoogleEvent(bare, CONTEXT)).toBeUndefined();
  });

  it('refuses an event with no start rather than inventing one', () => {
    expect(() => fromGoogleEvent(google({ start: undefined }), CONTEXT)).toThrow(/could not read/);
  });
});

describe('writing a Google event', () => {
  it('inserts with the client id, the zone-stamped times and no read-only field', () => {
    const body = insertBodyOf(
      draft({
        description: 'Beans',
        attendees: [{ email: 'ana@example.com', name: 'Ana', self: true, organizer: true, responseStatus: 'accepted' }],
        calendarId: 'me@example.com',
        icalUid: 'abc12345@google.com',
        link: 'https://www.google.com/calendar/event?eid=YWJj',
      }),
    );
    expect(body).toEqual({
      id: 'abc12345',
      summary: 'Coffee',
      description: 'Beans',
      start: { dateTime: '2026-11-23T15:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-11-23T15:30:00-05:00', timeZone: 'America/New_York' },
      attendees: [{ email: 'ana@example.com', displayName: 'Ana', responseStatus: 'accepted' }],
      transparency: 'opaque',
    });
  });

  it('writes all-day events as dates and recurrence as lines', () => {
    const body = insertBodyOf(
      draft({ time: { kind: 'allDay', startDate: '2026-11-26', endDate: '2026-11-27' }, recurrence: ['RRULE:FREQ=YEARLY'] }),
    );
    expect(body).toMatchObject({ start: { date: '2026-11-26' }, end: { date: '2026-11-27' }, recurrence: ['RRULE:FREQ=YEARLY'] });
  });

  it('asks for a Meet link when the draft wants a call without one', () => {
    expect(insertBodyOf(draft({ conference: {} })).conferenceData).toEqual({
      createRequest: { requestId: 'abc12345', conferenceSolutionKey: { type: 'hangoutsMeet' } },
    });
    expect(insertBodyOf(draft({ conference: { url: 'https://meet.google.com/abc' } })).conferenceData).toBeUndefined();
  });

  it('patches only what changed, keeping rooms when attendees change', () => {
    const raw = google({
      attendees: [
        { email: 'ana@example.com', responseStatus: 'accepted' },
        { email: 'room-1@resource.calendar.google.com', resource: true, responseStatus: 'accepted' },
      ],
    });
    const current = fromGoogleEvent(raw, CONTEXT);
    if (current === undefined) throw new Error('expected a live event');
    expect(patchOf({ ...toDraft(current), title: 'Tea' }, current, roomsOf(raw))).toEqual({ summary: 'Tea' });
    expect(patchOf(toDraft(current), current, roomsOf(raw))).toEqual({});
    const withBo = { ...toDraft(current), attendees: [...current.attendees, { email: 'bo@example.com' }] };
    expect(patchOf(withBo, current, roomsOf(raw)).attendees).toEqual([
      { email: 'ana@example.com', responseStatus: 'accepted' },
      { email: 'bo@example.com', responseStatus: 'needsAction' },
      { email: 'room-1@resource.calendar.google.com', responseStatus: 'accepted', resource: true },
    ]);
  });

  it('clears a removed description and the other form of time when an event becomes all-day', () => {
    const current = read({ description: 'Beans' });
    const allDay = {
      ...toDraft(current),
      description: undefined,
      time: { kind: 'allDay', startDate: '2026-11-23', endDate: '2026-11-24' },
    } as const;
    expect(patchOf(allDay, current, [])).toEqual({
      description: '',
      start: { date: '2026-11-23', dateTime: null, timeZone: null },
      end: { date: '2026-11-24', dateTime: null, timeZone: null },
    });
  });

  it('asks for a call on an event that has none, and never removes one', () => {
    const current = read({});
    expect(patchOf({ ...toDraft(current), conference: {} }, current, []).conferenceData).toEqual({
      createRequest: { requestId: 'abc12345-meet', conferenceSolutionKey: { type: 'hangoutsMeet' } },
    });
    const withCall = read({ hangoutLink: 'https://meet.google.com/xyz' });
    expect(patchOf({ ...toDraft(withCall), conference: undefined }, withCall, [])).toEqual({});
  });

  it('restores a cancelled event as confirmed with every field of the draft', () => {
    expect(restoreBodyOf(draft())).toEqual({
      status: 'confirmed',
      summary: 'Coffee',
      description: '',
      location: '',
      start: { dateTime: '2026-11-23T15:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-11-23T15:30:00-05:00', timeZone: 'America/New_York' },
      attendees: [],
      transparency: 'opaque',
    });
  });

  it('recognises an event that already reads as the draft', () => {
    const current = read({ attendees: [{ email: 'ana@example.com', responseStatus: 'needsAction' }] });
    expect(hasManagedFields(current, { ...toDraft(current), attendees: [{ email: 'ana@example.com' }] })).toBe(true);
    expect(hasManagedFields(current, { ...toDraft(current), title: 'Tea' })).toBe(false);
  });
});
