/**
 * Prompt tokens of the Plan call (one MINI call, forced tool makePlan) at the prompt's caps: 25
 * people, 6 earlier lines cut to 160 characters, two habits and a long request. Counts the messages
 * and the tool (name, description with every skill's params, JSON Schema) as sent, with
 * gpt-tokenizer (o200k, the GPT-4o/4.1/5 family's encoding).
 * Run: npx tsx bench/plan-prompt.bench.ts (target: under 3,000 tokens).
 */
import { z } from 'zod';
import { countTokens } from 'gpt-tokenizer';
import { DEFAULT_PREFERENCES } from '../lib/core/domain/preferences';
import { makePlanTool } from '../lib/core/plan/model/make-plan-tool';
import { DIRECTORY_NAMES, HISTORY_LINES, buildPlanMessages } from '../lib/core/plan/model/plan-prompt';

const TARGET = 3_000;
const NOW = Date.parse('2026-11-23T09:00:00-05:00');
const FIRST = ['Omar', 'Priya', 'Sam', 'Dana', 'Alex', 'Kim', 'Lee', 'Noor', 'Ivan', 'Zoë'];
const LAST = ['Haddad', 'Shah', 'Lopez', 'Kruger', 'Okafor', 'Patel', 'Müller', 'Said', 'Chen', 'Novak'];

const people = Array.from({ length: DIRECTORY_NAMES }, (_, i) => {
  const first = FIRST[i % FIRST.length] ?? 'X';
  const last = LAST[(i * 3) % LAST.length] ?? 'Y';
  return `${first} ${last} <${first.toLowerCase()}.${last.toLowerCase()}@example-company.com>`;
});
const sentence =
  'Suggested "Roadmap review with Dana and Priya" on Tue 24 Nov, 10:00–11:00 at the office. Both are free then and it keeps your afternoon clear for the launch. ';
const history = Array.from({ length: HISTORY_LINES }, (_, i) => ({
  role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
  text: sentence.repeat(3),
  at: NOW - (HISTORY_LINES - i) * 60_000,
}));
const text =
  "Move my Friday meetings with Omar and Priya to when everyone is free next week, but don't touch the board prep, keep my gym and lunch free, and tell them why.";

const messages = buildPlanMessages({
  text,
  history,
  now: NOW,
  timeZone: 'America/New_York',
  people,
  preferences: {
    lunch: DEFAULT_PREFERENCES.lunch,
    habits: [
      { id: 'gym', name: 'Gym', days: ['mon', 'wed', 'fri'], start: '07:00', end: '08:00' },
      { id: 'school', name: 'School run', days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '08:00', end: '08:45' },
    ],
  },
});
const tool = {
  name: makePlanTool().name,
  description: makePlanTool().description,
  parameters: z.toJSONSchema(makePlanTool().schema, { io: 'input' }),
};
const messageTokens = messages.reduce((sum, m) => sum + countTokens(typeof m.content === 'string' ? m.content : '') + 4, 0);
const descriptionTokens = countTokens(tool.description);
const toolTokens = countTokens(JSON.stringify(tool));
const total = messageTokens + toolTokens;
console.log(
  `plan prompt, ${String(DIRECTORY_NAMES)} people + ${String(HISTORY_LINES)} earlier lines: ${String(total)} tokens (messages ${String(messageTokens)}, tool ${String(toolTokens)} of which description ${String(descriptionTokens)}; target < ${String(TARGET)})`,
);
if (total >= TARGET) process.exitCode = 1;
