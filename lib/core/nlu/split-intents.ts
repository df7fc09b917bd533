/**
 * Where one request holds several ("add lunch Friday and also move standup to 10", "cancel my 3pm,
 * then book a call with Sam at 4"): a break is a sentence end, a comma or a joining word followed
 * by a new action verb. "coffee with Sam and Alex" has no verb after "and", and "book lunch and
 * move it to 1" points back at the same event, so neither splits.
 */
export interface Segment {
  text: string;
  index: number;
}

const NEXT_VERB = String.raw`(?:cancel|delete|remove|drop|call\s+off|clear|move|reschedule|push|postpone|delay|shift|change|rename|update|book|reserve|schedule|add|create|set\s+up|put|plan|arrange|find|block|check|show|list|tell\s+me|what'?s|what\s+is|when\s+is|am\s+I|do\s+I|remind\s+me)\b(?!\s+(?:it|that|this|them|him|her|[A-Z][\w'-]*\s*$|[\w.+-]+@[\w.-]+)\b)`;
const CJK_VERB = String.raw`(?:取消|删除|改到|改成|推迟|提前|安排|约|预约|查看|看看)`;
const BOUNDARY = new RegExp(
  String.raw`(?:[.;!?]+\s+|[。；！？]+\s*|\n+|,\s*(?:(?:and|then|also|plus)\s+)*|(?<!\s)\s+(?:and|then|also|plus|after\s+that|afterwards)\s+(?:(?:and|then|also)\s+)*)(?:(?:please|can\s+you|could\s+you|would\s+you)\s+)?(?=${NEXT_VERB})|[，,]?\s*(?:然后|还有|另外|并且|並且)\s*(?=${CJK_VERB})`,
  'gi',
);

export function splitIntents(text: string): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    if (m.index <= start) continue;
    segments.push({ text: text.slice(start, m.index), index: start });
    start = m.index + m[0].length;
  }
  segments.push({ text: text.slice(start), index: start });
  return segments.filter((s) => /[\p{L}\p{N}]/u.test(s.text));
}
