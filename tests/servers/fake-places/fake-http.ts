import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../close-server';

// The loopback plumbing the fake Nominatim, Overpass and Foursquare share: every request recorded,
// failures scripted one request at a time, answers optionally delayed, CORS open so the extension's
// pages could reach it too.

export interface RecordedPlacesRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
}

export interface PlacesReply {
  status: number;
  json?: unknown;
  /** Sent as text/html: the public OSM servers answer throttling and gateway errors with HTML pages. */
  html?: string;
  headers?: Record<string, string>;
}

export interface ScriptedFailure {
  status: number;
  /** Sent as Retry-After. */
  retryAfter?: string;
  /** The body: defaults to the service's own error shape for the status. */
  reply?: PlacesReply;
}

export interface FakePlacesServer {
  url: string;
  requests: RecordedPlacesRequest[];
  /** The next request fails so; queued, one per call. */
  failNext(failure: ScriptedFailure): void;
  /** Every answer waits this long before its headers (a slow or stuck server). */
  delayMs: number;
  close(): Promise<void>;
}

export type PlacesHandler = (request: RecordedPlacesRequest) => PlacesReply;

export async function startPlacesServer(
  handler: PlacesHandler,
  failureReply: (failure: ScriptedFailure) => PlacesReply,
): Promise<FakePlacesServer> {
  const failures: ScriptedFailure[] = [];
  const requests: RecordedPlacesRequest[] = [];
  const state = { delayMs: 0 };
  const server = createServer((req, res) => {
    void respond(req, res);
  });

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    if (req.method === 'OPTIONS') {
      write(res, {
        status: 204,
        headers: {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': headers['access-control-request-headers'] ?? '*',
        },
      });
      return;
    }
    const recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: Buffer.concat(parts).toString('utf8'),
    };
    requests.push(recorded);
    if (state.delayMs > 0) await pause(state.delayMs, res);
    if (res.destroyed) return;
    const failure = failures.shift();
    if (failure !== undefined) {
      const reply = failure.reply ?? failureReply(failure);
      write(res, {
        ...reply,
        headers: { ...reply.headers, ...(failure.retryAfter === undefined ? {} : { 'Retry-After': failure.retryAfter }) },
      });
      return;
    }
    write(res, handler(recorded));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    failNext: (failure) => failures.push(failure),
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: () => closeServer(server),
  };
}

function write(res: ServerResponse, reply: PlacesReply): void {
  const headers = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After', ...reply.headers };
  if (reply.json !== undefined) {
    res.writeHead(reply.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.json));
  } else if (reply.html !== undefined) {
    res.writeHead(reply.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(reply.html);
  } else {
    res.writeHead(reply.status, headers);
    res.end();
  }
}

/** Resolves after `ms`, or at once when the client hangs up (a request that timed out). */
function pause(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** An HTML error page in the style of the OSM servers' Apache front ends. */
export function htmlPage(status: number, title: string, text: string): PlacesReply {
  return {
    status,
    html: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>${String(status)} ${title}</title>\n</head><body>\n<h1>${title}</h1>\n<p>${text}</p>\n</body></html>\n`,
  };
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Haversine metres, computed here rather than imported, so the fakes do not share the adapters' arithmetic. */
export function metersBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)));
}
