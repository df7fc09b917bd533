/** Model calls allowed in one turn (shared/DESIGN.md: a new event ≤ 2), and what was used. */
export interface ModelBudget {
  limit: number;
  used: number;
  /** Set when a stage fell back to the built-in engine, with why (shown in logs and the CLI). */
  fellBack?: string;
}

export function createModelBudget(limit: number): ModelBudget {
  return { limit, used: 0 };
}

export function hasBudget(budget: ModelBudget): boolean {
  return budget.used < budget.limit;
}
