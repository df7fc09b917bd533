import { OUTSIDE_CALENDAR_REPLY, isOutsideCalendar } from '../nlu/detect-outside-calendar';
import type { ParsedRequest } from '../nlu/parsed-request';
import { describeSteps } from '../pipeline/describe-steps';
import { builtInTemplate, type TemplateResult } from '../pipeline/template-stage';
import { addZonedDays, startOfZonedDay, toZonedIso } from '../time/zoned';
import { PlanDraft, type BuildContext } from './plan-draft';
import type { PlanInput } from './plan-schema';
import { readEditTargetQuery } from './reading/read-edit-target';

export const HELP =
  'I can schedule, move and look up events. Try "coffee with sam@acme.com tomorrow at 3pm for 30 minutes", ' +
  '"find 45 minutes with dana@corp.com next Tuesday", "move my 3pm to 4pm", "what\'s on tomorrow?" or ' +
  '"let\'s do something fun on Saturday".';

/** How far ahead "what's on?" with no day looks: the coming week. */
const AGENDA_DAYS = 7;

/**
 * The Plan for a request the Plan builder (build-plan.ts) leaves to one path of its own: a new
 * event, an edit of one event or of the last suggestion, a follow-up, activity ideas, a booking
 * link, a bulk change, a help or a clarifying question. Every request is a Plan; these are the
 * one-step ones. `template` is stage 3's reading (the model's, or the built-in one) for the
 * intents that have one; without it, the built-in reading is.
 */
export function buildRoutePlan(
  text: string,
  parsed: ParsedRequest,
  template: TemplateResult | undefined,
  ctx: BuildContext,
): PlanInput {
  const draft = new PlanDraft();
  if (parsed.clarification !== undefined) {
    draft.add('FormatFinalResponse', { text: parsed.clarification });
    return { tasks: draft.tasks };
  }
  if (hasTemplate(parsed)) {
    addTemplated(draft, text, template ?? builtInTemplate(text, parsed, ctx.now, ctx.timeZone), ctx);
    return { tasks: draft.tasks };
  }
  switch (parsed.intent) {
    case 'query_events':
      draft.add('AnswerQuestion', { question: 'agenda', range: agendaRange(parsed, ctx) });
      break;
    case 'delete_event':
      draft.add('ProposeCancellation', { request: parsed });
      break;
    case 'show_more': {
      const place = parsed.placeFollowUp;
      draft.add('ShowMoreOptions', place === undefined || place.kind === 'meal' || place.kind === 'book' ? {} : { place });
      break;
    }
    case 'suggest_activities':
      draft.add('SuggestActivities', { request: parsed });
      break;
    case 'bulk':
      // Many events, one change ("cancel everything on Friday"); several steps the Plan builder could not join are read back.
      if (parsed.parts === undefined) draft.add('ProposeBulkChange', { request: parsed });
      else draft.add('FormatFinalResponse', { text: describeSteps(text, parsed.parts, ctx.timeZone) });
      break;
    default:
      draft.add('FormatFinalResponse', { text: isOutsideCalendar(text) ? OUTSIDE_CALENDAR_REPLY : HELP });
      break;
  }
  return { tasks: draft.tasks };
}

/** The intents whose path starts from stage 3's template (generateEventTemplate, editEventTemplate, navigateToBookingLink). */
export function hasTemplate(parsed: ParsedRequest): boolean {
  return (
    parsed.clarification === undefined &&
    (parsed.intent === 'create_event' || parsed.intent === 'update_event' || parsed.intent === 'navigate_booking')
  );
}

function addTemplated(draft: PlanDraft, text: string, template: TemplateResult, ctx: BuildContext): void {
  switch (template.mode) {
    case 'create':
      draft.add('ProposeEventTime', { request: template.request });
      return;
    case 'edit': {
      // A model's template names the event itself; the built-in one is read again from the words for ordinals and kinds.
      const said = template.fromModel === true ? template.edit.target.words.join(' ') : text;
      const target = readEditTargetQuery(said, template.edit.target, ctx.now, ctx.timeZone);
      draft.add('ProposeEventChange', { edit: template.edit, ...(target === undefined ? {} : { target }) });
      return;
    }
    case 'navigate': {
      const { request, place } = template;
      draft.add('OpenBookingLink', {
        request: place === undefined ? request : { ...request, entities: { ...request.entities, location: place } },
      });
      return;
    }
  }
}

/** The day asked about, or the coming week when none was. */
function agendaRange(parsed: ParsedRequest, ctx: BuildContext): { start: string; end: string } {
  const zone = ctx.timeZone;
  const when = parsed.when;
  const start = when?.start ?? startOfZonedDay(ctx.now, zone);
  const end =
    when === undefined
      ? addZonedDays(start, AGENDA_DAYS, zone)
      : (when.end ?? addZonedDays(startOfZonedDay(when.start, zone), 1, zone));
  return { start: toZonedIso(start, zone), end: toZonedIso(Math.max(end, start + 60_000), zone) };
}
