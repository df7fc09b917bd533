/**
 * How long one slot search takes on a heavy calendar: 10 participants × 2,000 busy intervals each
 * over 60 days, in five zones. The calendar comes from a seeded PRNG, so every run searches the
 * same data. Run: npx tsx bench/slot-search.bench.ts (target: median under 20 ms).
 */
import type { Participant } from '../lib/core/domain/participant';
import { DEFAULT_PREFERENCES } from '../lib/core/domain/preferences';
import { findCandidateSlots } from '../lib/core/slots/find-candidate-slots';
import type { SlotQuery, SlotSearchResult } from '../lib/core/slots/slot-query';
import type { Interval } from '../lib/core/time/interval';
import { median, seededRandom } from './bench-utils';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PARTICIPANTS = 10;
const BUSY_PER_PARTICIPANT = 2_000;
const DAYS = 60;
const RUNS = 50;
const WARMUP = 5;
const NOW = Date.parse('2026-03-02T08:00:00Z');
const ZONES = ['America/New_York', 'America/Chicago', 'Europe/London', 'Europe/Berlin', 'America/Sao_Paulo'];

interface CalendarShape {
  zones: readonly string[];
  /** Longest meeting, in minutes (15-minute steps from 15). */
  maxMinutes: number;
  /** Of each person's 2,000 meetings, how many come from one pool everyone attends (a team's calendar). */
  shared: number;
}

/** Meetings on the quarter hour anywhere in the 60 days; they may overlap, as real calendars do. */
function buildParticipants(seed: number, shape: CalendarShape): Participant[] {
  const random = seededRandom(seed);
  const meeting = (): Interval => {
    const start = NOW + Math.floor(random() * ((DAYS * DAY) / (15 * MINUTE))) * 15 * MINUTE;
    return { start, end: start + (1 + Math.floor(random() * (shape.maxMinutes / 15))) * 15 * MINUTE };
  };
  const pool = Array.from({ length: shape.shared }, meeting);
  return Array.from({ length: PARTICIPANTS }, (_, k) => ({
    id: `p${String(k)}@example.com`,
    name: `Person ${String(k)}`,
    timeZone: shape.zones[k % shape.zones.length] ?? 'UTC',
    workingHours: DEFAULT_PREFERENCES.workingHours,
    busy: [...pool, ...Array.from({ length: BUSY_PER_PARTICIPANT - shape.shared }, meeting)],
  }));
}

function query(participants: Participant[]): SlotQuery {
  return {
    now: NOW,
    timeZone: 'America/New_York',
    durationMinutes: 30,
    window: { start: NOW, end: NOW + DAYS * DAY },
    participants,
    constraints: [
      { type: 'keep_free', who: 'me', strength: 'hard', block: 'lunch', text: 'keep lunch free' },
      {
        type: 'avoid',
        who: 'Person 3',
        strength: 'preference',
        days: ['mon'],
        timeRange: { start: '14:00', end: '24:00' },
        text: 'not Monday afternoons',
      },
    ],
    travel: { beforeMinutes: 15, afterMinutes: 15 },
  };
}

function run(label: string, participants: Participant[]): void {
  const q = query(participants);
  // The first search of a process pays for JIT warm-up and for asking Intl every zone offset.
  const cold = performance.now();
  let last: SlotSearchResult | undefined = findCandidateSlots(q);
  const coldMs = performance.now() - cold;
  for (let i = 1; i < WARMUP; i++) last = findCandidateSlots(q);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = findCandidateSlots(q);
    times.push(performance.now() - t0);
  }
  const shape = `${String(last.slots.length)} slots, hasNoCommonTime=${String(last.hasNoCommonTime)}`;
  process.stdout.write(
    `${label}: median ${median(times).toFixed(2)} ms, min ${Math.min(...times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms, first ${coldMs.toFixed(2)} ms (${String(RUNS)} runs; ${shape})\n`,
  );
}

// Five zones and independent calendars this full leave no common hour: the fallback search, the
// expensive path. A team sharing most meetings in two nearby zones leaves some: the main path.
run('5 zones, no common time   ', buildParticipants(7, { zones: ZONES, maxMinutes: 60, shared: 0 }));
run('team calendar, common time', buildParticipants(42, { zones: ZONES.slice(0, 2), maxMinutes: 15, shared: 1_990 }));
