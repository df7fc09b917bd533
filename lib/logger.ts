/* eslint-disable no-console -- the one place that writes to the console */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export interface Logger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

/** A small levelled logger with a scope prefix; below `level` nothing is written. */
export function createLogger(scope: string, level: LogLevel = 'info'): Logger {
  const write = (at: LogLevel, message: string, details?: unknown): void => {
    if (ORDER[at] < ORDER[level]) return;
    const line = `[kairos:${scope}] ${message}`;
    const args = details === undefined ? [line] : [line, details];
    if (at === 'error') console.error(...args);
    else if (at === 'warn') console.warn(...args);
    else console.info(...args);
  };
  return {
    debug: (m, d) => {
      write('debug', m, d);
    },
    info: (m, d) => {
      write('info', m, d);
    },
    warn: (m, d) => {
      write('warn', m, d);
    },
    error: (m, d) => {
      write('error', m, d);
    },
  };
}

export type LogFields = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * `key=value` pairs for one structured log line, in the order given: `slots=4 model=gpt-4.1-mini`.
 * Text with spaces, quotes or `=` is JSON-quoted so a line splits back into its fields; undefined
 * values are left out.
 */
export function formatFields(fields: LogFields): string {
  return Object.entries(fields)
    .flatMap(([key, value]) => {
      if (value === undefined) return [];
      const text = typeof value === 'string' && !/^[^\s"'=\\]+$/.test(value) ? JSON.stringify(value) : String(value);
      return [`${key}=${text}`];
    })
    .join(' ');
}
