import type { Weekday } from '../domain/preferences';
import { DATE_IN_BRACKETS } from './constraint-qualifiers';
import { subjectBefore, type Subject } from './constraint-subject';
import { DAY_WORD, weekdayOf, weekdaysIn } from './weekday-words';

/**
 * Who a rule is about when words stand between them and its trigger, and the days those words
 * name: "Sunita: Tuesday not before 1:30 PM", "Ann: Mon not before 10", "Bob on Monday can't meet
 * before 11", and a rule joined by "and" to what the person does ("Mei starts late on Thursday and
 * can't do anything before 2 PM": Mei, on Thursday). Only a person named at the start of the
 * clause, so "lunch with Sam on Friday and can't do before 11" stays the organiser's.
 */
export interface FrontedSubject extends Subject {
  /** Days said between the person and the rule; they hold when the rule names none of its own. */
  days: Weekday[];
}

const BRACKETED_DATE = String.raw`(?:\s*${DATE_IN_BRACKETS})?`;
/** "Sunita: Tuesday", "Bob on Monday", "Bob, on Friday (Dec 11),": a person, then a day, right before the trigger. */
const DAY_BETWEEN = new RegExp(
  String.raw`(?:\s*:\s*|\s*,\s*|\s+)(?:(?:on|at|for)\s+)?(${DAY_WORD})s?${BRACKETED_DATE}\s*,?\s*$`,
  'i',
);
/** "… and", ", and": the trigger opens a second part of the clause, with no subject of its own. */
const AND_BEFORE = /(?:\s*,)?\s+and\s+$/i;
/** Where the clause the trigger is in starts. */
const CLAUSE_START = /[^.;!?]*$/;

export function frontedSubject(text: string, index: number): FrontedSubject | undefined {
  const before = text.slice(0, index);
  const between = DAY_BETWEEN.exec(before);
  if (between !== null) {
    const subject = subjectBefore(text, between.index);
    const day = weekdayOf(between[1] ?? '');
    if (subject !== undefined && day !== undefined && !subject.who.includes('me')) return { ...subject, days: [day] };
  }
  if (!AND_BEFORE.test(before)) return undefined;
  const clauseStart = before.search(CLAUSE_START);
  const clause = before.slice(clauseStart);
  const opening = /^\s*(\S+)/.exec(clause);
  if (opening === null) return undefined;
  // The person opens the clause: what stands right after their name is their first verb.
  const subject = subjectBefore(text, clauseStart + opening.index + opening[0].length + 1);
  if (subject === undefined || subject.index > clauseStart + opening.index + opening[0].length) return undefined;
  if (subject.who.includes('me') || subject.who.includes('everyone')) return undefined;
  return { ...subject, days: weekdaysIn(clause) };
}

/** "At Tuesday Ilse not want…", "On Friday, Bob can't…": a day that opens the clause, before its person. */
const DAY_OPENING = new RegExp(String.raw`(?:^|[.;!?]\s*)(?:(?:on|at|for)\s+)?(${DAY_WORD})s?${BRACKETED_DATE}\s*,?\s*$`, 'i');

/** The day said at the start of the clause, before the person at `index`. */
export function dayOpening(text: string, index: number): Weekday | undefined {
  const m = DAY_OPENING.exec(text.slice(0, index));
  return m === null ? undefined : weekdayOf(m[1] ?? '');
}
