// The built-in reader's Plans: how long reading a request into a Plan and validating it take.
import { parseRequest } from '../lib/core/nlu/parse-request';
import { buildPlan } from '../lib/core/plan/build-plan';
import { SKILLS } from '../lib/core/plan/skill-registry';
import { validatePlan } from '../lib/core/plan/validate-plan';
import { median } from './bench-utils';

const REQUESTS = [
  'What does next week look like?',
  "When's my haircut?",
  'Am I free Friday morning?',
  'who is coming to the design review?',
  'when did I last meet Priya',
  'how many meetings do I have tomorrow',
  'cancel my haircut',
  'cancel my last meeting on Wednesday',
  "If I haven't seen Omar in two weeks, set up a 20-minute chat at my first free slot on Monday",
  'Book a call with priya@acme.com on Monday and cancel my haircut',
  "Reschedule all my afternoon classes this month to mornings, but don't touch the ones on Mondays and leave time for lunch",
  'Clear my calendar next Friday for travel and notify anyone I had meetings with',
  "Can you move my Friday meetings to a time when everyone is available next week, but make sure I don't miss my gym?",
];
const ROUNDS = 200;
const now = Date.parse('2026-11-24T09:00:00-05:00');
const ctx = { now, timeZone: 'America/New_York' };

const plans = REQUESTS.map((text) => buildPlan(text, parseRequest(text, ctx), ctx));
const readTimes: number[] = [];
const validateTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const text of REQUESTS) {
    const t0 = performance.now();
    buildPlan(text, parseRequest(text, ctx), ctx);
    readTimes.push(performance.now() - t0);
  }
  for (const plan of plans) {
    const t0 = performance.now();
    validatePlan(plan, SKILLS);
    validateTimes.push(performance.now() - t0);
  }
}
const invalid = REQUESTS.filter((_, i) => {
  const plan = plans[i];
  return plan === undefined || !validatePlan(plan, SKILLS).ok;
});
process.stdout.write(
  `plan: read a request into a Plan ${median(readTimes).toFixed(2)} ms median; validate a Plan ${(median(validateTimes) * 1000).toFixed(0)} µs median ` +
    `(${String(REQUESTS.length)} requests × ${String(ROUNDS)})\n` +
    invalid.map((t) => `  no valid Plan: ${t}\n`).join(''),
);
