import type { CalendarChange, PendingAction } from '../approvals/pending-action';
import type { TurnContext } from './turn-context';

/**
 * The pending action for a change a turn proposes, with the turn's source and the notification
 * choice the card will show. Revising a suggestion ("lunch instead", "to next week") replaces it,
 * so its card closes rather than a second one opening.
 */
export function suggestChange(
  ctx: Pick<TurnContext, 'approvals' | 'source' | 'sendUpdates'>,
  change: CalendarChange,
  description: string,
  revise?: string,
): Promise<PendingAction> {
  const suggestion = {
    change,
    description,
    source: ctx.source,
    ...(ctx.sendUpdates === undefined ? {} : { sendUpdates: ctx.sendUpdates }),
  };
  return revise === undefined ? ctx.approvals.suggest(suggestion) : ctx.approvals.revise(revise, suggestion);
}
