import { allMatches } from './all-matches';
import { blank } from './mask-text';

export interface NoActionMatch {
  noAction: boolean;
  /** The text with the "don't act" phrases blanked: "don't change anything" must not read as an edit. */
  rest: string;
}

const ACT = String.raw`(?:book|change|move|cancel|schedule|send|do|touch|make|modify|update|delete|create|add|confirm|commit|save|edit|reschedule|invite|write|put|act|apply|finali[sz]e)`;
const THING = String.raw`(?:anything|any\s+(?:changes?|invites?|events?|meetings?|of\s+(?:it|this|that))|a\s+thing|nothing|it|them|that|this|the\s+(?:event|meeting|invite|booking))`;
/** "don't book anything before 10" is a rule about times, not a request to hold off. */
const TIME_FOLLOWS = String.raw`(?!\s+(?:before|after|on|at|during|between|until|till|in\s+the|this|next|from|over|tomorrow|today|past|earlier|later|\d|mon|tue|wed|thu|fri|sat|sun|week|morning|afternoon|evening|lunch))`;

const PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:please\s+)?(?:don't|do\s+not|dont|shouldn't|won't)\s+(?:actually\s+|really\s+)?${ACT}\b(?:\s+${THING})?\s+(?:yet|just\s+yet|for\s+now|right\s+now|until\s+I\s+(?:say|confirm|tell\s+you|approve)(?:\s+so)?)\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:please\s+)?(?:don't|do\s+not|dont)\s+(?:actually\s+|really\s+)?${ACT}\s+(?:anything|any\s+changes?|a\s+thing)\b${TIME_FOLLOWS}`,
    'gi',
  ),
  /\bjust\s+(?:checking|asking|curious|wondering|looking|exploring|browsing|thinking(?:\s+out\s+loud)?|want(?:ed)?\s+to\s+(?:know|check|see))\b/gi,
  /\b(?:hold\s+off|not\s+yet|no\s+need\s+to\s+(?:book|change|act|do\s+anything|move|cancel)|before\s+you\s+(?:do\s+anything|book|change|act|move|cancel)|without\s+(?:booking|changing|moving|cancell?ing|actually\s+\w+ing|making\s+(?:any\s+)?changes)|(?:(?:as|do|just|only|in)\s+(?:a\s+)?|^\s*|[([:;,-]\s*)dry[\s-]run|dry[\s-]run\s+(?:only|mode)|hypothetical(?:ly)?|in\s+theory|theoretically|what\s+would\s+happen\s+if|what\s+if\s+(?:I|we)|if\s+I\s+were\s+to|(?:just|only)\s+(?:show|tell)\s+me|for\s+(?:now|the\s+moment)\s+just)\b/gi,
  // 先不要操作 / 先别改 / 暂时不要 / 只是问问 / 假设: Chinese "not yet, only asking".
  /(?:先|暂时|暫時)(?:不要|别|別|不用|不)(?:操作|执行|執行|处理|處理|修改|改动|改動|改|动|動|预订|預訂|订|訂|安排|删|刪|发|發)?|(?:不要|别|別)(?:操作|执行|執行|修改|改动|改動|改|动|動|预订|預訂|订|訂|删|刪|发|發)|(?:只是|就是|随便|隨便)(?:问问|問問|看看|问一下|問一下)|问一下而已|假设|假設|假如|如果我/g,
  // Spanish, French, German, Japanese: "don't change anything", "not yet", "just asking".
  /\b(?:no\s+(?:cambies|hagas|reserves|muevas|canceles)\s+nada|todav[ií]a\s+no|solo\s+pregunto|ne\s+(?:change|fais|r[ée]serve|d[ée]place)\s+rien|pas\s+encore|juste\s+pour\s+savoir|noch\s+nicht|nichts\s+[äa]ndern|nur\s+eine\s+frage)\b/gi,
  /(?:まだ)?(?:変更|予約|キャンセル|操作)しないで|まだ(?:何も)?しないで/g,
];

const CHANGE_VERB = String.raw`(?:cancel|move|push|skip|drop|reschedule|delete|remove|shift|postpone|bump|book|schedule|add|set\s+up|clear|ditch|scrap|change)`;

/**
 * Thinking aloud: "i was thinking about cancelling the gym", "I might move standup", "we were going
 * to push the retro", "considering dropping yoga". Said so, a change is weighed, not asked for.
 */
const MUSING = new RegExp(
  String.raw`^\s*(?:(?:hmm+|so|ok(?:ay)?|well|honestly|tbh|idk|like)[\s,.]+)*(?:(?:(?:i|we)(?:\s+(?:was|were|am|are|have\s+been|had\s+been)|['’](?:m|re|ve\s+been))?\s+)?(?:(?:thinking|thought)\s+(?:about|of)\s+(?:maybe\s+)?\w+ing|(?:considering|contemplating|toying\s+with(?:\s+the\s+idea\s+of)?)\s+(?:maybe\s+)?\w+ing)|(?:i|we)\s+(?:(?:was|were)\s+(?:going\s+to|gonna|gunna)|might|may)\s+(?:(?:need|have|want)\s+to\s+|just\s+|have\s+)?${CHANGE_VERB})\b`,
  'i',
);
/** It is taken back: "…but nah", "…never mind", "…maybe not", "…on second thought, no". */
const TAKEN_BACK =
  /(?:\bbut|[,;.—–-])\s*(?:(?:nah|no|nope|meh|hmm+|eh|actually)[\s,.!]*)*(?:nah|nope|no|never\s*mind|nvm|maybe\s+not|probably\s+not|not\s+(?:now|yet|really|sure)|forget\s+(?:it|that)|scratch\s+that|on\s+second\s+thought(?:s)?(?:[\s,]+(?:no|nah|not))?|(?:i['’]?ll|let['’]?s)\s+(?:leave|keep)\s+it|leave\s+it)\b[\s\S]*$/i;
/** An ask after the musing makes it a request: "…, can you book it", "…please do", "go ahead". */
const ASKS = new RegExp(
  String.raw`\b(?:(?:can|could|would|will)\s+(?:you|u)|ask\s+(?:you|u)\s+to|please|pls|plz|go\s+ahead|(?:book|do|schedule|cancel|move|make|delete|set\s+up)\s+(?:it|that|this)|let['’]?s\s+do\s+(?:it|that))\b|[,.;:—–-]\s*(?:so\s+|and\s+|then\s+)?${CHANGE_VERB}\b`,
  'i',
);

/** Whether the person said not to act yet; those requests may be answered but never written. */
export function detectNoAction(text: string): NoActionMatch {
  if (MUSING.test(text) && !ASKS.test(text)) {
    // Taken back, nothing is left to read: no event to show either.
    return { noAction: true, rest: TAKEN_BACK.test(text) ? ' '.repeat(text.length) : text };
  }
  let rest = text;
  let noAction = false;
  for (const re of PATTERNS) {
    for (const m of allMatches(re, rest)) {
      noAction = true;
      rest = blank(rest, m.index, m[0].length);
    }
  }
  return { noAction, rest };
}
