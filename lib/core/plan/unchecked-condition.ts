import type { PlanDraft } from './plan-draft';

/** A request that opens on a condition; "if possible", "if you can" are politeness, not conditions. */
const CONDITION_START =
  /^\s*(?:(?:and|so|but|ok(?:ay)?)[,\s]+)?(?:if|unless|only\s+if|provided(?:\s+that)?|as\s+long\s+as|in\s+case)\b(?!\s+(?:possible|needed|necessary|need\s+be|you|u|that(?:'s|\s+is|\s+works)|it(?:'s|\s+is)\s+(?:ok|okay|possible|not\s+too)|not\s+too\s+much)\b)/i;

/** A request that opens on a change or a booking: a condition said after it is about it. */
export const ACTS_FIRST =
  /^\s*(?:(?:please|pls|can\s+you|could\s+you|would\s+you|just|kindly|ok(?:ay)?|so|only|then|also)[,\s]+)*(?:cancel|delete|remove|drop|ditch|scrap|nix|axe|call\s+off|clear|move|reschedule|push|postpone|shift|bump|delay|pull|bring|slide|rename|shorten|extend|book|schedule|set\s+up|add|put|block|pencil|arrange|create|invite)\b/i;
/**
 * "cancel the hike if it rains", "move lunch to 1 as long as Sam is ok with it": a condition after
 * the request, which is never dropped (its time words would otherwise say which events). Courtesy
 * ("if possible", "if that works", "if you can") is no condition.
 */
export const TRAILING_CONDITION =
  /\s(?:(?:but\s+)?(?:only\s+)?(?:unless|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing(?:\s+that)?|assuming(?:\s+that)?|on\s+condition\s+that)|(?<!\b(?:check|see|ask|know|tell\s+me|wonder|wondering|find\s+out|confirm|sure|even|as|what)\s+)(?:,\s*)?(?:but\s+)?(?:only\s+)?if)\s+(?!(?:possible|needed|necessary|need\s+be|you\s+(?:can|could|don'?t\s+mind|like|want|prefer)|u\s+can|that(?:'s|\s+is|\s+works|\s+suits|\s+helps)|it(?:'s|\s+is)\s+(?:ok|okay|possible|not\s+too)|it\s+(?:works|helps|suits)|any|not\s+too\s+much|convenient|so|there(?:'s|\s+is)\s+(?:time|room|space))\b)(.+)$/i;

/**
 * "If it rains tomorrow, cancel the hike", "if I'm back by 5, …": a condition Kairos cannot check
 * on the calendar. Carrying out the request anyway would be acting on a guess, so nothing changes
 * and the reply says why and how to ask instead.
 */
export function addUncheckedCondition(draft: PlanDraft, text: string): boolean {
  const opening = CONDITION_START.exec(text);
  const trailing = opening === null && ACTS_FIRST.test(text) ? TRAILING_CONDITION.exec(text) : null;
  if (opening === null && trailing === null) return false;
  const rest = opening === null ? (trailing?.[1] ?? '') : text.slice(opening.index + opening[0].length);
  const condition = (opening === null ? rest.replace(/[.!?]+$/, '') : (/^(.+?)(?:,|\bthen\b)/i.exec(rest)?.[1] ?? rest)).trim();
  draft.add('FormatFinalResponse', {
    text: `I can't tell from your calendar whether ${condition}, so I changed nothing. Ask again without the condition when you want it done.`,
  });
  return true;
}
