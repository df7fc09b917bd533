import { describe, expect, it } from 'vitest';
import type { ParsedAttendee } from '../../../lib/core/nlu/parsed-request';
import { at, parse } from './nlu-fixtures';

describe('title', () => {
  it.each([
    ['coffee with sam@acme.com tomorrow at 3pm', 'Coffee'],
    ['add dentist appointment friday at 10', 'Dentist Appointment'],
    ['lunch with Sam and Alex Kim on Friday', 'Lunch with Sam and Alex Kim'],
    ['zoom call with bo@x.io tomorrow', 'Zoom Call'],
    ['weekly sync with Dana every Monday at 10', 'Weekly Sync with Dana'],
    ['standup every weekday at 9:30', 'Standup'],
    ['schedule a project kickoff next Tuesday, not before 10', 'Project Kickoff'],
    ['meet Sam tomorrow', 'Meeting with Sam'],
    ['coffee at Blue Bottle with Sam tomorrow at 3', 'Coffee with Sam'],
    ['call Sam later today', 'Call with Sam'],
    ['book a 30 minute design review with Priya on Thursday', 'Design Review with Priya'],
    ['quarterly planning', 'Quarterly Planning'],
    ["I'd like to schedule a design review with Priya on Thursday", 'Design Review with Priya'],
    ["Set up a zoom with the Berlin office, they're 6 hours ahead so it has to be before noon", 'Zoom Berlin Office'],
    ['Block 2 hours for deep work every morning', 'Deep Work'],
    ["i'm free tomorrow between 1 and 3, book a call with dana then", 'Call with Dana'],
    ['remind me to call the dentist tomorrow at 10', 'Call Dentist'],
    ['not on Monday: project kickoff with Dana', 'Project Kickoff with Dana'],
    ['I want a quick 15 minute sync with Alex today if possible', 'Quick Sync with Alex'],
    ['Book a recurring weekly sync with the design team every Wednesday at 2pm', 'Weekly Sync with Design Team'],
    ['dinner with my parents on christmas eve at 7', 'Dinner with Parents'],
    ['coffee with the client tomorrow at 10', 'Coffee with Client'],
    ['asap meeting with legal', 'Meeting with Legal'],
    ['budget review the first Monday of every month at 10', 'Budget Review'],
    ["find time with Bob next week, he'd rather not meet on Monday after 14:00", 'Meeting with Bob'],
  ])('titles "%s" as "%s"', (text, title) => {
    expect(parse(text).entities.title).toBe(title);
  });

  it.each(['move standup to 10', 'cancel my dentist appointment on Friday', "what's on tomorrow?"])(
    'gives no title to "%s", which names an existing event rather than a new one',
    (text) => {
      expect(parse(text).entities.title).toBeUndefined();
    },
  );
});

describe('attendees', () => {
  it.each<[string, ParsedAttendee[]]>([
    ['coffee with sam@acme.com tomorrow', [{ email: 'sam@acme.com' }]],
    ['lunch with Sam and Alex Kim on Friday', [{ name: 'Sam' }, { name: 'Alex Kim' }]],
    ['sync with Priya, Tom and Lee', [{ name: 'Priya' }, { name: 'Tom' }, { name: 'Lee' }]],
    ['invite bo@x.io and Dana to the design review', [{ email: 'bo@x.io' }, { name: 'Dana' }]],
    ['coffee with sam@acme.com and Dana tomorrow', [{ email: 'sam@acme.com' }, { name: 'Dana' }]],
    ['meet Sam tomorrow', [{ name: 'Sam' }]],
    ['Sam and I need to catch up next week', [{ name: 'Sam' }]],
    ['set up a call with Sam’s team tomorrow', [{ name: "Sam's team" }]],
    ['coffee with sam tomorrow', [{ name: 'Sam' }]],
    ['drinks with jo and kim friday', [{ name: 'Jo' }, { name: 'Kim' }]],
    // "+" joins names as "and" does.
    ['drinks with jo + kim friday', [{ name: 'Jo' }, { name: 'Kim' }]],
    ['lunch with Sam + Dana friday', [{ name: 'Sam' }, { name: 'Dana' }]],
    // An address among lower-case names does not lose the names before it.
    ['30 min meeting with jordan and taylor@kairos.test monday', [{ email: 'taylor@kairos.test' }, { name: 'Jordan' }]],
    // Who someone is, then their name.
    ['lunch with my new hire Priyanka on Dec 9', [{ name: 'Priyanka' }]],
    ['call with our client Dana Reyes tomorrow', [{ name: 'Dana Reyes' }]],
    // Only a sentence's first letter and "I" are capitals: the names are still written in lower case.
    ["lunch with sam, I'd prefer no later than 1pm", [{ name: 'Sam' }]],
    ['Coffee with omar tomorrow. I can do mornings', [{ name: 'Omar' }]],
    ['lunch with Sam Friday', [{ name: 'Sam' }]],
    ['SAM@ACME.COM lunch tomorrow', [{ email: 'sam@acme.com' }]],
    ['set up coffee w/ Mike next Tues', [{ name: 'Mike' }]],
    // As mail programs write an address: the name belongs to it, not to a second guest.
    [
      'Find a time with Sam Lee <sam@acme.com>, dana@corp.com',
      [{ email: 'sam@acme.com', name: 'Sam Lee' }, { email: 'dana@corp.com' }],
    ],
    ['lunch with "Lee, Sam" <Sam@Acme.com> on Friday', [{ email: 'sam@acme.com', name: 'Lee, Sam' }]],
  ])('reads the people in "%s"', (text, attendees) => {
    expect(parse(text).entities.attendees).toEqual(attendees);
  });

  it.each([
    'lunch with the team on Friday',
    'call with my manager tomorrow',
    'meeting on Zoom with everyone',
    'Call with legal about the Acme renewal',
    // What one is busy with is nobody to invite.
    'The week after next is going to be crazy with board prep, cancel my pottery class that week',
    "I'm swamped with Board Prep, move my 1:1 to friday",
    'cancel the gym tomorrow, busy with the holiday stuff',
  ])('finds nobody to invite in "%s"', (text) => {
    expect(parse(text).entities.attendees).toBeUndefined();
  });

  it('keeps the day after a name for the time: "with Sam Friday" is Friday', () => {
    expect(parse('lunch with Sam Friday').when?.start).toBe(at('2026-11-27T00:00:00-05:00'));
  });

  it('does not invite the people a constraint is about', () => {
    expect(parse("coffee with Sam on Friday, Bob can't do mornings").entities.attendees).toEqual([{ name: 'Sam' }]);
  });
});

describe('duration', () => {
  it.each([
    ['coffee with Sam for 45 minutes', 45],
    ['a 30-minute sync with Dana', 30],
    ['an hour and a half workshop', 90],
    ['book 2h for planning', 120],
  ])('reads "%s" as %i minutes', (text, minutes) => {
    expect(parse(text).entities.durationMinutes).toBe(minutes);
  });

  it.each([
    'am I free Friday?',
    'push it back 30 minutes',
    'leave 45 minutes for lunch',
    'a meeting with Sam',
    "a zoom with Berlin, they're 6 hours ahead",
    "Shift all of tomorrow's meetings by an hour",
  ])('sees no event length in "%s"', (text) => {
    expect(parse(text).entities.durationMinutes).toBeUndefined();
  });
});

describe('event type and place type', () => {
  it.each([
    ['coffee with Sam tomorrow', 'in_person', 'cafe'],
    ['lunch with Dana on Friday', 'in_person', 'restaurant'],
    ['dinner with the Lees Saturday', 'in_person', 'restaurant'],
    ['brunch on Sunday', 'in_person', 'restaurant'],
    ['drinks with Tom after work', 'in_person', 'bar'],
    ['a run with Alex Saturday morning', 'in_person', 'gym'],
    ['gym session tomorrow at 7am', 'in_person', 'gym'],
    ['workout with Jo on Monday', 'in_person', 'gym'],
    ['a walk with Priya on Sunday', 'in_person', 'park'],
    ['movie night with Sam Friday', 'in_person', 'cinema'],
    ['dinner at Joe’s Pizza on Friday', 'in_person', 'restaurant'],
    ['meet Dana at Sightglass Coffee Roasters', 'in_person', 'cafe'],
  ])('reads "%s" as %s at a %s', (text, eventType, placeType) => {
    expect(parse(text).entities).toMatchObject({ eventType, placeType });
  });

  it.each([
    'call with Sam tomorrow',
    'zoom with bo@x.io at 3',
    'Teams meeting with Dana on Friday',
    'video chat with the Tokyo team',
    'phone call with the landlord Monday',
    'coffee chat on Zoom with Sam',
    'a virtual lunch with the team',
    'google meet with Priya tomorrow',
  ])('reads "%s" as virtual, with no place to find', (text) => {
    const { entities } = parse(text);
    expect(entities.eventType).toBe('virtual');
    expect(entities.placeType).toBeUndefined();
  });

  it.each([
    'in-person sync with Dana tomorrow',
    'meet face to face with Alex',
    'visit grandma on Sunday',
    'team meeting at the office Monday',
  ])('reads "%s" as in person', (text) => {
    expect(parse(text).entities.eventType).toBe('in_person');
  });

  it.each(['sync with Dana tomorrow', 'review the roadmap on Friday'])('leaves the kind of "%s" open', (text) => {
    expect(parse(text).entities.eventType).toBeUndefined();
  });

  it('does not call "call off" a call', () => {
    expect(parse('call off lunch with Sam').entities.eventType).toBeUndefined();
  });
});

describe('location', () => {
  it.each([
    ['coffee at Blue Bottle tomorrow', 'Blue Bottle'],
    ['dinner at 123 Main St on Friday at 7', '123 Main St'],
    ['sync in Room 4B at 2pm', 'Room 4B'],
    ['lunch at the office on Monday', 'office'],
    ['movie night at home Saturday', 'home'],
    ['At Blue Bottle tomorrow with Sam', 'Blue Bottle'],
    ['brunch at Cafe de Flore Sunday at 11', 'Cafe de Flore'],
  ])('finds the place in "%s"', (text, location) => {
    expect(parse(text).entities.location).toBe(location);
  });

  it.each([
    'meet Sam at 3pm',
    'call at noon tomorrow',
    'coffee at some point',
    'planning meeting in March',
    'sync on Zoom at 4',
    'lunch at 12:30 on Friday',
    'standup at 9 every weekday',
    "a call with Sarah, she's in London",
    'lunch with Sam, who is at Google all day',
  ])('finds no place in "%s"', (text) => {
    expect(parse(text).entities.location).toBeUndefined();
  });

  it('reads "near Union Square" as an area to search around, not a venue', () => {
    const parsed = parse('drinks near Union Square on Thursday');
    expect(parsed.entities).toMatchObject({ near: 'Union Square', title: 'Drinks' });
    expect(parsed.entities.location).toBeUndefined();
    expect(parsed.when?.start).toBe(at('2026-11-26T00:00:00-05:00'));
  });

  it('keeps the time when the place comes first: "at Blue Bottle tomorrow at 3"', () => {
    expect(parse('coffee at Blue Bottle tomorrow at 3pm').when?.start).toBe(at('2026-11-23T15:00:00-05:00'));
  });
});

describe('time preference and shifts for edits', () => {
  it.each([
    ['move standup to 10', 'specific'],
    ['move the review to 4:30pm', 'specific'],
    ['reschedule my 1:1 with Dana to Thursday', 'specific'],
    ['any earlier times?', 'earlier'],
    ['something earlier would be better', 'earlier'],
    ['bring standup forward', 'earlier'],
    ['push it back', 'later'],
    ['postpone the retro', 'later'],
    ['is there anything later?', 'later'],
    ['can we do it later', 'later'],
  ])('reads "%s" as %s', (text, preference) => {
    expect(parse(text).entities.timePreference).toBe(preference);
  });

  it.each([
    ['push it back 30 minutes', 30],
    ['delay standup 15 min', 15],
    ['bring it forward by half an hour', -30],
    ['can we do it an hour later', 60],
    ['move the review 2 hours earlier', -120],
    ["Let's push the launch review by a day", 1440],
    ["Shift all of tomorrow's meetings by an hour", 60],
  ])('reads the shift in "%s" as %i minutes', (text, minutes) => {
    expect(parse(text).entities.shiftMinutes).toBe(minutes);
  });

  it('gives new events no time preference', () => {
    expect(parse('coffee with Sam later today').entities.timePreference).toBeUndefined();
  });
});
