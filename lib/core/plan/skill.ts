import type { z } from 'zod';
import type { SingleChange } from '../approvals/pending-action';
import type { EventOccurrence } from '../domain/calendar-event';
import type { TurnContext } from '../pipeline/turn-context';
import type { Interval } from '../time/interval';
import type { PeopleDirectory } from './query/people-directory';
import type { TaskType } from './plan-schema';

/** What every skill may use: the turn's ports and stream, plus the calendar read once per turn. */
export interface SkillContext extends TurnContext {
  /** The calendar's occurrences in a range; reads are cached for the turn. */
  listOccurrences(range: Interval): Promise<EventOccurrence[]>;
  /** The people seen on the calendar, built on first use. */
  directory(): Promise<PeopleDirectory>;
  /** The person's own words, for skills that still read them (ProposeEventTime's template stage). */
  text: string;
}

/**
 * How a step ended. `stop` ends the Plan there with something to say (a question when a selection
 * is uncertain, or why nothing was done); nothing after it runs and nothing is written.
 */
export type SkillOutcome =
  | { kind: 'done'; result: Record<string, unknown> }
  /**
   * `choices`: the events a "which one?" offers, listed under it and remembered for the answer;
   * `asksWho`: the name a "who is…?" asks about.
   */
  | { kind: 'stop'; text: string; choices?: EventOccurrence[]; asksWho?: string };

/**
 * What a step does to the calendar: reads it, suggests a change the person approves on its own card
 * (ProposeEventTime), writes (only after a confirmation step), or pauses for the person.
 */
export type SkillEffect = 'read' | 'suggest' | 'write' | 'pause';

/** A write step's changes, and lines for the card about what it leaves alone and why. */
export interface WritePreview {
  changes: SingleChange[];
  notes: string[];
}

/** A skill: a zod params schema and a function (openai-agents' tool shape). */
export interface Skill<S extends z.ZodType = z.ZodType> {
  taskType: TaskType;
  /** One line for the model's tool description and for the card's list of steps. */
  describe: string;
  params: S;
  effect: SkillEffect;
  /**
   * A path only the built-in reader routes to (an edit of the last suggestion, a follow-up, activity
   * ideas, a booking link): a model reaches the same through its own tools, so its Plan tool leaves it out.
   */
  builtInOnly?: true;
  run(params: z.infer<S>, ctx: SkillContext): Promise<SkillOutcome>;
  /** Write skills: the changes the step will make, shown on the confirmation card before anything is written. */
  preview?(params: z.infer<S>, ctx: SkillContext): Promise<WritePreview>;
}

/** Keeps each skill file's params and run typed together. */
export function defineSkill<S extends z.ZodType>(skill: Skill<S>): Skill<S> {
  return skill;
}
