import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/** What a handler answers; the pipeline writes it (or drops it, for an injected dropped response). */
export interface Reply {
  status: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as text/plain (the OAuth endpoint's own errors). */
  text?: string;
  headers?: Record<string, string>;
}

export const jsonReply = (json: unknown, etag?: string): Reply => ({
  status: 200,
  json,
  ...(etag === undefined ? {} : { headers: { ETag: etag } }),
});

const ALLOWED_METHODS = 'GET, POST, PATCH, PUT, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-Match, If-None-Match';

/** Every response carries these when CORS is on; ETag is exposed so a worker can send If-Match. */
const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
};

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': ALLOWED_METHODS,
  'Access-Control-Allow-Headers': ALLOWED_HEADERS,
  'Access-Control-Max-Age': '600',
};

export function writeReply(res: ServerResponse, reply: Reply, cors: boolean): void {
  const headers: Record<string, string> = { ...(cors ? CORS_HEADERS : {}), ...reply.headers };
  if (reply.json !== undefined) {
    res.writeHead(reply.status, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(reply.json, null, 2));
  } else if (reply.text !== undefined) {
    res.writeHead(reply.status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(reply.text);
  } else {
    res.writeHead(reply.status, headers);
    res.end();
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Header names lower-cased, repeated headers joined as HTTP allows. */
export function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function queryRecord(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) (out[key] ??= []).push(value);
  return out;
}

/** The body as recorded: parsed JSON, the fields of a form, the raw text, or undefined when empty. */
export function recordedBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded') === true) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
