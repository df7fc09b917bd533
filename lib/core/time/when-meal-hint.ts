import type { MinuteWindow } from './when-pieces';

// When people eat, for reading a bare hour: "dinner at 8" is 20:00 and "breakfast at 8" 08:00.
// Only a hint for am/pm; it never becomes a window of its own.
const MEALS: readonly [RegExp, MinuteWindow][] = [
  [/\b(?:breakfast|brekkie)\b/i, { start: 6 * 60, end: 11 * 60 }],
  [/\bbrunch\b/i, { start: 10 * 60, end: 14 * 60 }],
  [/\blunch\b/i, { start: 11 * 60, end: 15 * 60 }],
  [/\b(?:dinner|supper|drinks|happy\s+hour|date\s+night)\b/i, { start: 17 * 60, end: 23 * 60 }],
];

export function mealHint(text: string): MinuteWindow | undefined {
  return MEALS.find(([re]) => re.test(text))?.[1];
}
