/** "Left alone: “Gym”, “Standup” (repeats …)." — one card line for events a write step skips, or nothing. */
export function leftAloneLine(titles: readonly string[], why: string): string | undefined {
  if (titles.length === 0) return undefined;
  const shown = titles.slice(0, 5).map((t) => `“${t}”`);
  const more = titles.length > 5 ? ` and ${String(titles.length - 5)} more` : '';
  return `Left alone: ${shown.join(', ')}${more} (${why}).`;
}
