import { describe, expect, it } from 'vitest';
import { continueRule, countOf, endRule, shiftWeekdays, untilDate, untilInstant } from '../../../lib/adapters/google-rrule-edit';

describe('RRULE edits for splitting and moving a series', () => {
  it('ends a rule at UNTIL, dropping COUNT since RFC 5545 allows only one of them', () => {
    expect(endRule('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6', untilInstant(Date.parse('2026-12-14T13:59:59Z')))).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261214T135959Z',
    );
    expect(endRule('RRULE:FREQ=DAILY;UNTIL=20270101', untilDate('2026-11-24'))).toBe('RRULE:FREQ=DAILY;UNTIL=20261124');
  });

  it('continues a counted rule with what is left, never fewer than one, and leaves others as they are', () => {
    expect(continueRule('RRULE:FREQ=WEEKLY;COUNT=10;BYDAY=MO', 4)).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6');
    expect(continueRule('RRULE:FREQ=WEEKLY;COUNT=3', 5)).toBe('RRULE:FREQ=WEEKLY;COUNT=1');
    expect(continueRule('RRULE:FREQ=WEEKLY;UNTIL=20270101T000000Z', 4)).toBe('RRULE:FREQ=WEEKLY;UNTIL=20270101T000000Z');
    expect(countOf('rrule:freq=daily;count=7')).toBe(7);
  });

  it('moves BYDAY weekdays by whole days, ordinals kept, wrapping round the week', () => {
    expect(shiftWeekdays('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,SA', 1)).toBe('RRULE:FREQ=WEEKLY;BYDAY=TU,TH,SU');
    expect(shiftWeekdays('RRULE:FREQ=MONTHLY;BYDAY=2TU', -1)).toBe('RRULE:FREQ=MONTHLY;BYDAY=2MO');
    expect(shiftWeekdays('RRULE:FREQ=WEEKLY;BYDAY=MO', 7)).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO');
    expect(shiftWeekdays('RRULE:FREQ=DAILY', 2)).toBe('RRULE:FREQ=DAILY');
  });
});
