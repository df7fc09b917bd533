/**
 * The built-in engine's whole turn, end to end (classify → route → template → business logic →
 * select → proposal), on a calendar of 300 events over four weeks, in memory so only the pipeline
 * is measured. Run: npx tsx bench/turn.bench.ts (prints the median per request kind; 0 model calls).
 */
import { createCryptoIds } from '../lib/adapters/crypto-ids';
import { createMemoryActionStore } from '../lib/adapters/memory-action-store';
import { createMemoryCalendar } from '../lib/adapters/memory-calendar';
import { createMemoryConversation } from '../lib/adapters/memory-conversation';
import { createApprovals } from '../lib/core/approvals/approvals';
import { eventIdSchema, type CalendarEvent } from '../lib/core/domain/calendar-event';
import { DEFAULT_PREFERENCES } from '../lib/core/domain/preferences';
import { runTurn } from '../lib/core/pipeline/run-turn';
import { median, seededRandom } from './bench-utils';

const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-23T08:00:00-05:00');
const RUNS = 40;
const REQUESTS = [
  'coffee with sam@acme.com tomorrow at 3pm for 30 minutes',
  'find 45 minutes with dana@corp.com next week, not Mondays, mornings preferred',
  'lunch with Alex on Thursday',
  "what's on tomorrow?",
  'move the design review to Friday at 2',
  'let’s do something fun on Saturday',
];

const random = seededRandom(7);
const clock = { now: () => NOW };
const events: CalendarEvent[] = Array.from({ length: 300 }, (_, i) => {
  const start = NOW + Math.floor(random() * 28 * 24 * 4) * 15 * 60_000;
  return {
    id: eventIdSchema.parse(`ev${String(i).padStart(5, '0')}`),
    title: i === 0 ? 'Design review' : `Meeting ${String(i)}`,
    time: { kind: 'timed', start, end: start + (1 + Math.floor(random() * 4)) * 15 * 60_000, timeZone: ZONE },
    attendees: [],
    transparency: 'opaque',
    etag: '1',
    updatedAt: NOW,
  };
});

for (const text of REQUESTS) {
  const times: number[] = [];
  let calls = 0;
  for (let run = 0; run < RUNS; run++) {
    const calendar = createMemoryCalendar({ clock, events });
    const ids = createCryptoIds();
    const approvals = createApprovals({ store: createMemoryActionStore(), calendar, clock, ids });
    const started = performance.now();
    const outcome = await runTurn(text, {
      calendar,
      approvals,
      clock,
      ids,
      preferences: DEFAULT_PREFERENCES,
      timeZone: ZONE,
      source: 'chat',
      emit: () => undefined,
      conversation: createMemoryConversation(),
    });
    times.push(performance.now() - started);
    calls += outcome.modelCalls;
  }
  console.log(`built-in turn "${text}": median ${median(times.slice(5)).toFixed(1)} ms, ${String(calls)} model calls`);
}
