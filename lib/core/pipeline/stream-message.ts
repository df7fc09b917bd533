/**
 * Reads a tool call's JSON arguments as they stream in and passes on the text of one string
 * property (`message`) as it grows, decoded, so the side panel can show the reply being written.
 * Everything else in the JSON is ignored; the whole reply is still parsed and validated at the end.
 */
export function createMessageStreamer(onMessage: (delta: string) => void, key = 'message'): (argumentsDelta: string) => void {
  const opener = new RegExp(`"${key}"\\s*:\\s*"`);
  // The start of an opener cut off by the end of a piece: `"mess`, `"message"`, `"message" :  `.
  const partialOpener = new RegExp(`"${key}"\\s*(?::\\s*)?$`);
  let seen = '';
  let inside = false;
  let done = false;
  let escape = '';
  // A high surrogate waits for its low half, so no delta ends in half a character (the port to the
  // side panel would turn a lone surrogate into U+FFFD).
  let heldBack = '';
  return (delta) => {
    if (done) return;
    let text = delta;
    if (!inside) {
      seen += delta;
      const match = opener.exec(seen);
      if (match === null) {
        // Keep only what may still become an opener: however much whitespace the model put around the colon.
        const partial = partialOpener.exec(seen);
        seen = partial === null ? seen.slice(-key.length - 1) : seen.slice(partial.index);
        return;
      }
      inside = true;
      text = seen.slice(match.index + match[0].length);
      seen = '';
    }
    let out = heldBack;
    heldBack = '';
    for (const ch of text) {
      if (escape !== '') {
        escape += ch;
        const decoded = decodeEscape(escape);
        if (decoded !== undefined) {
          out += decoded;
          escape = '';
        }
        continue;
      }
      if (ch === '\\') {
        escape = ch;
      } else if (ch === '"') {
        done = true;
        break;
      } else {
        out += ch;
      }
    }
    if (!done && isHighSurrogate(out.charCodeAt(out.length - 1))) {
      heldBack = out.slice(-1);
      out = out.slice(0, -1);
    }
    if (out !== '') onMessage(out);
  };
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/** The character an escape stands for once it is complete (`\n`, `\u00e9`); undefined while partial. */
function decodeEscape(escape: string): string | undefined {
  const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
  const kind = escape.charAt(1);
  if (kind !== 'u') return simple[kind] ?? '';
  if (escape.length < 6) return undefined;
  return String.fromCharCode(parseInt(escape.slice(2, 6), 16));
}
