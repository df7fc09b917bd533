import type { Constraint } from '../domain/constraint';
import type { Participant } from '../domain/participant';
import type { TimeRange, Weekday } from '../domain/preferences';
import type { IgnoredConstraint } from './slot-query';

/** A person a constraint is about, with the zone its times of day are read in. */
export interface ConstraintTarget {
  id: string;
  timeZone: string;
  /** Absent for a "me" with no calendar in the search: their times of day still apply. */
  participant?: Participant;
}

/** A constraint with its people and times settled: what the search can act on. */
export type ResolvedConstraint =
  | {
      kind: 'region';
      /** avoid: the slot must not touch the region; within: the slot must lie inside it. */
      mode: 'avoid' | 'within';
      constraint: Constraint;
      targets: ConstraintTarget[];
      days?: readonly Weekday[];
      /** Calendar days on each target's clock ("out the 3rd through the 5th"). */
      dates?: readonly string[];
      timeRange?: TimeRange;
      /** keep_free protects a block from travel too; avoid/within are about the meeting itself. */
      includesTravel: boolean;
    }
  | { kind: 'leave_gap'; constraint: Constraint; targets: ConstraintTarget[]; timeRange: TimeRange; minutes: number }
  | { kind: 'order'; constraint: Constraint; order: 'earliest' | 'latest' };

/** Blocks everyone means the same thing by, when neither the request nor preferences give a time. */
export const DEFAULT_BLOCKS: Readonly<Record<string, TimeRange>> = { lunch: { start: '12:00', end: '13:00' } };

export interface ResolveContext {
  participants: readonly Participant[];
  /** The organiser ("me"). */
  organiser: ConstraintTarget;
  blocks: Readonly<Record<string, TimeRange>>;
}

export function resolveConstraints(
  constraints: readonly Constraint[],
  ctx: ResolveContext,
): { resolved: ResolvedConstraint[]; ignored: IgnoredConstraint[] } {
  const resolved: ResolvedConstraint[] = [];
  const ignored: IgnoredConstraint[] = [];
  for (const constraint of constraints) {
    const outcome = resolveOne(constraint, ctx);
    if (typeof outcome === 'string') ignored.push({ constraint, reason: outcome });
    else resolved.push(outcome);
  }
  return { resolved, ignored };
}

function resolveOne(c: Constraint, ctx: ResolveContext): ResolvedConstraint | string {
  if (c.type === 'order') return { kind: 'order', constraint: c, order: c.order };
  const targets = resolveWho(c.who, ctx);
  if (typeof targets === 'string') return targets;
  switch (c.type) {
    case 'avoid':
    case 'within':
      if (c.days === undefined && c.timeRange === undefined && c.dates === undefined)
        return 'it names neither days nor times of day';
      if (c.days?.length === 0) return 'it names an empty list of days';
      return {
        kind: 'region',
        mode: c.type,
        constraint: c,
        targets,
        days: c.days,
        ...(c.dates === undefined ? {} : { dates: c.dates }),
        timeRange: c.timeRange,
        includesTravel: false,
      };
    case 'keep_free': {
      const name = c.block.trim().toLowerCase();
      const timeRange = c.timeRange ?? lookup(ctx.blocks, name) ?? lookup(DEFAULT_BLOCKS, name);
      // Guessing when someone's gym is would protect the wrong hour; say so instead.
      if (timeRange === undefined) return `no time is known for "${c.block}"; set it in preferences`;
      return { kind: 'region', mode: 'avoid', constraint: c, targets, timeRange, includesTravel: true };
    }
    case 'leave_gap':
      return { kind: 'leave_gap', constraint: c, targets, timeRange: c.timeRange, minutes: c.minutes };
  }
}

function lookup(blocks: Readonly<Record<string, TimeRange>>, name: string): TimeRange | undefined {
  for (const [key, range] of Object.entries(blocks)) if (key.trim().toLowerCase() === name) return range;
  return undefined;
}

/**
 * "me" is the organiser, "everyone" is every participant (each in their own zone), anything else
 * names one participant: by id, email or full name, else by first name or the part of the email
 * before "@" — all case-insensitive. A name that fits two people is refused, not guessed.
 */
export function resolveWho(who: string, ctx: ResolveContext): ConstraintTarget[] | string {
  const key = who.trim().toLowerCase();
  if (key === 'me' || key === 'i' || key === 'myself') return [ctx.organiser];
  if (key === 'everyone' || key === 'everybody' || key === 'all') {
    return ctx.participants.length === 0 ? [ctx.organiser] : ctx.participants.map(toTarget);
  }
  const found = participantsCalled(who, ctx.participants);
  if (found.length === 1) return found.map(toTarget);
  if (found.length > 1) return `"${who}" could be ${found.map((p) => p.name ?? p.id).join(' or ')}`;
  return `no participant is called "${who}"`;
}

/**
 * The participants a name can mean: by id, email or full name, else by first name or the part of
 * the email before "@" (case-insensitive). Several means the name is ambiguous.
 */
export function participantsCalled(who: string, participants: readonly Participant[]): Participant[] {
  const key = who.trim().toLowerCase();
  const tiers: ((p: Participant) => boolean)[] = [
    (p) => [p.id, p.email, p.name].some((v) => v?.trim().toLowerCase() === key),
    (p) => p.name?.trim().split(/\s+/)[0]?.toLowerCase() === key,
    (p) => p.email?.split('@')[0]?.toLowerCase() === key,
  ];
  for (const matches of tiers) {
    const found = participants.filter(matches);
    if (found.length > 0) return found;
  }
  return [];
}

function toTarget(p: Participant): ConstraintTarget {
  return { id: p.id, timeZone: p.timeZone, participant: p };
}
