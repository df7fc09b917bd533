/** "3" → "3rd": a day of the month as it is said. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${String(n)}${suffix}`;
}

/** "zoom" → "Zoom", "google meet" → "Google Meet": the platform as its makers write it. */
export function platformName(said: string): string {
  return said
    .split(/\s+/)
    .map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()}`)
    .join(' ');
}
