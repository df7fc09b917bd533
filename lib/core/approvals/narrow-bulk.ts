import { KairosError } from '../errors';
import type { PendingAction, SingleChange } from './pending-action';

/**
 * Bulk Edit: the same change for only the events the person kept ticked. One kept event is still a
 * bulk of one, so the card and undo treat it the same way.
 */
export function narrowBulk(
  action: PendingAction,
  keep: readonly number[],
): { change: { kind: 'bulk'; changes: SingleChange[] }; description: string } {
  if (action.change.kind !== 'bulk') throw new KairosError('invalid_input', 'Only a change to several events can be narrowed.');
  const all = action.change.changes;
  const chosen = [...new Set(keep)].sort((a, b) => a - b);
  const outside = chosen.find((i) => i >= all.length);
  if (outside !== undefined) {
    throw new KairosError(
      'invalid_input',
      `There are only ${String(all.length)} events in this change; number ${String(outside + 1)} is not one of them.`,
    );
  }
  if (chosen.length === 0) throw new KairosError('invalid_input', 'Keep at least one event, or reject the change.');
  const changes = chosen.flatMap((i) => all[i] ?? []);
  const description =
    changes.length === all.length
      ? action.description
      : `${action.description} (only ${String(changes.length)} of the ${String(all.length)})`;
  return { change: { kind: 'bulk', changes }, description };
}
