import ICAL from 'ical.js';
import { attendeeSchema, type Attendee, type EventDraft, type EventTime } from '../core/domain/calendar-event';
import { isValidTimeZone } from '../core/time/zoned';
import { compactDate, compactInZone, compactLocal, compactUtc } from './ics-format';
import type { ResolvedZone, Wall, ZoneRef, ZoneResolver } from './ics-zones';

/** A DATE or DATE-TIME value as written, before any zone is applied. */
export type Stamp = { kind: 'date'; date: string } | { kind: 'dateTime'; wall: Wall; zone: ZoneRef };

export interface ConvertedEvent {
  draft: Omit<EventDraft, 'id'>;
  uid?: string;
  /** Set on an override of one instance of the series with the same UID: the instance it replaces. */
  recurrenceId?: { date: string } | { instant: number };
  cancelled: boolean;
}

export interface ImportContext {
  resolve: ZoneResolver;
  defaultTimeZone: string;
}

/** Why one VEVENT cannot be imported; caught per event so the rest of the file still imports. */
export class EventProblem extends Error {}

const PARTSTAT: Readonly<Record<string, Attendee['responseStatus']>> = {
  'NEEDS-ACTION': 'needsAction',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  TENTATIVE: 'tentative',
};

export function convertVevent(event: ICAL.Component, ctx: ImportContext): ConvertedEvent {
  if (event.hasProperty('exrule')) throw new EventProblem('EXRULE is not supported (RFC 5545 removed it).');
  const recurring = event.hasProperty('rrule') || event.hasProperty('rdate');
  const time = readTime(event, ctx, recurring);
  const recurrence = [
    ...event.getAllProperties('rrule').map(ruleLine),
    ...event.getAllProperties('rdate').map((p) => dateListLine(p, ctx)),
    ...event.getAllProperties('exdate').map((p) => dateListLine(p, ctx)),
  ];
  const draft: Omit<EventDraft, 'id'> = {
    title: textOf(event, 'summary') || '(No title)',
    time,
    attendees: event.getAllProperties('attendee').flatMap(readAttendee),
    transparency: textOf(event, 'transp').toUpperCase() === 'TRANSPARENT' ? 'transparent' : 'opaque',
  };
  const location = textOf(event, 'location');
  const description = textOf(event, 'description');
  const uid = textOf(event, 'uid');
  if (location) draft.location = location;
  if (description) draft.description = description;
  if (recurrence.length > 0) draft.recurrence = recurrence;
  if (uid) draft.icalUid = uid;
  const converted: ConvertedEvent = { draft, cancelled: textOf(event, 'status').toUpperCase() === 'CANCELLED' };
  if (uid) converted.uid = uid;
  const recurrenceIdProp = event.getFirstProperty('recurrence-id');
  if (recurrenceIdProp) {
    if (String(recurrenceIdProp.getParameter('range')).toUpperCase() === 'THISANDFUTURE') {
      throw new EventProblem('Changes to "this and following" instances (RANGE=THISANDFUTURE) are not supported.');
    }
    const id = single(recurrenceIdProp);
    converted.recurrenceId =
      id.kind === 'date' ? { date: id.date } : { instant: resolve(id.zone, id.wall.year, ctx).toInstant(id.wall) };
  }
  return converted;
}

function readTime(event: ICAL.Component, ctx: ImportContext, recurring: boolean): EventTime {
  const startProp = event.getFirstProperty('dtstart');
  if (!startProp) throw new EventProblem('It has no DTSTART, so there is no telling when it happens.');
  const start = single(startProp);
  const endProp = event.getFirstProperty('dtend');
  const duration = readDuration(event.getFirstProperty('duration'));
  const end = endProp ? single(endProp) : undefined;

  if (start.kind === 'date') {
    if (end?.kind === 'dateTime') throw new EventProblem('DTSTART is a date but DTEND has a time of day.');
    if (duration && duration.exactSeconds !== 0) {
      throw new EventProblem('An all-day event needs a DURATION in whole days (like P2D).');
    }
    const endDate = end?.date ?? addDays(start.date, duration ? duration.days : 1);
    if (endDate < start.date) throw new EventProblem(`DTEND (${endDate}) is before DTSTART (${start.date}).`);
    // Some exporters write DTEND = DTSTART for a one-day event; one day is the only reading that imports it.
    return { kind: 'allDay', startDate: start.date, endDate: endDate === start.date ? addDays(start.date, 1) : endDate };
  }

  const zone = resolve(start.zone, start.wall.year, ctx);
  const startMs = zone.toInstant(start.wall);
  let endMs: number;
  if (end?.kind === 'date') throw new EventProblem('DTSTART has a time of day but DTEND is a date.');
  if (end) endMs = resolve(end.zone, end.wall.year, ctx).toInstant(end.wall);
  else if (duration) {
    // Days in a DURATION are calendar days (same clock time, even across DST); hours are exact.
    const next = new Date(Date.UTC(start.wall.year, start.wall.month - 1, start.wall.day + duration.days));
    const wall = { ...start.wall, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
    endMs = zone.toInstant(wall) + duration.exactSeconds * 1000;
  } else {
    throw new EventProblem('It has a start time but no DTEND or DURATION, so it would last no time at all.');
  }
  if (endMs <= startMs) {
    const shown = end ? `DTEND (${describe(end)})` : 'DURATION';
    throw new EventProblem(`${shown} is ${endMs === startMs ? 'the same as' : 'before'} DTSTART (${describe(start)}).`);
  }
  return { kind: 'timed', start: startMs, end: endMs, timeZone: eventZone(start.zone, zone, ctx, recurring) };
}

/**
 * UTC values carry an instant but no zone: most exporters write single events that way, so they get the
 * user's zone. A recurring event stays in UTC, where its rule was written, or its repeats would shift an hour
 * at DST changes. Kairos's own export marks the zone of a time it had to write in UTC with X-KAIROS-TZID.
 */
function eventZone(ref: ZoneRef, zone: ResolvedZone, ctx: ImportContext, recurring: boolean): string {
  if (ref.kind === 'utc') {
    if (ref.hint !== undefined && isValidTimeZone(ref.hint)) return ref.hint;
    return recurring ? 'UTC' : ctx.defaultTimeZone;
  }
  if (zone.iana) return zone.iana;
  if (recurring && ref.kind === 'tzid') {
    throw new EventProblem(
      `TZID ${JSON.stringify(ref.tzid)} matches no IANA time zone, so its repeats cannot be placed across DST changes.`,
    );
  }
  return ctx.defaultTimeZone;
}

function resolve(ref: ZoneRef, year: number, ctx: ImportContext): ResolvedZone {
  const zone = ctx.resolve(ref, year);
  if ('error' in zone) throw new EventProblem(`${zone.error}.`);
  return zone;
}

function readDuration(prop: ICAL.Property | null): { days: number; exactSeconds: number } | undefined {
  if (!prop) return undefined;
  const value = valueOf(prop);
  if (!(value instanceof ICAL.Duration)) throw new EventProblem('DURATION is not a duration.');
  if (value.isNegative || value.toSeconds() <= 0) {
    throw new EventProblem(`DURATION ${value.toString()} is not positive.`);
  }
  return { days: value.weeks * 7 + value.days, exactSeconds: value.hours * 3600 + value.minutes * 60 + value.seconds };
}

function ruleLine(prop: ICAL.Property): string {
  const rule = valueOf(prop);
  if (!(rule instanceof ICAL.Recur) || !rule.freq) {
    throw new EventProblem(`RRULE ${JSON.stringify(prop.toICALString())} has no FREQ.`);
  }
  if (rule.count && rule.until) throw new EventProblem('RRULE has both COUNT and UNTIL; iCalendar allows one.');
  return `RRULE:${rule.toString()}`;
}

/**
 * RDATE/EXDATE in the form Google's `recurrence` takes. IANA TZIDs and UTC values are kept as written; floating
 * times and TZIDs known only from a VTIMEZONE are rewritten to the IANA zone they resolve to, since that is
 * the only zone the rest of Kairos can read.
 */
function dateListLine(prop: ICAL.Property, ctx: ImportContext): string {
  const name = prop.name.toUpperCase();
  const stamps = readStamps(prop);
  const first = stamps[0];
  if (!first) throw new EventProblem(`${name} has no value.`);
  if (first.kind === 'date') {
    const dates = stamps.flatMap((s) => (s.kind === 'date' ? [compactDate(s.date)] : []));
    return `${name};VALUE=DATE:${dates.join(',')}`;
  }
  const walls = stamps.flatMap((s) => (s.kind === 'dateTime' ? [s.wall] : []));
  if (first.zone.kind === 'tzid' && isValidTimeZone(first.zone.tzid)) {
    return `${name};TZID=${first.zone.tzid}:${walls.map(compactLocal).join(',')}`;
  }
  const zone = resolve(first.zone, first.wall.year, ctx);
  const instants = walls.map((w) => zone.toInstant(w));
  if (first.zone.kind === 'utc' || !zone.iana) return `${name}:${instants.map(compactUtc).join(',')}`;
  const iana = zone.iana;
  return `${name};TZID=${iana}:${instants.map((ms) => compactInZone(ms, iana)).join(',')}`;
}

function readAttendee(prop: ICAL.Property): Attendee[] {
  const address = valueOf(prop);
  const emailParam = prop.getParameter('email');
  const email = typeof emailParam === 'string' ? emailParam : String(address).replace(/^mailto:/i, '');
  const cn = prop.getParameter('cn');
  const partstat = PARTSTAT[String(prop.getParameter('partstat')).toUpperCase()];
  const candidate: Attendee = { email };
  // Google writes the address as CN when it knows no name; that is not a name.
  if (typeof cn === 'string' && cn.trim() !== '' && cn.toLowerCase() !== email.toLowerCase()) candidate.name = cn;
  if (partstat) candidate.responseStatus = partstat;
  // Attendees are invited by email; one without an address (a room named by URN, say) has nothing to invite.
  const parsed = attendeeSchema.safeParse(candidate);
  return parsed.success ? [parsed.data] : [];
}

function single(prop: ICAL.Property): Stamp {
  const stamps = readStamps(prop);
  const first = stamps[0];
  if (!first || stamps.length > 1) throw new EventProblem(`${prop.name.toUpperCase()} must have exactly one value.`);
  return first;
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(Z?))?$/;

/** Read from jCal strings: ical.js quietly rolls over impossible dates (2026-13-99 becomes 2027-04-09). */
function readStamps(prop: ICAL.Property): Stamp[] {
  if (prop.type === 'period') throw new EventProblem(`${prop.name.toUpperCase()} with VALUE=PERIOD is not supported.`);
  const jcal: unknown = prop.toJSON();
  const values: unknown[] = Array.isArray(jcal) ? jcal.slice(3) : [];
  const tzid = prop.getParameter('tzid');
  const hint = prop.getParameter('x-kairos-tzid');
  return values.map((value) => {
    const parsed = typeof value === 'string' ? parseStamp(value, prop.type === 'date') : undefined;
    if (!parsed) throw new EventProblem(`${JSON.stringify(prop.toICALString())} is not a valid ${prop.type}.`);
    if ('date' in parsed) return { kind: 'date', date: parsed.date };
    let zone: ZoneRef = { kind: 'floating' };
    if (typeof tzid === 'string') zone = { kind: 'tzid', tzid };
    else if (parsed.utc) zone = typeof hint === 'string' ? { kind: 'utc', hint } : { kind: 'utc' };
    return { kind: 'dateTime', wall: parsed.wall, zone };
  });
}

function parseStamp(value: string, isDate: boolean): { date: string } | { wall: Wall; utc: boolean } | undefined {
  const m = STAMP.exec(value);
  if (!m || isDate !== (m[4] === undefined)) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((part: string | undefined) => Number(part ?? 0));
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= ICAL.Time.daysInMonth(month, year) && hour <= 23 && minute <= 59;
  if (!valid || second > 60) return undefined;
  if (isDate) return { date: value };
  // A leap second (:60) is not a time JavaScript can hold; the second before it is close enough.
  return { wall: { year, month, day, hour, minute, second: Math.min(second, 59) }, utc: m[7] === 'Z' };
}

function valueOf(prop: ICAL.Property): unknown {
  try {
    return prop.getFirstValue();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EventProblem(`${prop.name.toUpperCase()} is not valid: ${reason}.`);
  }
}

function textOf(event: ICAL.Component, name: string): string {
  const prop = event.getFirstProperty(name);
  const value = prop ? valueOf(prop) : '';
  return typeof value === 'string' ? value : '';
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

function describe(stamp: Stamp): string {
  if (stamp.kind === 'date') return stamp.date;
  const w = stamp.wall;
  const p = (n: number): string => String(n).padStart(2, '0');
  const zone = stamp.zone.kind === 'utc' ? ' UTC' : stamp.zone.kind === 'tzid' ? ` ${stamp.zone.tzid}` : '';
  return `${String(w.year)}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}${zone}`;
}
