import { civilDate, civilDay, daysInMonth } from './when-civil-days';
import { period } from './when-calendar-ranges';
import type { WhenMatcher } from './when-pieces';
import { MONTH_NAMES, monthNumber } from './when-pieces';

/**
 * Parts of a named period: "early/mid/late December" and the halves of a year ("H1 2027", "the
 * second half of next year"). A month is cut in thirds, 1–10, 11–20 and 21 to its end: a scheduler
 * searching "mid-December" should not offer the 2nd or the 30th, and thirds need no judgement about
 * where "early" stops.
 */

const THIRDS: Record<string, [number, number | undefined]> = { early: [1, 10], mid: [11, 20], late: [21, undefined] };

/** "H1 budget", "H2's numbers": a half used as an adjective, as for quarters. */
const HALF_AS_ADJECTIVE =
  /^(?:[-\s/]+(?!(?:or|and|to|through|thru|till|until|next|this|of|then|instead|please|works?|would|is|maybe|if|ok|okay|at|for)\b)[a-z]|'s\b)/i;

export const PERIOD_PART_MATCHERS: readonly WhenMatcher[] = [
  {
    // "early January", "mid-December", "late Jan 2027", "in the middle of March".
    gate: /\b(?:early|mid|late|middle)\b/i,
    re: new RegExp(
      String.raw`\b(?:(early|mid|late)[\s-]+|(?:the\s+)?middle\s+of\s+)(?:in\s+)?(${MONTH_NAMES})\.?(?:,?\s+(\d{4}))?\b(?![/:.\-]\d)`,
      'gi',
    ),
    read: (m, ctx) => {
      const month = monthNumber(m[2] ?? '');
      const third = THIRDS[(m[1] ?? 'mid').toLowerCase()];
      if (month === undefined || third === undefined) return undefined;
      const now = civilDate(ctx.today);
      let year = m[3] === undefined ? now.year : Number(m[3]);
      const endDay = (y: number): number => third[1] ?? daysInMonth(y, month);
      // Without a year, the next such part that has not ended.
      if (m[3] === undefined && civilDay(year, month, endDay(year)) < ctx.today) year += 1;
      return period(ctx, civilDay(year, month, third[0]), civilDay(year, month, endDay(year)) + 1, 'day');
    },
  },
  {
    // "H1 2027", "H2", "the first half of next year", "the second half of 2027".
    gate: /\bh[12]\b|\bhalf\b/i,
    re: /\b(?:(?:the\s+)?(first|second|1st|2nd)\s+half\s+of\s+(?:(?:the\s+)?(this|next|current)\s+year|(20\d\d))|h([12])(?:\s+(?:of\s+)?(?:(this|next)\s+year|(20\d\d)))?)\b(?![/:.-]\d)/gi,
    read: (m, ctx) => {
      const half = m[4] !== undefined ? Number(m[4]) : /^(?:first|1st)$/i.test(m[1] ?? '') ? 1 : 2;
      const relative = (m[2] ?? m[5])?.toLowerCase();
      const written = m[3] ?? m[6];
      const bare = relative === undefined && written === undefined;
      if (bare && HALF_AS_ADJECTIVE.test(m.input.slice(m.index + m[0].length))) return [];
      const now = civilDate(ctx.today);
      let year = written !== undefined ? Number(written) : now.year + (relative === 'next' ? 1 : 0);
      const startMonth = half === 1 ? 1 : 7;
      // A bare "H1" is the next such half that has not ended.
      if (bare && civilDay(year, startMonth + 6, 1) <= ctx.today) year += 1;
      return period(ctx, civilDay(year, startMonth, 1), civilDay(year, startMonth + 6, 1), 'month');
    },
  },
];
