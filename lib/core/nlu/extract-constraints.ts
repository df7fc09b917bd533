import type { Constraint, ConstraintStrength } from '../domain/constraint';
import type { TimeRange, Weekday } from '../domain/preferences';
import { allMatches } from './all-matches';
import { type CivilDate, parseIsoDate, resolveDateSpec } from './constraint-dates';
import { type Qualifiers, readQualifiers } from './constraint-qualifiers';
import { lastNameIn, NOT_NAMES, subjectBefore } from './constraint-subject';
import { dayOpening, frontedSubject } from './constraint-fronted-subject';
import { FOR_WHO, SOFTENER_AFTER, SOFTENER_BEFORE, type Trigger, TRIGGERS, VERB_RUN } from './constraint-triggers';
import { extractLeaveGap } from './extract-leave-gap';
import { extractOrderConstraint } from './extract-order-constraint';
import { blank } from './mask-text';
import { TIME_WORD, formatClock, readClock } from './parse-time-of-day';
import { sortDays } from './weekday-words';

export interface ConstraintsMatch {
  constraints: Constraint[];
  /** The text with every constraint phrase blanked, so no other extractor reads it as a time or a name. */
  rest: string;
}

const QUESTION_BEFORE = /\b(?:if|whether|does|do|would|will|could|can)\s+$/i;

interface Found {
  constraints: Constraint[];
  start: number;
  end: number;
}

/**
 * Rules the request states about when (not) to meet, for the person ("me"), everyone, or a named
 * attendee (domain/constraint.ts). `original` is the same text unmasked, quoted in each rule's
 * `text`. `isQuery`: "am I free after 2?" asks rather than states, so
 * availability words do not make rules in a question about the calendar.
 */
export interface ConstraintOptions {
  isQuery: boolean;
  /**
   * Today on the request's calendar ("2026-11-24"), so "out the 3rd through the 5th" or "off
   * today" become dates. Without it, calendar days are not read as rules.
   */
  today?: string;
}

export function extractConstraints(text: string, original: string, options: ConstraintOptions): ConstraintsMatch {
  const today = options.today === undefined ? undefined : parseIsoDate(options.today);
  const constraints: Constraint[] = [];
  let rest = extractLeaveGap(text, original, constraints);
  rest = extractOrderConstraint(rest, original, constraints);

  const candidates = TRIGGERS.flatMap((trigger) =>
    trigger.gate !== undefined && !trigger.gate.test(rest)
      ? []
      : allMatches(trigger.re, rest).map((m) => ({ trigger, index: m.index, length: m[0].length })),
  ).sort((a, b) => a.index - b.index || b.length - a.length);
  let previous: Found | undefined;
  for (const { trigger, index, length } of candidates) {
    if (index < (previous?.end ?? -1)) continue;
    if (trigger.notInQueries === true && options.isQuery) continue;
    const found =
      trigger.position === 'pre'
        ? readPre(rest, original, trigger, index, length, previous, today)
        : readPost(rest, original, trigger, index, length, today);
    if (found === undefined) continue;
    constraints.push(...found.constraints);
    rest = blank(rest, found.start, found.end - found.start);
    previous = found;
  }
  return { constraints: uniqueConstraints(constraints), rest };
}

function readPre(
  rest: string,
  original: string,
  trigger: Trigger,
  index: number,
  length: number,
  previous: Found | undefined,
  today: CivilDate | undefined,
): Found | undefined {
  VERB_RUN.lastIndex = index + length;
  const verbs = VERB_RUN.exec(rest);
  if (trigger.clockBound !== undefined && NOT_A_PERSON_BEFORE.test(rest.slice(Math.max(0, index - 20), index))) return undefined;
  const after = index + length + (verbs?.[0].length ?? 0);
  let q = clockBoundAfter(rest, after, trigger, today) ?? readQualifiers(rest, after, rest.length, withDates(trigger, today));
  if (q === undefined) return undefined;
  const onlyBlocks = q.days.length === 0 && q.ranges.length === 0;
  if (trigger.blocksOnly === true && !onlyBlocks) return undefined;
  // "protect my focus time from 9 to 11am": a named block with its hours is still only a block.
  const namedBlock = q.days.length === 0 && q.blocks.length > 0;
  let end = q.end;
  if (trigger.suffix !== undefined) {
    const suffix = trigger.suffix.exec(rest.slice(end));
    if (suffix === null && (!(onlyBlocks || namedBlock) || trigger.suffixAlways === true)) return undefined;
    end += suffix?.[0].length ?? 0;
  }
  if (trigger.subjectAfterFor === true) {
    const forWho = forSubject(original.slice(index, index + length), rest.slice(0, index));
    return forWho === undefined ? undefined : build(rest, original, trigger, q, [forWho], index, end, today);
  }
  const direct = subjectBefore(rest, index);
  const fronted = direct === undefined ? frontedSubject(rest, index) : undefined;
  const subject = direct ?? fronted;
  // "Sunita: Tuesday not before 1:30", "At Tuesday Ilse not want…": the day said before the rule is its day.
  const opening = direct === undefined ? undefined : dayOpening(rest, direct.index);
  const daysBefore = fronted?.days ?? (opening === undefined ? [] : [opening]);
  if (daysBefore.length > 0 && q.days.length === 0) q = { ...q, days: daysBefore };
  const start = subject?.index ?? index;
  // "nothing later than 3 for Kim", "no mornings for Dana": who it is for, said after the rule.
  const forWho = subject === undefined ? FOR_WHO.exec(rest.slice(end)) : null;
  if (forWho !== null && !/^\s+for\s+(?:me|us)\b/i.test(forWho[0]) && isNamed(forWho[1] ?? ''))
    return build(
      rest,
      original,
      trigger,
      q,
      [whoOf(forWho[1] ?? '', rest.slice(0, index))],
      start,
      end + forWho[0].length,
      today,
    );
  return build(rest, original, trigger, q, subject?.who ?? sharedSubject(rest, index, previous) ?? ['me'], start, end, today);
}

/** "for me is better…" → me; "for Sam it's easier…" → Sam (a name only as written, capitalised). */
function forSubject(said: string, earlier: string): string | undefined {
  const word = /^(?:for\s+)?([\w'-]+)/i.exec(said)?.[1];
  if (word === undefined) return undefined;
  if (/^(?:me|us|him|her|them|everyone)$/i.test(word)) return whoOf(word, earlier);
  return /^[A-Z]/.test(word) && !NOT_NAMES.has(word) ? word : undefined;
}

/** A person named after "for" (not "for lunch", "for Friday"). */
function isNamed(word: string): boolean {
  return (
    /^(?:him|her|them|everyone|everybody)$/i.test(word) ||
    word.includes('@') ||
    (/^[A-Z]/.test(word) && !NOT_NAMES.has(word.split(/\s+/)[0] ?? ''))
  );
}

/** Calendar days make only avoid rules ("off the 3rd"); "free tomorrow after 3" is the request's own time. */
function withDates(trigger: Trigger, today: CivilDate | undefined): boolean {
  return trigger.type === 'avoid' && today !== undefined;
}

function readPost(
  rest: string,
  original: string,
  trigger: Trigger,
  index: number,
  length: number,
  today: CivilDate | undefined,
): Found | undefined {
  // "Would 9:30am PT on Thursday work for you?": a time offered, asked about, not a rule.
  if (trigger.type === 'within' && asksIfATimeWorks(sentenceAround(rest, index))) return undefined;
  const q =
    trigger.clockBound === undefined
      ? qualifiersEndingAt(rest, index, withDates(trigger, today))
      : clockBoundBefore(rest, index, trigger);
  if (q === undefined) return undefined;
  let end = index + length;
  const forWho = FOR_WHO.exec(rest.slice(end));
  // "Amara 11:30 at the earliest", "Bao: AM only": who it is said of comes before the clock or the colon.
  const colon = NAME_COLON.exec(rest.slice(0, q.start));
  const subject =
    forWho === null && (trigger.clockBound !== undefined || colon !== null)
      ? subjectBefore(rest, q.start - (colon?.[1]?.length ?? 0))
      : undefined;
  const who = forWho === null ? (subject?.who ?? ['me']) : [whoOf(forWho[1] ?? '', rest.slice(0, q.start))];
  if (forWho !== null) end += forWho[0].length;
  return build(rest, original, trigger, q, who, subject?.index ?? q.start, end, today);
}

/** "Bao: ", "Nadia : ": a person's name and a colon, then what holds for them. */
const NAME_COLON = /\p{Lu}[\p{L}'-]*(\s*:\s*)$/u;

/** "leaves at 4:30 on Friday", "arrives 10am": a bare clock time ruled out on the trigger's side, then any days. */
const BOUND_CLOCK = new RegExp(
  String.raw`\s*(?:(?:at|by|around|about|from|after|past|before|until|till)\s+)?(${TIME_WORD})(?![\w:])`,
  'iy',
);

/** "Mom's flight arrives at 11:20pm", "the train leaves at 9": a time something else keeps, no rule about a person. */
const NOT_A_PERSON_BEFORE =
  /\b(?:flight|train|plane|bus|ferry|boat|package|parcel|delivery|shipment|car|taxi|cab|uber|lyft|ride|shuttle|coach|show|film|movie|game|store|shop|office|sale)s?\s+$/i;

function clockBoundAfter(rest: string, at: number, trigger: Trigger, today: CivilDate | undefined): Qualifiers | undefined {
  if (trigger.clockBound === undefined) return undefined;
  BOUND_CLOCK.lastIndex = at;
  const m = BOUND_CLOCK.exec(rest);
  const clock = m === null ? undefined : readClock(m[1] ?? '');
  if (m === null || clock === undefined) return undefined;
  const end = at + m[0].length;
  const days = readQualifiers(rest, end, rest.length, withDates(trigger, today));
  const bound = boundRange(clock.minutes, trigger.clockBound);
  return {
    days: days?.days ?? [],
    ranges: [bound],
    blocks: [],
    dates: days?.dates ?? [],
    start: at + m[0].search(/\S/),
    end: days?.end ?? end,
  };
}

/** "Amara 11:30 at the earliest": the clock said right before the trigger. */
function clockBoundBefore(rest: string, index: number, trigger: Trigger): Qualifiers | undefined {
  if (trigger.clockBound === undefined) return undefined;
  const m = new RegExp(String.raw`(${TIME_WORD})\s*,?\s*$`, 'i').exec(rest.slice(Math.max(0, index - 20), index));
  const clock = m === null ? undefined : readClock(m[1] ?? '');
  if (m === null || clock === undefined) return undefined;
  const start = index - (rest.slice(Math.max(0, index - 20), index).length - m.index);
  return { days: [], ranges: [boundRange(clock.minutes, trigger.clockBound)], blocks: [], dates: [], start, end: index };
}

function boundRange(minutes: number, side: 'after' | 'before'): TimeRange {
  return side === 'after' ? { start: formatClock(minutes), end: '24:00' } : { start: '00:00', end: formatClock(minutes) };
}

const ASKED_IF_IT_WORKS =
  /^\s*(?:(?:so|and|ok(?:ay)?|hi|hey)[\s,]+)*(?:would|will|could|can|does|do|is|how\s+about|what\s+about)\b[^?]*\?\s*$/i;

/** A request asked as a question ("Can you set up a call with Omar, mornings only?") keeps its rules. */
const ASKS_TO_ACT =
  /\b(?:book|schedule|set\s+up|find|arrange|add|put|create|make|block|move|reschedule|push|plan|organi[sz]e|get)\b/i;

function asksIfATimeWorks(sentence: string): boolean {
  return ASKED_IF_IT_WORKS.test(sentence) && !ASKS_TO_ACT.test(sentence);
}

/** The sentence holding `index`, to its question mark if it has one. */
function sentenceAround(text: string, index: number): string {
  const start = text.slice(0, index).search(/[^.!?]*$/);
  const end = text.slice(index).search(/[.!?]/);
  return text.slice(start, end < 0 ? text.length : index + end + 1);
}

/** "Sam prefers mornings but can't do Wednesdays": a rule joined to the last one shares its subject. */
function sharedSubject(rest: string, index: number, previous: Found | undefined): string[] | undefined {
  if (
    previous === undefined ||
    !/^\s*[,;]?\s*(?:but|and|although|though|yet|so|also|plus|or)?\s*$/i.test(rest.slice(previous.end, index))
  )
    return undefined;
  const who = [...new Set(previous.constraints.map((c) => c.who))];
  return who.length > 0 ? who : undefined;
}

/** The longest qualifier run in the same clause that ends right before a post trigger. */
function qualifiersEndingAt(rest: string, index: number, dates: boolean): Qualifiers | undefined {
  const before = rest.slice(0, index);
  const clauseStart = Math.max(before.search(/[^.;!?,]*$/), index - 80, 0);
  for (const m of allMatches(/(?:^|\s)(?=\S)/g, rest.slice(clauseStart, index))) {
    const from = clauseStart + m.index;
    const q = readQualifiers(rest, from, index, dates);
    // "not sure if Friday works", "does Monday work?": a question about the time, not a rule.
    if (q !== undefined && rest.slice(q.end, index).trim() === '')
      return QUESTION_BEFORE.test(rest.slice(0, q.start)) ? undefined : q;
  }
  return undefined;
}

function build(
  rest: string,
  original: string,
  trigger: Trigger,
  q: Qualifiers,
  who: readonly string[],
  start: number,
  end: number,
  today: CivilDate | undefined,
): Found {
  let strength: ConstraintStrength = trigger.strength;
  const softener = SOFTENER_AFTER.exec(rest.slice(end));
  if (softener !== null) {
    strength = 'preference';
    end += softener[0].length;
  }
  if (SOFTENER_BEFORE.test(rest.slice(Math.max(0, start - 30), start))) strength = 'preference';
  const text = original.slice(start, end).trim();
  const constraints = who.flatMap((w) =>
    shapes(trigger.type, q, today).map((shape): Constraint => ({ ...shape, who: w, strength, text })),
  );
  return { constraints, start, end };
}

type Shape =
  | { type: 'avoid' | 'within'; days?: Weekday[]; timeRange?: TimeRange; dates?: string[] }
  | { type: 'keep_free'; block: string; timeRange?: TimeRange };

/** Days × each time range; a named block under "avoid" keeps that block free instead; dates narrow an avoid. */
function shapes(type: 'avoid' | 'within', q: Qualifiers, today: CivilDate | undefined): Shape[] {
  const dates = today === undefined ? [] : [...new Set(q.dates.flatMap((d) => resolveDateSpec(d, today)))].sort();
  if (dates.length > 0 && type === 'avoid') {
    const days = q.days.length > 0 ? sortDays(q.days) : undefined;
    const ranges: (TimeRange | undefined)[] = q.ranges.length > 0 ? q.ranges : [undefined];
    return ranges.map((timeRange) => ({
      type,
      dates,
      ...(days === undefined ? {} : { days }),
      ...(timeRange === undefined ? {} : { timeRange }),
    }));
  }
  const out: Shape[] = [];
  const days = q.days.length > 0 ? sortDays(q.days) : undefined;
  for (const block of q.blocks) {
    if (type === 'avoid')
      out.push(
        block.timeRange === undefined
          ? { type: 'keep_free', block: block.name }
          : { type: 'keep_free', block: block.name, timeRange: block.timeRange },
      );
    else if (block.timeRange !== undefined)
      out.push(days === undefined ? { type, timeRange: block.timeRange } : { type, days, timeRange: block.timeRange });
  }
  if (q.ranges.length === 0 && days !== undefined) out.push({ type, days });
  for (const timeRange of q.ranges) out.push(days === undefined ? { type, timeRange } : { type, days, timeRange });
  return out;
}

function whoOf(word: string, earlier: string): string {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'me') return 'me';
  if (/^(?:us|everyone|everybody|all of us|both of us|them)$/.test(w)) return 'everyone';
  if (w === 'him' || w === 'her') return lastNameIn(earlier) ?? 'everyone';
  return word.includes('@') ? w : word;
}

/** Each rule once, in the order first said: the same rule read twice (or in two steps) is one rule. */
export function uniqueConstraints(constraints: readonly Constraint[]): Constraint[] {
  const seen = new Set<string>();
  return constraints.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
