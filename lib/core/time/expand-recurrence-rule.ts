import type { Options } from 'rrule';
import { mod, utcFields } from './floating-time';
import type { Interval } from './interval';
import { type ParsedOptions, RRule } from './load-rrule';
import type { Frame } from './occurrence-frame';
import type { RuleSpec } from './parse-recurrence-lines';
import { DAY_MS, MINUTE_MS } from './zoned';

export interface Budget {
  steps: number;
  limit: number;
}

/*
 * rrule walks every instance from DTSTART, and some rules make it walk far or forever, so each call
 * is fenced: a step budget over all generated dates, a jump close to the range for rules whose
 * periods have fixed length, checks that refuse rules which can never match, and a translation by
 * whole 400-year Gregorian cycles that leaves rrule's own year-9999 stop less than a cycle away.
 */
export const BASE_STEP_BUDGET = 50_000;
const CYCLE_MS = 146_097 * DAY_MS;
export const LAST_FLOATING = utcFields(10_000, 1, 1, 0, 0, 0);
const SURROGATE_START = utcFields(9600, 1, 1, 0, 0, 0);

export function expandRecurrenceRule(
  rule: RuleSpec,
  frame: Frame,
  window: Interval,
  budget: Budget,
  onDate: (floating: number) => boolean,
): void {
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
