import { civilDate, civilDay, instantOn, weekdayOf, type CivilDay } from '../../core/time/when-civil-days';
import { CALENDAR } from '../selectors';

/** The days a Google Calendar view shows: `first` up to `end`, end exclusive. */
export interface ViewedDays {
  first: CivilDay;
  end: CivilDay;
}

type View = 'day' | 'week' | 'month' | 'year' | 'customday' | 'customweek' | 'agenda';

/** Google's names for its views in <body data-viewkey>. */
const VIEW_OF_KEY: Readonly<Record<string, View>> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
  CUSTOM_DAYS: 'customday',
  CUSTOM_WEEKS: 'customweek',
  AGENDA: 'agenda',
};

// /calendar/u/0/r/week/2026/11/24: the view, then a date inside it, not necessarily its first day
// (where a week starts is a setting the URL does not carry).
const VIEW_PATH = /\/r\/(day|week|month|year|customday|customweek|agenda)(?:\/(\d{4})\/(\d{1,2})\/(\d{1,2}))?\/?$/;

/** A real date only: civilDay would quietly turn 31 November into 1 December. */
function dateOf(year: number, month: number, day: number): CivilDay | undefined {
  const d = civilDay(year, month, day);
  const back = civilDate(d);
  return back.year === year && back.month === month && back.day === day ? d : undefined;
}

function readPath(url: URL): { view: View; date: CivilDay | undefined } | undefined {
  const m = VIEW_PATH.exec(url.pathname);
  if (m === null) return undefined;
  const date = m[2] === undefined ? undefined : dateOf(Number(m[2]), Number(m[3]), Number(m[4]));
  return { view: m[1] as View, date };
}

/**
 * Google's date key packs a date as ((year − 1970) << 9) | (month << 5) | day, e.g. 28879 = 2026-06-15
 * (https://stackoverflow.com/questions/58080616/googlecalendar-datekey; the same decoding is in
 * Calendly's and several colouring extensions).
 */
export function decodeDateKey(key: string | null): CivilDay | undefined {
  if (key === null || !/^\d{1,7}$/.test(key)) return undefined;
  const n = Number(key);
  return dateOf(1970 + (n >> 9), (n >> 5) & 0b1111, n & 0b11111);
}

/** The first and last day the grid shows: Google's own range first, else its day cells. */
function readShownDays(doc: Document): { first: CivilDay; last: CivilDay } | undefined {
  const range = doc.querySelector(CALENDAR.shownDays.selector);
  const first = decodeDateKey(range?.getAttribute('data-start-date-key') ?? null);
  const last = decodeDateKey(range?.getAttribute('data-end-date-key') ?? null);
  if (first !== undefined && last !== undefined && last >= first) return { first, last };
  const days = Array.from(doc.querySelectorAll(CALENDAR.dayCell.selector), (cell) =>
    decodeDateKey(cell.getAttribute('data-datekey')),
  ).filter((d) => d !== undefined);
  return days.length === 0 ? undefined : { first: Math.min(...days), last: Math.max(...days) };
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** 1–12 for an English month name or its three-letter form; 0 for anything else. */
const monthNumber = (name: string): number => {
  const n = name.toLowerCase();
  return MONTHS.findIndex((month) => month === n || month.slice(0, 3) === n) + 1;
};

/**
 * The top bar's heading, in English: "November 24, 2026" or "24 November 2026" (a day view),
 * "November 2026" (a month), "2026" (a year). A week's heading ("Nov – Dec 2026") names no day.
 */
export function readHeading(text: string): { year: number; month?: number; day?: number } | undefined {
  const t = text.replace(/\s+/g, ' ').trim();
  let m = /^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})$/.exec(t) ?? /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/.exec(t);
  if (m !== null) {
    const [name, day] = /^\d/.test(m[1] ?? '') ? [m[2] ?? '', m[1]] : [m[1] ?? '', m[2]];
    const month = monthNumber(name);
    return month > 0 ? { year: Number(m[3]), month, day: Number(day) } : undefined;
  }
  m = /^([A-Za-z]{3,9}) (\d{4})$/.exec(t);
  if (m !== null) {
    const month = monthNumber(m[1] ?? '');
    return month > 0 ? { year: Number(m[2]), month } : undefined;
  }
  m = /^(\d{4})$/.exec(t);
  return m === null ? undefined : { year: Number(m[1]) };
}

/** 0 = Sunday … 6 = Saturday: the page language's first day of the week (en: Sunday, en-GB: Monday). */
function weekStartOf(lang: string): number {
  interface WeekInfo {
    firstDay: number;
  }
  try {
    const locale = new Intl.Locale(lang || 'en') as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return firstDay === undefined ? 0 : firstDay % 7;
  } catch {
    return 0;
  }
}

const span = (first: CivilDay, count: number): ViewedDays => ({ first, end: first + count });
const monthOf = (d: CivilDay): ViewedDays => {
  const { year, month } = civilDate(d);
  return { first: civilDay(year, month, 1), end: civilDay(year, month + 1, 1) };
};

/**
 * The days the calendar is showing, from the URL first (the most stable thing Google exposes), then
 * from the page: the grid's own first and last day settle where a week starts (a setting) and how
 * long a custom view is; the heading is the last resort. A month is the calendar month, not the
 * grid's spill into its neighbours. Undefined when nothing says (the schedule view, a settings
 * page): the request then goes without a range.
 */
export function readViewedDays(doc: Document, url: URL): ViewedDays | undefined {
  const path = readPath(url);
  const view = path?.view ?? VIEW_OF_KEY[doc.querySelector(CALENDAR.viewKey.selector)?.getAttribute('data-viewkey') ?? ''];
  const date = path?.date;
  const shown = readShownDays(doc);
  const fits = shown !== undefined && (date === undefined || (date >= shown.first && date <= shown.last));
  const heading = readHeading(doc.querySelector(CALENDAR.dateHeading.selector)?.textContent ?? '');
  const headingDay = heading?.day === undefined ? undefined : dateOf(heading.year, heading.month ?? 0, heading.day);

  switch (view) {
    case 'day': {
      const shownDay = shown !== undefined && shown.first === shown.last ? shown.first : undefined;
      const day = date ?? shownDay ?? headingDay;
      return day === undefined ? undefined : span(day, 1);
    }
    case 'week':
    case 'customday':
    case 'customweek': {
      if (fits) return { first: shown.first, end: shown.last + 1 };
      if (view !== 'week' || date === undefined) return undefined;
      return span(date - ((weekdayOf(date) - weekStartOf(doc.documentElement.lang) + 7) % 7), 7);
    }
    case 'month': {
      // The middle of a month grid always falls inside the month it shows.
      const inMonth =
        date ??
        (shown === undefined ? undefined : Math.floor((shown.first + shown.last) / 2)) ??
        (heading?.month === undefined ? undefined : dateOf(heading.year, heading.month, 1));
      return inMonth === undefined ? undefined : monthOf(inMonth);
    }
    case 'year': {
      const year = date === undefined ? heading?.year : civilDate(date).year;
      return year === undefined ? undefined : { first: civilDay(year, 1, 1), end: civilDay(year + 1, 1, 1) };
    }
    default:
      // The schedule view runs on without an end; no view at all is a settings or edit page.
      return undefined;
  }
}

/** Those days as instants: midnight to midnight on the wall clock of `zone` (23 or 25 hours across DST). */
export function toInstantRange(viewed: ViewedDays, zone: string): { start: number; end: number } {
  return { start: instantOn(viewed.first, 0, zone), end: instantOn(viewed.end, 0, zone) };
}
