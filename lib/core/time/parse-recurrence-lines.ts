import { allMatches } from '../nlu/all-matches';
import type { Options } from 'rrule';
import { utcFields } from './floating-time';
import { RRule } from './load-rrule';
import { DAY_MS, MINUTE_MS, isValidTimeZone } from './zoned';

// Parsing RRULE / EXRULE / RDATE / EXDATE lines.

export type IcalValue =
  | { kind: 'date'; floating: number }
  | { kind: 'utc'; instant: number }
  /** zone null: a floating time, read in the event's own zone. */
  | { kind: 'local'; floating: number; zone: string | null };

type PeriodEnd = { kind: 'end'; value: IcalValue } | { kind: 'duration'; ms: number };

export interface RecurrenceDate {
  start: IcalValue;
  end: PeriodEnd | null;
}

export interface RuleSpec {
  options: Partial<Options>;
  until: IcalValue | null;
}

export interface Recurrence {
  rules: RuleSpec[];
  exrules: RuleSpec[];
  rdates: RecurrenceDate[];
  exdates: IcalValue[];
}

/** null if any line is unreadable: half a recurrence could invent or drop instances. */
export function parseRecurrenceLines(lines: readonly string[]): Recurrence | null {
  const out: Recurrence = { rules: [], exrules: [], rdates: [], exdates: [] };
  for (const raw of lines) {
    const line = splitContentLine(raw);
    if (line === null) return null;
    switch (line.name) {
      case 'RRULE':
      case 'EXRULE': {
        const rule = parseRule(line.value);
        if (rule === null) return null;
        (line.name === 'RRULE' ? out.rules : out.exrules).push(rule);
        break;
      }
      case 'RDATE':
      case 'EXDATE': {
        const dates = parseDateList(line.value, line.params, line.name === 'RDATE');
        if (dates === null) return null;
        if (line.name === 'RDATE') out.rdates.push(...dates);
        else out.exdates.push(...dates.map((d) => d.start));
        break;
      }
      default:
        return null;
    }
  }
  return out;
}

interface ContentLine {
  name: string;
  params: Map<string, string>;
  value: string;
}

const CONTENT_LINE = /^([A-Za-z][A-Za-z0-9-]*)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.+)$/;
const PARAM = /;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*)/g;

function splitContentLine(raw: string): ContentLine | null {
  const m = CONTENT_LINE.exec(raw.trim());
  if (m === null) return null;
  const [, name = '', paramText = '', value = ''] = m;
  const params = new Map<string, string>();
  for (const p of allMatches(PARAM, paramText)) {
    const [, key = '', v = ''] = p;
    params.set(key.toUpperCase(), v.replace(/^"(.*)"$/, '$1'));
  }
  return { name: name.toUpperCase(), params, value: value.trim() };
}

function parseDateList(value: string, params: Map<string, string>, allowPeriod: boolean): RecurrenceDate[] | null {
  const type = (params.get('VALUE') ?? 'DATE-TIME').toUpperCase();
  const tzid = zoneOf(params.get('TZID'));
  if (tzid === undefined) return null;
  if (type !== 'DATE' && type !== 'DATE-TIME' && !(type === 'PERIOD' && allowPeriod)) return null;
  const out: RecurrenceDate[] = [];
  // An empty item ("…T090000,") names no date, so skipping it can neither invent nor drop an instance.
  for (const item of value.split(',').filter((i) => i.trim() !== '')) {
    if (type === 'PERIOD') {
      const [startText = '', endText = '', ...rest] = item.split('/');
      const start = parseIcalValue(startText, tzid);
      if (rest.length > 0 || start === null || start.kind === 'date') return null;
      const duration = parseDuration(endText);
      const endValue = duration === null ? parseIcalValue(endText, tzid) : null;
      if (duration !== null) out.push({ start, end: { kind: 'duration', ms: duration } });
      else if (endValue !== null && endValue.kind !== 'date') out.push({ start, end: { kind: 'end', value: endValue } });
      else return null;
      continue;
    }
    const parsed = parseIcalValue(item, tzid);
    if (parsed === null || (type === 'DATE' && parsed.kind !== 'date')) return null;
    out.push({ start: parsed, end: null });
  }
  return out;
}

/**
 * A TZID as an IANA zone; null when there is none, undefined when it names no zone Kairos knows.
 * A leading solidus marks a zone from a global registry (RFC 5545 §3.2.19), which IANA is.
 */
function zoneOf(tzid: string | undefined): string | null | undefined {
  if (tzid === undefined) return null;
  if (isValidTimeZone(tzid)) return tzid;
  const global = tzid.replace(/^\//, '');
  return global !== tzid && isValidTimeZone(global) ? global : undefined;
}

const ICAL_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

export function parseIcalValue(text: string, tzid: string | null): IcalValue | null {
  const m = ICAL_VALUE.exec(text.trim());
  if (m === null) return null;
  const [, y = '', mo = '', d = '', h, mi, s, z] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const floating = utcFields(year, month, day, hour, minute, second);
  // Date arithmetic silently rolls 20260230 into March; a date that moved was not a date.
  if (new Date(floating).getUTCDate() !== day) return null;
  if (h === undefined) return { kind: 'date', floating };
  if (z === 'Z') return { kind: 'utc', instant: floating };
  return { kind: 'local', floating, zone: tzid };
}

const DURATION = /^P(?:(\d+)W|(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?)$/;

function parseDuration(text: string): number | null {
  const m = DURATION.exec(text.trim().toUpperCase());
  if (m === null || text.toUpperCase().endsWith('T')) return null;
  const [, w, d, h, mi, s] = m;
  const ms =
    Number(w ?? 0) * 7 * DAY_MS +
    Number(d ?? 0) * DAY_MS +
    Number(h ?? 0) * 3_600_000 +
    Number(mi ?? 0) * MINUTE_MS +
    Number(s ?? 0) * 1000;
  return ms > 0 ? ms : null;
}

const WEEKDAY = '(?:SU|MO|TU|WE|TH|FR|SA)';
const BYDAY_ITEM = new RegExp(`^(?:([+-]?)(\\d{1,2}))?${WEEKDAY}$`);
const WEEKDAY_ONLY = new RegExp(`^${WEEKDAY}$`);

function intList(min: number, max: number, signed: boolean): (v: string) => boolean {
  return (v) =>
    v.split(',').every((item) => {
      if (!/^[+-]?\d{1,3}$/.test(item) || (!signed && /^[+-]/.test(item))) return false;
      const n = Math.abs(Number(item));
      return n >= min && n <= max && !(signed && n === 0);
    });
}

/*
 * rrule's own parser accepts FREQ=FOO (becoming YEARLY), BYDAY=XX (becoming undefined) and the
 * like without complaint, so parts are checked here first.
 */
const RULE_PARTS = new Map<string, (v: string) => boolean>([
  ['FREQ', (v) => /^(?:SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)$/.test(v)],
  ['UNTIL', (v) => ICAL_VALUE.test(v)],
  ['COUNT', (v) => /^\d{1,9}$/.test(v)],
  ['INTERVAL', (v) => /^0*[1-9]\d{0,8}$/.test(v)],
  ['BYSECOND', intList(0, 60, false)],
  ['BYMINUTE', intList(0, 59, false)],
  ['BYHOUR', intList(0, 23, false)],
  [
    'BYDAY',
    (v) =>
      v.split(',').every((item) => {
        const m = BYDAY_ITEM.exec(item);
        if (m === null) return false;
        const n = m[2] === undefined ? null : Number(m[2]);
        return n === null || (n >= 1 && n <= 53);
      }),
  ],
  ['BYMONTHDAY', intList(1, 31, true)],
  ['BYYEARDAY', intList(1, 366, true)],
  ['BYWEEKNO', intList(1, 53, true)],
  ['BYMONTH', intList(1, 12, false)],
  ['BYSETPOS', intList(1, 366, true)],
  ['WKST', (v) => WEEKDAY_ONLY.test(v)],
]);

function parseRule(value: string): RuleSpec | null {
  const seen = new Set<string>();
  const kept: string[] = [];
  let until: IcalValue | null = null;
  for (const part of value.toUpperCase().split(';')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = part.slice(0, eq);
    const v = part.slice(eq + 1);
    const valid = RULE_PARTS.get(key);
    if (eq <= 0 || seen.has(key) || valid === undefined || !valid(v)) return null;
    seen.add(key);
    if (key === 'UNTIL') until = parseIcalValue(v, null);
    else kept.push(part);
    if (key === 'UNTIL' && until === null) return null;
  }
  if (!seen.has('FREQ')) return null;
  // UNTIL is kept out of rrule's hands: it cannot tell a UTC UNTIL from a floating one.
  return { options: RRule.parseString(`RRULE:${kept.join(';')}`), until };
}
