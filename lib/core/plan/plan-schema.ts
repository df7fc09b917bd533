import { z } from 'zod';

/** Every kind of step a Plan may hold; each has one skill file in lib/core/plan/skills/. */
export const taskTypeSchema = z.enum([
  'FindEvents',
  'FilterEvents',
  'ExtractAttendees',
  'FindFreeTime',
  'ProposeEventTime',
  'GenerateProposedUpdates',
  'CreateEvent',
  'UpdateEvents',
  'DeleteEvents',
  'FetchPreference',
  'NotifyAttendees',
  'AnswerQuestion',
  'RequestUserConfirmation',
  'PresentChoicesToUser',
  'FormatFinalResponse',
  'ProposeEventChange',
  'ProposeBulkChange',
  'ProposeCancellation',
  'ShowMoreOptions',
  'SuggestActivities',
  'OpenBookingLink',
  'ShareAvailability',
]);
export type TaskType = z.infer<typeof taskTypeSchema>;

export const taskIdSchema = z.string().regex(/^[A-Za-z][\w-]{0,31}$/, 'a task id is a short word such as "task1"');

/**
 * A reference to an earlier step's result, written as the model and the reader write it:
 * "task2.result.events", "task1.result.attendees". Nothing else in params is ever evaluated.
 */
export const RESULT_REF = /^([A-Za-z][\w-]{0,31})\.result(?:\.([A-Za-z_]\w*))*$/;

export const resultRefSchema = z.string().regex(RESULT_REF, 'a reference reads "taskN.result.field"');

/**
 * When a step runs: a small typed test of an earlier result, never code. "If I haven't met Omar in
 * two weeks" is `{kind: 'empty', ref: 'task1.result.events'}` on the step that books.
 */
export const conditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('empty'), ref: resultRefSchema }),
  z.object({ kind: z.literal('notEmpty'), ref: resultRefSchema }),
  z.object({ kind: z.literal('exists'), ref: resultRefSchema }),
  z.object({
    kind: z.literal('count'),
    ref: resultRefSchema,
    compare: z.enum(['=', '!=', '>', '>=', '<', '<=']),
    value: z.number().int().min(0),
  }),
]);
export type Condition = z.infer<typeof conditionSchema>;

export const taskStatusSchema = z.enum(['pending', 'done', 'waiting', 'skipped', 'failed']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** One step. `params` are checked against the skill's own schema when the Plan is validated. */
export const taskSchema = z.object({
  id: taskIdSchema,
  taskType: taskTypeSchema,
  params: z.record(z.string(), z.unknown()),
  dependsOn: z.array(taskIdSchema).max(20).optional(),
  condition: conditionSchema.optional(),
  status: taskStatusSchema.default('pending'),
  result: z.unknown().optional(),
  /** Why a step failed or was skipped, in words for the person. */
  note: z.string().optional(),
  /** For a write waiting on its card: which of the card's changes are this step's, so Edit can untick a step. */
  changes: z.array(z.number().int().min(0)).max(100).optional(),
  retries: z.number().int().min(0).max(5).default(0),
});
export type Task = z.infer<typeof taskSchema>;
export type TaskInput = z.input<typeof taskSchema>;

/** A request as a task graph: every reader (built-in, model, email, CLI) produces one. */
export const planSchema = z.object({ tasks: z.array(taskSchema).min(1).max(30) });
export type Plan = z.infer<typeof planSchema>;
export type PlanInput = z.input<typeof planSchema>;
