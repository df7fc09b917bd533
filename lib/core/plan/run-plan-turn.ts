import { buildPeopleDirectory, type PeopleDirectory } from './query/people-directory';
import type { WorkflowStore } from '../../ports/workflow-store';
import type { EventOccurrence } from '../domain/calendar-event';
import { KairosError } from '../errors';
import { readNotify } from '../nlu/bulk-verbs';
import type { TurnContext } from '../pipeline/turn-context';
import type { Interval } from '../time/interval';
import { addZonedDays, startOfZonedDay } from '../time/zoned';
import { executePlan, type PlanRun } from './execute-plan';
import type { PlanInput } from './plan-schema';
import type { SkillContext } from './skill';
import { SKILLS } from './skill-registry';
import { validatePlan } from './validate-plan';

/** How far back and ahead the people directory looks for guests: a season of meetings either way. */
const DIRECTORY_DAYS = 120;

/** Runs a Plan for a turn: validated, then executed with the calendar read once per range. */
export async function runPlanTurn(text: string, input: PlanInput, ctx: TurnContext, workflows?: WorkflowStore): Promise<PlanRun> {
  const checked = validatePlan(input, SKILLS);
  if (!checked.ok) throw new KairosError('internal', `The plan for this request is not valid: ${checked.problems.join('; ')}`);
  ctx.log?.('plan', { tasks: checked.plan.tasks.map((t) => t.taskType).join(',') });
  // "…and tell everyone" / "…without telling anyone" decides, for this Plan's card only, whether
  // Google emails the guests; the person's setting stays as it is. A path with its own card (a bulk
  // change) reads those words itself, against the setting, to say so on the card.
  const said = readNotify(text).notify;
  const confirms = checked.plan.tasks.some((t) => t.taskType === 'RequestUserConfirmation');
  const turn = said !== undefined && confirms && ctx.sendUpdates !== undefined ? { ...ctx, sendUpdates: said } : ctx;
  return executePlan(checked.plan, skillContext(text, turn), {
    skills: SKILLS,
    ...(workflows === undefined ? {} : { workflows }),
  });
}

export function skillContext(text: string, ctx: TurnContext): SkillContext {
  const reads = new Map<string, Promise<EventOccurrence[]>>();
  const listOccurrences = (range: Interval): Promise<EventOccurrence[]> => {
    const key = `${String(range.start)}-${String(range.end)}`;
    let read = reads.get(key);
    if (read === undefined) {
      read = ctx.calendar.listOccurrences(range, ctx.timeZone);
      reads.set(key, read);
    }
    return read;
  };
  let directory: Promise<PeopleDirectory> | undefined;
  return {
    ...ctx,
    text,
    listOccurrences,
    directory: () => {
      if (directory === undefined) {
        const now = ctx.clock.now();
        const day = startOfZonedDay(now, ctx.timeZone);
        const range = {
          start: addZonedDays(day, -DIRECTORY_DAYS, ctx.timeZone),
          end: addZonedDays(day, DIRECTORY_DAYS, ctx.timeZone),
        };
        directory = listOccurrences(range).then((occurrences) => buildPeopleDirectory(occurrences.map((o) => o.event)));
      }
      return directory;
    },
  };
}
