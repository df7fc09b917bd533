import { isPageContent } from '../../approvals/pending-action';
import { parseEdit } from '../../nlu/parse-edit';
import type { ParsedRequest } from '../../nlu/parsed-request';
import { liveProposal } from '../../pipeline/handle-follow-up';
import type { TurnContext } from '../../pipeline/turn-context';

/**
 * Whether a turn's words go to the model's Plan call, which then stands in for the NANO classify
 * and the template call. The rest keep the five-stage path, which handles them whole:
 * - follow-ups on the live suggestion ("any earlier times?", "show more", "make it 45 minutes",
 *   "can we do lunch instead?"): they revise that card from the conversation's candidates;
 * - a conditional edit of an event ("can we do the standup earlier?"): it searches before or after
 *   the event and, when nobody is free, offers fallbacks (provideAlternatives) — no skill does that;
 * - an event pinned by the page ("Reschedule with Kairos" on its dialog), emails (page content keeps
 *   the path that reads emails), and tasks that are not words (compose's "Insert my availability");
 * - activity ideas and booking links, which no skill offers.
 */
export async function wantsPlanCall(text: string, parsed: ParsedRequest, ctx: TurnContext): Promise<boolean> {
  if (ctx.model === undefined || ctx.task !== undefined || isPageContent(ctx.source) || ctx.hint?.event !== undefined)
    return false;
  switch (parsed.intent) {
    case 'show_more':
    case 'suggest_activities':
    case 'navigate_booking':
      return false;
    case 'update_event': {
      if ((await liveProposal(ctx)) !== undefined) return false;
      return !parseEdit(text, ctx.clock.now(), ctx.timeZone).conditional;
    }
    default:
      return true;
  }
}
