import ICAL from 'ical.js';
import { eventDraftSchema, type EventDraft } from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import { isoDateToInstant } from '../core/time/zoned';
import { compactDate, compactInZone, compactUtc } from './ics-format';
import { convertVevent, EventProblem, type ConvertedEvent } from './ics-import-event';
import { scanIcs, unfoldLines, type VeventBlock } from './ics-lines';
import { createZoneResolver } from './ics-zones';

/** One VEVENT left out of the import, and why, for the UI to show before importing the rest. */
export interface IcsProblem {
  /** The line the component begins on. */
  line?: number;
  /** e.g. `VEVENT #3 ("Team sync")` or `VCALENDAR`. */
  component: string;
  message: string;
}

export interface IcsParseResult {
  events: EventDraft[];
  problems: IcsProblem[];
}

export interface IcsParseOptions {
  newId: () => string;
  /** Zone-name guesses for VTIMEZONE-only TZIDs are checked against this year as well as the event's own. */
  now: number;
  /** Zone for floating times and for single events written in UTC. */
  defaultTimeZone: string;
}

type Override = NonNullable<ConvertedEvent['recurrenceId']>;

/**
 * Reads an .ics file. A file that is not iCalendar, or whose syntax is broken, throws KairosError
 * 'ics_invalid' naming the line; a VEVENT that is wrong on its own is left out and reported in `problems`.
 *
 * An overridden instance (RECURRENCE-ID) becomes an EXDATE on its series plus a standalone event, because a
 * Kairos event has no per-instance exceptions. The standalone event's UID is `<series UID>_R<instance>` so that
 * it cannot pass for the series on export, and reads the same on every import of the file.
 */
export function parseIcs(text: string, options: IcsParseOptions): IcsParseResult {
  const lines = unfoldLines(text);
  const blocks = scanIcs(lines);
  const skipped = new Set(blocks.flatMap((b) => (b.error === undefined ? [] : span(b.first, b.last))));
  const calendars = readCalendars(
    lines
      .filter((_, i) => !skipped.has(i))
      .map((l) => l.text)
      .join('\r\n'),
  );
  const problems: IcsProblem[] = blocks.flatMap((b) => (b.error === undefined ? [] : [problem(b, b.error)]));
  const readable = blocks.filter((b) => b.error === undefined);
  const ctx = {
    resolve: createZoneResolver(
      calendars.flatMap((c) => c.getAllSubcomponents('vtimezone')),
      options.defaultTimeZone,
      new Date(options.now).getUTCFullYear(),
    ),
    defaultTimeZone: options.defaultTimeZone,
  };

  const converted: { block: VeventBlock | undefined; event: ConvertedEvent }[] = [];
  calendars
    .flatMap((c) => c.getAllSubcomponents('vevent'))
    .forEach((component, i) => {
      const block = readable[i];
      try {
        converted.push({ block, event: convertVevent(component, ctx) });
      } catch (error) {
        const reason = error instanceof EventProblem ? error.message : `It could not be read: ${String(error)}`;
        problems.push(problem(block, reason));
      }
    });

  const series = new Map<string, Omit<EventDraft, 'id'>>();
  for (const { event } of converted) {
    if (!event.recurrenceId && event.uid !== undefined && event.draft.recurrence) series.set(event.uid, event.draft);
  }
  const drafts: { block: VeventBlock | undefined; draft: Omit<EventDraft, 'id'> }[] = [];
  for (const { block, event } of converted) {
    const { recurrenceId, uid } = event;
    if (recurrenceId) {
      const master = uid === undefined ? undefined : series.get(uid);
      if (master) master.recurrence = [...(master.recurrence ?? []), exdateFor(master, recurrenceId)];
      if (uid !== undefined) event.draft.icalUid = `${uid}_R${instanceStamp(recurrenceId)}`;
    }
    // A cancelled event blocks no time; Google exports deleted instances of a series this way.
    if (!event.cancelled) drafts.push({ block, draft: event.draft });
  }

  const events: EventDraft[] = [];
  for (const { block, draft } of drafts) {
    const parsed = eventDraftSchema.safeParse({ id: options.newId(), ...draft });
    if (parsed.success) events.push(parsed.data);
    else problems.push(problem(block, parsed.error.issues.map((issue) => `${issue.message}.`).join(' ')));
  }
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { events, problems };
}

function readCalendars(text: string): ICAL.Component[] {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new KairosError('ics_invalid', `The file could not be read as iCalendar: ${reason}.`, { cause: error });
  }
  const roots: unknown[] = Array.isArray(jcal) && typeof jcal[0] === 'string' ? [jcal] : Array.isArray(jcal) ? jcal : [];
  return roots.flatMap((root) => (Array.isArray(root) ? [new ICAL.Component(root)] : []));
}

function exdateFor(master: Omit<EventDraft, 'id'>, instance: Override): string {
  const time = master.time;
  if (time.kind === 'allDay') {
    const date = 'date' in instance ? instance.date : new Date(instance.instant).toISOString().slice(0, 10);
    return `EXDATE;VALUE=DATE:${compactDate(date)}`;
  }
  const ms = 'instant' in instance ? instance.instant : isoDateToInstant(instance.date, time.timeZone);
  if (time.timeZone === 'UTC') return `EXDATE:${compactUtc(ms)}`;
  return `EXDATE;TZID=${time.timeZone}:${compactInZone(ms, time.timeZone)}`;
}

function instanceStamp(instance: Override): string {
  return 'date' in instance ? compactDate(instance.date) : compactUtc(instance.instant);
}

function problem(block: VeventBlock | undefined, message: string): IcsProblem {
  if (!block) return { component: 'VEVENT', message };
  const summary = block.summary ? ` (${JSON.stringify(block.summary)})` : '';
  return { line: block.beginLine, component: `VEVENT #${String(block.index)}${summary}`, message };
}

function span(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
