import type { Workflow, WorkflowStore } from '../ports/workflow-store';

/** Paused Plans in memory: the CLI and tests. */
export function createMemoryWorkflowStore(): WorkflowStore {
  const workflows = new Map<string, Workflow>();
  return {
    // Copies both ways, as IndexedDB does: a caller changing a Plan it read must not change the record.
    get: (token) => Promise.resolve(structuredClone(workflows.get(token))),
    put: (workflow) => {
      workflows.set(workflow.token, structuredClone(workflow));
      return Promise.resolve();
    },
    delete: (token) => {
      workflows.delete(token);
      return Promise.resolve();
    },
  };
}
