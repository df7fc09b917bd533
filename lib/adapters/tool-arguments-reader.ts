/**
 * Reads the streamed `{"tool": …, "arguments": {…}}` reply and passes on only the characters of its
 * top-level `arguments` value, as an OpenAI-compatible server streams a tool call's arguments. The
 * branch order in the schema is not a promise about the model's key order, so the keys are read.
 */
export function createToolArgumentsReader(onArguments: (delta: string) => void): (chunk: string) => void {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingKey = false;
  let key: string | undefined; // the top-level key being read
  let lastKey = '';
  let inArguments = false;
  let valueStarted = false;
  return (chunk) => {
    let out = '';
    for (const ch of chunk) {
      // The value ends at the comma or brace that closes it at the top level.
      if (inArguments && !inString && depth === 1 && (ch === ',' || ch === '}')) inArguments = false;
      if (inArguments && (valueStarted || !/\s/.test(ch))) {
        out += ch;
        valueStarted = true;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') inString = false;
        if (key !== undefined) {
          if (inString) key += ch;
          else [lastKey, key] = [key, undefined];
        }
      } else if (ch === '"') {
        inString = true;
        if (depth === 1 && expectingKey) key = '';
      } else if (ch === '{' || ch === '[') {
        depth += 1;
        if (depth === 1) expectingKey = ch === '{';
      } else if (ch === '}' || ch === ']') {
        depth -= 1;
      } else if (depth === 1 && ch === ',') {
        expectingKey = true;
      } else if (depth === 1 && ch === ':') {
        expectingKey = false;
        inArguments = lastKey === 'arguments';
        valueStarted = false;
      }
    }
    if (out !== '') onArguments(out);
  };
}
