/**
 * Calendar days said in a constraint: "out the 3rd through the 5th", "off from the 21st to the
 * 31st", "travelling on the 2nd", "out sick today and tomorrow", "away Dec 8–10". Read as specs
 * first (the words alone), made into dates on the zone's calendar only once today is known: "the
 * 3rd" is the next 3rd from today, a range ending before it starts runs into the next month.
 */
export type DateSpec =
  | { kind: 'offset'; days: number }
  | { kind: 'day'; day: number; month?: number }
  | { kind: 'range'; from: { day: number; month?: number }; to: { day: number; month?: number } };

/** A civil date, month 1–12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Longer than a month is no absence said as a span of days; it is read as nothing. */
const MAX_RANGE_DAYS = 62;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)`;
/** "12/24", "12/24/26", "1/4/2027": the year is left to the reading from today. */
const NUMERIC = String.raw`(\d{1,2})\/(\d{1,2})(?:\/(?:\d{4}|\d{2}))?`;
const TO = String.raw`\s*(?:-|–|—|to|through|thru|till|til|until)\s*`;

const sticky = (source: string): RegExp => new RegExp(source, 'iy');

interface Reader {
  re: RegExp;
  read: (m: RegExpExecArray) => DateSpec | undefined;
}

export const DATE_READERS: readonly Reader[] = [
  {
    // "Dec 8 to 10", "December 8th – December 10th", "from dec 21 until jan 2"
    re: sticky(
      String.raw`(?:from\s+)?(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?${TO}(?:(${MONTH})\s+)?(\d{1,2})(?:st|nd|rd|th)?(?![\w:])`,
    ),
    read: (m) => range(day(m[2], m[1]), day(m[4], m[3] ?? m[1])),
  },
  {
    // "the 8th to the 10th of December", "8–10 Dec", "from the 21st to the 31st"
    re: sticky(
      String.raw`(?:from\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?${TO}(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})(?![\w])`,
    ),
    read: (m) => range(day(m[1], m[3]), day(m[2], m[3])),
  },
  {
    re: sticky(String.raw`(?:from\s+)?(?:the\s+)?${ORDINAL}${TO}(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?![\w:])`),
    read: (m) => range(day(m[1]), day(m[2])),
  },
  {
    // "from 12/24 to 1/4", "12/24-1/4": written with numbers, month first as in the US, unless the
    // first number cannot be a month ("24/12").
    re: sticky(String.raw`(?:from\s+)?${NUMERIC}${TO}${NUMERIC}(?![\w:/])`),
    read: (m) => {
      // One order for both ends: "24/12 - 2/1" is day first throughout.
      const dayFirst = Number(m[1]) > 12 || Number(m[3]) > 12;
      return range(numeric(m[1], m[2], dayFirst), numeric(m[3], m[4], dayFirst));
    },
  },
  { re: sticky(String.raw`${NUMERIC}(?![\w:/])`), read: (m) => single(numeric(m[1], m[2])) },
  { re: sticky(String.raw`(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?(?![\w:])`), read: (m) => single(day(m[2], m[1])) },
  {
    re: sticky(String.raw`(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})(?![\w])`),
    read: (m) => single(day(m[1], m[2])),
  },
  { re: sticky(String.raw`(?:the\s+)?${ORDINAL}(?![\w:])`), read: (m) => single(day(m[1])) },
  { re: sticky(String.raw`(?:the\s+)?day\s+after\s+tomorrow\b`), read: () => ({ kind: 'offset', days: 2 }) },
  { re: sticky(String.raw`(?:today|tonight)\b`), read: () => ({ kind: 'offset', days: 0 }) },
  { re: sticky(String.raw`tomorrow\b`), read: () => ({ kind: 'offset', days: 1 }) },
];

function day(dayText: string | undefined, monthText?: string): { day: number; month?: number } | undefined {
  const d = Number(dayText);
  if (!Number.isInteger(d) || d < 1 || d > 31) return undefined;
  if (monthText === undefined) return { day: d };
  const month = MONTHS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
  return month > 0 ? { day: d, month } : undefined;
}

function numeric(
  first: string | undefined,
  second: string | undefined,
  dayFirst = Number(first) > 12,
): { day: number; month: number } | undefined {
  const a = Number(first);
  const b = Number(second);
  const [month, dayOfMonth] = dayFirst ? [b, a] : [a, b];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) return undefined;
  return { day: dayOfMonth, month };
}

function single(d: { day: number; month?: number } | undefined): DateSpec | undefined {
  return d === undefined ? undefined : { kind: 'day', ...d };
}

function range(
  from: { day: number; month?: number } | undefined,
  to: { day: number; month?: number } | undefined,
): DateSpec | undefined {
  return from === undefined || to === undefined ? undefined : { kind: 'range', from, to };
}

/** Days in a month of a year (month 1–12). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function serial(d: CivilDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

function fromSerial(n: number): CivilDate {
  const date = new Date(n * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The next day on or after `today` with this day of the month (and month, when said). */
function nextOnOrAfter(today: CivilDate, d: { day: number; month?: number }): CivilDate | undefined {
  for (let i = 0; i < 24; i++) {
    const monthIndex = today.month - 1 + i;
    const year = today.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    if (d.month !== undefined && d.month !== month) continue;
    if (d.day > daysIn(year, month)) continue;
    const candidate = { year, month, day: d.day };
    if (serial(candidate) >= serial(today)) return candidate;
  }
  return undefined;
}

/** "YYYY-MM-DD" for each day the spec names, counted from `today`. */
export function resolveDateSpec(spec: DateSpec, today: CivilDate): string[] {
  if (spec.kind === 'offset') return [isoDate(fromSerial(serial(today) + spec.days))];
  if (spec.kind === 'day') {
    const d = nextOnOrAfter(today, spec);
    return d === undefined ? [] : [isoDate(d)];
  }
  const from = nextOnOrAfter(today, spec.from);
  if (from === undefined) return [];
  const to = nextOnOrAfter(from, spec.to);
  if (to === undefined) return [];
  const first = serial(from);
  const last = serial(to);
  if (last - first >= MAX_RANGE_DAYS) return [];
  const out: string[] = [];
  for (let n = first; n <= last; n++) out.push(isoDate(fromSerial(n)));
  return out;
}

export function isoDate(d: CivilDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** "2026-11-24" → its parts; undefined for anything else. */
export function parseIsoDate(text: string): CivilDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m === null) return undefined;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}
