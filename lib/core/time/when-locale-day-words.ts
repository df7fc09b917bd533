import { isoWeekStart } from './when-civil-days';
import type { DateLocale } from './when-locale-dates';
import type { Piece, WhenContext } from './when-pieces';

/**
 * Day words chrono's locale parsers miss or misread: the day after tomorrow ("après-demain",
 * "pasado mañana", "あさって"; chrono reads only their "demain"/"mañana" as tomorrow), the day
 * before yesterday, and Japanese "来週の月曜日" (a weekday of next week, which chrono reads as
 * the coming one). Read here, they take the place of whatever chrono read inside them.
 */

interface DayWord {
  locale: DateLocale;
  re: RegExp;
  day: (m: RegExpExecArray, ctx: WhenContext) => number | undefined;
}

const JA_WEEKDAYS = '日月火水木金土';

const offset =
  (days: number) =>
  (_m: RegExpExecArray, ctx: WhenContext): number =>
    ctx.today + days;

const DAY_WORDS: readonly DayWord[] = [
  { locale: 'fr', re: /(?<!\p{L})après[\s-]demain(?!\p{L})/giu, day: offset(2) },
  { locale: 'fr', re: /(?<!\p{L})avant[\s-]hier(?!\p{L})/giu, day: offset(-2) },
  { locale: 'es', re: /(?<!\p{L})pasado\s+mañana(?!\p{L})/giu, day: offset(2) },
  { locale: 'es', re: /(?<!\p{L})anteayer(?!\p{L})/giu, day: offset(-2) },
  { locale: 'ja', re: /しあさって|明明後日/g, day: offset(3) },
  { locale: 'ja', re: /あさって|明後日/g, day: offset(2) },
  { locale: 'ja', re: /おととい|一昨日/g, day: offset(-2) },
  {
    locale: 'ja',
    re: /(再来週|来週|今週|先週)の?\s*([日月火水木金土])曜日?/g,
    day: (m, ctx) => {
      const weeks = { 再来週: 2, 来週: 1, 今週: 0, 先週: -1 }[m[1] ?? ''];
      const weekday = JA_WEEKDAYS.indexOf(m[2] ?? '');
      if (weeks === undefined || weekday < 0) return undefined;
      // Weeks run Monday to Sunday, as for "next week" in every other language.
      return isoWeekStart(ctx.today) + 7 * weeks + ((weekday + 6) % 7);
    },
  },
];

/** The day words of `locale` in `text`, each a one-day piece. */
export function localeDayWordPieces(text: string, locale: DateLocale, ctx: WhenContext): Piece[] {
  const pieces: Piece[] = [];
  for (const word of DAY_WORDS) {
    if (word.locale !== locale) continue;
    word.re.lastIndex = 0;
    for (let m = word.re.exec(text); m !== null; m = word.re.exec(text)) {
      const day = word.day(m, ctx);
      const taken = pieces.some((p) => p.index < m.index + m[0].length && m.index < p.index + p.length);
      if (day === undefined || taken) continue;
      pieces.push({ kind: 'days', span: { start: day, end: day + 1, grain: 'day' }, index: m.index, length: m[0].length });
    }
  }
  return pieces;
}
