import { allMatches } from '../nlu/all-matches';
import * as chrono from 'chrono-node';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import type { CivilDay } from './when-civil-days';
import { civilDate, civilDay, isoWeekStart, weekdayOf } from './when-civil-days';
import type { ClockTime, Piece, PieceBody, WhenContext } from './when-pieces';
import { fixedClock } from './when-pieces';
import { localeDayWordPieces } from './when-locale-day-words';
import { instantToWallClock } from './zoned';

/**
 * Requests written in Chinese, Japanese, French, German or Spanish are read by chrono-node's own
 * parser for that language; this file only decides the language and turns chrono's fields into
 * the pieces combinePieces works with, as when-chrono-dates.ts does for English dates.
 *
 * The zone: chrono's locale parsers read the reference through the machine's local-time getters
 * (refDate.getDate(), getDay(), setDate()), so `{ instant, timezone }` gives "明天"/"demain" the
 * wrong day whenever the machine's zone is on another date than the person's. chrono is given
 * instead a reference whose machine-local wall clock is the person's wall clock in `ctx.zone`;
 * only the wall-clock fields of its answers are kept, and instants are built from the IANA zone
 * later (instantOn), so DST is handled as for English.
 */

export type DateLocale = 'zh' | 'ja' | 'fr' | 'de' | 'es';

interface Reader {
  locale: DateLocale;
  parser: chrono.Chrono;
}

const ZH_HANS: Reader = { locale: 'zh', parser: chrono.zh.hans.casual };
const ZH_HANT: Reader = { locale: 'zh', parser: chrono.zh.hant.casual };
const JA: Reader = { locale: 'ja', parser: chrono.ja.casual };
const LATIN: Record<'fr' | 'de' | 'es', Reader> = {
  fr: { locale: 'fr', parser: chrono.fr.casual },
  de: { locale: 'de', parser: chrono.de.casual },
  es: { locale: 'es', parser: chrono.es.casual },
};

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A word of the list, not part of a longer word ("\b" does not know "à" or "ñ" are letters). */
const words = (list: string): RegExp => new RegExp(String.raw`(?<!\p{L})(?:${list})(?!\p{L})`, 'giu');

/**
 * Date and time words of each language (and a few of its small words: "avec", "mit", "con").
 * A language is chosen only when its words outnumber English ones, so a word English shares
 * ("mayo", a person called Domingo) never moves an English request off the English reading.
 */
const LATIN_LISTS: Record<'fr' | 'de' | 'es', string> = {
  fr: String.raw`demain|aujourd'hui|après-demain|avant-hier|hier|ce\s+soir|ce\s+matin|cet\s+après-midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine|prochaine?|janvier|février|avril|juin|juillet|août|septembre|octobre|novembre|décembre|matin|soir|après-midi|midi|minuit|à\s+\d{1,2}(?:\s*h|:\d\d)|on\s+se|se\s+voit|nous|vous|je|pour|est-ce|ça|dans\s+\d+\s+(?:jours?|heures?|minutes?|semaines?)|réunion|rendez-vous|avec`,
  de: String.raw`morgen|übermorgen|heute|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|woche|nächste[nrs]?|januar|februar|märz|juni|juli|oktober|dezember|vormittag|nachmittag|abend|mittag|uhr|um\s+\d{1,2}|am\s+\d{1,2}\.|in\s+\d+\s+(?:tagen|stunden|minuten|wochen)|termin|besprechung|treffen|mit`,
  es: String.raw`mañana|hoy|pasado\s+mañana|anteayer|ayer|lunes|martes|miércoles|jueves|viernes|sábado|domingo|semana|próxim[oa]|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|tarde|noche|mediodía|a\s+las?\s+\d{1,2}|de\s+la\s+(?:mañana|tarde|noche)|dentro\s+de|en\s+\d+\s+(?:horas?|minutos?|días?|semanas?)|reunión|con`,
};
const LATIN_WORDS: Record<'fr' | 'de' | 'es', RegExp> = {
  fr: words(LATIN_LISTS.fr),
  de: words(LATIN_LISTS.de),
  es: words(LATIN_LISTS.es),
};
/** One alternation, one look either side: three patterns joined would look behind three times at every letter. */
const ANY_LATIN = new RegExp(words(Object.values(LATIN_LISTS).join('|')).source, 'iu');
const ENGLISH_WORDS = words(
  String.raw`the|at|on|with|and|for|to|tomorrow|today|tonight|next|this|week|morning|afternoon|evening|meeting|lunch|dinner|call|pm|monday|tuesday|wednesday|thursday|friday|saturday|sunday`,
);

/** A CJK phrase that counts time from now ("30分钟后", "两个小时后"): an instant, not a clock time. */
const CJK_FROM_NOW = /(?:分钟|分鐘|小时|小時|钟头|鐘頭|秒钟|秒鐘|秒)(?:之|以)?[后後]$/;
/** Chinese part-of-day words; chrono's Chinese parsers assign them today's date even when said alone. */
const CJK_DAY_PART = /[午晚晩夜早朝夕]|凌晨/;
const CJK_DAY_PART_ONLY = /^(?:上午|早上|下午|中午|晚上|夜晚|夜|凌晨|早|晚)$/;
/**
 * Words chrono does not read that change the weekday after them: "来週の金曜日" is not this
 * Friday, nor "下下周五" next week's.
 */
const UNREAD_WEEK = /(?:来週|再来週|先週)の?\s*$/;
const UNREAD_WEEK_REPEAT = /[上下]$/;
/** "下周日": chrono's Chinese weeks start on Sunday, so it answers this week's; weeks start on Monday. */
const ZH_NEXT_SUNDAY = /下(?:个|個)?(?:星期|礼拜|禮拜|周|週)(?:日|天)/;
/** Spanish "mañana" after these is the morning, not tomorrow ("a las 10 de la mañana"). */
const ES_MORNING = /(?:de|por|en)\s+la\s+$/i;
/** chrono reads the "mañana" of "pasado mañana" (the day after tomorrow) as tomorrow. */
const ES_DAY_AFTER = /pasado\s+$/i;
/** chrono reads only the end of "del 3 al 5 de diciembre", which would pass for the whole range. */
const ES_RANGE_START = /\bdel?\s+\d{1,2}\s+al?\s+$/i;
/** chrono counts "next week" from now; the week meant is the calendar week it lands in. */
const WEEK_WORD = /semaine|woche|semana|周|週|星期|礼拜|禮拜/i;

const MORNING = { from: fixedClock(8), to: fixedClock(12) };

/** The readers to try for `text`, most likely first; none for English (or anything else). */
function localesOf(text: string): Reader[] {
  if (HAN.test(text) || KANA.test(text)) return KANA.test(text) ? [JA] : [ZH_HANS, ZH_HANT, JA];
  if (!/\p{L}/u.test(text)) return [];
  // Most requests are English: one scan for any word of the three languages settles that.
  if (!ANY_LATIN.test(text)) return [];
  const english = countWords(text, ENGLISH_WORDS);
  return (Object.keys(LATIN_WORDS) as ('fr' | 'de' | 'es')[])
    .map((locale) => ({ locale, score: countWords(text, LATIN_WORDS[locale]) }))
    .filter((s) => s.score > english)
    .sort((a, b) => b.score - a.score)
    .map((s) => LATIN[s.locale]);
}

/** The language `text` is in, as far as reading its dates goes; undefined for English. */
export function dateLocaleOf(text: string): DateLocale | undefined {
  return localesOf(text)[0]?.locale;
}

/**
 * The date and time pieces of a request in one of the five languages, read by that language's
 * chrono parser; [] for English text (its matchers and chrono's English parser read it). When
 * several parsers could apply (Chinese characters: simplified, traditional, or Japanese kanji),
 * the one that reads more of the text wins.
 */
export function localeDatePieces(text: string, ctx: WhenContext): Piece[] {
  const readers = localesOf(text);
  if (readers.length === 0) return [];
  const w = instantToWallClock(ctx.now, ctx.zone);
  const reference = new Date(w.year, w.month - 1, w.day, w.hour, w.minute);
  let best: { pieces: Piece[]; covered: number } = { pieces: [], covered: 0 };
  for (const reader of readers) {
    // "商量一下周五…": the 下 of 一下 ("a bit") is not chrono's 下周 ("next week"); same length keeps indexes.
    const said = reader.locale === 'zh' ? text.replace(/一下(?!午)/g, '  ') : latinClocks(text, reader.locale);
    const pieces: Piece[] = localeDayWordPieces(said, reader.locale, ctx);
    let covered = pieces.reduce((n, p) => n + p.length, 0);
    // chrono reads what the day words leave: "pasado mañana a las 10" keeps its "a las 10".
    const rest = pieces.reduce((r, p) => r.slice(0, p.index) + ' '.repeat(p.length) + r.slice(p.index + p.length), said);
    const results = reader.parser.parse(rest, reference, { forwardDate: true });
    for (const result of results) {
      const read = readResult(result, rest, reader.locale, ctx, reference);
      if (read.length === 0) continue;
      pieces.push(...read);
      covered += result.text.length;
    }
    if (covered > best.covered) best = { pieces, covered };
  }
  return best.pieces;
}

/**
 * Clock words chrono's Latin parsers miss, rewritten to ones they read, at the same length so
 * indexes hold: French "midi" is "12h" ("jeudi à midi"); Spanish "a las 10h" is "a las 10" (chrono
 * reads its "10h" as ten hours from now) and "a las 10h30" "a las 10:30".
 */
function latinClocks(text: string, locale: DateLocale): string {
  if (locale === 'fr') return text.replace(FR_NOON, '12h ');
  if (locale === 'es')
    return text.replace(ES_H_CLOCK, (_w, at: string, mm?: string) => (mm === undefined ? `${at} ` : `${at}:${mm}`));
  return text;
}
const FR_NOON = /(?<![\p{L}-])midi(?![\p{L}-])/giu;
const ES_H_CLOCK = /((?<!\p{L})a\s+las?\s+\d{1,2})h(\d{2})?(?!\p{L})/giu;

function readResult(result: ParsedResult, text: string, locale: DateLocale, ctx: WhenContext, reference: Date): Piece[] {
  const at = { index: result.index, length: result.text.length };
  const before = text.slice(0, result.index);
  const start = result.start;
  const cjk = locale === 'zh' || locale === 'ja';
  // chrono's Latin parsers match inside words: the "fr" of "früh" as Friday, the "demain" of "après-demain".
  if (!cjk && (/[\p{L}\p{N}]-?$/u.test(before) || /^\p{L}/u.test(text.slice(result.index + result.text.length)))) return [];
  if (cjk && (UNREAD_WEEK.test(before) || (UNREAD_WEEK_REPEAT.test(before) && /^[上下]/.test(result.text)))) return [];
  if (locale === 'es' && ES_RANGE_START.test(before)) return [];
  if (locale === 'es' && /^mañana$/i.test(result.text)) {
    if (ES_DAY_AFTER.test(before)) return [];
    if (ES_MORNING.test(before)) return [{ ...at, kind: 'window', ...MORNING, daily: false }];
  }

  const tags = result.tags();
  if (tags.has('result/relativeDateAndTime') || (cjk && start.isCertain('hour') && CJK_FROM_NOW.test(result.text))) {
    // "dans 2 heures", "两个小时后": elapsed time from now, whatever the wall clock does meanwhile.
    return [{ ...at, kind: 'instant', start: ctx.now + wallMs(start) - wallMs(reference), grain: 'minute' }];
  }

  const pieces: Piece[] = [];
  const dayPart = cjk
    ? CJK_DAY_PART.test(result.text)
    : [...tags].some((t) => /^casualReference\/(?:morning|afternoon|evening|night|tonight|noon|midnight)$/.test(t));
  const days = readDays(result, ctx, cjk && CJK_DAY_PART_ONLY.test(result.text), tags.has('result/relativeDate'));
  if (days !== undefined) pieces.push({ ...at, ...days });

  // chrono leaves `end` null, not undefined, when there is none.
  const end = result.end ?? undefined;
  if (start.isCertain('hour')) {
    const from = clockOf(start, result.text, locale);
    if (end?.isCertain('hour') === true) {
      // "de 14h à 16h", "下午2点到4点": a window; a bare end hour is the first after the start.
      pieces.push({ ...at, kind: 'window', from, to: clockOf(end, '', locale), daily: false });
    } else {
      pieces.push({ ...at, kind: 'time', time: from });
    }
  } else if (tags.has('casualReference/midnight')) {
    pieces.push({ ...at, kind: 'time', time: fixedClock(24) });
  } else if (dayPart) {
    // Noon (中午, "Mittag", "mediodía") is a time; the other parts of the day are windows.
    const hour = start.get('hour') ?? 12;
    if (hour === 12) pieces.push({ ...at, kind: 'time', time: fixedClock(12) });
    else pieces.push({ ...at, kind: 'window', ...dayPartWindow(hour), daily: false });
  }
  return pieces;
}

type DaysBody = Extract<PieceBody, { kind: 'days' }>;

/** The days a result names, if it names any: a date, a date range, a weekday, a week or a month. */
function readDays(result: ParsedResult, ctx: WhenContext, dayPartOnly: boolean, relative: boolean): DaysBody | undefined {
  const start = result.start;
  const month = start.get('month');
  if (month === null || dayPartOnly) return undefined;
  const weekday = start.isCertain('weekday') ? start.get('weekday') : null;

  if (relative && start.isCertain('day') && WEEK_WORD.test(result.text)) {
    // "la semaine prochaine", "nächste Woche", "in 2 Wochen": the Monday-to-Monday week holding chrono's day.
    const monday = isoWeekStart(dateOf(start, ctx.today));
    return { kind: 'days', span: { start: monday, end: monday + 7, grain: 'week' } };
  }
  if (!start.isCertain('day')) {
    if (weekday !== null) {
      // A weekday alone: chrono's choice (it knows "prochain", "nächsten", "下周"), never in the past.
      let day = dateOf(start, ctx.today);
      while (day < ctx.today) day += 7;
      return { kind: 'days', span: { start: day, end: day + 1, grain: 'day' }, weekday, bareWeekday: true };
    }
    if (!start.isCertain('month')) return undefined;
    // "le mois prochain", "12月": the month, from today when it is this month.
    const { year: thisYear, month: thisMonth } = civilDate(ctx.today);
    const year = start.isCertain('year') ? (start.get('year') ?? thisYear) : month >= thisMonth ? thisYear : thisYear + 1;
    const first = civilDay(year, month, 1);
    const next = civilDay(year, month + 1, 1);
    return {
      kind: 'days',
      span: { start: first < ctx.today && ctx.today < next ? ctx.today : first, end: next, grain: 'month' },
    };
  }

  let day = dateOf(start, ctx.today);
  if (weekday === 0 && ZH_NEXT_SUNDAY.test(result.text) && weekdayOf(ctx.today) !== 0) day += 7;
  if (weekday !== null && weekdayOf(day) !== weekday && day === ctx.today) {
    // chrono's Chinese parsers join "周五" and "下午" into today's date with Friday's weekday: the weekday is meant.
    day = ctx.today + ((weekday - weekdayOf(ctx.today) + 7) % 7);
  }
  let last = day;
  // chrono leaves `end` null, not undefined, when there is none.
  const end = result.end ?? undefined;
  if (end !== undefined && end.isCertain('day') && !end.isCertain('hour')) last = Math.max(day, dateOf(end, ctx.today));
  return { kind: 'days', span: { start: day, end: last + 1, grain: 'day' } };
}

/** The civil day of chrono's fields; a date written without a year is the next one on or after today. */
function dateOf(c: ParsedComponents, today: CivilDay): CivilDay {
  const month = c.get('month') ?? 1;
  const dayOfMonth = c.get('day') ?? 1;
  const year = c.get('year') ?? civilDate(today).year;
  if (c.isCertain('year')) return civilDay(year, month, dayOfMonth);
  const thisYear = civilDay(civilDate(today).year, month, dayOfMonth);
  return thisYear >= today ? thisYear : civilDay(civilDate(today).year + 1, month, dayOfMonth);
}

/**
 * chrono's hour is on a 24-hour clock. It needs no am/pm guess when the person said one (上午,
 * "de la tarde", 午後) or wrote a 24-hour time ("15h", "09:30"); a bare 1–12 ("三点", "a las 3")
 * gets the same working-day guess as English "at 3".
 */
function clockOf(c: ParsedComponents, text: string, locale: DateLocale): ClockTime {
  const hour = c.get('hour') ?? 0;
  const minute = c.get('minute') ?? 0;
  // chrono's Spanish parser takes the "a" of "de 2 a 4" (from 2 to 4) for "a.m.".
  const saidMeridiem = c.isCertain('meridiem') && !(locale === 'es' && /\d\s*a$/i.test(text));
  // "à 6h", "um 7h": the "h" of French, German and Spanish clocks is the 24-hour clock's.
  const hClock = (locale === 'fr' || locale === 'de' || locale === 'es') && /\dh(?:\d{2})?(?!\p{L})/iu.test(text);
  const fixed = saidMeridiem || hClock || hour === 0 || hour > 12 || /(?<!\d)0\d(?:\s*[:h時点]|$)/.test(text);
  return { hour, minute, fixed };
}

/** The part of the day chrono means by the hour it implies: 早上 6, "matin" 8, "Nachmittag" 15, "noche" 22. */
function dayPartWindow(hour: number): { from: ClockTime; to: ClockTime } {
  if (hour < 5) return { from: fixedClock(0), to: fixedClock(6) };
  if (hour < 12) return MORNING;
  if (hour < 17) return { from: fixedClock(12), to: fixedClock(17) };
  if (hour < 21) return { from: fixedClock(17), to: fixedClock(21) };
  return { from: fixedClock(18), to: fixedClock(23) };
}

/** chrono's wall-clock fields as one number, to count the time between two of them. */
function wallMs(c: ParsedComponents | Date): number {
  if (c instanceof Date) return Date.UTC(c.getFullYear(), c.getMonth(), c.getDate(), c.getHours(), c.getMinutes());
  const get = (k: 'year' | 'month' | 'day' | 'hour' | 'minute'): number => c.get(k) ?? 0;
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

function countWords(text: string, re: RegExp): number {
  return allMatches(re, text).length;
}
