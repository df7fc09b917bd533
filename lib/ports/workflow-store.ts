import { z } from 'zod';
import { planSchema } from '../core/plan/plan-schema';

/** A Plan paused for the person, kept outside the service worker so a stopped worker resumes it. */
export const workflowSchema = z.object({
  /** The pending action its confirmation card approves. */
  token: z.string(),
  plan: planSchema,
  /** The request it was built from, for History and the conversation. */
  text: z.string().max(2000),
  at: z.number().int(),
});
export type Workflow = z.infer<typeof workflowSchema>;

export interface WorkflowStore {
  get(token: string): Promise<Workflow | undefined>;
  put(workflow: Workflow): Promise<void>;
  delete(token: string): Promise<void>;
}
