import type { Preferences } from '../domain/preferences';
import { isPageContent, type PendingAction, type Review } from './pending-action';

/** How sure the reading of a request must be before a write may skip its card. */
export const AUTO_APPROVE_CONFIDENCE = 0.85;

/**
 * Whether a suggestion may be written without a card, under the person's auto-approve option. Only
 * a single new event on their own calendar qualifies: nobody else is emailed, nothing clashes or
 * falls outside their hours, and the request was their own words, read with high confidence.
 * Deletes, edits, bulk changes and anything from page content always wait for approval.
 */
export function mayAutoApprove(
  action: PendingAction & { review: Review },
  confidence: number,
  preferences: Pick<Preferences, 'autoApproveCreates'>,
): boolean {
  if (!preferences.autoApproveCreates || isPageContent(action.source)) return false;
  if (action.change.kind !== 'create' || confidence < AUTO_APPROVE_CONFIDENCE) return false;
  const event = action.change.event;
  if (event.calendarId !== undefined) return false;
  if (event.attendees.some((a) => a.self !== true)) return false;
  return action.review.checks.length === 0;
}
