import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { createCryptoIds } from '../adapters/crypto-ids';
import { parseIcs, toIcs } from '../adapters/ics';
import { createMemoryActionStore } from '../adapters/memory-action-store';
import { createMemoryCalendar } from '../adapters/memory-calendar';
import { createOpenAiModel } from '../adapters/openai-model';
import { createApprovals } from '../core/approvals/approvals';
import { calendarEventSchema, type CalendarEvent } from '../core/domain/calendar-event';
import { DEFAULT_PREFERENCES } from '../core/domain/preferences';
import { KairosError } from '../core/errors';
import { runTurn } from '../core/pipeline/run-turn';
import type { TurnEvent } from '../core/pipeline/turn-event';
import { formatRange, formatZoneName } from '../core/time/format';
import { toZonedIso } from '../core/time/zoned';
import type { ModelPort } from '../ports/model';
import { CliUsageError } from './cli-error';

export interface AskOptions {
  text: string;
  calendarFile?: string;
  now: number;
  timeZone: string;
  json: boolean;
  yes: boolean;
  model?: { baseUrl: string; apiKey: string; nanoModel: string; miniModel: string };
}

/** `kairos ask`: one whole turn against a calendar file; prints the proposal, and with --yes applies it. */
export async function ask(options: AskOptions): Promise<string> {
  const clock = { now: () => options.now };
  const ids = createCryptoIds();
  const calendar = createMemoryCalendar({ clock, events: readCalendar(options, () => ids.newId()) });
  const approvals = createApprovals({ store: createMemoryActionStore(), calendar, clock, ids });
  const events: TurnEvent[] = [];
  const model: ModelPort | undefined = options.model === undefined ? undefined : createOpenAiModel(options.model);
  const outcome = await runTurn(options.text, {
    calendar,
    approvals,
    clock,
    ids,
    preferences: DEFAULT_PREFERENCES,
    timeZone: options.timeZone,
    source: 'chat',
    emit: (e) => events.push(e),
    ...(model === undefined ? {} : { model }),
  });
  const proposal = events.find((e): e is Extract<TurnEvent, { type: 'proposal' }> => e.type === 'proposal')?.proposal;
  const texts = events.flatMap((e) => (e.type === 'text' ? [e.text] : e.type === 'error' ? [e.error.message] : []));
  let applied = false;
  if (options.yes && proposal !== undefined) {
    await approvals.approve(proposal.token);
    writeCalendar(options, await calendar.allEvents());
    applied = true;
  }
  const zone = options.timeZone;
  if (options.json) {
    return JSON.stringify({
      intent: outcome.intent ?? 'help',
      ...(proposal === undefined
        ? { message: texts.join(' ') }
        : {
            proposal: {
              title: proposal.title,
              slots: [proposal, ...proposal.alternatives].map((s) => ({
                start: toZonedIso(s.start, zone),
                end: toZonedIso(s.end, zone),
              })),
              message: proposal.reason,
              attendees: proposal.attendees,
              ...(proposal.location === undefined ? {} : { location: proposal.location }),
            },
          }),
      modelCalls: outcome.modelCalls,
      fellBack: outcome.fellBack !== undefined,
      ...(outcome.fellBack === undefined ? {} : { fellBackBecause: outcome.fellBack }),
      applied,
    });
  }
  if (proposal === undefined) return texts.join('\n');
  const lines = [
    `${proposal.title}: ${formatRange(proposal.start, proposal.end, zone)} (${formatZoneName(proposal.start, zone)})`,
    proposal.reason,
    ...proposal.alternatives.map((a) => `  or ${formatRange(a.start, a.end, zone)}`),
    applied ? `Added to ${options.calendarFile ?? 'the calendar'}.` : 'Not applied (run again with --yes to add it).',
  ];
  return lines.join('\n');
}

function readCalendar(options: AskOptions, newId: () => string): CalendarEvent[] {
  const file = options.calendarFile;
  if (file === undefined) return [];
  if (!/\.(ics|json)$/i.test(file)) throw new CliUsageError(`--calendar must be an .ics or .json file (got "${file}")`);
  // A file that does not exist yet starts empty; --yes creates it.
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CliUsageError(`${file} is not valid JSON`);
    }
    const parsed = z.array(calendarEventSchema).safeParse(json);
    if (!parsed.success) throw new CliUsageError(`${file} is not a Kairos calendar JSON file (an array of events)`);
    return parsed.data;
  }
  try {
    const { events, problems } = parseIcs(text, { newId, now: options.now, defaultTimeZone: options.timeZone });
    const first = problems[0];
    if (first !== undefined) throw new CliUsageError(`${file}: ${first.component}: ${first.message}`);
    return events.map((e) => calendarEventSchema.parse({ ...e, etag: '"0"', updatedAt: options.now }));
  } catch (error) {
    if (error instanceof KairosError) throw new CliUsageError(`${file}: ${error.message}`);
    throw error;
  }
}

function writeCalendar(options: AskOptions, events: CalendarEvent[]): void {
  const file = options.calendarFile;
  if (file === undefined) return;
  writeFileSync(file, file.endsWith('.json') ? `${JSON.stringify(events, null, 2)}\n` : toIcs(events, {}));
}
