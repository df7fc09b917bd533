import { describe, expect, it } from 'vitest';
import { extractAllDay } from '../../../lib/core/nlu/extract-all-day';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const DEC_18 = Date.parse('2026-12-18T00:00:00-05:00');

describe('"all day" after a date leaves the date whole', () => {
  it.each([
    "Stick 'Boiler service' in on Friday the 18th of December, all day",
    'Boiler service on Friday 18 December, all day',
    'boiler service friday 18 december all day.',
    'put the boiler service in on the 18th of December - all day',
    'Boiler service, Friday 18th December, the whole day',
    'boiler service dec 18, all-day',
  ])('%s', (said) => {
    const parsed = parseRequest(said, NY);
    expect(parsed.entities.allDay).toBeDefined();
    expect(parsed.when?.start).toBe(DEC_18);
  });

  it('cuts the words at the end and blanks them elsewhere, so positions before them hold', () => {
    expect(extractAllDay('offsite on 18 December, all day')?.rest).toBe('offsite on 18 December');
    const blanked = extractAllDay('an all-day offsite on Friday')?.rest ?? '';
    expect(blanked).toHaveLength('an all-day offsite on Friday'.length);
    expect(blanked.trim()).toBe('offsite on Friday');
  });

  it('still reads how someone is as no event', () => {
    expect(extractAllDay("I'm busy all day Friday")).toBeUndefined();
  });
});
