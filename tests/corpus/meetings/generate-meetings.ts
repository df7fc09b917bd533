// Generates the held-out meeting-scheduling corpus for `kairos plan`: tests/corpus/meetings/holdout/holdout-1.json.
//
//   npx tsx tests/corpus/meetings/generate-meetings.ts
//
// Each row is a small meeting-planning problem of the kind public meeting-planning benchmarks use (a few
// people, their busy blocks in one working week, a duration, and personal or group constraints written in
// the request), with every datum and wording invented here. The answer is worked out by brute force: every
// start on a 30-minute grid (15-minute for 45-minute meetings) such that [start, start + duration) lies
// inside an allowed day and the 9:00–17:00 working hours, overlaps nobody's busy block, and satisfies every
// stated constraint (soft ones — "would rather", "prefers" — are treated as must-satisfy). Every problem has
// at least one valid start; about half have 1–3, so a wrong reading shows; each stated constraint removes at
// least one start that would otherwise be valid, so ignoring it shows too.
//
// Deterministic: a seeded PRNG (mulberry32), no Math.random, no clock. Written without reading lib/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const HERE = dirname(fileURLToPath(import.meta.url));
export const HOLDOUT_FILE = join(HERE, 'holdout', 'holdout-1.json');
const SEED = 0x4b41_1207;
const ROW_COUNT = 400;
export const NOW = '2026-12-07T07:00:00-05:00';
export const ZONE = 'America/New_York';
const WORK_START = 9 * 60;
const WORK_END = 17 * 60;
const NOON = 12 * 60;

// ---------------------------------------------------------------------------------------------
// PRNG

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    const x = xs[Math.floor(this.next() * xs.length)];
    if (x === undefined) throw new Error('pick from an empty list');
    return x;
  }
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [x, w] of pairs) {
      r -= w;
      if (r < 0) return x;
    }
    const last = pairs[pairs.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
  sample<T>(xs: readonly T[], k: number): T[] {
    return this.shuffle(xs).slice(0, k);
  }
}

// ---------------------------------------------------------------------------------------------
// Days and times

interface Day {
  i: number;
  date: string;
  name: string;
  short: string;
  dom: number;
  key: 'mon' | 'tue' | 'wed' | 'thu' | 'fri';
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const DAYS: Day[] = DAY_NAMES.map((name, i) => ({
  i,
  date: `2026-12-${String(7 + i).padStart(2, '0')}`,
  name,
  short: name.slice(0, 3),
  dom: 7 + i,
  key: DAY_KEYS[i] ?? 'mon',
}));
// Mon 7 Dec 2026 … Fri 11 Dec 2026: checked, not assumed.
for (const d of DAYS) {
  if (new Date(Date.UTC(2026, 11, d.dom)).getUTCDay() !== d.i + 1) throw new Error(`${d.date} is not a ${d.name}`);
}
if (!NOW.startsWith(DAYS[0]?.date ?? '?')) throw new Error('now must be on the Monday');

function dayOf(i: number): Day {
  const d = DAYS[i];
  if (d === undefined) throw new Error(`no day ${String(i)}`);
  return d;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const hhmm = (m: number): string => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
/** December is EST (-05:00) in New York. */
const iso = (day: number, m: number): string => `${dayOf(day).date}T${hhmm(m)}:00-05:00`;
const ordinal = (n: number): string => `${String(n)}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

interface Clock {
  style: '24h' | '12h';
  pad: boolean;
  sub: 'compact' | 'spaced' | 'dotted';
  noon: boolean;
  compactRanges: boolean;
}

function mer(m: number): 'am' | 'pm' {
  return m >= NOON ? 'pm' : 'am';
}
function base12(m: number): string {
  const h = Math.floor(m / 60) % 12 || 12;
  const mm = m % 60;
  return mm === 0 ? String(h) : `${String(h)}:${pad2(mm)}`;
}
function merText(c: Clock, m: 'am' | 'pm'): string {
  if (c.sub === 'compact') return m;
  if (c.sub === 'spaced') return ` ${m.toUpperCase()}`;
  return m === 'am' ? ' a.m.' : ' p.m.';
}
/** One clock time, in the row's clock. */
function tm(c: Clock, m: number): string {
  if (c.style === '24h') {
    const h = Math.floor(m / 60);
    return `${c.pad ? pad2(h) : String(h)}:${pad2(m % 60)}`;
  }
  if (c.noon && m === NOON) return 'noon';
  return `${base12(m)}${merText(c, mer(m))}`;
}

type Conn = 'dash' | 'endash' | 'to' | 'until';
function range(c: Clock, a: number, b: number, conn: Conn): string {
  if (conn === 'to') return `${tm(c, a)} to ${tm(c, b)}`;
  if (conn === 'until') return `${tm(c, a)} until ${tm(c, b)}`;
  const sep = conn === 'dash' ? '-' : '–';
  if (c.style === '12h' && c.compactRanges && mer(a) === mer(b) && !(c.noon && (a === NOON || b === NOON)))
    return `${base12(a)}${sep}${tm(c, b)}`;
  return `${tm(c, a)}${sep}${tm(c, b)}`;
}

function joinList(xs: readonly string[], style: 'comma' | 'and' | 'oxford'): string {
  if (xs.length <= 1) return xs[0] ?? '';
  if (style === 'comma') return xs.join(', ');
  const head = xs.slice(0, -1);
  const last = xs[xs.length - 1] ?? '';
  if (style === 'oxford' && xs.length > 2) return `${head.join(', ')}, and ${last}`;
  return `${head.join(', ')} and ${last}`;
}

// ---------------------------------------------------------------------------------------------
// Problems

export type RuleKind = 'day-off' | 'not-before' | 'not-after' | 'mornings-only' | 'afternoons-only';
interface Rule {
  kind: RuleKind;
  /** A participant's name, or 'group'. */
  who: string;
  day?: number;
  time?: number;
}
interface Block {
  day: number;
  start: number;
  end: number;
}
interface Person {
  name: string;
  blocks: Block[];
}
interface Problem {
  days: number[];
  duration: number;
  people: Person[];
  rules: Rule[];
}

function ruleAllows(r: Rule, day: number, s: number, e: number): boolean {
  switch (r.kind) {
    case 'day-off':
      return day !== r.day;
    case 'not-before':
      return (r.day !== undefined && r.day !== day) || s >= (r.time ?? 0);
    case 'not-after':
      return (r.day !== undefined && r.day !== day) || e <= (r.time ?? 24 * 60);
    case 'mornings-only':
      return e <= NOON;
    case 'afternoons-only':
      return s >= NOON;
  }
}

interface Start {
  day: number;
  start: number;
}

function solve(p: Problem, rules: readonly Rule[]): Start[] {
  const step = p.duration % 30 === 0 ? 30 : 15;
  const out: Start[] = [];
  for (const day of [...p.days].sort((a, b) => a - b)) {
    for (let s = WORK_START; s + p.duration <= WORK_END; s += step) {
      const e = s + p.duration;
      const clash = p.people.some((person) => person.blocks.some((b) => b.day === day && s < b.end && e > b.start));
      if (clash) continue;
      if (rules.every((r) => ruleAllows(r, day, s, e))) out.push({ day, start: s });
    }
  }
  return out;
}

export function ruleLabel(r: { kind: string; who: string; day?: string | number }): string {
  const onDay = r.day !== undefined && r.kind !== 'day-off' ? '@day' : '';
  return `${r.kind}${onDay}${r.who === 'group' ? '@group' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Names

const NAMES = [
  'Amara',
  'Bilal',
  'Chiara',
  'Dmitri',
  'Esi',
  'Farid',
  'Greta',
  'Hiroshi',
  'Ines',
  'Jomo',
  'Kalani',
  'Lars',
  'Mei',
  'Nadia',
  'Oluwaseun',
  'Priya',
  'Quentin',
  'Rania',
  'Santiago',
  'Tamar',
  'Ugo',
  'Valentina',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zanele',
  'Aiko',
  'Bjorn',
  'Carmen',
  'Dario',
  'Elif',
  'Femi',
  'Goran',
  'Hana',
  'Ilse',
  'Javier',
  'Kofi',
  'Leilani',
  'Mateo',
  'Noor',
  'Olga',
  'Pedro',
  'Rhys',
  'Sunita',
  'Tomasz',
  'Umaima',
  'Viktor',
  'Wanjiru',
  'Yara',
  'Zeynep',
  'Anouk',
  'Chidi',
  'Deepa',
  'Emeka',
  'Fatima',
  'Giulia',
  'Haruto',
  'Ingrid',
  'Jamal',
  'Kavya',
  'Luca',
  'Marisol',
  'Nikos',
  'Oren',
  'Paulina',
  'Radu',
  'Saanvi',
  'Thabo',
  'Uri',
  'Vera',
  'Wiktor',
  'Xavier',
  'Yosef',
  'Zara',
  'Søren',
  'José',
  'Zoë',
  'Björk',
  'Ayşe',
  'Thanh',
  'Kwame',
  'Ifeoma',
  'Mirela',
  'Arjun',
  'Sione',
  'Lucía',
  'Henrik',
  'Nkechi',
  'Tariq',
  'Malak',
  'Keoni',
  'Sakura',
  'Dagny',
  'Iker',
  'Rafael',
  'Oksana',
  'Bao',
  'Camille',
  'Eitan',
] as const;

function emailOf(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/ş/g, 's')
    .toLowerCase();
  return `${ascii}@example.com`;
}

// ---------------------------------------------------------------------------------------------
// Wording

type Voice = 'formal' | 'terse' | 'chatty' | 'non-native' | 'lowercase';
type Category = 'busy-structured' | 'busy-in-text' | 'busy-both';

interface Style {
  voice: Voice;
  clock: Clock;
  single: boolean;
  /** How a day is named in schedules and constraints. */
  dayForm: 'full' | 'short' | 'dated';
}

function dayLabel(st: Style, day: number): string {
  const d = dayOf(day);
  if (st.dayForm === 'short') return d.short;
  if (st.dayForm === 'dated') return `${d.name} (Dec ${String(d.dom)})`;
  return d.name;
}

function namesText(rng: Rng, names: readonly string[], voice: Voice): string {
  if (voice === 'terse' && rng.chance(0.4)) return names.join(rng.pick([', ', '/', ' + ']));
  if (names.length > 2 && rng.chance(0.2)) return joinList(names, 'oxford');
  if (names.length === 2 && rng.chance(0.15)) return `${names[0] ?? ''} & ${names[1] ?? ''}`;
  return joinList(names, 'and');
}

function singleDayPhrase(rng: Rng, day: number): string {
  const d = dayOf(day);
  const forms = [
    `on ${d.name}`,
    `on ${d.name}`,
    `on ${d.name}, December ${String(d.dom)}`,
    `on ${d.short} Dec ${String(d.dom)}`,
    `on December ${ordinal(d.dom)}`,
    `on 12/${String(d.dom)}`,
    `on ${d.name} the ${ordinal(d.dom)}`,
    `on ${d.name} (Dec ${String(d.dom)})`,
  ];
  if (day === 0) forms.push('today', 'later today');
  if (day === 1) forms.push('tomorrow', `tomorrow (${d.name})`);
  if (day >= 2) forms.push(`this ${d.name}`);
  return rng.pick(forms);
}

function multiDayPhrase(rng: Rng, days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const names = sorted.map((i) => dayOf(i).name);
  const first = dayOf(sorted[0] ?? 0);
  const last = dayOf(sorted[sorted.length - 1] ?? 0);
  const contiguous = sorted.every((d, k) => k === 0 || d === (sorted[k - 1] ?? -9) + 1);
  const forms: string[] = [];
  const either = `on either ${joinList(names, 'and').replace(/ and ([^ ]+)$/, ' or $1')}`;
  const orList = `on ${joinList(names, 'and').replace(/ and ([^ ]+)$/, ' or $1')}`;
  forms.push(either, orList, `any of ${names.join(', ')}`);
  if (contiguous && sorted.length >= 3) {
    forms.push(
      `${first.name} through ${last.name}`,
      `from ${first.name} to ${last.name}`,
      `sometime ${first.short}–${last.short}`,
      `any day from ${first.name} through ${last.name}`,
      `between ${first.name} and ${last.name} (inclusive)`,
    );
  }
  if (sorted.length === 5) {
    forms.push('any day this week', 'sometime this week', 'any weekday this week', 'this week, Monday to Friday');
  }
  return rng.pick(forms);
}

function hoursPhrase(rng: Rng, st: Style): string {
  if (st.clock.style === '24h') {
    const a = st.clock.pad ? '09:00' : '9:00';
    return rng.pick([
      `between ${a} and 17:00`,
      `within working hours (${a}–17:00)`,
      `during work hours, ${a} to 17:00`,
      `from ${a} to 17:00`,
      `in office hours ${a}-17:00`,
      `inside the ${a}–17:00 working day`,
    ]);
  }
  return rng.pick([
    'between 9am and 5pm',
    'during working hours (9 to 5)',
    'within business hours, 9 AM to 5 PM',
    'sometime 9-5',
    'during the usual 9-to-5',
    'between 9 a.m. and 5 p.m.',
    'in normal office hours (9am–5pm)',
  ]);
}

interface DurText {
  noun: string;
  adj: string;
  article: 'a' | 'an';
}

function durText(rng: Rng, minutes: number): DurText {
  const opts: Record<number, [string, string][]> = {
    30: [
      ['half an hour', 'half-hour'],
      ['30 minutes', '30-minute'],
      ['30 min', '30-min'],
      ['thirty minutes', 'thirty-minute'],
      ['a half hour', 'half-hour'],
    ],
    45: [
      ['45 minutes', '45-minute'],
      ['45 min', '45-min'],
      ['three quarters of an hour', '45-minute'],
      ['forty-five minutes', 'forty-five-minute'],
    ],
    60: [
      ['an hour', 'hour-long'],
      ['one hour', 'one-hour'],
      ['60 minutes', '60-minute'],
      ['1 hour', '1-hour'],
      ['a full hour', 'one-hour'],
    ],
    90: [
      ['90 minutes', '90-minute'],
      ['90 min', '90-min'],
      ['1.5 hours', '1.5-hour'],
      ['an hour and a half', '90-minute'],
      ['one and a half hours', 'hour-and-a-half'],
    ],
  };
  const [noun, adj] = rng.pick(opts[minutes] ?? []);
  return { noun, adj, article: adj.startsWith('hour') ? 'an' : 'a' };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function sentence(s: string): string {
  const t = cap(s.trim());
  return /[.?!:]$/.test(t) ? t : `${t}.`;
}

interface IntroArgs {
  who: string;
  dur: DurText | null;
  days: string;
  hours: string | null;
}

function intro(rng: Rng, voice: Voice, a: IntroArgs): string {
  const mNP = a.dur ? `${a.dur.article} ${a.dur.adj} meeting` : 'a meeting';
  const forDur = a.dur ? ` for ${a.dur.noun}` : '';
  const noun = a.dur ? a.dur.noun : 'a slot';
  const H = (pre: string): string => (a.hours === null ? '' : `${pre}${a.hours}`);
  const pool: Record<Voice, (() => string)[]> = {
    formal: [
      () => `Please arrange ${mNP} for ${a.who} ${a.days}${H(', ')}.`,
      () => `A meeting${forDur} has to be scheduled for ${a.who}. It should take place ${a.days}${H(' ')}.`,
      () => `Schedule ${mNP} with ${a.who} ${a.days}${H(' ')}.`,
      () => `${a.who} need to get together${forDur} ${a.days}${H(', ')}.`,
      () => `I need to book ${mNP} with ${a.who}${H(' ')} ${a.days}.`,
      () => `Kindly find a time for ${mNP} between ${a.who} ${a.days}${H(', ')}.`,
    ],
    terse: [
      () => `${cap(a.dur ? `${a.dur.adj} meeting` : 'meeting')}: ${a.who}. ${cap(a.days)}${H(', ')}.`,
      () => `Need ${noun} with ${a.who} ${a.days}${H(', ')}.`,
      () => `${a.who} — ${a.dur ? a.dur.noun : 'sync'} — ${a.days}${H(', ')}.`,
      () => `Book ${noun}: ${a.who}, ${a.days}${H(', ')}.`,
    ],
    chatty: [
      () =>
        `Hey! Could you find ${noun} for ${a.who} ${a.days}?${a.hours === null ? '' : ` We all keep normal hours, ${a.hours}.`}`,
      () => `Hi there, I'm trying to get ${a.who} together${forDur} ${a.days}${H(', ideally ')}.`,
      () =>
        `Could you squeeze in ${mNP} for ${a.who} ${a.days}?${a.hours === null ? '' : ` Anything ${a.hours} is fine in principle.`}`,
      () => `Okay so ${a.who} want to sync up${forDur} ${a.days}${H(', ')} — can you help me find a time?`,
    ],
    'non-native': [
      () => `Please to find time for meeting${forDur.replace(' for ', ' of ')} with ${a.who} ${a.days}${H(', ')}.`,
      () => `I want make meeting${forDur} for ${a.who}, it must be ${a.days}${H(' ')}.`,
      () => `We are needing ${noun} for meeting between ${a.who} ${a.days}${H(', ')}.`,
      () => `Is necessary a meeting${forDur} of ${a.who} ${a.days}${H(', ')}.`,
    ],
    lowercase: [
      () => `need ${noun} for ${a.who} ${a.days} ${a.hours ?? ''}`,
      () => `can you set up ${mNP} with ${a.who} ${a.days} ${a.hours ?? ''}`,
      () => `meeting for ${a.who}${forDur} ${a.days} ${a.hours ?? ''}`,
      () => `find ${noun} when ${a.who} are all free ${a.days} ${a.hours ?? ''}`,
    ],
  };
  return rng.pick(pool[voice])();
}

function closing(rng: Rng, voice: Voice): string {
  const pool: Record<Voice, string[]> = {
    formal: [
      'Find a time that suits everyone’s calendar and the constraints above.',
      'Please propose a slot that respects all of the above.',
      'Identify a time that works for all participants.',
      'Which time satisfies every participant’s constraints?',
      '',
    ],
    terse: ['Slot?', 'Options?', 'Find a time.', '', ''],
    chatty: ['What do you think works?', 'Thanks so much!', 'Let me know what you find :)', 'Any ideas?', ''],
    'non-native': [
      'Please tell me which time is good for all.',
      'Which time is possible for everybody?',
      'Thank you for find the time.',
      '',
    ],
    lowercase: ['what works', 'find a slot', 'thx', '', ''],
  };
  return rng.pick(pool[voice]);
}

function earliestText(rng: Rng, voice: Voice): string {
  const pool: Record<Voice, string[]> = {
    formal: [
      'The group would like to meet at their earliest availability.',
      'The meeting should be held at the earliest possible time.',
      'Please choose the earliest slot that works for everyone.',
      'They would like the first time that suits all of them.',
    ],
    terse: ['Earliest slot.', 'ASAP.', 'First available.', 'Soonest possible.'],
    chatty: [
      'Sooner is better, honestly — the first slot that works would be great.',
      'We’d love to do it as early as possible!',
      'Grab the earliest opening you can find.',
      'The sooner the better, really.',
    ],
    'non-native': [
      'We want to meet so early as possible.',
      'Please give the most early time that is working.',
      'The first free time is best for us.',
    ],
    lowercase: ['earliest possible', 'as early as possible', 'first slot that works', 'soonest possible please'],
  };
  return rng.pick(pool[voice]);
}

// Constraint wordings. `X` a name (or nothing for group rules), `D` a day, `T` a time in the row's clock.
type Tpl = (X: string, D: string, T: string) => string;
interface TplSet {
  any: Tpl[];
  terse: Tpl[];
  nonNative: Tpl[];
}

const T_NOT_AFTER: TplSet = {
  any: [
    (X, _D, T) => `${X} would like to avoid meetings after ${T}`,
    (X, _D, T) => `${X} must be done by ${T}`,
    (X, _D, T) => `no meetings after ${T} for ${X}`,
    (X, _D, T) => `${X} needs to leave at ${T}`,
    (X, _D, T) => `${X} has to wrap up by ${T}`,
    (X, _D, T) => `${X} can't stay past ${T}`,
    (X, _D, T) => `${X} would prefer the meeting to be over by ${T}`,
    (X, _D, T) => `${X} is gone after ${T}`,
    (X, _D, T) => `${X} has a hard stop at ${T}`,
  ],
  terse: [(X, _D, T) => `${X}: hard stop ${T}`, (X, _D, T) => `${X} done by ${T}`],
  nonNative: [
    (X, _D, T) => `${X} must go home at ${T}`,
    (X, _D, T) => `${X} is not possible after ${T}`,
    (X, _D, T) => `for ${X} the meeting must finish until ${T}`,
  ],
};
const T_NOT_AFTER_DAY: TplSet = {
  any: [
    (X, D, T) => `${X} would like to avoid more meetings on ${D} after ${T}`,
    (X, D, T) => `${X} doesn't want to meet on ${D} after ${T}`,
    (X, D, T) => `on ${D}, ${X} has to be finished by ${T}`,
    (X, D, T) => `${X} can't do anything past ${T} on ${D}`,
    (X, D, T) => `${X} leaves at ${T} on ${D}`,
    (X, D, T) => `${X} would rather not meet after ${T} on ${D}`,
  ],
  terse: [(X, D, T) => `${X}: ${D} done by ${T}`, (X, D, T) => `${X} hard stop ${T} ${D}`],
  nonNative: [(X, D, T) => `on ${D} ${X} must to leave at ${T}`, (X, D, T) => `${X} don't want meeting after ${T} on ${D}`],
};
const T_NOT_BEFORE: TplSet = {
  any: [
    (X, _D, T) => `${X} would rather not meet before ${T}`,
    (X, _D, T) => `${X} can't start before ${T}`,
    (X, _D, T) => `${X} isn't in until ${T}`,
    (X, _D, T) => `${X} is only available from ${T} onwards`,
    (X, _D, T) => `${X} doesn't take meetings before ${T}`,
    (X, _D, T) => `nothing before ${T} for ${X}, please`,
    (X, _D, T) => `${X} prefers to start no earlier than ${T}`,
    (X, _D, T) => `${X} is not free until ${T}`,
  ],
  terse: [(X, _D, T) => `${X}: not before ${T}`, (X, _D, T) => `${X} ${T} at the earliest`],
  nonNative: [(X, _D, T) => `${X} is not arriving before ${T}`, (X, _D, T) => `${X} can begin only after ${T}`],
};
const T_NOT_BEFORE_DAY: TplSet = {
  any: [
    (X, D, T) => `${X} prefers not to have meetings on ${D} before ${T}`,
    (X, D, T) => `${X} would rather not meet on ${D} before ${T}`,
    (X, D, T) => `on ${D} ${X} doesn't get in until ${T}`,
    (X, D, T) => `${X} can't meet before ${T} on ${D}`,
    (X, D, T) => `${X} starts late on ${D} and can't do anything before ${T}`,
  ],
  terse: [(X, D, T) => `${X}: ${D} not before ${T}`],
  nonNative: [(X, D, T) => `${X} on ${D} is coming only at ${T}`, (X, D, T) => `at ${D} ${X} not want meetings before ${T}`],
};
const T_MORNINGS: TplSet = {
  any: [
    (X) => `mornings only for ${X}`,
    (X) => `${X} can only meet in the morning`,
    (X) => `${X} is only free before noon`,
    (X) => `${X} can't do afternoons`,
    (X) => `${X} would like to keep it to the morning`,
  ],
  terse: [(X) => `${X}: AM only`, (X) => `${X} mornings only`],
  nonNative: [(X) => `${X} is only possible in the morning`],
};
const T_AFTERNOONS: TplSet = {
  any: [
    (X) => `${X} can only do afternoons`,
    (X) => `afternoons only for ${X}`,
    (X) => `${X} is only available in the afternoon`,
    (X) => `${X} prefers afternoon meetings`,
    (X) => `${X} can't do mornings`,
  ],
  terse: [(X) => `${X}: PM only`, (X) => `${X} afternoons only`],
  nonNative: [(X) => `${X} is only in afternoon possible`],
};
const T_DAY_OFF: TplSet = {
  any: [
    (X, D) => `${X} can not meet on ${D}`,
    (X, D) => `${X} is out on ${D}`,
    (X, D) => `${X} isn't available ${D}`,
    (X, D) => `${X} is off on ${D}`,
    (X, D) => `${X} will be traveling on ${D}`,
    (X, D) => `${D} is a no-go for ${X}`,
    (X, D) => `${X} would rather skip ${D}`,
    (X, D) => `${X} cannot make it on ${D}`,
    (X, D) => `${X} is on leave ${D}`,
  ],
  terse: [(X, D) => `${X} out ${D}`, (X, D) => `no ${D} for ${X}`],
  nonNative: [(X, D) => `${X} is not in office on ${D}`, (X, D) => `${X} cannot come at ${D}`],
};
const T_GROUP_NOT_BEFORE: TplSet = {
  any: [
    (_X, _D, T) => `nobody wants to start before ${T}`,
    (_X, _D, T) => `the team would rather not begin before ${T}`,
    (_X, _D, T) => `let's not start before ${T}`,
    (_X, _D, T) => `the meeting shouldn't begin before ${T}`,
  ],
  terse: [(_X, _D, T) => `not before ${T}`],
  nonNative: [(_X, _D, T) => `we don't like to begin before ${T}`],
};
const T_GROUP_NOT_AFTER: TplSet = {
  any: [
    (_X, _D, T) => `everyone needs to be done by ${T}`,
    (_X, _D, T) => `the group wants to finish by ${T}`,
    (_X, _D, T) => `the meeting must end by ${T}`,
    (_X, _D, T) => `we have to wrap up by ${T}`,
  ],
  terse: [(_X, _D, T) => `done by ${T}`],
  nonNative: [(_X, _D, T) => `all people must finish until ${T}`],
};

/** 12-hour wordings with a bare hour ("no meetings after 4 for X"), only where the hour cannot be misread. */
const T_BARE_NOT_AFTER: Tpl[] = [
  (X, _D, B) => `no meetings after ${B} for ${X}`,
  (X, _D, B) => `${X} has to leave at ${B}`,
  (X, _D, B) => `${X} is done at ${B}`,
];
const T_BARE_NOT_BEFORE: Tpl[] = [(X, _D, B) => `${X} isn't in until ${B}`, (X, _D, B) => `${X} can't start before ${B}`];

function pickTpl(rng: Rng, set: TplSet, voice: Voice): Tpl {
  if (voice === 'terse' && rng.chance(0.6)) return rng.pick(set.terse);
  if (voice === 'non-native' && rng.chance(0.5)) return rng.pick(set.nonNative);
  return rng.pick(set.any);
}

function constraintText(rng: Rng, st: Style, r: Rule): string {
  const D = r.day === undefined ? '' : dayLabel(st, r.day);
  const time = r.time ?? 0;
  const T = tm(st.clock, time);
  const X = r.who;
  let text: string;
  if (r.kind === 'day-off') text = pickTpl(rng, T_DAY_OFF, st.voice)(X, D, T);
  else if (r.kind === 'mornings-only') text = pickTpl(rng, T_MORNINGS, st.voice)(X, D, T);
  else if (r.kind === 'afternoons-only') text = pickTpl(rng, T_AFTERNOONS, st.voice)(X, D, T);
  else if (r.who === 'group')
    text = pickTpl(rng, r.kind === 'not-before' ? T_GROUP_NOT_BEFORE : T_GROUP_NOT_AFTER, st.voice)(X, D, T);
  else if (r.day !== undefined)
    text = pickTpl(rng, r.kind === 'not-before' ? T_NOT_BEFORE_DAY : T_NOT_AFTER_DAY, st.voice)(X, D, T);
  else {
    const bareAfter = r.kind === 'not-after' && time % 60 === 0 && time >= 13 * 60 && time <= 17 * 60;
    const bareBefore = r.kind === 'not-before' && (time === 10 * 60 || time === 11 * 60);
    if (st.clock.style === '12h' && (bareAfter || bareBefore) && rng.chance(0.35)) {
      const B = String(Math.floor(time / 60) % 12 || 12);
      text = rng.pick(bareAfter ? T_BARE_NOT_AFTER : T_BARE_NOT_BEFORE)(X, D, B);
    } else text = pickTpl(rng, r.kind === 'not-before' ? T_NOT_BEFORE : T_NOT_AFTER, st.voice)(X, D, T);
  }
  // Without punctuation a leading "on Tuesday" would read as part of the sentence before: reword.
  if (st.voice === 'lowercase' && /^(on|at) /i.test(text)) return constraintText(rng, st, r);
  if (st.voice === 'chatty' && rng.chance(0.5))
    text = `${rng.pick(['Oh, and', 'Also,', 'Heads up:', 'FYI,', 'One more thing:'])} ${text}`;
  return sentence(text);
}

// Schedules in words. Each encodes exactly the person's blocks on the row's days.

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

function scheduleText(rng: Rng, st: Style, p: Person, days: readonly number[]): string[] {
  const X = p.name;
  const c = st.clock;
  const sorted = [...days].sort((a, b) => a - b);
  const isFull = (bs: Block[]): boolean => bs.length === 1 && bs[0]?.start === WORK_START && bs[0].end === WORK_END;
  const segs: { day: number; blocks: Block[] }[] = [];
  const full: number[] = [];
  const free: number[] = [];
  for (const d of sorted) {
    const bs = p.blocks.filter((b) => b.day === d).sort((a, b) => a.start - b.start);
    if (bs.length === 0) free.push(d);
    else if (isFull(bs)) full.push(d);
    else segs.push({ day: d, blocks: bs });
  }
  const out: string[] = [];
  const omitDay = st.single && rng.chance(0.5);
  const on = (d: number): string => (omitDay ? '' : `on ${dayLabel(st, d)} `);
  const bare = (d: number): string => (omitDay ? '' : `${dayLabel(st, d)} `);
  const joinStyle = rng.pick(['comma', 'and', 'oxford'] as const);
  const dashConn = rng.pick(['dash', 'dash', 'endash'] as const);
  const rl = (bs: Block[], conn: Conn): string =>
    joinList(
      bs.map((b) => range(c, b.start, b.end, conn)),
      joinStyle,
    );

  if (segs.length > 0) {
    const families =
      st.voice === 'non-native'
        ? ['nonnative', 'nonnative', 'hasMeetings', 'busy', 'blocked', 'count']
        : st.voice === 'terse'
          ? ['colon', 'colon', 'busy', 'count', 'hasMeetings']
          : st.voice === 'lowercase'
            ? ['hasMeetings', 'busy', 'blocked', 'blockedTheir', 'colon', 'unavailable', 'count', 'tiedUp']
            : ['hasMeetings', 'busy', 'blocked', 'blockedTheir', 'colon', 'unavailable', 'count', 'tiedUp', 'perDay'];
    const fam = rng.pick(families);
    switch (fam) {
      case 'hasMeetings':
        out.push(`${X} has meetings ${segs.map((s) => `${on(s.day)}during ${rl(s.blocks, 'to')}`).join('; ')}`);
        break;
      case 'busy':
        out.push(`${X} is busy ${segs.map((s) => `${bare(s.day)}${rl(s.blocks, dashConn)}`).join(', and ')}`);
        break;
      case 'tiedUp':
        out.push(`${X} is tied up ${segs.map((s) => `${on(s.day)}${rl(s.blocks, 'to')}`).join(', and ')}`);
        break;
      case 'blocked':
        out.push(
          `${X}'s calendar is blocked ${segs
            .map((s) => `${on(s.day)}${s.blocks.map((b) => `from ${tm(c, b.start)} to ${tm(c, b.end)}`).join(' and ')}`)
            .join(', and ')}`,
        );
        break;
      case 'blockedTheir':
        out.push(`${X} has blocked their calendar ${segs.map((s) => `${on(s.day)}during ${rl(s.blocks, dashConn)}`).join('; ')}`);
        break;
      case 'colon':
        out.push(`${X}: ${segs.map((s) => `${st.single ? '' : `${dayOf(s.day).short} `}${rl(s.blocks, dashConn)}`).join('; ')}`);
        break;
      case 'unavailable':
        out.push(
          `${X} is unavailable ${segs
            .map((s) => `${on(s.day)}${s.blocks.map((b) => `between ${tm(c, b.start)} and ${tm(c, b.end)}`).join(', and ')}`)
            .join('; ')}`,
        );
        break;
      case 'count':
        out.push(
          `${X} has ${segs
            .map(
              (s) =>
                `${COUNT_WORDS[s.blocks.length] ?? String(s.blocks.length)} ${s.blocks.length > 1 ? 'meetings' : 'meeting'} ${on(s.day)}(${rl(s.blocks, dashConn)})`,
            )
            .join(' and ')}`,
        );
        break;
      case 'nonnative':
        out.push(
          `${X} have meeting ${segs
            .map((s) => `${on(s.day)}${s.blocks.map((b) => `from ${tm(c, b.start)} until ${tm(c, b.end)}`).join(' and ')}`)
            .join(', and ')}`,
        );
        break;
      default:
        for (const s of segs)
          out.push(
            omitDay ? `${X} is booked ${rl(s.blocks, 'to')}` : `On ${dayLabel(st, s.day)}, ${X} is booked ${rl(s.blocks, 'to')}`,
          );
    }
  }
  for (const d of full) {
    const D = dayLabel(st, d);
    out.push(
      rng.pick([
        `${X} is booked all day on ${D}`,
        `${X} has no availability at all on ${D}`,
        `${X}'s ${D} is completely full`,
        `${X} is in back-to-back meetings the whole of ${D} (9 to 5)`,
      ]),
    );
  }
  if (segs.length === 0 && full.length === 0) {
    if (st.single) {
      const D = dayLabel(st, sorted[0] ?? 0);
      out.push(
        rng.pick(
          st.voice === 'non-native'
            ? [`${X} is free whole day`, `${X} has not any meeting on ${D}`]
            : st.voice === 'terse'
              ? [`${X}: free`, `${X}: nothing`]
              : [
                  `${X} is free the entire day`,
                  `${X}'s calendar is wide open on ${D}`,
                  `${X} has nothing on ${D}`,
                  `${X} has no meetings that day`,
                ],
        ),
      );
    } else {
      out.push(
        rng.pick([
          `${X} is free on all of those days`,
          `${X}'s calendar is completely open`,
          `${X} has no meetings at all on those days`,
          `${X} has nothing booked`,
        ]),
      );
    }
  } else if (free.length > 0 && rng.chance(0.4)) {
    out.push(
      `${X} is free on ${joinList(
        free.map((d) => dayLabel(st, d)),
        'and',
      )}`,
    );
  }
  return out;
}

function lowercaseVoice(s: string): string {
  return s
    .toLowerCase()
    .replace(/[,;!?()]/g, '')
    .replace(/\.(?!\d)/g, '')
    .replace(/:(?!\d)/g, '')
    .replace(/ — /g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Drawing a problem

function drawBlocks(rng: Rng, day: number, maxBlocks: number, allowFull: boolean): Block[] {
  if (allowFull && rng.chance(0.04)) return [{ day, start: WORK_START, end: WORK_END }];
  if (rng.chance(0.15)) return [];
  const k = rng.int(1, maxBlocks);
  const blocks: Block[] = [];
  for (let tries = 0; blocks.length < k && tries < 40; tries++) {
    const len = rng.pick([30, 30, 60, 60, 60, 90, 120]);
    const start = WORK_START + 30 * rng.int(0, (WORK_END - len - WORK_START) / 30);
    const end = start + len;
    if (blocks.some((b) => start < b.end && end > b.start)) continue;
    blocks.push({ day, start, end });
  }
  return blocks.sort((a, b) => a.start - b.start);
}

function drawRule(
  rng: Rng,
  names: readonly string[],
  days: readonly number[],
  duration: number,
  taken: readonly Rule[],
): Rule | null {
  const single = days.length === 1;
  const kind = rng.weighted<string>([
    ['day-off', single ? 0 : 0.22],
    ['not-before', 0.24],
    ['not-after', 0.24],
    ['mornings-only', 0.07],
    ['afternoons-only', 0.07],
    ['group-not-before', 0.06],
    ['group-not-after', 0.06],
  ]);
  const who = kind.startsWith('group') ? 'group' : rng.pick(names);
  const r: Rule =
    kind === 'day-off'
      ? { kind: 'day-off', who, day: rng.pick(days) }
      : kind === 'mornings-only' || kind === 'afternoons-only'
        ? { kind, who }
        : kind.endsWith('not-before')
          ? { kind: 'not-before', who, time: rng.pick([600, 630, 660, 690, 780, 810, 840, 870, 900]) }
          : { kind: 'not-after', who, time: rng.pick([660, 720, 750, 780, 810, 840, 870, 900, 930, 960, 990]) };
  if ((r.kind === 'not-before' || r.kind === 'not-after') && who !== 'group' && rng.chance(0.45)) r.day = rng.pick(days);
  if (r.kind === 'not-before' && (r.time ?? 0) + duration > WORK_END) return null;
  if (r.kind === 'not-after' && (r.time ?? 0) - duration < WORK_START) return null;
  if (r.kind === 'mornings-only' && duration > 180) return null;
  if (taken.some((t) => t.who === r.who && (t.kind === r.kind || (t.kind.endsWith('only') && r.kind.endsWith('only')))))
    return null;
  if (taken.some((t) => t.kind === 'day-off' && r.kind === 'day-off' && t.day === r.day)) return null;
  return r;
}

interface Plan {
  category: Category;
  voice: Voice;
  clockStyle: '24h' | '12h';
}

interface Row {
  id: string;
  category: Category;
  voice: Voice;
  clock: '24h' | '12h';
  kinds: string[];
  input: Record<string, unknown>;
  expect: { validStarts: string[]; earliest: string; asksEarliest: boolean };
  truth: {
    durationMinutes: number;
    days: string[];
    workday: { start: string; end: string };
    busy: { name: string; start: string; end: string }[];
    rules: { kind: RuleKind; who: string; day?: string; time?: string }[];
  };
}

function drawProblem(
  rng: Rng,
  names: string[],
  days: number[],
  duration: number,
  ruleCount: number,
  asksEarliest: boolean,
  band: [number, number],
): { problem: Problem; starts: Start[] } | null {
  const maxBlocks = rng.int(1, 5);
  const people: Person[] = names.map((name) => ({
    name,
    blocks: days.flatMap((d) => drawBlocks(rng, d, maxBlocks, days.length > 1)),
  }));
  const rules: Rule[] = [];
  for (let tries = 0; rules.length < ruleCount && tries < 20; tries++) {
    const r = drawRule(rng, names, days, duration, rules);
    if (r !== null) rules.push(r);
  }
  if (rules.length < ruleCount) return null;
  const problem: Problem = { days, duration, people, rules };
  const starts = solve(problem, rules);
  if (starts.length < band[0] || starts.length > band[1]) return null;
  if (asksEarliest && starts.length < 2) return null;
  // Every constraint must matter: without it, more starts would be valid.
  for (const r of rules)
    if (
      solve(
        problem,
        rules.filter((x) => x !== r),
      ).length <= starts.length
    )
      return null;
  // Busy blocks must matter too: the schedule alone rules something out.
  if (solve({ ...problem, people: [] }, rules).length <= starts.length) return null;
  return { problem, starts };
}

function buildRow(rng: Rng, index: number, plan: Plan): Row {
  const nPeople = rng.weighted([
    [2, 0.3],
    [3, 0.35],
    [4, 0.2],
    [5, 0.15],
  ] as const);
  const names = rng.sample(NAMES, nPeople);
  const single = rng.chance(0.55);
  let days: number[];
  if (single) days = [rng.int(0, 4)];
  else {
    const shape = rng.pick(['all', 'range', 'range', 'list', 'list']);
    if (shape === 'all') days = [0, 1, 2, 3, 4];
    else if (shape === 'range') {
      const len = rng.int(2, 4);
      const from = rng.int(0, 5 - len);
      days = Array.from({ length: len }, (_, k) => from + k);
    } else days = rng.sample([0, 1, 2, 3, 4], rng.int(2, 3)).sort((a, b) => a - b);
  }
  const duration = rng.weighted([
    [30, 0.36],
    [60, 0.36],
    [45, 0.13],
    [90, 0.15],
  ] as const);
  let ruleCount = rng.weighted([
    [0, 0.15],
    [1, 0.45],
    [2, 0.3],
    [3, 0.1],
  ] as const);
  const asksEarliest = rng.chance(0.4);
  let band: [number, number] = rng.weighted<[number, number]>([
    [[1, 3], 0.5],
    [[4, 10], 0.3],
    [[1, 99], 0.2],
  ]);
  if (asksEarliest && band[1] === 3) band = [2, 3];

  let drawn: { problem: Problem; starts: Start[] } | null = null;
  for (let attempt = 0; drawn === null; attempt++) {
    if (attempt === 4000) band = [asksEarliest ? 2 : 1, 99];
    if (attempt > 0 && attempt % 8000 === 0 && ruleCount > 0) ruleCount--;
    if (attempt > 40000) throw new Error(`row ${String(index)}: no problem found`);
    drawn = drawProblem(rng, names, days, duration, ruleCount, asksEarliest, band);
  }
  const { problem, starts } = drawn;

  // Noise: busy blocks on days outside the problem, in the structured field only.
  const noise: { name: string; block: Block }[] = [];
  const otherDays = [0, 1, 2, 3, 4].filter((d) => !days.includes(d));
  if (plan.category === 'busy-structured' && otherDays.length > 0 && rng.chance(0.3)) {
    for (const p of problem.people)
      for (const b of drawBlocks(rng, rng.pick(otherDays), 3, false)) {
        noise.push({ name: p.name, block: b });
      }
  }

  // Wording.
  const voice = plan.voice;
  const clock: Clock = {
    style: plan.clockStyle,
    pad: rng.chance(0.3),
    sub: rng.weighted([
      ['compact', 0.6],
      ['spaced', 0.25],
      ['dotted', 0.15],
    ] as const),
    noon: rng.chance(0.4),
    compactRanges: rng.chance(0.6),
  };
  const st: Style = {
    voice,
    clock,
    single,
    dayForm: rng.weighted([
      ['full', 0.72],
      ['short', voice === 'terse' ? 0.4 : 0.1],
      ['dated', 0.14],
    ] as const),
  };
  const durMode = rng.weighted([
    ['text', 0.85],
    ['field', 0.1],
    ['both', 0.05],
  ] as const);
  const withWorkingHours = rng.chance(0.85);
  const hoursInText = !withWorkingHours || rng.chance(0.85);
  const withWindow = rng.chance(0.15);
  const withEmail = rng.chance(0.4);

  const daysText = single ? singleDayPhrase(rng, days[0] ?? 0) : multiDayPhrase(rng, days);
  const parts: string[] = [];
  parts.push(
    intro(rng, voice, {
      who: namesText(rng, names, voice),
      dur: durMode === 'field' ? null : durText(rng, duration),
      days: daysText,
      hours: hoursInText ? hoursPhrase(rng, st) : null,
    }),
  );
  const scheduleParts: string[] = [];
  if (plan.category !== 'busy-structured') {
    const lead =
      voice === 'formal'
        ? rng.pick(['', 'Their existing schedules are as follows:', 'Here is what their calendars look like:'])
        : voice === 'chatty'
          ? rng.pick(['', 'Here’s what everyone has going on:', 'So, calendars:'])
          : '';
    if (lead !== '') scheduleParts.push(lead);
    const glue = rng.chance(0.3) && voice !== 'terse' ? '; ' : null;
    const all = problem.people.map((p) => scheduleText(rng, st, p, days));
    if (glue !== null) scheduleParts.push(sentence(all.map((s) => s.join('; ')).join(glue)));
    else for (const s of all.flat()) scheduleParts.push(sentence(s));
  } else if (rng.chance(0.3)) {
    scheduleParts.push(
      rng.pick([
        'Use their calendars as given.',
        'Their calendars are attached.',
        'Check the calendars I shared.',
        'Calendars are in the data.',
      ]),
    );
  }
  const ruleParts = rng.shuffle(problem.rules).map((r) => constraintText(rng, st, r));
  if (rng.chance(0.2)) parts.push(...ruleParts, ...scheduleParts);
  else parts.push(...scheduleParts, ...ruleParts);
  if (asksEarliest) parts.push(earliestText(rng, voice));
  const close = closing(rng, voice);
  if (close !== '') parts.push(close);
  let request = parts.join(' ');
  if (voice === 'lowercase') request = lowercaseVoice(request);

  // Input.
  const wh = Object.fromEntries(DAYS.map((d) => [d.key, [{ start: '09:00', end: '17:00' }]]));
  const participants = problem.people.map((p) => {
    const busy =
      plan.category === 'busy-in-text'
        ? []
        : [...p.blocks, ...noise.filter((n) => n.name === p.name).map((n) => n.block)]
            .sort((a, b) => a.day - b.day || a.start - b.start)
            .map((b) => ({ start: iso(b.day, b.start), end: iso(b.day, b.end) }));
    return withEmail ? { name: p.name, email: emailOf(p.name), busy } : { name: p.name, busy };
  });
  const input: Record<string, unknown> = { now: NOW, timezone: ZONE, request };
  if (durMode !== 'text') input.durationMinutes = duration;
  if (withWorkingHours) input.workingHours = wh;
  input.participants = participants;
  if (withWindow) {
    const first = Math.min(...days);
    const last = Math.max(...days);
    input.window = {
      start: `${dayOf(first).date}T00:00:00-05:00`,
      end: last === 4 ? '2026-12-12T00:00:00-05:00' : `${dayOf(last + 1).date}T00:00:00-05:00`,
    };
  }

  const validStarts = starts.map((s) => iso(s.day, s.start));
  const kinds = [...new Set(problem.rules.map(ruleLabel))].sort();
  if (asksEarliest) kinds.push('earliest');
  if (kinds.length === 0) kinds.push('none');
  const allBusy = [
    ...problem.people.flatMap((p) => p.blocks.map((b) => ({ name: p.name, b }))),
    ...noise.map((n) => ({ name: n.name, b: n.block })),
  ];
  return {
    id: `mtg-${String(index + 1).padStart(3, '0')}`,
    category: plan.category,
    voice,
    clock: plan.clockStyle,
    kinds,
    input,
    expect: { validStarts, earliest: validStarts[0] ?? '', asksEarliest },
    truth: {
      durationMinutes: duration,
      days: [...days].sort((a, b) => a - b).map((d) => dayOf(d).date),
      workday: { start: '09:00', end: '17:00' },
      busy: allBusy.map(({ name, b }) => ({ name, start: iso(b.day, b.start), end: iso(b.day, b.end) })),
      rules: problem.rules.map((r) => ({
        kind: r.kind,
        who: r.who,
        ...(r.day === undefined ? {} : { day: dayOf(r.day).date }),
        ...(r.time === undefined ? {} : { time: hhmm(r.time) }),
      })),
    },
  };
}

async function main(): Promise<void> {
  const rng = new Rng(SEED);
  const categories: Category[] = [
    ...Array<Category>(150).fill('busy-structured'),
    ...Array<Category>(170).fill('busy-in-text'),
    ...Array<Category>(80).fill('busy-both'),
  ];
  if (categories.length !== ROW_COUNT) throw new Error('category split must add up');
  const order = rng.shuffle(categories);
  const rows: Row[] = order.map((category, i) => {
    const voice = rng.weighted<Voice>([
      ['formal', 0.3],
      ['terse', 0.17],
      ['chatty', 0.18],
      ['non-native', 0.17],
      ['lowercase', 0.18],
    ]);
    const p12 = { formal: 0.3, terse: 0.5, chatty: 0.75, 'non-native': 0.4, lowercase: 0.5 }[voice];
    return buildRow(rng, i, { category, voice, clockStyle: rng.chance(p12) ? '12h' : '24h' });
  });
  mkdirSync(dirname(HOLDOUT_FILE), { recursive: true });
  const doc = {
    about:
      'Held-out meeting-scheduling problems for `kairos plan`, generated by tests/corpus/meetings/generate-meetings.ts (invented data and wordings). A measurement only.',
    seed: SEED,
    now: NOW,
    timezone: ZONE,
    rows,
  };
  // Written in the repository's Prettier style, so `prettier --check .` holds.
  const config = (await resolveConfig(HOLDOUT_FILE)) ?? {};
  writeFileSync(HOLDOUT_FILE, await format(JSON.stringify(doc), { ...config, parser: 'json' }));
  const count = (f: (r: Row) => string): string =>
    Object.entries(
      rows.reduce<Record<string, number>>((acc, r) => {
        acc[f(r)] = (acc[f(r)] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([k, n]) => `${k} ${String(n)}`)
      .join(', ');
  console.log(`wrote ${String(rows.length)} rows to ${HOLDOUT_FILE}`);
  console.log(`  categories: ${count((r) => r.category)}`);
  console.log(`  voices: ${count((r) => r.voice)}`);
  console.log(
    `  valid starts: ${count((r) => (r.expect.validStarts.length <= 3 ? '1-3' : r.expect.validStarts.length <= 10 ? '4-10' : '11+'))}`,
  );
  console.log(`  durations: ${count((r) => String(r.truth.durationMinutes))}`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
