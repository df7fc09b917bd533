// Parse throughput of the built-in engine: requests/s on one core over varied requests.
import { parseRequest } from '../lib/core/nlu/parse-request';
import { median, seededRandom } from './bench-utils';

const ACTIVITIES = [
  'coffee',
  'lunch',
  'a call',
  'a 1:1',
  'dinner',
  'drinks',
  'a design review',
  'standup',
  'a dentist appointment',
  'a run',
];
const PEOPLE = ['with sam@acme.com', 'with Dana', 'with Alex and Bo', 'with kim@corp.io and lee@corp.io', ''];
const TIMES = [
  'tomorrow at 3pm',
  'next Friday',
  'next week',
  'this weekend',
  'on the 15th',
  'in two weeks',
  'tonight',
  'Monday morning',
  'between 2 and 4 tomorrow',
  'after 5',
  '',
];
const EXTRAS = ['for 45 minutes', 'for half an hour', '', 'but not on Monday', 'Alice can’t meet before 11', 'every Tuesday', ''];
const OTHERS = [
  "what's on tomorrow?",
  'cancel my dentist appointment on Friday',
  'move standup to 10',
  'any earlier times?',
  'show me more',
  'help',
];

function requests(n: number): string[] {
  const random = seededRandom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: n }, () =>
    random() < 0.15
      ? pick(OTHERS)
      : [pick(['', 'schedule', 'book', 'set up']), pick(ACTIVITIES), pick(PEOPLE), pick(TIMES), pick(EXTRAS)]
          .filter(Boolean)
          .join(' '),
  );
}

const texts = requests(2000);
const context = { now: Date.parse('2026-11-22T10:00:00-05:00'), timeZone: 'America/New_York' };
for (const t of texts.slice(0, 200)) parseRequest(t, context); // warm up the JIT and chrono
const rates: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  for (const t of texts) parseRequest(t, context);
  rates.push(texts.length / ((performance.now() - started) / 1000));
}
console.log(
  `parse: ${String(Math.round(median(rates)))} requests/s median over 5 runs of ${String(texts.length)} requests (target ≥ 2000/s)`,
);
