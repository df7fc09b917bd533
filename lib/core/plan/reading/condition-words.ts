/**
 * The same conditions in other words: "provided Sunday is clear", "only if…", "as long as…"; "ends up
 * with more than 5 meetings"; "…, the marketing sync goes" (is cancelled).
 */
export function inPlainWords(text: string): string {
  return (
    text
      .replace(
        /^\s*(?:(?:but\s+)?only\s+if|provided(?:\s+that)?|providing|as\s+long\s+as|so\s+long\s+as|assuming(?:\s+that)?)\b/i,
        'if',
      )
      .replace(/\b(?:ends?\s+up\s+with|is\s+going\s+to\s+have|will\s+have|is\s+having)\b/i, 'has')
      // "if fri 22 jan has more than 5 meetings": the day's count, said as mine.
      .replace(DAY_HAS_COUNT, 'if i have $2 on $1$3')
      .replace(
        /,\s*(the\s+[^,.;!?]+?)\s+(?:goes|can\s+go|is\s+out|gets?\s+(?:cancell?ed|dropped|scrapped|axed))\s*[.!]?\s*$/i,
        ', cancel $1',
      )
  );
}

const DAY_HAS_COUNT =
  /^\s*if\s+(?:my\s+)?((?:(?:this|next)\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|the\s+\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)[^,]*?)\s+has\s+((?:more|fewer|less|over|under|at\s+least|at\s+most|no\s+more|not\s+more)\b[^,]*?)(\s*,)/i;
