import { describeConstraint } from '../domain/describe-constraint';
import type { ParsedPart } from '../nlu/parsed-request';
import type { RankedSlot } from '../slots/slot-query';
import { formatRange } from '../time/format';
import { callTool } from './call-tool';
import { hasBudget } from './model-budget';
import { GENERATE_EVENT, generateEventSchema } from './tools/generate-event';
import type { TurnContext } from './turn-context';

export interface Selection {
  slots: RankedSlot[];
  message: string;
}

/**
 * Stage 5: one MINI call, generateEvent, choosing among the candidates business logic found (the
 * model never invents a time). Without a model or budget, or on invalid output, undefined: the
 * built-in ranking stands.
 */
export async function selectStage(
  candidates: readonly RankedSlot[],
  parsed: ParsedPart,
  ctx: TurnContext,
): Promise<Selection | undefined> {
  if (ctx.model === undefined || candidates.length < 2 || !hasBudget(ctx.budget)) return undefined;
  const zone = ctx.timeZone;
  const list = candidates
    .map((c, i) => `${String(i)}: ${formatRange(c.start, c.end, zone)}${c.why === undefined ? '' : ` — ${c.why}`}`)
    .join('\n');
  const rules = parsed.constraints.map(describeConstraint);
  const user = [
    `Event: ${parsed.entities.title ?? 'Meeting'}${parsed.entities.attendees === undefined ? '' : ` with ${parsed.entities.attendees.map((a) => a.name ?? a.email ?? '').join(', ')}`}.`,
    rules.length === 0 ? '' : `Rules: ${rules.join('; ')}.`,
    `Candidate times (${zone}), all free for everyone and within the rules:`,
    list,
  ]
    .filter((line) => line !== '')
    .join('\n');
  const reply = await callTool(
    ctx.model,
    {
      tier: 'mini',
      messages: [
        {
          role: 'system',
          content:
            'Pick the best times for the event from the numbered candidates, best first, by calling generateEvent. Prefer what a thoughtful assistant would: sensible times of day for the kind of event, sooner rather than later, and variety among alternatives.',
        },
        { role: 'user', content: user },
      ],
      ...GENERATE_EVENT,
      schema: generateEventSchema(candidates.length),
    },
    {
      ...ctx,
      onMessage: (text) => {
        ctx.emit({ type: 'stream', text });
      },
    },
  );
  if (reply === undefined) return undefined;
  const slots = reply.rankedSlotIndices.flatMap((i) => (candidates[i] === undefined ? [] : [candidates[i]]));
  return { slots, message: reply.message };
}
