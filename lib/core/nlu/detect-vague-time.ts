import { allMatches } from './all-matches';
import { blank } from './mask-text';

/**
 * Times too vague to search ("sometime soon", "around then", "最近", "左右"): the request needs one
 * precise question before slots mean anything. A request with no time at all is not vague — the
 * slot search picks the nearest free time — so only these words trigger the question.
 */
export type Vagueness = 'soon' | 'then' | 'later_period';

export interface VagueTimeMatch {
  vagueness?: Vagueness;
  rest: string;
}

const PATTERNS: { re: RegExp; vagueness: Vagueness }[] = [
  {
    re: /\b(?:later\s+(?:this|in\s+the|next)\s+(?:year|month|quarter|season)|in\s+the\s+coming\s+(?:weeks|months)|in\s+the\s+(?:near\s+|distant\s+)?future|down\s+the\s+(?:road|line)|eventually)\b|未来这段时间|未來這段時間|这段时间|這段時間|以后|以後|将来|將來/gi,
    vagueness: 'later_period',
  },
  {
    re: /\b(?:around|about|near)\s+then\b|\bthen-?ish\b|左右|前后|前後|到时候|到時候/gi,
    vagueness: 'then',
  },
  {
    re: /\b(?:some\s?time\s+soon|soon-?ish|soon|at\s+some\s+point|some\s?time|some\s+day|someday|one\s+of\s+these\s+days|in\s+a\s+(?:bit|while)|when(?:ever)?\s+(?:you|we|I)\s+get\s+a\s+chance|before\s+long)\b|最近|近期|改天|过几天|過幾天|过段时间|過段時間|有空的时候|有空的時候|有时间的时候|回头|回頭|哪天/gi,
    vagueness: 'soon',
  },
];

export function detectVagueTime(text: string): VagueTimeMatch {
  let rest = text;
  let vagueness: Vagueness | undefined;
  for (const { re, vagueness: kind } of PATTERNS) {
    for (const m of allMatches(re, rest)) {
      vagueness ??= kind;
      rest = blank(rest, m.index, m[0].length);
    }
  }
  return vagueness === undefined ? { rest } : { vagueness, rest };
}
