import { describeConstraint } from '../domain/describe-constraint';
import type { SlotSearchResult } from '../slots/slot-query';

/** The constraints read back to the person: the ones obeyed, and the ones that could not be, with why. */
export function understoodConstraints(result: SlotSearchResult): string[] {
  return [
    ...result.constraintsApplied.map(describeConstraint),
    ...(result.constraintsIgnored ?? []).map((i) => `${describeConstraint(i.constraint)} — not applied: ${i.reason}`),
  ];
}
