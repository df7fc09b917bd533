import { tzOffset, tzScan } from '@date-fns/tz';

type Kind = 'STANDARD' | 'DAYLIGHT';

/** One change of UTC offset; offsets in minutes east of UTC. */
interface Transition {
  at: number;
  from: number;
  to: number;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/**
 * A VTIMEZONE for an IANA zone, built from the runtime's tz data (Intl) since iCalendar files must define each
 * TZID they use. Offsets are exact over [fromYear, toYear + 1]; if the zone is still switching yearly on a
 * "nth weekday of the month" rule at the end of that window (as America/New_York and Europe/London do), the
 * rule is written as an RRULE so open-ended repeats keep the right offset in readers that trust the VTIMEZONE.
 */
export function vtimezoneLines(zone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 2, 0, 1);
  const transitions: Transition[] = tzScan(zone, { start: new Date(start), end: new Date(end) }).map((c) => ({
    at: c.date.getTime(),
    from: Math.round(c.offset - c.change),
    to: Math.round(c.offset),
  }));
  const initial = Math.round(tzOffset(zone, new Date(start)));
  const first = transitions[0];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  // The offset in force before the window's first change (or all along, for a zone without DST).
  const before: Kind = first && kindOf(first) === 'STANDARD' ? 'DAYLIGHT' : 'STANDARD';
  lines.push(...observance(before, initial, initial, `${String(fromYear).padStart(4, '0')}0101T000000`, []));

  const ruled = yearlyRules(transitions, end);
  // One observance per explicit onset rather than DTSTART + RDATE list: ical.js reads only the first RDATE
  // value and drops DTSTART when RDATE is present.
  for (const t of transitions) {
    if (!ruled.some((r) => r.run.includes(t))) lines.push(...observance(kindOf(t), t.from, t.to, localOnset(t), []));
  }
  for (const { run, rule } of ruled) {
    const head = run[0];
    if (head) lines.push(...observance(kindOf(head), head.from, head.to, localOnset(head), [rule]));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * The trailing runs of changes that follow one yearly rule, one run per kind. Only when both kinds changed in
 * the window's last year, and each rule held at least twice: otherwise the zone has stopped switching (or never
 * had a rule this can express), and the explicit onsets alone are right.
 */
function yearlyRules(transitions: Transition[], end: number): { run: Transition[]; rule: string }[] {
  const result: { run: Transition[]; rule: string }[] = [];
  for (const kind of ['DAYLIGHT', 'STANDARD'] as const) {
    const ofKind = transitions.filter((t) => kindOf(t) === kind);
    const last = ofKind[ofKind.length - 1];
    if (!last || end - last.at > 366 * 86_400_000) return [];
    const shape = ruleShape(last);
    let nth = shape.nth;
    const run = [last];
    for (let i = ofKind.length - 2; i >= 0; i -= 1) {
      const previous = ofKind[i];
      if (!previous) break;
      const other = ruleShape(previous);
      const common = nth.filter((n) => other.nth.includes(n));
      if (other.key !== shape.key || common.length === 0) break;
      nth = common;
      run.unshift(previous);
    }
    // "Last Sunday" is the usual rule when a run fits both it and "4th/5th Sunday".
    const n = nth.includes(-1) ? -1 : nth[0];
    if (run.length < 2 || n === undefined) return [];
    const byday = `${String(n)}${WEEKDAYS[shape.weekday] ?? 'SU'}`;
    result.push({ run, rule: `RRULE:FREQ=YEARLY;BYMONTH=${String(shape.month)};BYDAY=${byday}` });
  }
  return result;
}

function ruleShape(t: Transition): { key: string; month: number; weekday: number; nth: number[] } {
  const local = new Date(t.at + t.from * 60_000);
  const day = local.getUTCDate();
  const month = local.getUTCMonth() + 1;
  const weekday = local.getUTCDay();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), month, 0)).getUTCDate();
  const nth = day + 7 > daysInMonth ? [Math.ceil(day / 7), -1] : [Math.ceil(day / 7)];
  const key = [month, weekday, local.getUTCHours(), local.getUTCMinutes(), t.from, t.to].join('|');
  return { key, month, weekday, nth };
}

function kindOf(t: Transition): Kind {
  return t.to > t.from ? 'DAYLIGHT' : 'STANDARD';
}

/** Onsets are written in the local time of the offset being left (RFC 5545 §3.6.5). */
function localOnset(t: Transition): string {
  return new Date(t.at + t.from * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

function observance(kind: Kind, from: number, to: number, dtstart: string, extra: string[]): string[] {
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${offset(from)}`,
    `TZOFFSETTO:${offset(to)}`,
    `DTSTART:${dtstart}`,
    ...extra,
    `END:${kind}`,
  ];
}

function offset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
  return `${minutes < 0 ? '-' : '+'}${hhmm}`;
}
