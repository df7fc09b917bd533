import type { ParsedPart } from '../nlu/parsed-request';
import { formatDay, formatTime } from '../time/format';
import { callTool } from './call-tool';
import { templateToRequest } from './template-to-request';
import { GENERATE_EVENT_TEMPLATE } from './tools/generate-event-template';
import type { TurnContext } from './turn-context';

/**
 * Stage 3: one MINI call with generateEventTemplate forced. Without a model, or when it fails or
 * answers invalidly after one repair, the built-in reading stands.
 */
export async function templateStage(text: string, builtIn: ParsedPart, ctx: TurnContext): Promise<ParsedPart> {
  if (ctx.model === undefined) return builtIn;
  ctx.emit({ type: 'stage', stage: 'template', label: 'Reading your request' });
  const now = ctx.clock.now();
  const system = [
    'You turn a scheduling request into a calendar event by calling generateEventTemplate.',
    `Now it is ${formatDay(now, ctx.timeZone)} ${new Date(now).getUTCFullYear().toString()}, ${formatTime(now, ctx.timeZone)} in ${ctx.timeZone}.`,
    'Write dates and times as the person’s local wall clock, with no offsets.',
    'Give `start` only when the person named an exact time; otherwise give the days to search.',
    'Fill only what the request says; use null for anything it does not.',
  ].join(' ');
  const template = await callTool(
    ctx.model,
    {
      tier: 'mini',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: text },
      ],
      ...GENERATE_EVENT_TEMPLATE,
    },
    ctx,
  );
  return template === undefined ? builtIn : templateToRequest(template, builtIn, ctx.timeZone);
}
