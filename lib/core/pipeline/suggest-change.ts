import type { CalendarChange, PendingAction } from '../approvals/pending-action';
import { reviewChange } from '../approvals/review-change';
import type { TurnContext } from './turn-context';

export type SuggestContext = Pick<
  TurnContext,
  'approvals' | 'source' | 'sendUpdates' | 'calendar' | 'freeBusy' | 'preferences' | 'timeZone'
>;

/**
 * The pending action for a change a turn proposes, with the turn's source, the notification
 * choice and the review (diff, who is told, checks) its card will show. Revising a suggestion
 * ("lunch instead", "to next week") replaces it, so its card closes rather than a second one opening.
 */
export async function suggestChange(
  ctx: SuggestContext,
  change: CalendarChange,
  description: string,
  revise?: string,
): Promise<PendingAction & { review: NonNullable<PendingAction['review']> }> {
  const review = await reviewChange(change, {
    calendar: ctx.calendar,
    preferences: ctx.preferences,
    timeZone: ctx.timeZone,
    ...(ctx.freeBusy === undefined ? {} : { freeBusy: ctx.freeBusy }),
    ...(ctx.sendUpdates === undefined ? {} : { sendUpdates: ctx.sendUpdates }),
  });
  const suggestion = {
    change,
    description,
    source: ctx.source,
    review,
    ...(ctx.sendUpdates === undefined ? {} : { sendUpdates: ctx.sendUpdates }),
  };
  const action = revise === undefined ? await ctx.approvals.suggest(suggestion) : await ctx.approvals.revise(revise, suggestion);
  return { ...action, review };
}
