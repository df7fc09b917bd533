/**
 * Prompt tokens of the select call (stage 5) for 50 candidate slots and 10 places, counted with
 * gpt-tokenizer (o200k, the GPT-4o/4.1/5 family's encoding). Counts the messages and the tool's JSON
 * Schema as sent. Run: npx tsx bench/select-prompt.bench.ts (target: under 2,000 tokens).
 */
import { z } from 'zod';
import { countTokens } from 'gpt-tokenizer';
import { buildSelectMessages, type PlaceOption } from '../lib/core/pipeline/select-prompt';
import { GENERATE_EVENT, generateEventSchema } from '../lib/core/pipeline/tools/generate-event';
import type { ParsedPart } from '../lib/core/nlu/parsed-request';
import type { RankedSlot } from '../lib/core/slots/slot-query';

const ZONE = 'America/New_York';
const START = Date.parse('2026-11-23T09:00:00-05:00');
const WHY = ['soonest day; mid-morning', 'lunchtime', 'early afternoon', 'a quiet day', 'late afternoon'];
const TARGET = 2_000;

const candidates: RankedSlot[] = Array.from({ length: 50 }, (_, i) => {
  const day = Math.floor(i / 5);
  const start = START + day * 86_400_000 + (i % 5) * 90 * 60_000;
  return { start, end: start + 60 * 60_000, score: 900 - i * 10, conflicts: [], why: WHY[i % WHY.length] };
});
const places: PlaceOption[] = Array.from({ length: 10 }, (_, i) => ({
  name: `Cafe Example ${String(i + 1)}`,
  address: `${String(100 + i * 7)} Market Street, San Francisco`,
  distanceKm: 0.4 + i * 0.3,
  rating: 4 + (i % 10) / 10,
}));
const parsed: ParsedPart = {
  intent: 'create_event',
  confidence: 0.9,
  entities: { title: 'Lunch with Dana', attendees: [{ name: 'Dana', email: 'dana@corp.com' }], eventType: 'in_person' },
  constraints: [
    { type: 'avoid', who: 'me', strength: 'preference', timeRange: { start: '08:00', end: '10:00' }, text: 'not early' },
  ],
};

const messages = buildSelectMessages(candidates, parsed, ZONE, 'generate', places);
const tool = {
  name: GENERATE_EVENT.name,
  description: GENERATE_EVENT.description,
  parameters: z.toJSONSchema(generateEventSchema(candidates.length, places.length), { io: 'input' }),
};
const messageTokens = messages.reduce((sum, m) => sum + countTokens(typeof m.content === 'string' ? m.content : '') + 4, 0);
const toolTokens = countTokens(JSON.stringify(tool));
const total = messageTokens + toolTokens;
console.log(
  `select prompt, 50 slots + 10 places: ${String(total)} tokens (messages ${String(messageTokens)}, tool schema ${String(toolTokens)}; target < ${String(TARGET)})`,
);
if (total >= TARGET) process.exitCode = 1;
