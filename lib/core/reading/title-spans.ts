import { allMatches } from '../nlu/all-matches';
import type { SpanLog } from './span-log';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}:'&/+.-]*/gu;

/**
 * Where a title's words were said: each word of the title found in order in the text, in words no
 * other reader took; words said next to each other are one phrase. A word the title was given
 * rather than told ("1:1" for "one on one", "Planning" for "plan") is not found and claims nothing.
 */
export function claimTitle(log: SpanLog, text: string, title: string, confidence: number): void {
  if (!log.on) return;
  const lower = text.toLowerCase();
  let cursor = 0;
  let start = -1;
  let end = -1;
  const flush = (): void => {
    if (start >= 0) log.claimAt('title', start, end - start, confidence);
    start = -1;
  };
  for (const [word] of allMatches(WORD, title.toLowerCase())) {
    const at = findWord(lower, word, cursor, log);
    if (at === undefined) continue;
    // A word not next to the last one (another phrase, or a reader's, lies between) starts another phrase.
    if (start >= 0 && !(log.isFree(end, at - end) && /^[\s,&-]*(?:(?:and|of|the|a|an|&)\s+)*$/i.test(text.slice(end, at))))
      flush();
    if (start < 0) start = at;
    end = at + word.length;
    cursor = end;
  }
  flush();
}

/** The first place from `from` where `word` stands as a whole word that no reader has claimed. */
function findWord(lower: string, word: string, from: number, log: SpanLog): number | undefined {
  let at = lower.indexOf(word, from);
  while (at >= 0) {
    const before = at === 0 ? '' : lower.charAt(at - 1);
    const after = lower.charAt(at + word.length);
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after) && log.isFree(at, word.length)) return at;
    at = lower.indexOf(word, at + 1);
  }
  return undefined;
}
