import { LOW_CONFIDENCE } from '../nlu/choose-clarification';
import type { ParsedRequest } from '../nlu/parsed-request';
import { callTool } from './call-tool';
import { CLASSIFY_INTENT } from './tools/classify-intent';
import { pageContentNote } from './page-content-note';
import type { TurnContext } from './turn-context';

/** Below this the rules are unsure (no rule matched, only weak signals) and a model, if any, is asked. */
export const RULES_SURE = 0.6;
/** The model's own confidence needed to overrule the rules' question. */
const MODEL_SURE = 0.7;

/**
 * Stage 1's second opinion: one NANO call when the rules are unsure. A confident answer replaces
 * the intent (and the "what do you mean?" the low confidence would have asked); otherwise, or when
 * the model fails, the rules' reading stands.
 */
export async function classifyWithModel(text: string, parsed: ParsedRequest, ctx: TurnContext): Promise<ParsedRequest> {
  if (ctx.model === undefined || parsed.confidence >= RULES_SURE || parsed.noAction === true) return parsed;
  const reply = await callTool(
    ctx.model,
    {
      tier: 'nano',
      messages: [
        {
          role: 'system',
          content: ['Classify the request to a calendar assistant by calling classifyIntent.', pageContentNote(ctx.source)]
            .filter((line) => line !== '')
            .join(' '),
        },
        { role: 'user', content: ctx.pageText ?? text },
      ],
      ...CLASSIFY_INTENT,
    },
    ctx,
  );
  ctx.log?.('classify', { by: reply === undefined ? 'rules' : 'model', intent: reply?.intent ?? parsed.intent });
  if (reply === undefined || reply.confidence < MODEL_SURE) return parsed;
  const { clarification: _question, ...rest } = parsed;
  const keepQuestion = parsed.clarification !== undefined && parsed.confidence >= LOW_CONFIDENCE;
  return {
    ...(keepQuestion ? parsed : rest),
    intent: reply.intent,
    confidence: reply.confidence,
  };
}
