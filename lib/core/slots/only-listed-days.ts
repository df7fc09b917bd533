import type { Constraint } from '../domain/constraint';
import type { When } from '../nlu/parsed-request';

/**
 * "on Monday, Wednesday or Friday", "the 15th and 17th": the days said one by one, as a hard rule
 * for a slot search. `when` spans from the first to the last, so without this the days between
 * would be searched too.
 */
export function onlyListedDays(when: When | undefined): Constraint[] {
  const dates = when?.days;
  if (dates === undefined || dates.length === 0) return [];
  return [{ type: 'within', who: 'me', strength: 'hard', dates: [...dates], text: `only on ${dates.join(', ')}` }];
}
