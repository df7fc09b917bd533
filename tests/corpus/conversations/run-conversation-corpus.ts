// Runs the conversation corpus (conversations.ts): each conversation's turns go one after the other
// through the in-process CLI `ask --conversation FILE --json` (the code path of bin/kairos.ts), with
// one conversation file and one fresh copy of tests/fixtures/calendars/five-months.json per
// conversation; turn i runs i minutes after the corpus's now. The calendar after the last turn is
// judged against the fixture by the plan corpus's judge, then the conversation's relative checks.
//
//   npx tsx tests/corpus/conversations/run-conversation-corpus.ts [--id X[,Y]] [--kind K[,L]] [--verbose] [--write-passing]
//
// --verbose prints every turn's reply (short) for every failing conversation; --all-turns for passing ones too.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ask } from '../../../lib/cli/ask-command';
import type { PlacesOptions } from '../../../lib/cli/places-options';
import type { CalendarEvent } from '../../../lib/core/domain/calendar-event';
import { readCardReply } from '../../../lib/core/plan/reading/read-reply';
import { startFakeFoursquare } from '../../servers/fake-places/fake-foursquare';
import type { FakePlacesServer } from '../../servers/fake-places/fake-http';
import { startFakeNominatim } from '../../servers/fake-places/fake-nominatim';
import { startFakeOverpass } from '../../servers/fake-places/fake-overpass';
import { CORPUS_NOW, CORPUS_ZONE, type CorpusRow, type Expectation } from '../plan-requests';
import { FIXTURE, diffCalendars, includesAny, judgeRow, readOutput, type AskOutput, type Verdict } from '../run-plan-corpus';
import { CONVERSATIONS } from './conversations';
import {
  CONVERSATION_KINDS,
  type Conversation,
  type ConversationKind,
  type RelativeCheck,
  type Turn,
} from './conversation-types';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Conversation ids known to pass; tests/integration/conversation-corpus.test.ts fails if one stops passing. */
export const CONVERSATION_PASSING_FILE = join(HERE, 'passing.json');

const MINUTE = 60_000;

/** What one turn printed, read. */
export interface TurnResult {
  text: string;
  yes: boolean;
  output: string;
  read: AskOutput;
  slots: { start: number; end: number }[];
  location: string | undefined;
}

export interface ConversationVerdict extends Verdict {
  turns: TurnResult[];
}

// ---------------------------------------------------------------------------------------------
// Places: the loopback fake Foursquare (and Nominatim/Overpass beside it), as cli-places.test.ts

export interface FakePlaces {
  options: PlacesOptions;
  close(): Promise<void>;
}

export async function startFakePlaces(): Promise<FakePlaces> {
  const servers: FakePlacesServer[] = [];
  const [nominatim, overpass, foursquare] = await Promise.all([startFakeNominatim(), startFakeOverpass(), startFakeFoursquare()]);
  servers.push(nominatim, overpass, foursquare);
  return {
    options: {
      provider: 'foursquare',
      foursquareKey: foursquare.apiKey,
      work: 'Soho, London',
      endpoints: {
        nominatimUrl: nominatim.url,
        overpassUrl: `${overpass.url}/api/interpreter`,
        foursquareUrl: foursquare.url,
      },
    },
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reading a turn

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function proposalOf(raw: unknown): { slots: { start: number; end: number }[]; location: string | undefined } {
  if (!isRecord(raw) || !isRecord(raw.proposal)) return { slots: [], location: undefined };
  const p = raw.proposal;
  const slots = Array.isArray(p.slots)
    ? (p.slots as unknown[]).flatMap((s) =>
        isRecord(s) && typeof s.start === 'string' && typeof s.end === 'string'
          ? [{ start: Date.parse(s.start), end: Date.parse(s.end) }]
          : [],
      )
    : [];
  return { slots, location: typeof p.location === 'string' ? p.location : undefined };
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: CORPUS_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: CORPUS_ZONE });
const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: CORPUS_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const localDay = (ms: number): string => DAY.format(new Date(ms));
/** "HH:MM"; an end at midnight reads "24:00". */
const localClock = (ms: number): string => CLOCK.format(new Date(ms)).replace(/^00:00$/, '24:00');
const when = (ms: number): string => WHEN.format(new Date(ms));
const span = (s: { start: number; end: number }): string => `${when(s.start)}–${WHEN.format(new Date(s.end)).slice(-5)}`;

/** One line per turn for the report: the proposal, the changes, the words. */
export function shortReply(t: TurnResult): string {
  const parts: string[] = [];
  const raw = t.read.raw;
  if (isRecord(raw) && isRecord(raw.proposal)) {
    const title = typeof raw.proposal.title === 'string' ? raw.proposal.title : '?';
    const [first, ...rest] = t.slots;
    parts.push(
      `PROPOSES "${title}" ${first === undefined ? '?' : span(first)}${rest.length > 0 ? ` (or ${rest.map(span).join(', ')})` : ''}` +
        (t.location === undefined ? '' : ` at ${t.location}`),
    );
  } else if (t.read.changes.length > 0) {
    const shown = t.read.changes
      .slice(0, 4)
      .map((c) => {
        const after = c.after?.start === undefined ? '' : ` → ${when(Date.parse(c.after.start))}`;
        const renamed = c.after?.title !== undefined && c.after.title !== c.title ? ` as "${c.after.title}"` : '';
        return `${c.kind} "${c.title}"${after}${renamed}`;
      })
      .join('; ');
    parts.push(`CHANGES ${shown}${t.read.changes.length > 4 ? ` (+${String(t.read.changes.length - 4)})` : ''}`);
  }
  const applied = isRecord(raw) && raw.applied === true;
  const text = t.read.text.replace(/\s+/g, ' ').trim();
  if (text !== '') parts.push(`"${text.length > 260 ? `${text.slice(0, 257)}…` : text}"`);
  if (applied) parts.push('[applied]');
  return parts.length === 0 ? '(nothing)' : parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Judging

function isAsks(e: Expectation): boolean {
  return 'asks' in e;
}

/** The last turn that is not a bare "yes": the one whose question a final "asks" means. */
function lastNonApproval(turns: readonly TurnResult[]): TurnResult | undefined {
  return [...turns].reverse().find((t) => readCardReply(t.text) !== 'approve') ?? turns[turns.length - 1];
}

function judgeAlternative(
  conv: Conversation,
  expect: Expectation,
  turns: readonly TurnResult[],
  before: readonly CalendarEvent[],
  after: readonly CalendarEvent[],
): Verdict {
  const last = turns[turns.length - 1];
  const text = conv.turns.map((t) => t.text).join(' / ');
  const row: CorpusRow = { id: conv.id, category: 'seed', text, expect };
  if (isAsks(expect)) {
    // Kairos asked instead of acting: nothing written, and the last real message was answered with a question.
    const asked = lastNonApproval(turns);
    const verdict = judgeRow(row, asked?.output ?? '', before, after);
    return verdict;
  }
  const verdict = judgeRow(row, last?.output ?? '', before, after);
  if (!verdict.pass || conv.relative === undefined || !('changes' in expect)) return verdict;
  const problem = checkRelative(conv.relative, turns, before, after);
  return problem === undefined ? verdict : { pass: false, why: problem };
}

function checkRelative(
  rel: RelativeCheck,
  turns: readonly TurnResult[],
  before: readonly CalendarEvent[],
  after: readonly CalendarEvent[],
): string | undefined {
  const change = diffCalendars(before, after);
  if (rel.movedOffDay !== undefined) {
    const stayed = change.moved.filter((m) => localDay(m.after.start) === rel.movedOffDay);
    if (stayed.length > 0)
      return `moved within ${rel.movedOffDay}: ${stayed.map((m) => `"${m.before.title}" → ${when(m.after.start)}`).join(', ')}`;
  }
  const onlyMoves = Object.keys(rel).every((k) => k === 'movedOffDay');
  if (onlyMoves) return undefined;
  const made = change.created[0];
  if (made === undefined) return 'relative check: nothing was created';
  if (rel.timeOfDay !== undefined) {
    const from = localClock(made.start);
    const to = localClock(made.end);
    if (from < rel.timeOfDay.from || to > rel.timeOfDay.to || localDay(made.start) !== localDay(made.end - 1))
      return `booked ${span(made)}, expected between ${rel.timeOfDay.from} and ${rel.timeOfDay.to}`;
  }
  const event = after.find((e) => e.id === made.eventId);
  const firstSlot = (turn: number): { start: number; end: number } | string => {
    const slot = turns[turn]?.slots[0];
    return slot ?? `turn ${String(turn + 1)} proposed no time`;
  };
  const at = when(made.start);
  if (rel.earlierThan !== undefined) {
    const s = firstSlot(rel.earlierThan);
    if (typeof s === 'string') return s;
    if (made.start >= s.start) return `booked ${at}, not earlier than ${when(s.start)} (turn ${String(rel.earlierThan + 1)})`;
  }
  if (rel.laterThan !== undefined) {
    const s = firstSlot(rel.laterThan);
    if (typeof s === 'string') return s;
    if (made.start <= s.start) return `booked ${at}, not later than ${when(s.start)} (turn ${String(rel.laterThan + 1)})`;
  }
  if (rel.slot !== undefined) {
    const slots = turns[rel.slot.turn]?.slots ?? [];
    const s = slots[rel.slot.index];
    if (s === undefined)
      return `turn ${String(rel.slot.turn + 1)} showed ${String(slots.length)} times, no option ${String(rel.slot.index + 1)}`;
    if (made.start !== s.start)
      return `booked ${at}, expected option ${String(rel.slot.index + 1)} of turn ${String(rel.slot.turn + 1)}: ${when(s.start)}`;
  }
  if (rel.notFirstSlotOf !== undefined) {
    const s = firstSlot(rel.notFirstSlotOf);
    if (typeof s === 'string') return s;
    if (made.start === s.start) return `booked ${at}, the same time turn ${String(rel.notFirstSlotOf + 1)} first suggested`;
  }
  if (rel.hasLocation === true && (event?.location ?? '') === '') return 'the event has no location';
  if (rel.otherPlaceThan !== undefined) {
    const was = turns[rel.otherPlaceThan]?.location;
    if (was === undefined) return `turn ${String(rel.otherPlaceThan + 1)} suggested no place`;
    if (event?.location === undefined) return 'the event has no location';
    if (event.location === was) return `still at ${was}`;
  }
  return undefined;
}

function checkTurn(turn: Turn, result: TurnResult, index: number): string | undefined {
  const e = turn.expect;
  if (e === undefined) return undefined;
  const n = `turn ${String(index + 1)} (${JSON.stringify(turn.text)})`;
  for (const w of e.says ?? [])
    if (!includesAny(result.read.text, w)) return `${n}: the reply lacks ${typeof w === 'string' ? w : w.join(' | ')}`;
  if (e.proposes !== undefined) {
    const s = result.slots[0];
    if (s === undefined) return `${n}: expected a proposal, got ${shortReply(result)}`;
    const p = e.proposes;
    const day = localDay(s.start);
    if (p.day !== undefined && day !== p.day) return `${n}: proposed ${span(s)}, expected on ${p.day}`;
    if (p.window !== undefined && (s.start < Date.parse(p.window.start) || s.end > Date.parse(p.window.end)))
      return `${n}: proposed ${span(s)}, expected within ${p.window.start} – ${p.window.end}`;
    if (p.minutes !== undefined && (s.end - s.start) / MINUTE !== p.minutes)
      return `${n}: proposed ${String((s.end - s.start) / MINUTE)} min, expected ${String(p.minutes)}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Running

function readEvents(file: string): CalendarEvent[] {
  return JSON.parse(readFileSync(file, 'utf8')) as CalendarEvent[];
}

/** Runs one conversation in a temporary directory and judges it. `places` is needed for places conversations. */
export async function runConversation(conv: Conversation, places?: PlacesOptions): Promise<ConversationVerdict> {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-conversation-'));
  const file = join(dir, 'calendar.json');
  const conversationFile = join(dir, 'conversation.json');
  const turns: TurnResult[] = [];
  try {
    copyFileSync(FIXTURE, file);
    const before = readEvents(FIXTURE);
    if (conv.places === true && places === undefined) return { pass: false, why: 'needs the fake places servers', turns };
    for (const [i, turn] of conv.turns.entries()) {
      let output: string;
      try {
        output = await ask({
          text: turn.text,
          calendarFile: file,
          conversationFile,
          now: Date.parse(CORPUS_NOW) + i * MINUTE,
          timeZone: CORPUS_ZONE,
          json: true,
          yes: turn.yes,
          ...(conv.places === true && places !== undefined ? { places } : {}),
        });
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return { pass: false, why: `turn ${String(i + 1)} threw ${message}`, turns };
      }
      const read = readOutput(output);
      turns.push({ text: turn.text, yes: turn.yes, output, read, ...proposalOf(read.raw) });
    }
    let after: CalendarEvent[];
    try {
      after = existsSync(file) ? readEvents(file) : [];
    } catch (error) {
      return { pass: false, why: `the calendar file written back is unreadable: ${String(error)}`, turns };
    }
    for (const [i, turn] of conv.turns.entries()) {
      const result = turns[i];
      const problem = result === undefined ? undefined : checkTurn(turn, result, i);
      if (problem !== undefined) return { pass: false, why: problem, turns };
    }
    const alternatives = Array.isArray(conv.expect) ? conv.expect : [conv.expect];
    const verdicts = alternatives.map((e) => judgeAlternative(conv, e, turns, before, after));
    if (verdicts.some((v) => v.pass)) return { pass: true, turns };
    // The first alternative is the outcome the conversation is about; its problems are the ones shown.
    const why = verdicts.map((v) => v.why ?? '').join('  ‖ or: ');
    return { pass: false, why, turns };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function argValues(args: string[], name: string): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a === name) out.push(...(args[i + 1] ?? '').split(','));
    else if (a.startsWith(`${name}=`)) out.push(...a.slice(name.length + 1).split(','));
  });
  return out.filter((s) => s !== '');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const allTurns = args.includes('--all-turns');
  const only = argValues(args, '--id');
  const kinds = argValues(args, '--kind');
  const unknown = kinds.filter((k) => !(CONVERSATION_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0) throw new Error(`unknown kind ${unknown.join(', ')}; one of ${CONVERSATION_KINDS.join(', ')}`);
  const selected = CONVERSATIONS.filter(
    (c) => (only.length === 0 || only.includes(c.id)) && (kinds.length === 0 || kinds.includes(c.kind)),
  );
  const places = selected.some((c) => c.places === true) ? await startFakePlaces() : undefined;
  const passed = new Map<ConversationKind, number>();
  const total = new Map<ConversationKind, number>();
  const passingIds: string[] = [];
  try {
    for (const conv of selected) {
      const verdict = await runConversation(conv, places?.options);
      total.set(conv.kind, (total.get(conv.kind) ?? 0) + 1);
      if (verdict.pass) {
        passingIds.push(conv.id);
        passed.set(conv.kind, (passed.get(conv.kind) ?? 0) + 1);
      }
      if ((verbose && !verdict.pass) || allTurns) {
        console.log(`${verdict.pass ? '✓' : '✗'} ${conv.id} [${conv.kind}]`);
        conv.turns.forEach((t, i) => {
          const r = verdict.turns[i];
          console.log(`    ${String(i + 1)}. ${t.yes ? '(--yes) ' : ''}${JSON.stringify(t.text)}`);
          console.log(`       → ${r === undefined ? '(not run)' : shortReply(r)}`);
        });
        if (!verdict.pass) console.log(`    ✗ ${verdict.why ?? ''}`);
        if (conv.note !== undefined) console.log(`    note: ${conv.note}`);
      } else if (!verdict.pass) console.log(`✗ ${conv.id} [${conv.kind}]: ${verdict.why ?? ''}`);
    }
  } finally {
    await places?.close();
  }
  console.log('');
  console.log(`${'kind'.padEnd(20)} passed / conversations`);
  let allPassed = 0;
  for (const kind of CONVERSATION_KINDS) {
    const n = total.get(kind);
    if (n === undefined) continue;
    const p = passed.get(kind) ?? 0;
    allPassed += p;
    console.log(`${kind.padEnd(20)} ${String(p).padStart(3)} / ${String(n)}`);
  }
  const pct = selected.length === 0 ? 0 : (100 * allPassed) / selected.length;
  console.log(`${'overall'.padEnd(20)} ${String(allPassed).padStart(3)} / ${String(selected.length)} (${pct.toFixed(1)}%)`);
  if (args.includes('--write-passing')) {
    if (only.length > 0 || kinds.length > 0)
      console.log('--write-passing needs the whole corpus (no --id / --kind); not written');
    else writeFileSync(CONVERSATION_PASSING_FILE, `${JSON.stringify(passingIds, null, 2)}\n`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
