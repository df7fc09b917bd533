/**
 * Every match of a global pattern in `text`: what `text.matchAll(pattern)` yields, without the copy
 * of the pattern matchAll makes on every call. V8 builds that copy from the pattern's source, which
 * for the long alternations the readers use costs several microseconds each, and reading one request
 * ran over a hundred of them (bench/parse.bench.ts; docs/decisions.md, "Reading time").
 *
 * The pattern itself runs, from its lastIndex as matchAll's copy would, and is left as it was found;
 * the matches are all collected before any is handed out, so a caller reading them may use the same
 * pattern again (parseWhen inside a matcher) without disturbing the scan.
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`allMatches needs a global pattern, not /${pattern.source}/${pattern.flags}`);
  const from = pattern.lastIndex;
  const matches: RegExpExecArray[] = [];
  try {
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      matches.push(m);
      // An empty match moves on by one character, as matchAll does (AdvanceStringIndex).
      if (m[0] === '') pattern.lastIndex = advance(text, pattern.lastIndex, /[uv]/.test(pattern.flags));
    }
  } finally {
    pattern.lastIndex = from;
  }
  return matches;
}

function advance(text: string, index: number, fullUnicode: boolean): number {
  if (!fullUnicode || index + 1 >= text.length) return index + 1;
  const code = text.codePointAt(index) ?? 0;
  return index + (code > 0xffff ? 2 : 1);
}
