import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { directionOf, questionWhen } from '../../../lib/core/plan/reading/question-time';
import { isoDateInZone } from '../../../lib/core/time/zoned';

// Now is Tue 24 Nov 2026 09:00 in New York.
const ZONE = 'America/New_York';
const ctx = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: ZONE };

function dayAskedAbout(text: string): string | undefined {
  const when = questionWhen(parseRequest(text, ctx).when, text, text, directionOf(text), ctx);
  return when === undefined ? undefined : isoDateInZone(when.start, ZONE);
}

describe('questionWhen: a date that comes round again, asked about in the past tense', () => {
  it.each([
    ['what did i get up to on halloween', '2026-10-31'],
    ['what did i have on the 19th of november', '2026-11-19'],
    ['What did I have on Nov 19?', '2026-11-19'],
    ['what was on my calendar on november nineteenth', '2026-11-19'],
    ['who did i meet on veterans day', '2026-11-11'],
    ['what did i do on the 20th', '2026-11-20'],
    ['how many meetings did i have on oct 30', '2026-10-30'],
  ])('reads %j as its latest occurrence', (text, day) => {
    expect(dayAskedAbout(text)).toBe(day);
  });

  it.each([
    // A date days ahead asked in the past tense is more likely a slip than a year back.
    ['what did I have on dec 3', '2026-12-03'],
    ['what did i have on the 30th', '2026-11-30'],
    // Counted from today, not a date that comes round again.
    ['what did i have tomorrow', '2026-11-25'],
    // The future tense keeps the next one.
    ["what's on halloween", '2027-10-31'],
    ['what do i have on the 19th of november', '2027-11-19'],
  ])('keeps %j as read', (text, day) => {
    expect(dayAskedAbout(text)).toBe(day);
  });
});
