/// <reference types="@maxim_mazurok/gapi.client.calendar-v3" />
import type { z } from 'zod';
import type { Interval } from '../core/time/interval';
import type { FreeBusyAnswer } from '../ports/free-busy';
import { googleFreeBusyResponseSchema } from './google-event-schema';
import { parseAnswer, type GoogleHttp } from './google-http';

// freebusy.query takes at most 50 calendars per request (calendarExpansionMax's ceiling):
// https://developers.google.com/workspace/calendar/api/v3/reference/freebusy/query
const CALENDARS_PER_QUERY = 50;

type FreeBusyCalendar = z.infer<typeof googleFreeBusyResponseSchema>['calendars'][string];

/** Other people's busy time, one answer per email as given; chunks of 50 asked side by side. */
export async function queryGoogleFreeBusy(
  http: GoogleHttp,
  emails: readonly string[],
  range: Interval,
): Promise<Map<string, FreeBusyAnswer>> {
  const unique = [...new Set(emails)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += CALENDARS_PER_QUERY) chunks.push(unique.slice(i, i + CALENDARS_PER_QUERY));
  const answered = await Promise.all(chunks.map((chunk) => askChunk(http, chunk, range)));

  const byEmail = new Map<string, FreeBusyCalendar>();
  for (const calendars of answered) {
    for (const [id, calendar] of Object.entries(calendars)) byEmail.set(id.toLowerCase(), calendar);
  }
  // Google keys its answer by the id as asked, but emails are case-blind, so look up without case.
  return new Map(emails.map((email) => [email, answerOf(email, byEmail.get(email.toLowerCase()))]));
}

async function askChunk(http: GoogleHttp, emails: string[], range: Interval): Promise<Record<string, FreeBusyCalendar>> {
  const body = {
    timeMin: new Date(range.start).toISOString(),
    timeMax: new Date(range.end).toISOString(),
    items: emails.map((id) => ({ id })),
  } satisfies gapi.client.calendar.FreeBusyRequest;
  // A POST, but only a question: asking twice cannot change anything.
  const { body: answer } = await http.send({ method: 'POST', path: '/freeBusy', body, repeatable: true });
  return parseAnswer(googleFreeBusyResponseSchema, answer, 'a free/busy answer').calendars;
}

function answerOf(email: string, calendar: FreeBusyCalendar | undefined): FreeBusyAnswer {
  if (calendar === undefined) return { kind: 'error', message: `Google Calendar gave no free/busy answer for ${email}.` };
  const [first] = calendar.errors;
  // notFound: not on Google, or their calendar is not shared with the person.
  if (first?.reason === 'notFound') return { kind: 'not_visible' };
  if (first !== undefined) {
    return { kind: 'error', message: `Google Calendar could not check ${email}'s calendar (${first.reason}).` };
  }
  return { kind: 'busy', busy: calendar.busy.map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) })) };
}
