import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../close-server';
import type { Fault, FakeCalendarOptions, FakeCalendarServer, RecordedRequest } from './api';
import { listCalendars, getSetting } from './calendar-list';
import { loadDiscovery } from './discovery';
import { checkRequest } from './discovery-check';
import { getEvent, listEvents, listInstances } from './event-reads';
import { createEventStore, type EventStore } from './event-store';
import { deleteEvent, insertEvent, patchEvent, seedEvent, updateEvent } from './event-writes';
import { asRecord } from './event-times';
import { type BusyPeriod, queryFreeBusy } from './free-busy';
import { authError, faultError, GoogleApiError, notFound } from './google-errors';
import { headerRecord, PREFLIGHT_HEADERS, queryRecord, readBody, recordedBody, type Reply, writeReply } from './http-io';
import { authorize, createTokenRegistry, revoke, tokenOf } from './oauth';

export type { FakeCalendarOptions, FakeCalendarServer, Fault, GoogleEventJson, RecordedRequest, SeedCalendar } from './api';

/**
 * A loopback Google Calendar v3 (and Google OAuth) for integration and e2e tests. It routes by
 * Google's discovery document and refuses, with a recorded violation, any request that document
 * would not allow; what it answers follows Google's semantics (etags, cancelled-not-gone deletes,
 * instances, free/busy) and error bodies.
 */

interface Call {
  path: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

type Handler = (call: Call) => Reply;

function handlersFor(store: EventStore, others: Map<string, BusyPeriod[]>): Record<string, Handler> {
  const at = (call: Call, name: string): string => call.path[name] ?? '';
  const write = (call: Call) => ({
    calendarId: at(call, 'calendarId'),
    eventId: at(call, 'eventId'),
    body: call.body,
    query: call.query,
    ifMatch: call.ifMatch,
  });
  return {
    'calendar.calendarList.list': (call) => listCalendars(store, call.query),
    'calendar.settings.get': (call) => getSetting(store, at(call, 'setting')),
    'calendar.events.list': (call) => listEvents(store, at(call, 'calendarId'), call.query),
    'calendar.events.get': (call) => getEvent(store, at(call, 'calendarId'), at(call, 'eventId'), call.ifNoneMatch),
    'calendar.events.instances': (call) => listInstances(store, at(call, 'calendarId'), at(call, 'eventId'), call.query),
    'calendar.events.insert': (call) => insertEvent(store, write(call)),
    'calendar.events.patch': (call) => patchEvent(store, write(call)),
    'calendar.events.update': (call) => updateEvent(store, write(call)),
    'calendar.events.delete': (call) => deleteEvent(store, write(call)),
    'calendar.freebusy.query': (call) => queryFreeBusy(store, others, call.body),
  };
}

interface Outcome {
  reply: Reply;
  methodId?: string;
  /** Performed, but the socket is destroyed instead of answering. */
  drop?: boolean;
}

const errorReply = (error: GoogleApiError): Reply => ({ status: error.status, json: error.toBody() });

export async function startFakeCalendarServer(options: FakeCalendarOptions = {}): Promise<FakeCalendarServer> {
  const discovery = loadDiscovery();
  const store = createEventStore(options);
  const tokens = createTokenRegistry();
  const others = new Map<string, BusyPeriod[]>();
  const handlers = handlersFor(store, others);
  const faults: (Fault & { remaining: number; toSkip: number })[] = [];
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const cors = options.cors ?? true;

  /** The first due fault for the method; every fault still skipping counts this request. */
  function takeFault(methodId: string): Fault | undefined {
    let taken: (typeof faults)[number] | undefined;
    for (const fault of faults) {
      if (fault.methodId !== methodId) continue;
      if (fault.toSkip > 0) fault.toSkip--;
      else taken ??= fault;
    }
    if (taken === undefined) return undefined;
    taken.remaining--;
    if (taken.remaining <= 0) faults.splice(faults.indexOf(taken), 1);
    return taken;
  }

  function route(verb: string, url: URL, headers: IncomingHttpHeaders, bodyText: string): Outcome {
    if (verb === 'OPTIONS') return { reply: cors ? { status: 204, headers: PREFLIGHT_HEADERS } : errorReply(notFound()) };
    if (verb === 'GET' && url.pathname === '/o/oauth2/v2/auth') return { reply: authorize(tokens, url.searchParams) };
    if (verb === 'POST' && url.pathname === '/revoke') return { reply: revoke(tokens, url.searchParams, bodyText) };
    const matched = discovery.match(verb, url.pathname);
    if (matched === undefined) return { reply: errorReply(notFound()) };
    const methodId = matched.method.id;
    const token = tokenOf(headers.authorization, url.searchParams);
    if (token === undefined || !tokens.isValid(token)) return { methodId, reply: errorReply(authError()) };
    const checked = checkRequest(discovery.document, matched, url.searchParams, bodyText);
    if (checked.violations.length > 0) {
      violations.push(...checked.violations);
      const items = checked.violations.map((message) => ({ domain: 'global', reason: 'badRequest', message }));
      return { methodId, reply: errorReply(new GoogleApiError(400, items)) };
    }
    const handler = handlers[methodId];
    if (handler === undefined) return { methodId, reply: errorReply(notFound()) };
    const fault = takeFault(methodId);
    if (fault?.status !== undefined) return { methodId, reply: errorReply(faultError(fault.status, fault.reason)) };
    const call: Call = {
      path: matched.pathParams,
      query: url.searchParams,
      body: asRecord(checked.body) ?? {},
      ifMatch: headers['if-match'],
      ifNoneMatch: headers['if-none-match'],
    };
    let reply: Reply;
    try {
      reply = handler(call);
    } catch (error) {
      if (!(error instanceof GoogleApiError)) throw error;
      reply = errorReply(error);
    }
    return { methodId, reply, drop: fault?.dropResponse === true };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const verb = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const bodyText = await readBody(req);
    const outcome = route(verb, url, req.headers, bodyText);
    // A dropped response records the status it would have had: the operation did happen.
    requests.push({
      method: verb,
      path: url.pathname,
      query: queryRecord(url.searchParams),
      headers: headerRecord(req.headers),
      body: recordedBody(bodyText, req.headers['content-type']),
      ...(outcome.methodId === undefined ? {} : { methodId: outcome.methodId }),
      status: outcome.reply.status,
    });
    if (outcome.drop === true) req.socket.destroy();
    else writeReply(res, outcome.reply, cors);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else writeReply(res, { status: 500, json: { error: { code: 500, message: String(error) } } }, cors);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${String(port)}`;

  const calendarOrThrow = (calendarId: string) => {
    const calendar = store.find(calendarId);
    if (calendar === undefined) throw new Error(`fake calendar: no calendar ${calendarId}`);
    return calendar;
  };

  return {
    origin,
    apiBaseUrl: `${origin}/calendar/v3`,
    authUrl: `${origin}/o/oauth2/v2/auth`,
    revokeUrl: `${origin}/revoke`,
    account: store.account,
    issueToken: () => tokens.issue(),
    revokeToken(token) {
      tokens.revoke(token);
    },
    revokeGrant: () => {
      tokens.revokeGrant();
    },
    allowSignIn: () => {
      tokens.allowSignIn();
    },
    seedEvent: (calendarId, event) => seedEvent(store, calendarId, event),
    events: (calendarId) => [...calendarOrThrow(calendarId).events.values()].map((event) => structuredClone(event)),
    event(calendarId, id) {
      const event = calendarOrThrow(calendarId).events.get(id);
      return event === undefined ? undefined : structuredClone(event);
    },
    setFreeBusy(email, busy) {
      others.set(
        email,
        busy.map((period) => ({ ...period })),
      );
    },
    setTimeZone(zone) {
      store.setSettingsZone(zone);
    },
    inject(fault) {
      faults.push({ ...fault, remaining: fault.times ?? 1, toSkip: fault.skip ?? 0 });
    },
    requests,
    violations,
    close() {
      return closeServer(server);
    },
  };
}
