/**
 * Reads a tool call's JSON arguments as they stream in and passes on the text of one string
 * property (`message`) as it grows, decoded, so the side panel can show the reply being written.
 * Everything else in the JSON is ignored; the whole reply is still parsed and validated at the end.
 */
export function createMessageStreamer(onMessage: (delta: string) => void, key = 'message'): (argumentsDelta: string) => void {
  const opener = new RegExp(`"${key}"\\s*:\\s*"`);
  let seen = '';
  let inside = false;
  let done = false;
  let escape = '';
  return (delta) => {
    if (done) return;
    let text = delta;
    if (!inside) {
      seen += delta;
      const match = opener.exec(seen);
      if (match === null) {
        // Keep only a tail long enough to hold a key split across pieces.
        seen = seen.slice(-(key.length + 8));
        return;
      }
      inside = true;
      text = seen.slice(match.index + match[0].length);
      seen = '';
    }
    let out = '';
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
    if (out !== '') onMessage(out);
  };
}

/** The character an escape stands for once it is complete (`\n`, `\u00e9`); undefined while partial. */
function decodeEscape(escape: string): string | undefined {
  const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
  const kind = escape.charAt(1);
  if (kind !== 'u') return simple[kind] ?? '';
  if (escape.length < 6) return undefined;
  return String.fromCharCode(parseInt(escape.slice(2, 6), 16));
}
