import type { Constraint, ConstraintStrength } from '../domain/constraint';
import type { TimeRange, Weekday } from '../domain/preferences';
import { allMatches } from './all-matches';
import { type Qualifiers, readQualifiers } from './constraint-qualifiers';
import { lastNameIn, subjectBefore } from './constraint-subject';
import { FOR_WHO, SOFTENER_AFTER, SOFTENER_BEFORE, type Trigger, TRIGGERS, VERB_RUN } from './constraint-triggers';
import { extractLeaveGap } from './extract-leave-gap';
import { extractOrderConstraint } from './extract-order-constraint';
import { blank } from './mask-text';
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
export function extractConstraints(text: string, original: string, options: { isQuery: boolean }): ConstraintsMatch {
  const constraints: Constraint[] = [];
  let rest = extractLeaveGap(text, original, constraints);
  rest = extractOrderConstraint(rest, original, constraints);

  const candidates = TRIGGERS.flatMap((trigger) =>
    allMatches(trigger.re, rest).map((m) => ({ trigger, index: m.index, length: m[0].length })),
  ).sort((a, b) => a.index - b.index || b.length - a.length);
  let previous: Found | undefined;
  for (const { trigger, index, length } of candidates) {
    if (index < (previous?.end ?? -1)) continue;
    if (trigger.notInQueries === true && options.isQuery) continue;
    const found =
      trigger.position === 'pre'
        ? readPre(rest, original, trigger, index, length, previous)
        : readPost(rest, original, trigger, index, length);
    if (found === undefined) continue;
    constraints.push(...found.constraints);
    rest = blank(rest, found.start, found.end - found.start);
    previous = found;
  }
  return { constraints: dedupe(constraints), rest };
}

function readPre(
  rest: string,
  original: string,
  trigger: Trigger,
  index: number,
  length: number,
  previous: Found | undefined,
): Found | undefined {
  VERB_RUN.lastIndex = index + length;
  const verbs = VERB_RUN.exec(rest);
  const q = readQualifiers(rest, index + length + (verbs?.[0].length ?? 0));
  if (q === undefined) return undefined;
  const onlyBlocks = q.days.length === 0 && q.ranges.length === 0;
  if (trigger.blocksOnly === true && !onlyBlocks) return undefined;
  let end = q.end;
  if (trigger.suffix !== undefined) {
    const suffix = trigger.suffix.exec(rest.slice(end));
    if (suffix === null && !onlyBlocks) return undefined;
    end += suffix?.[0].length ?? 0;
  }
  const subject = subjectBefore(rest, index);
  const start = subject?.index ?? index;
  return build(rest, original, trigger, q, subject?.who ?? sharedSubject(rest, index, previous) ?? ['me'], start, end);
}

function readPost(rest: string, original: string, trigger: Trigger, index: number, length: number): Found | undefined {
  const q = qualifiersEndingAt(rest, index);
  if (q === undefined) return undefined;
  let end = index + length;
  const forWho = FOR_WHO.exec(rest.slice(end));
  const who = forWho === null ? ['me'] : [whoOf(forWho[1] ?? '', rest.slice(0, q.start))];
  if (forWho !== null) end += forWho[0].length;
  return build(rest, original, trigger, q, who, q.start, end);
}

/** "Sam prefers mornings but can't do Wednesdays": a rule joined to the last one shares its subject. */
function sharedSubject(rest: string, index: number, previous: Found | undefined): string[] | undefined {
  if (previous === undefined || !/^\s*,?\s*(?:but|and|although|though|yet)?\s*$/i.test(rest.slice(previous.end, index)))
    return undefined;
  const who = [...new Set(previous.constraints.map((c) => c.who))];
  return who.length > 0 ? who : undefined;
}

/** The longest qualifier run in the same clause that ends right before a post trigger. */
function qualifiersEndingAt(rest: string, index: number): Qualifiers | undefined {
  const before = rest.slice(0, index);
  const clauseStart = Math.max(before.search(/[^.;!?,]*$/), index - 80, 0);
  for (const m of allMatches(/(?:^|\s)(?=\S)/g, rest.slice(clauseStart, index))) {
    const from = clauseStart + m.index;
    const q = readQualifiers(rest, from, index);
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
    shapes(trigger.type, q).map((shape): Constraint => ({ ...shape, who: w, strength, text })),
  );
  return { constraints, start, end };
}

type Shape =
  | { type: 'avoid' | 'within'; days?: Weekday[]; timeRange?: TimeRange }
  | { type: 'keep_free'; block: string; timeRange?: TimeRange };

/** Days × each time range; a named block under "avoid" keeps that block free instead. */
function shapes(type: 'avoid' | 'within', q: Qualifiers): Shape[] {
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

function dedupe(constraints: Constraint[]): Constraint[] {
  const seen = new Set<string>();
  return constraints.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
