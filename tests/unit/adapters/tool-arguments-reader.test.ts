import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createToolArgumentsReader } from '../../../lib/adapters/tool-arguments-reader';
import { createMessageStreamer } from '../../../lib/core/pipeline/stream-message';

function read(pieces: readonly string[]): string {
  let out = '';
  const feed = createToolArgumentsReader((delta) => (out += delta));
  for (const piece of pieces) feed(piece);
  return out;
}

function cut(text: string, offsets: readonly number[]): string[] {
  const points = [...new Set(offsets.map((o) => o % (text.length + 1)))].sort((a, b) => a - b);
  return [...points, text.length].map((point, i) => text.slice(i === 0 ? 0 : points[i - 1], point));
}

describe('createToolArgumentsReader', () => {
  it('passes on the arguments object of a {tool, arguments} reply and nothing around it', () => {
    expect(read(['{"tool":"generateEvent","arguments":{"rankedSlotIndices":[0],"message":"Hi"}}'])).toBe(
      '{"rankedSlotIndices":[0],"message":"Hi"}',
    );
  });

  it('ignores a "tool" or "arguments" that appears inside a string or deeper down', () => {
    const json = '{"tool":"x \\"arguments\\": 1","arguments":{"arguments":{"tool":"y"},"s":"}, \\"arguments\\":"}}';
    expect(read([json])).toBe('{"arguments":{"tool":"y"},"s":"}, \\"arguments\\":"}');
  });

  it('passes nothing for a reply in words', () => {
    expect(read(['{"reply":"Which day? arguments: none"}'])).toBe('');
  });

  it('reads any arguments, in either key order and any spacing, split anywhere (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
        fc.string({ maxLength: 12 }),
        fc.boolean(),
        fc.constantFrom(undefined, 1, '  '),
        fc.array(fc.nat(), { maxLength: 10 }),
        (args, tool, argumentsFirst, indent, offsets) => {
          const reply = argumentsFirst ? { arguments: args, tool } : { tool, arguments: args };
          const text = JSON.stringify(reply, null, indent);
          // Compared as JSON reads it back (-0 is written as 0).
          expect(JSON.parse(read(cut(text, offsets)))).toEqual(JSON.parse(JSON.stringify(args)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("feeds the message streamer the arguments' message as the model writes it", () => {
    const message = 'Noon, "before" your 1:1 \\ planning.';
    const text = JSON.stringify({ tool: 'generateEvent', arguments: { rankedSlotIndices: [2, 0], message } });
    for (let at = 0; at <= text.length; at++) {
      let shown = '';
      const feed = createToolArgumentsReader(createMessageStreamer((delta) => (shown += delta)));
      feed(text.slice(0, at));
      feed(text.slice(at));
      expect(shown).toBe(message);
    }
  });
});
