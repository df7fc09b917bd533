import { civilDate, civilDay, daysInMonth, isoWeekStart } from './when-civil-days';
import { period } from './when-calendar-ranges';
import type { WhenMatcher } from './when-pieces';
import { spanBody } from './when-relative-ranges';
import { MONTH_NAMES, monthNumber } from './when-pieces';

/**
 * Parts of a named period: "early/mid/late December" and the halves of a year ("H1 2027", "the
 * second half of next year"). A month is cut in thirds, 1–10, 11–20 and 21 to its end: a scheduler
 * searching "mid-December" should not offer the 2nd or the 30th, and thirds need no judgement about
 * where "early" stops.
 */

const THIRDS: Record<string, [number, number | undefined]> = { early: [1, 10], mid: [11, 20], late: [21, undefined] };

/**
 * A week's parts, as days from its Monday (end exclusive): its start Monday–Wednesday, its middle
 * Tuesday–Thursday, its end Thursday–Friday. The weekend is a period of its own ("this weekend").
 */
const WEEK_PARTS: Record<'early' | 'mid' | 'late', [number, number]> = { early: [0, 3], mid: [1, 4], late: [3, 5] };

function weekPart(word: string): 'early' | 'mid' | 'late' {
  if (/^(?:early|beginning|start)$/i.test(word)) return 'early';
  if (/^(?:mid|middle)$/i.test(word)) return 'mid';
  return 'late';
}

const WHICH_WEEK = String.raw`(?:(this\s+coming|this|next|coming|the\s+coming|following|the\s+following|the|last|previous|past)\s+)?(?:work\s*)?week\b(?!\s*(?:of|after)\b)`;

/** "H1 budget", "H2's numbers": a half used as an adjective, as for quarters. */
const HALF_AS_ADJECTIVE =
  /^(?:[-\s/]+(?!(?:or|and|to|through|thru|till|until|next|this|of|then|instead|please|works?|would|is|maybe|if|ok|okay|at|for)\b)[a-z]|'s\b)/i;

export const PERIOD_PART_MATCHERS: readonly WhenMatcher[] = [
  {
    // "early next week", "mid-week", "late this week", "toward the end of next week", "the start of
    // the week", and as a deadline "by the end of the week" (from today to the week's Friday).
    gate: /\b(?:early|late|mid|beginning|start|middle|end)/i,
    re: new RegExp(
      String.raw`\b(by\s+)?(?:(?:(early|late|later|mid)[\s-]*(?:in\s+)?)|(?:(?:towards?|at|around)\s+)?(?:the\s+)?(beginning|start|middle|end)\s+of\s+)${WHICH_WEEK}(?:\s+(next|this)\s+week\b)?`,
      'gi',
    ),
    read: (m, ctx) => {
      const word = (m[2] ?? m[3] ?? '').toLowerCase();
      // "midweek next week": the week is said after.
      const which = (m[4] ?? m[5])?.toLowerCase().replace(/\s+/g, ' ');
      const bare = which === undefined || which === 'the';
      // "later this week" is the rest of it, read as "this week" is.
      if (word === 'later' && !/next|coming|following/.test(which ?? '')) return undefined;
      // "early week" says no week; "midweek" and "end of week" do.
      if (which === undefined && m[2] !== undefined && word !== 'mid') return undefined;
      if (m[5] !== undefined && (m[4] !== undefined || word !== 'mid')) return undefined;
      const offset = /next|coming|following/.test(which ?? '') ? 1 : /last|previous|past/.test(which ?? '') ? -1 : 0;
      let monday = isoWeekStart(ctx.today) + 7 * offset;
      const [from, to] = WEEK_PARTS[weekPart(word)];
      // "the end of the week" said on a Saturday: the part asked of a week is the next one's.
      if (bare && m[1] === undefined && monday + to <= ctx.today) monday += 7;
      if (m[1] !== undefined) return [spanBody(ctx.today, Math.max(monday + to, ctx.today + 1), 'day')];
      return period(ctx, monday + from, monday + to, 'day');
    },
  },
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
    // "early next month", "mid this month", "late in the coming month", "the middle of next month":
    // the month's thirds, as for a named month. "the start of next month" is its first week
    // (when-calendar-ranges.ts).
    gate: /\b(?:early|mid|late|middle)\b/i,
    re: /\b(?:(early|mid|late)[\s-]+(?:in\s+)?|(?:the\s+)?middle\s+of\s+)(?:the\s+)?(this|next|coming|following|current)\s+month\b/gi,
    read: (m, ctx) => {
      const third = THIRDS[(m[1] ?? 'mid').toLowerCase()];
      if (third === undefined) return undefined;
      const { year, month } = civilDate(ctx.today);
      const shift = /^this|^current/i.test(m[2] ?? '') ? 0 : 1;
      const first = civilDate(civilDay(year, month + shift, 1));
      const end = third[1] ?? daysInMonth(first.year, first.month);
      return period(ctx, civilDay(first.year, first.month, third[0]), civilDay(first.year, first.month, end) + 1, 'day');
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
