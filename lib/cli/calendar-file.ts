import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseIcs, toIcs } from '../adapters/ics';
import {
  calendarEventSchema,
  eventIdSchema,
  type CalendarEvent,
  type EventDraft,
  type EventId,
} from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import { CliUsageError, firstIssue } from './cli-error';
import { readSimpleEvent, simpleFormLoss, toSimpleEvent, type SimpleEventDraft } from './simple-calendar-form';
import { writeFileAtomically } from './write-file-atomically';

/**
 * How a calendar file is written: `kairos` is Kairos's own export (an array of calendar events),
 * `simple` the hand-written form (simple-calendar-form.ts), `ics` iCalendar. Writing keeps the
 * form the file was read in.
 */
export type CalendarFileForm = 'kairos' | 'simple' | 'ics';

export interface CalendarFileContents {
  form: CalendarFileForm;
  events: CalendarEvent[];
}

export interface CalendarFileOptions {
  now: number;
  /** The zone simple-form times are read in and written with (--tz). */
  timeZone: string;
}

const isJson = (file: string): boolean => /\.json$/i.test(file);

/** A calendar file for `kairos ask --calendar`; a file that does not exist yet is an empty calendar. */
export function readCalendarFile(file: string, options: CalendarFileOptions): CalendarFileContents {
  if (!/\.(ics|json)$/i.test(file)) throw new CliUsageError(`--calendar must be an .ics or .json file (got "${file}")`);
  // A file that does not exist yet starts empty, in Kairos's own form; --yes creates it.
  if (!existsSync(file)) return { form: isJson(file) ? 'kairos' : 'ics', events: [] };
  const text = readFileSync(file, 'utf8');
  return isJson(file) ? readJson(file, text, options) : { form: 'ics', events: readIcs(file, text, options) };
}

/** Writes the calendar back in `form`, atomically; refuses (writing nothing) what the simple form would lose. */
export function writeCalendarFile(
  file: string,
  contents: CalendarFileContents,
  options: Pick<CalendarFileOptions, 'timeZone'>,
): void {
  const { form, events } = contents;
  switch (form) {
    case 'ics':
      writeFileAtomically(file, toIcs(events, {}));
      return;
    case 'kairos':
      writeFileAtomically(file, `${JSON.stringify(events, null, 2)}\n`);
      return;
    case 'simple': {
      for (const event of events) {
        const loss = simpleFormLoss(event);
        if (loss !== undefined)
          throw new CliUsageError(
            `${file}: nothing written: ${JSON.stringify(event.title)} has ${loss}, which the simple form cannot hold (use .ics or Kairos's own JSON form)`,
          );
      }
      writeFileAtomically(
        file,
        `${JSON.stringify(
          events.map((e) => toSimpleEvent(e, options.timeZone)),
          null,
          2,
        )}\n`,
      );
      return;
    }
  }
}

function readJson(file: string, text: string, options: CalendarFileOptions): CalendarFileContents {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliUsageError(`${file} is not valid JSON`);
  }
  if (!Array.isArray(json)) throw new CliUsageError(`${file} is not a calendar: a JSON array of events`);
  const elements: unknown[] = json;
  // Kairos's own export gives every event a `time`; a person writing by hand writes start and end.
  const own = elements.every((e) => typeof e === 'object' && e !== null && 'time' in e);
  const problem = (index: number, detail: string): CliUsageError => {
    const raw = elements[index];
    const title =
      typeof raw === 'object' && raw !== null && 'title' in raw && typeof raw.title === 'string' ? raw.title : undefined;
    const named = title === undefined ? '' : ` (${JSON.stringify(title)})`;
    return new CliUsageError(`${file}: event ${String(index + 1)}${named}: ${detail}`);
  };
  const events = own
    ? elements.map((raw, i) => {
        const parsed = calendarEventSchema.safeParse(raw);
        if (!parsed.success) throw problem(i, firstIssue(parsed.error));
        return parsed.data;
      })
    : withIds(
        elements.map((raw, i) => {
          const read = readSimpleEvent(raw, options.timeZone);
          if ('problem' in read) throw problem(i, read.problem);
          return read.draft;
        }),
      ).map((draft) => stamped(draft, options.now));
  const firstWithId = new Map<string, number>();
  events.forEach((event, i) => {
    const earlier = firstWithId.get(event.id);
    if (earlier !== undefined) throw problem(i, `id ${JSON.stringify(event.id)} is also event ${String(earlier + 1)}'s`);
    firstWithId.set(event.id, i);
  });
  return { form: own ? 'kairos' : 'simple', events };
}

/**
 * Ids for events written without one: "event3" for the third event, so repeated runs over the same
 * file agree (a suggestion remembered by --conversation names events by id) and --yes writes them
 * back. base32hex, as Kairos's own ids; an id the file already uses elsewhere is skipped.
 */
function withIds(drafts: SimpleEventDraft[]): EventDraft[] {
  const taken = new Set<string>(drafts.flatMap((d) => (d.id === undefined ? [] : [d.id])));
  return drafts.map(({ id, ...draft }, i) => {
    if (id !== undefined) return { id, ...draft };
    let generated = `event${String(i + 1)}`;
    while (taken.has(generated)) generated += 'v';
    taken.add(generated);
    return { id: eventIdSchema.parse(generated), ...draft };
  });
}

/**
 * A file's event as the calendar holds it. The etag is a digest of the event, so it is the same on
 * every run until someone edits the event, when a suggestion made before the edit is refused as stale.
 */
function stamped(draft: EventDraft, now: number): CalendarEvent {
  const etag = `"${createHash('sha256').update(JSON.stringify(draft)).digest('hex').slice(0, 16)}"`;
  return calendarEventSchema.parse({ ...draft, etag, updatedAt: now });
}

function readIcs(file: string, text: string, options: CalendarFileOptions): CalendarEvent[] {
  let counter = 0;
  const newId = (): EventId => eventIdSchema.parse(`event${String(++counter)}`);
  try {
    const { events, problems } = parseIcs(text, { newId, now: options.now, defaultTimeZone: options.timeZone });
    const first = problems[0];
    if (first !== undefined) throw new CliUsageError(`${file}: ${first.component}: ${first.message}`);
    return events.map((e) => stamped(e, options.now));
  } catch (error) {
    if (error instanceof KairosError) throw new CliUsageError(`${file}: ${error.message}`);
    throw error;
  }
}
