import { eventIdSchema, type Attendee, type CalendarEvent, type EventOccurrence } from '../../../lib/core/domain/calendar-event';
import { isoDateToInstant } from '../../../lib/core/time/zoned';

/** Builders for the event query tests: events as a calendar lists them, occurrences as expanded. */

export interface EventShape {
  attendees?: Attendee[];
  organizer?: CalendarEvent['organizer'];
  recurrence?: string[];
  recurringEventId?: string;
}

export function event(id: string, title: string, shape: EventShape = {}, zone = 'America/New_York'): CalendarEvent {
  return {
    id: eventIdSchema.parse(id),
    title,
    time: { kind: 'timed', start: 0, end: 1, timeZone: zone },
    attendees: shape.attendees ?? [],
    ...(shape.organizer === undefined ? {} : { organizer: shape.organizer }),
    ...(shape.recurrence === undefined ? {} : { recurrence: shape.recurrence }),
    ...(shape.recurringEventId === undefined ? {} : { recurringEventId: shape.recurringEventId }),
    transparency: 'opaque',
    etag: '"1"',
    updatedAt: 0,
  };
}

/** An occurrence of `e` at two ISO instants with offsets ("2026-11-24T10:00:00-05:00"). */
export function at(e: CalendarEvent, startIso: string, endIso: string): EventOccurrence {
  return { event: e, start: Date.parse(startIso), end: Date.parse(endIso), allDay: false };
}

/** An all-day occurrence of `e` from one date to the day before `endDate`, placed in `zone`. */
export function onDates(e: CalendarEvent, startDate: string, endDate: string, zone: string): EventOccurrence {
  return { event: e, start: isoDateToInstant(startDate, zone), end: isoDateToInstant(endDate, zone), allDay: true };
}

export const guest = (email: string, name?: string, more: Partial<Attendee> = {}): Attendee => ({
  email,
  ...(name === undefined ? {} : { name }),
  ...more,
});

/** The calendar's owner as Google lists them on their own events. */
export const me = (more: Partial<Attendee> = {}): Attendee => ({ email: 'me@acme.com', self: true, ...more });

/** "title @ Tue 24 Nov 10:00" for readable assertions; the zone is the tests' own. */
export function label(o: EventOccurrence, zone = 'America/New_York'): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(o.start));
  return `${o.event.title} @ ${o.allDay ? `${when.split(',')[0] ?? when} all day` : when}`;
}
