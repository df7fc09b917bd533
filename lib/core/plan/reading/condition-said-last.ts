import { parseWhen } from '../../time/parse-when';
import type { BuildContext } from '../plan-draft';
import { ACTS_FIRST, TRAILING_CONDITION } from '../unchecked-condition';

/** The word that opened the condition said last: "unless" stays itself, "only if", "as long as"… are "if". */
const UNLESS = /^\s*,?\s*(?:but\s+)?(?:only\s+)?unless\b/i;
const THAT_DAY = /\b(?:that|the\s+same)\s+day\b/i;
/** "…if it's on a weekday", "…unless it's in the evening": about the event itself, read where the event is found. */
const ABOUT_IT = /^\s*(?:it|that|this|they|it['’]s|that['’]s|they['’]re)\b/i;

/**
 * "only drop the Dana check-in on Tue 22 Dec if I have more than three meetings that day": the
 * condition said last, said first ("if I have more than three meetings on Tue 22 Dec, drop…"), so
 * the condition readers read it as they read one said first; "that day" is the request's day.
 * Undefined when the condition is about the event itself or nothing is asked before it.
 */
export function conditionSaidFirst(text: string, ctx: Pick<BuildContext, 'now' | 'timeZone'>): string | undefined {
  if (!ACTS_FIRST.test(text)) return undefined;
  const m = TRAILING_CONDITION.exec(text);
  const condition = m?.[1]?.replace(/[\s.!?]+$/, '');
  if (m === null || condition === undefined || ABOUT_IT.test(condition)) return undefined;
  // "Cancel the gym tomorrow. If the haircut is before 5pm, move it": a request, then a condition of its own.
  if (/[.;!?]\s*$/.test(text.slice(0, m.index)) || /[,;]\s*\S/.test(condition)) return undefined;
  const action = text
    .slice(0, m.index)
    .replace(/[\s,]+$/, '')
    .replace(/^(\s*)only\s+/i, '$1');
  const when = parseWhen(action, ctx.now, ctx.timeZone);
  const day = when === undefined ? undefined : action.slice(when.index, when.index + when.length).replace(/^\s*on\s+/i, '');
  if (THAT_DAY.test(condition) && day === undefined) return undefined;
  const said = day === undefined ? condition : condition.replace(new RegExp(THAT_DAY.source, 'gi'), `on ${day}`);
  return `${UNLESS.test(text.slice(m.index)) ? 'unless' : 'if'} ${said}, ${action}`;
}
