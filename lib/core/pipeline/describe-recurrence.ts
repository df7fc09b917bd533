import { RRule } from '../time/load-rrule';

/** "every week on Tuesday": an RRULE line in words, or the line itself if rrule cannot read it. */
export function describeRecurrence(line: string): string {
  try {
    return RRule.fromString(line.replace(/^RRULE:/, '')).toText();
  } catch {
    return line;
  }
}
