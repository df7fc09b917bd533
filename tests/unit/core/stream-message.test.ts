import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMessageStreamer } from '../../../lib/core/pipeline/stream-message';

/** Feeds `json` to a fresh streamer in the given pieces and returns every delta it passed on. */
function stream(pieces: readonly string[], key?: string): string[] {
  const deltas: string[] = [];
  const feed = createMessageStreamer((delta) => deltas.push(delta), key);
  for (const piece of pieces) feed(piece);
  return deltas;
}

/** `text` cut at the given code-unit offsets (any order, repeats allowed). */
function cut(text: string, offsets: readonly number[]): string[] {
  const points = [...new Set(offsets.map((o) => o % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** Every way to cut `text` in two, then every UTF-16 code unit on its own. */
function everySplit(text: string): string[][] {
  return [
    ...Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]),
    Array.from({ length: text.length }, (_, i) => text.charAt(i)),
  ];
}

// Quotes, backslashes, control characters, line and paragraph separators, emoji (two UTF-16 units), accents.
const tricky = fc.constantFrom('"', '\\', '\n', '\r', '\t', '\b', '\f', '/', '\u0000', '\u001f', '\u2028', 'é', '😀', '𝄞', ' ');
const messageText = fc.string({
  unit: fc.oneof(tricky, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 60,
});
// Other arguments around the message; none mentions the key, so the first "message" property is the one.
const otherFields = fc
  .dictionary(
    fc.string({ maxLength: 8 }).filter((k) => k !== 'message'),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 4 },
  )
  .filter((fields) => !JSON.stringify(fields).includes('message'));

describe('createMessageStreamer', () => {
  it('passes on the message of streamed tool arguments, decoded, and nothing else', () => {
    const deltas = stream(['{"rankedSlotIndices":[2,0],"mes', 'sage":"Lunch at noon,', ' before your \\"busy\\" afternoon."}']);
    expect(deltas).toEqual(['Lunch at noon,', ' before your "busy" afternoon.']);
  });

  it('stops at the closing quote and ignores what follows', () => {
    expect(stream(['{"message":"Done."', ',"other":"message: \\"no\\""}']).join('')).toBe('Done.');
    expect(stream(['{"message":"Done.","message":"again"}']).join('')).toBe('Done.');
  });

  it('passes on nothing when there is no message, or only the word as a value', () => {
    expect(stream(['{"title":"message","rankedSlotIndices":[0]}'])).toEqual([]);
    expect(stream(['{"title":"say \\"message\\": \\"hi\\"","n":1}'])).toEqual([]);
  });

  it('decodes escapes split across pieces', () => {
    const json = JSON.stringify({ message: 'a\n"b"\\c\u00e9\u2028' }).replace('é', '\\u00e9');
    for (const pieces of everySplit(json)) expect(stream(pieces).join('')).toBe('a\n"b"\\c\u00e9\u2028');
  });

  it('finds the key however much whitespace surrounds its colon, wherever the pieces break', () => {
    const json = '{\n  "rankedSlotIndices": [0],\n  "message"   :\n        "Spaced out."\n}';
    for (const pieces of everySplit(json)) expect(stream(pieces).join('')).toBe('Spaced out.');
  });

  it('reads another key when asked', () => {
    expect(stream(['{"message":"no","reply":"yes"}'], 'reply').join('')).toBe('yes');
  });

  it('keeps an escaped surrogate pair together when the pieces split it', () => {
    const json = '{"message":"hi \\ud83d\\ude00!"}';
    for (const pieces of everySplit(json)) {
      const deltas = stream(pieces);
      expect(deltas.join('')).toBe('hi 😀!');
      for (const delta of deltas) expect(delta).not.toMatch(/[\ud800-\udbff]$/);
    }
  });

  it('streams out exactly the message of any object, split anywhere (property)', () => {
    fc.assert(
      fc.property(
        messageText,
        otherFields,
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.constantFrom(undefined, 2, '\t'),
        (message, fields, position, offsets, indent) => {
          const entries = Object.entries(fields);
          const at = position % (entries.length + 1);
          const object = Object.fromEntries([...entries.slice(0, at), ['message', message], ...entries.slice(at)]);
          const pieces = cut(JSON.stringify(object, null, indent), offsets);
          expect(stream(pieces).join('')).toBe(message);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never passes on half of a surrogate pair at the end of a delta (property)', () => {
    fc.assert(
      fc.property(messageText, fc.array(fc.nat(), { maxLength: 12 }), (message, offsets) => {
        const json = JSON.stringify({ message });
        for (const delta of stream(cut(json, offsets))) expect(delta).not.toMatch(/[\ud800-\udbff]$/);
      }),
      { numRuns: 300 },
    );
  });
});
