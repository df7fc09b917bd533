import { describe, expect, it } from 'vitest';
import type { EditChange, EditRequest, EditTarget } from '../../../lib/core/nlu/edit-request';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { instantToWallClock } from '../../../lib/core/time/zoned';

const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-22T10:00:00-05:00'); // Sunday
/** A wall-clock time in New York in late November (EST, -05:00). */
const est = (local: string): number => Date.parse(`2026-11-${local}:00-05:00`);

function target(words: string[], extra: Partial<EditTarget> = {}): EditTarget {
  return { words, attendees: [], refersToLast: false, ...extra };
}
const IT: EditTarget = { words: [], attendees: [], refersToLast: true };
const clock = (minutes: number): EditChange => ({ newTime: { kind: 'clock', minutes } });
/** An hour said without am or pm: the reading nearer the event's own time wins when it is moved. */
const hour = (minutes: number): EditChange => ({ newTime: { kind: 'clock', minutes, halfDay: true } });

interface Row {
  text: string;
  target: EditTarget;
  change: EditChange;
  conditional?: boolean;
  timePreference?: EditRequest['timePreference'];
}

/** The new time said, the event named by words, people, its time or "it". */
const MOVES: Row[] = [
  { text: 'move my 3pm to 4pm', target: target([], { clock: 900 }), change: clock(960) },
  { text: 'MOVE MY 3PM TO 4PM', target: target([], { clock: 900 }), change: clock(960) },
  { text: 'move my 3 pm meeting to 5 pm please', target: target([], { clock: 900 }), change: clock(1020) },
  { text: 'move the 3pm meeting to 4', target: target([], { clock: 900 }), change: hour(960) },
  { text: 'move the dentist to 2', target: target(['dentist']), change: hour(840) },
  { text: 'change lunch with Sam to 1', target: target(['lunch'], { attendees: [{ name: 'Sam' }] }), change: hour(780) },
  { text: 'could you move the standup to 11am?', target: target(['standup']), change: clock(660) },
  { text: 'reschedule the standup from 9 to 10', target: target(['standup'], { clock: 540 }), change: hour(600) },
  {
    text: 'move coffee with sam@acme.com to 4:30',
    target: target(['coffee'], { attendees: [{ email: 'sam@acme.com' }] }),
    change: hour(990),
  },
  { text: 'move dinner with Alex to 7:30', target: target(['dinner'], { attendees: [{ name: 'Alex' }] }), change: hour(1170) },
  { text: 'move it to 5pm', target: IT, change: clock(1020) },
  // "call" names the event here; it is not "call it …".
  { text: 'change the call with Dana to 3pm', target: target(['call'], { attendees: [{ name: 'Dana' }] }), change: clock(900) },
  {
    text: 'move the dentist on Friday to 3pm',
    target: target(['dentist'], { when: { start: est('27T00:00'), end: est('28T00:00') } }),
    change: clock(900),
  },
  { text: 'make it 2pm instead', target: IT, change: clock(840) },
  { text: 'actually make it 4pm', target: IT, change: clock(960) },
  { text: "let's do it at 10 instead", target: IT, change: hour(600) },
  {
    text: "move Monday's 9am to 11",
    target: target([], { clock: 540, when: { start: est('23T00:00'), end: est('24T00:00') } }),
    change: hour(660),
  },
  {
    text: 'push the dentist to Friday at 2',
    target: target(['dentist']),
    change: { newTime: { kind: 'exact', start: est('27T14:00') } },
  },
  {
    text: 'pls move the dentist to friday at 2',
    target: target(['dentist']),
    change: { newTime: { kind: 'exact', start: est('27T14:00') } },
  },
  {
    text: 'bump the team sync to tomorrow at 10',
    target: target(['team', 'sync']),
    change: { newTime: { kind: 'exact', start: est('23T10:00') } },
  },
  {
    text: 'move the standup to 9:30 on Tuesday',
    target: target(['standup']),
    change: { newTime: { kind: 'exact', start: est('24T09:30') } },
  },
  {
    text: 'reschedule my 2pm to Wednesday at 3',
    target: target([], { clock: 840 }),
    change: { newTime: { kind: 'exact', start: est('25T15:00') } },
  },
  {
    text: 'move the board meeting to Dec 3 at 9am',
    target: target(['board']),
    change: { newTime: { kind: 'exact', start: Date.parse('2026-12-03T09:00:00-05:00') } },
  },
  {
    text: 'move the retro to Friday',
    target: target(['retro']),
    change: { newTime: { kind: 'day', start: est('27T00:00'), weekday: 5 } },
  },
  {
    text: 'move the call to Friday',
    target: target(['call']),
    change: { newTime: { kind: 'day', start: est('27T00:00'), weekday: 5 } },
  },
  {
    text: "move tomorrow's standup to Thursday",
    target: target(['standup'], { when: { start: est('23T00:00'), end: est('24T00:00') } }),
    change: { newTime: { kind: 'day', start: est('26T00:00'), weekday: 4 } },
  },
  {
    text: "shift Friday's dentist to Monday",
    target: target(['dentist'], { when: { start: est('27T00:00'), end: est('28T00:00') } }),
    change: { newTime: { kind: 'day', start: est('23T00:00'), weekday: 1 } },
  },
  {
    text: 'move the dentist from Friday to Monday',
    target: target(['dentist'], { when: { start: est('27T00:00'), end: est('28T00:00') } }),
    change: { newTime: { kind: 'day', start: est('23T00:00'), weekday: 1 } },
  },
  {
    text: 'postpone the dentist to Thursday',
    target: target(['dentist']),
    change: { newTime: { kind: 'day', start: est('26T00:00'), weekday: 4 } },
    timePreference: 'later',
  },
  {
    text: 'reschedule lunch with Sam to next week',
    target: target(['lunch'], { attendees: [{ name: 'Sam' }] }),
    change: { newTime: { kind: 'range', start: est('23T00:00'), end: est('30T00:00') } },
  },
  {
    text: 'reschedule the dentist next week',
    target: target(['dentist']),
    change: { newTime: { kind: 'range', start: est('23T00:00'), end: est('30T00:00') } },
  },
  {
    text: 'could you push the design review to Thursday afternoon?',
    target: target(['design', 'review']),
    // Thursday said alone: Thursday of the event's own week, once the event is known.
    change: { newTime: { kind: 'range', start: est('26T12:00'), end: est('26T17:00'), weekday: 4 } },
  },
  {
    text: 'move the dentist to tomorrow afternoon',
    target: target(['dentist']),
    change: { newTime: { kind: 'range', start: est('23T12:00'), end: est('23T17:00') } },
  },
];

/** Shifts and directions: an amount moves the event; a direction alone is a question ("if something works"). */
const SHIFTS: Row[] = [
  {
    text: 'push team sync back 30 minutes',
    target: target(['team', 'sync']),
    change: { shiftMinutes: 30 },
    timePreference: 'later',
  },
  {
    text: 'push my 10am back an hour',
    target: target([], { clock: 600 }),
    change: { shiftMinutes: 60 },
    timePreference: 'later',
  },
  {
    text: 'Could you please bump my 4pm back 15 minutes?',
    target: target([], { clock: 960 }),
    change: { shiftMinutes: 15 },
    timePreference: 'later',
  },
  {
    text: 'bring the design review forward an hour',
    target: target(['design', 'review']),
    change: { shiftMinutes: -60 },
    timePreference: 'earlier',
  },
  {
    text: 'bring my 11am forward by 30 minutes',
    target: target([], { clock: 660 }),
    change: { shiftMinutes: -30 },
    timePreference: 'earlier',
  },
  {
    text: 'pull the standup in by 15 minutes',
    target: target(['standup']),
    change: { shiftMinutes: -15 },
    timePreference: 'earlier',
  },
  {
    text: 'postpone my 4pm by 2 days',
    target: target([], { clock: 960 }),
    change: { shiftMinutes: 2880 },
    timePreference: 'later',
  },
  { text: 'push the dentist by a day', target: target(['dentist']), change: { shiftMinutes: 1440 }, timePreference: 'later' },
  { text: 'push it back 15 min', target: IT, change: { shiftMinutes: 15 }, timePreference: 'later' },
  { text: 'move it an hour later', target: IT, change: { shiftMinutes: 60 }, timePreference: 'later' },
  {
    text: 'can we do the standup earlier?',
    target: target(['standup']),
    change: {},
    conditional: true,
    timePreference: 'earlier',
  },
  { text: 'can we push the standup later?', target: target(['standup']), change: {}, conditional: true, timePreference: 'later' },
  {
    text: 'can we move my 3pm later?',
    target: target([], { clock: 900 }),
    change: {},
    conditional: true,
    timePreference: 'later',
  },
  {
    text: 'move the standup on Tuesday earlier',
    target: target(['standup'], { when: { start: est('24T00:00'), end: est('25T00:00') } }),
    change: {},
    conditional: true,
    timePreference: 'earlier',
  },
  {
    text: 'can we move the 1:1 with dana@corp.com to later in the day?',
    target: target(['1:1'], { attendees: [{ email: 'dana@corp.com' }] }),
    change: {},
    conditional: true,
    timePreference: 'later',
  },
];

/** Length, title, place, kind of meeting. */
const OTHER_CHANGES: Row[] = [
  {
    text: 'make my 1:1 with dana@corp.com 30 minutes',
    target: target(['1:1'], { attendees: [{ email: 'dana@corp.com' }] }),
    change: { durationMinutes: 30 },
  },
  { text: 'make the design review 45 minutes', target: target(['design', 'review']), change: { durationMinutes: 45 } },
  { text: 'shorten the design review to 20 min', target: target(['design', 'review']), change: { durationMinutes: 20 } },
  { text: 'make it 45 minutes', target: IT, change: { durationMinutes: 45 } },
  { text: 'extend the design review by 15 minutes', target: target(['design', 'review']), change: { durationDeltaMinutes: 15 } },
  { text: 'trim the planning meeting by 10 minutes', target: target(['planning']), change: { durationDeltaMinutes: -10 } },
  { text: 'rename the dentist to Doctor visit', target: target(['dentist']), change: { title: 'Doctor visit' } },
  { text: 'Rename The Dentist To Doctor Visit', target: target(['dentist']), change: { title: 'Doctor Visit' } },
  { text: 'change the title of the standup to Daily sync', target: target(['standup']), change: { title: 'Daily sync' } },
  { text: "rename it to 'Quarterly review'", target: IT, change: { title: 'Quarterly review' } },
  { text: 'call it Catch-up', target: IT, change: { title: 'Catch-up' } },
  {
    text: 'change the location of coffee with sam to Blue Bottle',
    target: target(['coffee'], { attendees: [{ name: 'Sam' }] }),
    change: { location: 'Blue Bottle' },
  },
  { text: 'change the location of the dentist to 123 Main St', target: target(['dentist']), change: { location: '123 Main St' } },
  { text: 'move coffee to Blue Bottle', target: target(['coffee']), change: { location: 'Blue Bottle' } },
  { text: 'make it virtual', target: IT, change: { eventType: 'virtual' } },
  { text: 'make the dentist in person', target: target(['dentist']), change: { eventType: 'in_person' } },
  { text: 'switch it to a video call', target: IT, change: { eventType: 'virtual' } },
  // Zoom is a video call: the meeting becomes virtual, and the platform is where it happens.
  {
    text: 'switch the 1:1 with Dana to Zoom',
    target: target(['1:1'], { attendees: [{ name: 'Dana' }] }),
    change: { eventType: 'virtual', location: 'Zoom' },
  },
  { text: 'change it to Teams', target: IT, change: { eventType: 'virtual', location: 'Teams' } },
  { text: 'can we do lunch instead?', target: IT, change: { kind: 'lunch' } },
  { text: "let's do dinner instead", target: IT, change: { kind: 'dinner' } },
  { text: 'could we do coffee instead?', target: IT, change: { kind: 'coffee' } },
  {
    text: 'can we do lunch instead on Friday?',
    target: IT,
    change: { kind: 'lunch', newTime: { kind: 'day', start: est('27T00:00'), weekday: 5 } },
  },
];

/** A part of the event's own day: searched there, never today's afternoon read from now. */
const PARTS: readonly Row[] = [
  { text: 'move it to after 3', target: IT, change: { newTime: { kind: 'window', from: 900, to: 1440 } } },
  // A clock time before the part of the day is the time; the part only says which 4.
  { text: 'put it at 4 in the afternoon', target: IT, change: { newTime: { kind: 'clock', minutes: 960 } } },
  { text: 'move it to four in the afternoon', target: IT, change: { newTime: { kind: 'clock', minutes: 960 } } },
  { text: 'move it to between 2 and 4', target: IT, change: { newTime: { kind: 'window', from: 840, to: 960 } } },
  { text: 'move it to the afternoon', target: IT, change: { newTime: { kind: 'part', part: 'afternoon' } } },
  { text: 'can we do it in the morning instead?', target: IT, change: { newTime: { kind: 'part', part: 'morning' } } },
  {
    text: 'push it to the evening',
    target: IT,
    change: { newTime: { kind: 'part', part: 'evening' } },
    timePreference: 'later',
  },
  {
    text: 'move the standup to the afternoon',
    target: { ...IT, words: ['standup'], refersToLast: false },
    change: { newTime: { kind: 'part', part: 'afternoon' } },
  },
];

describe('parseEdit', () => {
  it.each([...MOVES, ...SHIFTS, ...OTHER_CHANGES, ...PARTS])('reads $text', (row) => {
    const edit = parseEdit(row.text, NOW, ZONE);
    expect(edit.target).toEqual(row.target);
    expect(edit.change).toEqual(row.change);
    expect(edit.conditional).toBe(row.conditional ?? false);
    expect(edit.timePreference).toBe(row.timePreference);
  });

  it('reads "move it to next Tuesday" as a Tuesday, keeping the event\'s time of day', () => {
    const edit = parseEdit('move it to next Tuesday', NOW, ZONE);
    expect(edit.target).toEqual(IT);
    const { newTime } = edit.change;
    if (newTime?.kind !== 'day') throw new Error(`expected a day, got ${JSON.stringify(newTime)}`);
    const wall = instantToWallClock(newTime.start, ZONE);
    expect({ weekday: wall.weekday, hour: wall.hour, minute: wall.minute }).toEqual({ weekday: 2, hour: 0, minute: 0 });
    expect(newTime.start).toBeGreaterThan(NOW);
    expect(newTime.start - NOW).toBeLessThan(10 * 86_400_000);
  });
});

describe('parseEdit across DST changes in New York', () => {
  const SPRING_NOW = Date.parse('2026-03-06T12:00:00-05:00'); // Friday; clocks go forward on Sunday 8 March
  const FALL_NOW = Date.parse('2026-10-30T12:00:00-04:00'); // Friday; clocks go back on Sunday 1 November

  it('places "my 9am on Monday" on the whole Monday after the spring change', () => {
    const edit = parseEdit('move my 9am on Monday to 10am', SPRING_NOW, ZONE);
    expect(edit.target).toEqual(
      target([], {
        clock: 540,
        when: { start: Date.parse('2026-03-09T00:00:00-04:00'), end: Date.parse('2026-03-10T00:00:00-04:00') },
      }),
    );
    expect(edit.change).toEqual(clock(600));
  });

  it('gives the 23-hour spring Sunday its real end', () => {
    const edit = parseEdit('push my 1:30am on Sunday back an hour', SPRING_NOW, ZONE);
    expect(edit.target.when).toEqual({
      start: Date.parse('2026-03-08T00:00:00-05:00'),
      end: Date.parse('2026-03-09T00:00:00-04:00'),
    });
    expect(edit.target.clock).toBe(90);
    expect(edit.change).toEqual({ shiftMinutes: 60 });
  });

  it('gives the 25-hour fall Sunday its real end', () => {
    const edit = parseEdit('move my 9am on Sunday to 10am', FALL_NOW, ZONE);
    expect(edit.target.when).toEqual({
      start: Date.parse('2026-11-01T00:00:00-04:00'),
      end: Date.parse('2026-11-02T00:00:00-05:00'),
    });
  });

  it('reads an exact new time on either side of the change at its own offset', () => {
    expect(parseEdit('move the dentist to Monday at 9am', SPRING_NOW, ZONE).change).toEqual({
      newTime: { kind: 'exact', start: Date.parse('2026-03-09T09:00:00-04:00') },
    });
    expect(parseEdit('move the dentist to Saturday at 9am', SPRING_NOW, ZONE).change).toEqual({
      newTime: { kind: 'exact', start: Date.parse('2026-03-07T09:00:00-05:00') },
    });
  });

  it('moves a time that does not exist (2:30 on the spring Sunday) forward to 3:30 EDT', () => {
    expect(parseEdit('move the dentist to Sunday at 2:30am', SPRING_NOW, ZONE).change).toEqual({
      newTime: { kind: 'exact', start: Date.parse('2026-03-08T03:30:00-04:00') },
    });
  });
});

describe('parseEdit: what people add around the new time', () => {
  it('reads a clock time in words as a time on the event’s own day', () => {
    for (const text of [
      'move the next design review to four pm',
      'push the standup to half past ten',
      'move the retro to quarter to five',
      'move the board review to 4 in the afternoon',
    ]) {
      expect(parseEdit(text, NOW, ZONE).change.newTime?.kind, text).toBe('clock');
    }
    expect(parseEdit('move the dentist to 4pm tomorrow', NOW, ZONE).change.newTime?.kind).toBe('exact');
  });

  it('reads "at the same time" as keeping the clock: only the day changes', () => {
    expect(parseEdit('move it to Tuesday at the same time', NOW, ZONE).change.newTime).toEqual({
      kind: 'day',
      start: est('24T00:00'),
      weekday: 2,
    });
  });

  it('reads "X should be called Y" as a rename of X', () => {
    const edit = parseEdit('the roadmap review on friday should be called Q1 roadmap review', NOW, ZONE);
    expect(edit.change.title).toBe('Q1 roadmap review');
    expect(edit.target.words).toEqual(['roadmap', 'review']);
  });

  it('finds the amount of a shift however many words name the event', () => {
    expect(parseEdit('push back my first meeting after lunch today by 15 minutes', NOW, ZONE).change.shiftMinutes).toBe(15);
  });
});
