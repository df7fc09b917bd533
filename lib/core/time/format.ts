/**
 * Human-readable times for messages and descriptions, always in the person's zone. 24-hour and
 * day-month order read unambiguously in every locale Kairos speaks.
 */
export function formatDay(ms: number, zone: string): string {
  return formatterFor(DAY_FORMATS, zone, DAY_OPTIONS).format(new Date(ms));
}

export function formatTime(ms: number, zone: string): string {
  return formatterFor(TIME_FORMATS, zone, TIME_OPTIONS).format(new Date(ms));
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();
const TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();
/** A person's calendars name a handful of zones; the bound keeps a hostile file naming thousands from growing it. */
const MAX_REMEMBERED_ZONES = 100;

/**
 * Building an Intl.DateTimeFormat costs tens of microseconds, formatting with one about one: a
 * message listing choices formats a dozen times and FindEvents answers many queries, so each
 * zone's formatter is built once (bench/find-events.bench.ts).
 */
function formatterFor(
  formats: Map<string, Intl.DateTimeFormat>,
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const known = formats.get(zone);
  if (known !== undefined) return known;
  const made = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
  if (formats.size >= MAX_REMEMBERED_ZONES) formats.clear();
  formats.set(zone, made);
  return made;
}

/** "Mon 23 Nov, 15:00–15:30"; a range over midnight names both days. */
export function formatRange(start: number, end: number, zone: string): string {
  const startDay = formatDay(start, zone);
  const endDay = formatDay(end, zone);
  const endsNextMidnight = formatTime(end, zone) === '00:00' && end - start <= 24 * 3_600_000;
  if (startDay === endDay || endsNextMidnight) {
    return `${startDay}, ${formatTime(start, zone)}–${endsNextMidnight ? '24:00' : formatTime(end, zone)}`;
  }
  return `${startDay}, ${formatTime(start, zone)} – ${endDay}, ${formatTime(end, zone)}`;
}

/**
 * "EST", "CET", else "GMT+11": the short zone name a person recognises. Each locale only knows the
 * abbreviations of its own region (en-US says GMT+1 for Berlin, en-GB says GMT-5 for New York), so
 * the first locale that yields a real abbreviation wins.
 */
export function formatZoneName(ms: number, zone: string): string {
  const names = ['en-US', 'en-GB', 'en-AU', 'en-IN'].map((locale) => shortZoneName(ms, zone, locale));
  return names.find((n) => !/^(GMT|UTC)/.test(n)) ?? names[0] ?? zone;
}

function shortZoneName(ms: number, zone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${String(m)} min`;
  return m === 0 ? `${String(h)} h` : `${String(h)} h ${String(m)} min`;
}
