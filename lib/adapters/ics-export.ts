import type { Attendee, CalendarEvent } from '../core/domain/calendar-event';
import { instantToWallClock, isValidTimeZone, wallClockToInstant } from '../core/time/zoned';
import { compactDate, compactInZone, compactUtc, escapeText, foldLine, paramValue, secondsOf } from './ics-format';
import { vtimezoneLines } from './ics-vtimezone';

export interface IcsExportOptions {
  prodId?: string;
}

export const KAIROS_PRODID = '-//Kairos//Kairos//EN';

const PARTSTAT: Readonly<Record<NonNullable<Attendee['responseStatus']>, string>> = {
  needsAction: 'NEEDS-ACTION',
  accepted: 'ACCEPTED',
  declined: 'DECLINED',
  tentative: 'TENTATIVE',
};

/**
 * Writes events as one VCALENDAR (CRLF line endings, folded at 75 octets). Timed events are written as local
 * time with TZID plus a VTIMEZONE per zone, not in UTC: a repeat is defined by the clock in its zone, so
 * only that form keeps a weekly 09:00 at 09:00 across DST, and reading the file back keeps each event's zone.
 */
export function toIcs(events: CalendarEvent[], options: IcsExportOptions = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${escapeText(options.prodId ?? KAIROS_PRODID)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  const spans = [...zoneSpans(events)].sort(([a], [b]) => a.localeCompare(b));
  for (const [zone, span] of spans) lines.push(...vtimezoneLines(zone, span.from, span.to));
  for (const event of events) lines.push(...veventLines(event));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

function veventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.icalUid ?? `${event.id}@kairos`)}`,
    `DTSTAMP:${compactUtc(event.updatedAt)}`,
  ];
  const time = event.time;
  if (time.kind === 'allDay') {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(time.startDate)}`, `DTEND;VALUE=DATE:${compactDate(time.endDate)}`);
  } else {
    lines.push(dateTimeLine('DTSTART', time.start, time.timeZone), dateTimeLine('DTEND', time.end, time.timeZone));
  }
  // Recurrence lines are already iCalendar text; a stray line break would split them into two properties.
  for (const rule of event.recurrence ?? []) lines.push(rule.replace(/[\r\n]+/g, ''));
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  for (const attendee of event.attendees) lines.push(attendeeLine(attendee));
  lines.push(`TRANSP:${event.transparency === 'transparent' ? 'TRANSPARENT' : 'OPAQUE'}`, 'END:VEVENT');
  return lines;
}

/**
 * Local time with TZID, unless the clock cannot name the instant: the second 01:30 of a DST fall-back night
 * reads as the first one. Such a time is written in UTC, and X-KAIROS-TZID keeps its zone for Kairos.
 */
function dateTimeLine(name: string, ms: number, zone: string): string {
  if (!isValidTimeZone(zone)) return `${name}:${compactUtc(ms)}`;
  const wholeSeconds = Math.floor(ms / 1000) * 1000;
  const named = wallClockToInstant(instantToWallClock(ms, zone), zone) + secondsOf(ms) * 1000;
  if (named !== wholeSeconds) return `${name};X-KAIROS-TZID=${zone}:${compactUtc(ms)}`;
  return `${name};TZID=${zone}:${compactInZone(ms, zone)}`;
}

function attendeeLine(attendee: Attendee): string {
  const name = attendee.name ? `;CN=${paramValue(attendee.name)}` : '';
  const status = attendee.responseStatus ? `;PARTSTAT=${PARTSTAT[attendee.responseStatus]}` : '';
  return `ATTENDEE${name}${status}:mailto:${attendee.email}`;
}

/** Years each zone must cover: its events' starts and ends, and the UNTIL of their repeats. */
function zoneSpans(events: CalendarEvent[]): Map<string, { from: number; to: number }> {
  const spans = new Map<string, { from: number; to: number }>();
  const widen = (zone: string, from: number, to: number): void => {
    if (!isValidTimeZone(zone)) return;
    const span = spans.get(zone);
    spans.set(zone, { from: Math.min(from, span?.from ?? from), to: Math.max(to, span?.to ?? to) });
  };
  for (const event of events) {
    const time = event.time;
    const recurrence = event.recurrence ?? [];
    if (time.kind === 'timed') {
      const untils = recurrence.flatMap((line) => [...line.matchAll(/UNTIL=(\d{4})/g)].map((m) => Number(m[1])));
      const start = new Date(time.start).getUTCFullYear();
      widen(time.timeZone, start - 1, Math.max(new Date(time.end).getUTCFullYear(), ...untils));
    }
    for (const line of recurrence) {
      const tzid = /^[^:]*;TZID=([^;:]+)/i.exec(line)?.[1];
      const years = [...line.matchAll(/[:,](\d{4})\d{4}T/g)].map((m) => Number(m[1]));
      if (tzid !== undefined && years.length > 0) widen(tzid, Math.min(...years) - 1, Math.max(...years));
    }
  }
  return spans;
}
