import type { ModelMessage } from '../../ports/model';
import type { EditRequest } from '../nlu/edit-request';
import { parseEdit } from '../nlu/parse-edit';
import type { ParsedPart } from '../nlu/parsed-request';
import { formatDay, formatTime } from '../time/format';
import { callOneOfTools, type ToolOption } from './call-tool';
import { editTemplateToRequest } from './edit-template-to-request';
import { templateToRequest } from './template-to-request';
import { EDIT_EVENT_TEMPLATE, editTemplateSchema } from './tools/edit-event-template';
import { GENERATE_EVENT_TEMPLATE, eventTemplateSchema } from './tools/generate-event-template';
import { NAVIGATE_TO_BOOKING_LINK, navigateTemplateSchema } from './tools/navigate-to-booking-link';
import { pageContentNote } from './page-content-note';
import type { TurnContext } from './turn-context';

/** What stage 3 hands the thin handlers: a new event, an edit, or a place to open. */
export type TemplateResult =
  | { mode: 'create'; request: ParsedPart }
  /** `fromModel`: the model named the event to edit, so its words are the target, not the person's sentence. */
  | { mode: 'edit'; edit: EditRequest; fromModel?: boolean }
  | { mode: 'navigate'; request: ParsedPart; place?: string };

export interface TemplateOptions {
  /** No proposal in this conversation yet: only generateEventTemplate makes sense for a new event. */
  newConversation: boolean;
}

const ALL_TOOLS: readonly ToolOption<unknown>[] = [GENERATE_EVENT_TEMPLATE, EDIT_EVENT_TEMPLATE, NAVIGATE_TO_BOOKING_LINK];

/**
 * Stage 3: one MINI call. A new event in a new conversation forces generateEventTemplate;
 * otherwise the model picks generateEventTemplate, editEventTemplate or navigateToBookingLink
 * (with the conversation so far, so "can we do lunch instead?" has its context). Without a
 * model, or when it fails twice, the built-in reading stands.
 */
export async function templateStage(
  text: string,
  builtIn: ParsedPart,
  ctx: TurnContext,
  options: TemplateOptions,
): Promise<TemplateResult> {
  const fallback = builtInTemplate(text, builtIn, ctx.clock.now(), ctx.timeZone);
  if (ctx.model === undefined) return fallback;
  ctx.emit({ type: 'stage', stage: 'template', label: 'Reading your request' });
  const forced = builtIn.intent === 'create_event' && options.newConversation;
  const history = forced ? [] : ((await ctx.conversation?.history()) ?? []);
  const now = ctx.clock.now();
  const system = [
    'You turn a scheduling request into a calendar action by calling exactly one tool.',
    `Now it is ${formatDay(now, ctx.timeZone)} ${new Date(now).getUTCFullYear().toString()}, ${formatTime(now, ctx.timeZone)} in ${ctx.timeZone}.`,
    'Write dates and times as the person’s local wall clock, with no offsets.',
    'Give an exact start only when the person named one; otherwise give the days to search.',
    'Fill only what the request says; use null for anything it does not.',
    pageContentNote(ctx.source),
    forced
      ? ''
      : 'Use editEventTemplate to change an event already suggested or in the calendar, generateEventTemplate for a new event, navigateToBookingLink to open a place’s booking page.',
  ]
    .filter((line) => line !== '')
    .join(' ');
  const messages: ModelMessage[] = [
    { role: 'system', content: system },
    ...history.map((line): ModelMessage => ({ role: line.role, content: line.text })),
    { role: 'user', content: ctx.pageText ?? text },
  ];
  const chosen = await callOneOfTools(
    ctx.model,
    {
      tier: 'mini',
      messages,
      tools: forced ? [GENERATE_EVENT_TEMPLATE] : ALL_TOOLS,
      toolChoice: forced ? { name: GENERATE_EVENT_TEMPLATE.name } : 'required',
    },
    ctx,
  );
  ctx.log?.('template', { tool: chosen?.name ?? 'built-in', forced });
  if (chosen === undefined) return fallback;
  switch (chosen.name) {
    case GENERATE_EVENT_TEMPLATE.name:
      return {
        mode: 'create',
        request: templateToRequest(eventTemplateSchema.parse(chosen.value), builtIn, ctx.timeZone),
      };
    case EDIT_EVENT_TEMPLATE.name:
      return { mode: 'edit', edit: editTemplateToRequest(editTemplateSchema.parse(chosen.value), ctx.timeZone), fromModel: true };
    default: {
      const { place } = navigateTemplateSchema.parse(chosen.value);
      return { mode: 'navigate', request: builtIn, ...(place === null ? {} : { place }) };
    }
  }
}

/** Stage 3 without a model: the built-in reading, as the template the handlers take. */
export function builtInTemplate(text: string, builtIn: ParsedPart, now: number, zone: string): TemplateResult {
  switch (builtIn.intent) {
    case 'update_event':
      return { mode: 'edit', edit: parseEdit(text, now, zone) };
    case 'navigate_booking':
      return { mode: 'navigate', request: builtIn };
    default:
      return { mode: 'create', request: builtIn };
  }
}
