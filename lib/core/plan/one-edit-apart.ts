/**
 * Whether two words differ by one slip of the keyboard: one letter added, dropped, changed, or two
 * neighbours swapped ("hanah" / "hannah", "pryia" / "priya"). Equal words are not one edit apart.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // Changed at i, or i and i+1 swapped; the rest must then be the same.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}
