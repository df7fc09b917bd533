import type { Span, SpanKind } from './span';

const BLANK = 32;

/** Whitespace by code: this runs for every character of every request, a regex per character is too slow. */
function isSpace(code: number): boolean {
  return code === BLANK || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x3000 || (code >= 0x2000 && code <= 0x200a);
}

/**
 * The phrases the readers of one text claimed, in the order they read. A reader hands on its text
 * with what it understood blanked, so the characters that were words before it and are spaces
 * after it are its own. A phrase is claimed once: characters another reader took are never
 * claimed again, and words joined only by spaces are one phrase ("next  week") unless a phrase
 * another reader took lies between them.
 */
export class SpanLog {
  readonly spans: Span[] = [];
  private readonly taken: Uint8Array;

  /** `masked` is the text as the first reader gets it: words blanked there were taken before (a step's rules). */
  constructor(
    private readonly text: string,
    masked = text,
    /** Off for a turn, which needs only what the phrases add up to: nothing is recorded, at no cost. */
    readonly on = true,
  ) {
    this.taken = new Uint8Array(on ? text.length : 0);
    if (on && masked !== text)
      for (let i = 0; i < text.length; i++) if (masked.charCodeAt(i) === BLANK && !isSpace(text.charCodeAt(i))) this.taken[i] = 1;
  }

  /**
   * What a reader took in going from `before` to `after` (both as long as the text); its confidence
   * may depend on the phrase ("sam@acme.com" is surely a person, "sam" less so).
   */
  claim(
    kind: SpanKind,
    before: string,
    after: string,
    confidence: number | ((phrase: string) => number),
    /** Where one phrase of a list ends and the next begins ("Sam, Dana and Lee"): one span each. */
    list?: RegExp,
  ): void {
    // Most readers take nothing.
    if (!this.on || before === after) return;
    let start = -1;
    let end = -1;
    for (let i = 0; i < before.length; i++) {
      if (this.taken[i] === 1) {
        this.close(kind, start, end, confidence, list);
        start = -1;
        continue;
      }
      if (isSpace(before.charCodeAt(i))) continue;
      if (after.charCodeAt(i) === BLANK) {
        if (start < 0) start = i;
        end = i + 1;
      } else {
        this.close(kind, start, end, confidence, list);
        start = -1;
      }
    }
    this.close(kind, start, end, confidence, list);
  }

  /** Whether no reader has claimed any of these characters yet. */
  isFree(index: number, length: number): boolean {
    for (let i = index; i < index + length; i++) if (this.taken[i] === 1) return false;
    return true;
  }

  /** Where `phrase` next stands, from `from` on, in characters no reader has claimed. */
  find(phrase: string, from: number): number | undefined {
    let at = this.text.indexOf(phrase, from);
    while (at >= 0 && !this.isFree(at, phrase.length)) at = this.text.indexOf(phrase, at + 1);
    return at < 0 ? undefined : at;
  }

  /** A phrase known by where it is (a title's words), claimed unless another reader has any of it. */
  claimAt(kind: SpanKind, index: number, length: number, confidence: number): void {
    if (this.on && this.isFree(index, length)) this.close(kind, index, index + length, confidence);
  }

  /** The spans in text order, placed at `offset` within a longer text. */
  ordered(offset = 0): Span[] {
    return [...this.spans].sort((a, b) => a.index - b.index).map((s) => ({ ...s, index: s.index + offset }));
  }

  private close(
    kind: SpanKind,
    start: number,
    end: number,
    confidence: number | ((phrase: string) => number),
    list?: RegExp,
  ): void {
    if (start < 0 || end <= start) return;
    this.taken.fill(1, start, end);
    const whole = this.text.slice(start, end);
    let from = 0;
    const push = (to: number): void => {
      const piece = whole.slice(from, to);
      const text = piece.trim();
      if (/[\p{L}\p{N}]/u.test(text)) {
        const index = start + from + piece.indexOf(text);
        this.spans.push({
          kind,
          index,
          length: text.length,
          text,
          confidence: typeof confidence === 'number' ? confidence : confidence(text),
        });
      }
    };
    if (list !== undefined)
      for (const m of whole.matchAll(new RegExp(list.source, 'gi'))) {
        push(m.index);
        from = m.index + m[0].length;
      }
    push(whole.length);
  }
}
