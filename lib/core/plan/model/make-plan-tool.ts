import type { ToolOption } from '../../pipeline/call-tool';
import type { Plan, TaskType } from '../plan-schema';
import { SKILLS } from '../skill-registry';
import { WEEKDAY_NOTE, describeParams } from './describe-params';
import { makePlanReplySchema } from './model-plan-schema';

/** What each step's result holds, for references ("task1.result.events"); empty: nothing to read. */
const RESULT_FIELDS: Readonly<Record<TaskType, string>> = {
  FindEvents: 'events, count',
  FilterEvents: 'events, count',
  ExtractAttendees: 'attendees, count',
  FindFreeTime: 'slots, count',
  ProposeEventTime: 'token, start, end',
  GenerateProposedUpdates: 'changes, notes, count',
  CreateEvent: '',
  UpdateEvents: '',
  DeleteEvents: '',
  FetchPreference: 'intervals; lunch (key lunch); minutes (buffer)',
  NotifyAttendees: 'to, count',
  AnswerQuestion: 'answer',
  RequestUserConfirmation: '',
  PresentChoicesToUser: '',
  FormatFinalResponse: '',
  ProposeEventChange: 'token, start, end',
  ProposeBulkChange: '',
  ProposeCancellation: '',
  ShowMoreOptions: 'token, start, end',
  SuggestActivities: '',
  OpenBookingLink: '',
  ShareAvailability: '',
};

/** How the steps fit together for the requests people make most; the model composes the rest. */
const RULES = [
  'Rules:',
  '- A new event: one ProposeEventTime with a template: local wall-clock times without offsets; start only when the person named an exact time, else the days to search (rangeStart..rangeEnd, inclusive); null for anything not said. Its card is the approval.',
  '- Change an event (time, title, length): FindEvents (expect "one") → GenerateProposedUpdates (events: "task1.result.events"; move {kind: "to", start} for a named time, rename, durationMinutes, durationDeltaMinutes for "by N minutes longer/shorter", or endClock "HH:MM" for "until 4:30") → RequestUserConfirmation → UpdateEvents (changes: "task2.result.changes", notes: "task2.result.notes").',
  '- Cancel: FindEvents → RequestUserConfirmation → DeleteEvents (events: ref).',
  '- UpdateEvents, DeleteEvents and CreateEvent always come after a RequestUserConfirmation step.',
  '- A question about the calendar: AnswerQuestion, after FindEvents when it is about particular events.',
  '- condition runs a step only when an earlier result is empty / notEmpty / exists, or its count compares to value: "if I haven\'t met Omar in 2 weeks, book a call" is FindEvents (allowEmpty) then ProposeEventTime with {kind: "empty", ref: "task1.result.events"}.',
  '- Instants in params are ISO 8601 with the offset given; ranges end exclusive.',
  '- Write the addresses listed for people the request names; never invent one.',
  '- Too vague to act on: PresentChoicesToUser with one question. "Don\'t change anything yet": only read or propose.',
].join('\n');

function describeSkills(): string {
  return Object.values(SKILLS)
    .filter((skill) => skill.builtInOnly !== true)
    .map((skill) => {
      const results = RESULT_FIELDS[skill.taskType];
      return `${skill.taskType}${results === '' ? '' : ` (→ ${results})`}: ${skill.describe} params ${describeParams(skill.params)}`;
    })
    .join('\n');
}

export const MAKE_PLAN_NAME = 'makePlan';

let made: ToolOption<Plan> | undefined;

/**
 * makePlan: the MINI model's one call for a request, in place of classify and template. Its schema
 * is the Plan without what running adds; its reply is parsed into a Plan and validated whole. Made
 * on first use: rendering every skill's params is tens of milliseconds a service worker need not
 * spend at start.
 */
export function makePlanTool(): ToolOption<Plan> {
  made ??= {
    name: MAKE_PLAN_NAME,
    description: [
      'Write the Plan for the person\'s request: steps with ids task1, task2, …; a step runs when the steps in dependsOn are done and reads their results through a reference string "taskN.result.field" (params shown as ref take one).',
      `Steps — TaskType (→ result fields): what it does. params (iso: ISO 8601 with offset; ${WEEKDAY_NOTE.replace(/\.$/, '')})`,
      describeSkills(),
      RULES,
    ].join('\n'),
    schema: makePlanReplySchema,
  };
  return made;
}
