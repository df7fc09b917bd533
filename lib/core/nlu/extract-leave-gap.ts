import type { Constraint } from '../domain/constraint';
import type { TimeRange } from '../domain/preferences';
import { allMatches } from './all-matches';
import { subjectBefore } from './constraint-subject';
import { DURATION_PHRASE, extractDuration } from './extract-duration';
import { blank } from './mask-text';

/**
 * "leave time for lunch", "make sure I still have 45 minutes for lunch", "don't skip lunch": at
 * least so many free minutes inside the meal's usual window on the meeting's day. Meals only —
 * a gym slot has no window everyone shares, so "keep my gym slot free" is a keep_free instead.
 */
interface Meal {
  minutes: number;
  window: TimeRange;
}

const MEALS: Readonly<Record<string, Meal>> = {
  breakfast: { minutes: 30, window: { start: '07:00', end: '10:00' } },
  lunch: { minutes: 30, window: { start: '11:30', end: '14:00' } },
  dinner: { minutes: 45, window: { start: '17:30', end: '21:00' } },
};

const MEAL = String.raw`(lunch|breakfast|dinner)`;
const PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:leave|save|keep|allow|give\s+(?:me|us|them)|make\s+(?:sure\s+(?:I|we|there(?:'s|\s+is))(?:\s+still)?\s+(?:have|get|has|is)|room|time)|still\s+(?:have|get|need)|need)\s+(?:(?:some|enough|a|an)\s+)?(?:(${DURATION_PHRASE})\s+)?(?:(?:free\s+)?(?:time|room|space|gap|break|window|slot)\s+)?(?:for|to\s+(?:have|eat|grab|get))\s+(?:(?:a|my|some|our)\s+)?(?:quick\s+)?${MEAL}\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:don't|do\s+not|never|without)\s+(?:skip(?:ping)?|miss(?:ing)?|forget(?:ting)?)\s+(?:my\s+|our\s+)?${MEAL}\b`,
    'gi',
  ),
];

export function extractLeaveGap(text: string, original: string, into: Constraint[]): string {
  let rest = text;
  for (const re of PATTERNS) {
    for (const m of allMatches(re, rest)) {
      const mealWord = (m[2] ?? m[1] ?? '').toLowerCase();
      const meal = MEALS[mealWord];
      if (meal === undefined) continue;
      const durationText = m.length > 2 ? m[1] : undefined;
      const minutes = durationText === undefined ? meal.minutes : (extractDuration(durationText)?.minutes ?? meal.minutes);
      const subject = subjectBefore(rest, m.index);
      const start = subject?.index ?? m.index;
      const end = m.index + m[0].length;
      for (const who of subject?.who ?? ['me']) {
        into.push({
          type: 'leave_gap',
          who,
          strength: 'hard',
          text: original.slice(start, end).trim(),
          block: mealWord,
          minutes,
          timeRange: meal.window,
        });
      }
      rest = blank(rest, start, end - start);
    }
  }
  return rest;
}
