import * as rruleNamespace from 'rrule';
import type { Options } from 'rrule';
import type { CalendarEvent, EventOccurrence, EventTime } from '../domain/calendar-event';
import { type Interval, isEmpty, overlaps } from './interval';
import { DAY_MS, MINUTE_MS, instantToWallClock, isValidTimeZone, isoDateToInstant, wallClockToInstant } from './zoned';

/*
 * rrule 2.8 has no "exports" map and no "type": "module": bundlers (Vite, vitest) follow its
 * `module` field to an ES build with named exports, but Node's own loader (tsx, the CLI) gets the
 * UMD `main`, whose exports all sit on `default`. Reading the namespace works under both.
 */
type RRuleModule = typeof rruleNamespace;
const { RRule } = resolveRRuleModule(rruleNamespace);
type ParsedOptions = InstanceType<RRuleModule['RRule']>['options'];

function resolveRRuleModule(ns: RRuleModule): RRuleModule {
  if (typeof ns.RRule === 'function') return ns;
  const loose: object = ns;
  const fallback: unknown = 'default' in loose ? loose.default : undefined;
  if (isRRuleModule(fallback)) return fallback;
  throw new Error('rrule did not load: neither named nor default exports found');
}

function isRRuleModule(value: unknown): value is RRuleModule {
  return typeof value === 'object' && value !== null && 'RRule' in value && typeof value.RRule === 'function';
}

export interface ExpandOptions {
  /** Upper bound on occurrences returned, so a rule like FREQ=SECONDLY cannot exhaust memory. */
  maxOccurrences?: number;
}

const DEFAULT_MAX_OCCURRENCES = 5000;

/** The instants an all-day event covers for someone in `zone`: local midnight to local midnight. */
export function occurrenceIntervalOfAllDay(startDate: string, endDate: string, zone: string): Interval {
  return { start: isoDateToInstant(startDate, zone), end: isoDateToInstant(endDate, zone) };
}

/**
 * The occurrences of `event` overlapping the half-open `range`, sorted by start. Recurring timed
 * events repeat in the wall-clock time of their own zone (09:00 New York stays 09:00 across DST);
 * all-day events are placed in `viewZone`, because a date means a different instant for each viewer.
 * Transparency is ignored: whether an occurrence blocks time is the caller's decision.
 * An unknown `viewZone` is a caller bug and throws RangeError; bad recurrence data never throws.
 */
export function expandOccurrences(
  event: CalendarEvent,
  range: Interval,
  viewZone: string,
  options: ExpandOptions = {},
): EventOccurrence[] {
  if (!isValidTimeZone(viewZone)) throw new RangeError(`unknown time zone: ${viewZone}`);
  const cap = Math.max(0, Math.floor(options.maxOccurrences ?? DEFAULT_MAX_OCCURRENCES));
  if (isEmpty(range) || cap === 0) return [];

  const allDay = event.time.kind === 'allDay';
  const frame = event.time.kind === 'timed' ? timedFrame(event.time) : allDayFrame(event.time, viewZone);
  const lines = event.recurrence ?? [];
  // A line we cannot read must not take the calendar down with it; showing the event once is the
  // least wrong fallback, since the first instance is the only one the event's own times vouch for.
  const recurrence = frame !== null && lines.length > 0 ? parseRecurrence(lines) : null;
  if (frame === null || recurrence === null) {
    const only = frame === null ? singleInterval(event.time, viewZone) : frame.instanceAt(frame.dtstart);
    return overlaps(only, range) ? [{ event, start: only.start, end: only.end, allDay }] : [];
  }

  const candidates = expandRecurrence(frame, recurrence, range, cap);
  return candidates
    .sort((a, b) => a.interval.start - b.interval.start || a.interval.end - b.interval.end)
    .slice(0, cap)
    .map((c) => ({ event, start: c.interval.start, end: c.interval.end, allDay }));
}

function singleInterval(time: EventTime, viewZone: string): Interval {
  return time.kind === 'timed'
    ? { start: time.start, end: time.end }
    : occurrenceIntervalOfAllDay(time.startDate, time.endDate, viewZone);
}

// ---------------------------------------------------------------------------------------------
// Frames: how floating times (wall-clock fields stored as if UTC, which rrule iterates without
// any DST) map to real instants for one event.

interface Candidate {
  /** Identity for de-duplication and EXRULE matching: floating start, or floating day if all-day. */
  key: number;
  interval: Interval;
}

interface Exclusion {
  instant?: number;
  key?: number;
  /** Floating midnight: removes every instance starting on that local date. */
  day?: number;
}

interface Frame {
  dtstart: number;
  /** Repeated in wall-clock time, so 09:00–10:00 stays 09:00–10:00 even on a 23-hour day. */
  wallDuration: number;
  keyOf(floating: number): number;
  instanceAt(floating: number): Interval;
  rdate(date: RecurrenceDate): Candidate;
  exclusion(value: IcalValue): Exclusion;
  until(value: IcalValue): number;
}

function timedFrame(time: Extract<EventTime, { kind: 'timed' }>): Frame | null {
  const zone = time.timeZone;
  // Without a real zone there is no wall clock to repeat in.
  if (!isValidTimeZone(zone)) return null;
  const dtstart = floatingOf(time.start, zone);
  const realDuration = time.end - time.start;
  const wallEnd = floatingOf(time.end, zone);
  const wallDuration = wallEnd > dtstart ? wallEnd - dtstart : realDuration;

  // A wall-clock end can land in a DST gap or fold and come out before the start.
  const span = (start: number, floatingEnd: number): Interval => {
    const end = instantOfFloating(floatingEnd, zone);
    return { start, end: end > start ? end : start + realDuration };
  };
  const resolve = (value: IcalValue): { floating: number; instant: number } => {
    switch (value.kind) {
      case 'utc':
        return { floating: floatingOf(value.instant, zone), instant: value.instant };
      case 'local': {
        const valueZone = value.zone ?? zone;
        const instant = instantOfFloating(value.floating, valueZone);
        return { floating: valueZone === zone ? value.floating : floatingOf(instant, zone), instant };
      }
      case 'date': {
        // A bare date on a timed event means that day at the event's usual time.
        const floating = value.floating + mod(dtstart, DAY_MS);
        return { floating, instant: instantOfFloating(floating, zone) };
      }
    }
  };

  return {
    dtstart,
    wallDuration,
    keyOf: (f) => f,
    // The first instance keeps its exact instants, which a fold (01:30 happening twice) could not recover.
    instanceAt: (f) =>
      f === dtstart ? { start: time.start, end: time.end } : span(instantOfFloating(f, zone), f + wallDuration),
    rdate: ({ start, end }) => {
      const at = resolve(start);
      if (end === null) return { key: at.floating, interval: span(at.instant, at.floating + wallDuration) };
      if (end.kind === 'duration') return { key: at.floating, interval: span(at.instant, at.floating + end.ms) };
      return { key: at.floating, interval: span(at.instant, resolve(end.value).floating) };
    },
    exclusion: (value) => (value.kind === 'date' ? { day: value.floating } : { instant: resolve(value).instant }),
    until: (value) => {
      // A date-only UNTIL on a timed event is read as the whole of that day, not its first instant.
      if (value.kind === 'date') return value.floating + DAY_MS - 1;
      return resolve(value).floating;
    },
  };
}

function allDayFrame(time: Extract<EventTime, { kind: 'allDay' }>, viewZone: string): Frame | null {
  const dtstart = dateToFloating(time.startDate);
  const endFloating = dateToFloating(time.endDate);
  if (dtstart === null || endFloating === null) return null;
  const wallDuration = endFloating > dtstart ? endFloating - dtstart : DAY_MS;
  const instanceAt = (f: number): Interval => {
    const day = dayFloor(f);
    return { start: instantOfFloating(day, viewZone), end: instantOfFloating(day + wallDuration, viewZone) };
  };
  // Dates are read as written: a UTC value's own date, not the date it falls on for the viewer.
  const dayOf = (value: IcalValue): number => dayFloor(value.kind === 'utc' ? value.instant : value.floating);
  return {
    dtstart,
    wallDuration,
    keyOf: dayFloor,
    instanceAt,
    // A PERIOD's own length is ignored: an all-day instance lasts as many days as the event.
    rdate: ({ start }) => ({ key: dayOf(start), interval: instanceAt(dayOf(start)) }),
    exclusion: (value) => ({ key: dayOf(value) }),
    until: (value) => (value.kind === 'utc' ? value.instant : value.floating),
  };
}

// ---------------------------------------------------------------------------------------------
// Expansion.

function expandRecurrence(frame: Frame, recurrence: Recurrence, range: Interval, cap: number): Candidate[] {
  // Floating and real time differ by at most a zone offset (under 15 h), so a day of slack on each
  // side keeps every overlapping instance, including ones that began before the range.
  const window: Interval = {
    start: Math.max(frame.dtstart, range.start - frame.wallDuration - DAY_MS),
    end: Math.min(LAST_FLOATING, range.end + DAY_MS),
  };
  const budget: Budget = { steps: 0, limit: BASE_STEP_BUDGET + 2 * cap };

  const excludedKeys = new Set<number>();
  const excludedInstants = new Set<number>();
  const excludedDays = new Set<number>();
  for (const value of recurrence.exdates) {
    const ex = frame.exclusion(value);
    if (ex.key !== undefined) excludedKeys.add(ex.key);
    if (ex.instant !== undefined) excludedInstants.add(ex.instant);
    if (ex.day !== undefined) excludedDays.add(ex.day);
  }
  for (const rule of recurrence.exrules) {
    expandRule(rule, frame, window, budget, (f) => {
      excludedKeys.add(frame.keyOf(f));
      return true;
    });
  }
  const excluded = (c: Candidate): boolean =>
    excludedKeys.has(c.key) || excludedInstants.has(c.interval.start) || excludedDays.has(dayFloor(c.key));

  const found = new Map<number, Candidate>();
  const consider = (c: Candidate): boolean => {
    if (found.has(c.key) || excluded(c) || !overlaps(c.interval, range)) return false;
    found.set(c.key, c);
    return true;
  };

  // RFC 5545 makes DTSTART the first instance even when the rule would not generate it.
  consider({ key: frame.keyOf(frame.dtstart), interval: frame.instanceAt(frame.dtstart) });
  for (const date of recurrence.rdates) consider(frame.rdate(date));
  for (const rule of recurrence.rules) {
    let kept = 0;
    expandRule(rule, frame, window, budget, (f) => {
      const key = frame.keyOf(f);
      if (consider({ key, interval: frame.instanceAt(key) })) kept++;
      // Rules yield in order, so once this one has filled the cap, later instances cannot make the cut.
      return kept < cap;
    });
  }
  return [...found.values()];
}

interface Budget {
  steps: number;
  limit: number;
}

/*
 * rrule walks every instance from DTSTART, and some rules make it walk far or forever, so each call
 * is fenced: a step budget over all generated dates, a jump close to the range for rules whose
 * periods have fixed length, checks that refuse rules which can never match, and a translation by
 * whole 400-year Gregorian cycles that leaves rrule's own year-9999 stop less than a cycle away.
 */
const BASE_STEP_BUDGET = 50_000;
const CYCLE_MS = 146_097 * DAY_MS;
const LAST_FLOATING = utcFields(10_000, 1, 1, 0, 0, 0);
const SURROGATE_START = utcFields(9600, 1, 1, 0, 0, 0);

function expandRule(rule: RuleSpec, frame: Frame, window: Interval, budget: Budget, onDate: (floating: number) => boolean): void {
  const until = rule.until === null ? null : frame.until(rule.until);
  if (until !== null && until < window.start) return;
  if (window.end <= window.start) return;

  // rrule drops an instance earlier than DTSTART, and builds instances on whole seconds.
  const millis = mod(frame.dtstart, 1000);
  let dtstart = frame.dtstart - millis;
  const base: Partial<Options> = { ...rule.options, tzid: null };
  const parsed = new RRule({ ...base, dtstart: new Date(dtstart) }, true).options;
  if (!timeFiltersReachable(parsed) || !dayFiltersSatisfiable(parsed)) return;

  const period = fixedPeriodMs(parsed);
  // With no BY parts each period holds exactly one instance, so skipped periods can be charged to COUNT.
  const onePerPeriod = Object.keys(rule.options).every((key) => !key.startsWith('by'));
  let count = parsed.count;
  if (period !== null && (count === null || onePerPeriod)) {
    // Whole periods keep the rule's phase; the extra period of margin absorbs rrule's truncated first week.
    const skip = Math.floor((window.start - dtstart) / period) - 1;
    if (skip > 0) {
      dtstart += skip * period;
      if (count !== null) count -= skip;
    }
  }
  if (count !== null && count <= 0) return;
  const shift = Math.max(0, Math.floor((LAST_FLOATING - window.end) / CYCLE_MS)) * CYCLE_MS;
  const shifted = new RRule(
    {
      ...base,
      count,
      dtstart: new Date(dtstart + shift),
      until: until === null ? null : new Date(until + shift),
    },
    true,
  );
  shifted.all((date) => {
    budget.steps++;
    if (budget.steps > budget.limit) return false;
    const floating = date.getTime() - shift + millis;
    if (floating >= window.end) return false;
    if (floating < window.start) return true;
    return onDate(floating);
  });
}

/** Sub-daily rules whose BYHOUR/BYMINUTE/BYSECOND the interval never lands on would loop forever inside rrule. */
function timeFiltersReachable(o: ParsedOptions): boolean {
  const unit = o.freq === RRule.HOURLY ? 3600 : o.freq === RRule.MINUTELY ? 60 : o.freq === RRule.SECONDLY ? 1 : null;
  if (unit === null) return true;
  const perDay = 86_400 / unit;
  const step = gcd(o.interval, perDay);
  const d = o.dtstart;
  const secondOfDay = d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds();
  for (let t = Math.floor(secondOfDay / unit) % step; t < perDay; t += step) {
    const s = t * unit;
    if (
      allows(o.byhour, Math.floor(s / 3600)) &&
      (unit > 60 || allows(o.byminute, Math.floor(s / 60) % 60)) &&
      (unit > 1 || allows(o.bysecond, s % 60))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Day filters no date satisfies (BYMONTH=2;BYMONTHDAY=30) send rrule through every day to year
 * 9999. A yearly rule with the same filters over one whole 400-year cycle answers in a few hundred
 * steps; only for weekly and finer rules, whose BYDAY has no ordinals, are the two equivalent.
 */
function dayFiltersSatisfiable(o: ParsedOptions): boolean {
  if (o.freq < RRule.WEEKLY) return true;
  const surrogate = new RRule(
    {
      freq: RRule.YEARLY,
      dtstart: new Date(SURROGATE_START),
      count: 1,
      wkst: o.wkst,
      bymonth: nonEmpty(o.bymonth),
      bymonthday: nonEmpty([...o.bymonthday, ...o.bynmonthday]),
      byyearday: nonEmpty(o.byyearday),
      byweekno: nonEmpty(o.byweekno),
      byweekday: nonEmpty(o.byweekday),
      byhour: 0,
      byminute: 0,
      bysecond: 0,
    },
    true,
  );
  return surrogate.all().length > 0;
}

function fixedPeriodMs(o: ParsedOptions): number | null {
  const unit =
    o.freq === RRule.WEEKLY
      ? 7 * DAY_MS
      : o.freq === RRule.DAILY
        ? DAY_MS
        : o.freq === RRule.HOURLY
          ? 3_600_000
          : o.freq === RRule.MINUTELY
            ? MINUTE_MS
            : o.freq === RRule.SECONDLY
              ? 1000
              : null;
  return unit === null ? null : unit * o.interval;
}

function allows(filter: readonly number[] | null | undefined, value: number): boolean {
  return filter === null || filter === undefined || filter.length === 0 || filter.includes(value);
}

function nonEmpty(values: readonly number[] | null | undefined): number[] | null {
  return values === null || values === undefined || values.length === 0 ? null : [...values];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

// ---------------------------------------------------------------------------------------------
// Parsing RRULE / EXRULE / RDATE / EXDATE lines.

type IcalValue =
  | { kind: 'date'; floating: number }
  | { kind: 'utc'; instant: number }
  /** zone null: a floating time, read in the event's own zone. */
  | { kind: 'local'; floating: number; zone: string | null };

type PeriodEnd = { kind: 'end'; value: IcalValue } | { kind: 'duration'; ms: number };

interface RecurrenceDate {
  start: IcalValue;
  end: PeriodEnd | null;
}

interface RuleSpec {
  options: Partial<Options>;
  until: IcalValue | null;
}

interface Recurrence {
  rules: RuleSpec[];
  exrules: RuleSpec[];
  rdates: RecurrenceDate[];
  exdates: IcalValue[];
}

/** null if any line is unreadable: half a recurrence could invent or drop instances. */
function parseRecurrence(lines: readonly string[]): Recurrence | null {
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
  for (const p of paramText.matchAll(PARAM)) {
    const [, key = '', v = ''] = p;
    params.set(key.toUpperCase(), v.replace(/^"(.*)"$/, '$1'));
  }
  return { name: name.toUpperCase(), params, value: value.trim() };
}

function parseDateList(value: string, params: Map<string, string>, allowPeriod: boolean): RecurrenceDate[] | null {
  const type = (params.get('VALUE') ?? 'DATE-TIME').toUpperCase();
  const tzid = params.get('TZID') ?? null;
  if (tzid !== null && !isValidTimeZone(tzid)) return null;
  if (type !== 'DATE' && type !== 'DATE-TIME' && !(type === 'PERIOD' && allowPeriod)) return null;
  const out: RecurrenceDate[] = [];
  for (const item of value.split(',')) {
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

const ICAL_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

function parseIcalValue(text: string, tzid: string | null): IcalValue | null {
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

// ---------------------------------------------------------------------------------------------
// Floating time.

function utcFields(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  return new Date(0).setUTCFullYear(year, month - 1, day) + hour * 3_600_000 + minute * MINUTE_MS + second * 1000;
}

function floatingOf(instant: number, zone: string): number {
  const w = instantToWallClock(instant, zone);
  return utcFields(w.year, w.month, w.day, w.hour, w.minute, 0) + mod(instant, MINUTE_MS);
}

function instantOfFloating(floating: number, zone: string): number {
  const d = new Date(floating);
  const wall = {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
  return wallClockToInstant(wall, zone) + mod(floating, MINUTE_MS);
}

function dateToFloating(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m === null) return null;
  const value = parseIcalValue(`${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`, null);
  return value?.kind === 'date' ? value.floating : null;
}

function dayFloor(floating: number): number {
  return floating - mod(floating, DAY_MS);
}

function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}
