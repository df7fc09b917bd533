import { describe, expect, it } from 'vitest';
import { at, parse } from './nlu-fixtures';

// How a new event is read from the words: its name, who it is with, whether it takes the day, and
// when it is too unnamed to book. Today is Sunday 22 November 2026 in New York.

const ny = (local: string): number => at(`2026-${local}:00-05:00`);

describe('a name in single quotes is the title, word for word', () => {
  it.each([
    ["add 'Flight to Chicago' on dec 4 at 6pm", 'Flight to Chicago', ny('12-04T18:00')],
    ["pls put 'Dana's farewell' on friday at 5", "Dana's farewell", ny('11-27T17:00')],
    ["Could you create an event named 'Team Lunch' on Thursday at noon?", 'Team Lunch', ny('11-26T12:00')],
    ["chuck 'Team Drinks' in for friday 5:30pm", 'Team Drinks', ny('11-27T17:30')],
  ])('%s → "%s"', (text, title, start) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe(title);
    expect(parsed.when?.start).toBe(start);
  });

  it('does not take apostrophes for quotes ("Sam\'s place", "rock \'n\' roll")', () => {
    expect(parse("let's meet at Sam's place friday at 6").entities.title).not.toMatch(/'/);
    expect(parse("rock 'n' roll night friday at 8").entities.title).toBe('Rock N Roll');
  });
});

describe('family and friends met are in the title, not on the invitation', () => {
  it.each([
    ['lunch with mom sunday december thirteenth at twelve thirty', 'Lunch with Mom'],
    ['dinner with mom and dad friday at 7', 'Dinner with Mom and Dad'],
    ['Coffee with my sister tomorrow at 10', 'Coffee with Sister'],
    ['Lunch with Mom on Sunday at noon', 'Lunch with Mom'],
    ['brunch w/ my friends saturday 11am', 'Brunch with Friends'],
  ])('%s → "%s", nobody to invite', (text, title) => {
    const parsed = parse(text);
    expect(parsed.entities.title).toBe(title);
    expect(parsed.entities.attendees).toBeUndefined();
  });

  it('still invites a named person met with them ("Sam and Dad")', () => {
    expect(parse('coffee with Sam and Dad friday').entities.attendees).toEqual([{ name: 'Sam' }]);
  });
});

describe('a label before the name is no part of it', () => {
  it.each([
    ['New event: Design Critique, tomorrow 3pm', 'Design Critique'],
    ['title: Dentist, thu 2pm', 'Dentist'],
    ['Event title: Quarterly board prep on friday at 7', 'Quarterly Board Prep'],
  ])('%s → "%s"', (text, title) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe(title);
  });
});

describe('the people a time is for', () => {
  it.each([
    ['Find time for me, Omar and Priya next week', ['Omar', 'Priya']],
    ['could you set up a meeting for Omar and Leila on friday at 2', ['Omar', 'Leila']],
    ['Could you please find a time for Hannah and me to meet on Thursday?', ['Hannah']],
    ['Get Omar, Priya and sam@acme.com together next Tuesday at 3', ['sam@acme.com', 'Omar', 'Priya']],
    ['can you set up a call with Marcus from Pacific Design next week', ['Marcus']],
    ['put a meeting with Dr. Patel on my calendar for thursday at 9', ['Dr. Patel']],
  ])('%s → %j', (text, who) => {
    expect(parse(text).entities.attendees?.map((a) => a.email ?? a.name)).toEqual(who);
  });

  it.each([
    ['book a meeting for Q3 planning on friday'],
    ['block time for Deep Work tomorrow'],
    ['set up a call for Budget Review friday'],
  ])('takes a subject after "for" for no one: %s', (text) => {
    expect(parse(text).entities.attendees).toBeUndefined();
  });

  it('leaves the organisation said after a name out of the title', () => {
    expect(parse('set up a meeting with Omar from Brightline on dec 9 at 10').entities.title).toBe('Meeting with Omar');
    expect(parse('lunch with omar from brightline on friday').entities.title).toBe('Lunch with Omar');
    expect(parse('coffee with Sam from 2 to 3 tomorrow').when?.end).toBe(ny('11-23T15:00'));
  });
});

describe('names written in lower case', () => {
  it.each([
    ['set up a meeting with omar said and nina for the contract signature next wednesday at 10', ['Omar Said', 'Nina']],
    ['push my call with kenji tanaka to eight pm', ['Kenji Tanaka']],
    ['lunch with ben carter', ['Ben Carter']],
    ['meet omar from kairos tomorrow at 3', ['Omar']],
    ['meet up with sam tomorrow', ['Sam']],
  ])('%s → %j', (text, names) => {
    expect(parse(text).entities.attendees?.map((a) => a.name)).toEqual(names);
  });

  it.each([
    ['how many check-ins with dana have we had since september', ['Dana']],
    ['lunch with dana re pricing friday', ['Dana']],
    ['coffee with sam pls', ['Sam']],
    ['coffee with dana quickly tomorrow', ['Dana']],
    ['sync with priya, dana and lucas on monday', ['Priya', 'Dana', 'Lucas']],
  ])('takes no last name from the words after a first name: %s', (text, names) => {
    expect(parse(text).entities.attendees?.map((a) => a.name)).toEqual(names);
  });

  it('reads nobody in "meet halfway" or "meet for lunch"', () => {
    expect(parse('meet halfway').entities.attendees).toBeUndefined();
    expect(parse("let's meet for lunch").entities.attendees).toBeUndefined();
  });

  it('reads "invite dana to the standup" as a change to the standup', () => {
    expect(parse('invite dana to the standup').intent).toBe('update_event');
    expect(parse('invite sam to lunch friday').intent).toBe('create_event');
  });
});

describe('an event that takes the whole day', () => {
  it.each([
    ["Create an all-day event 'Quarter close' on December 31", 'Quarter close', 'free', ny('12-31T00:00')],
    ['add an all day event for mom’s birthday on jan 9', "Mom's Birthday", 'free', at('2027-01-09T00:00:00-05:00')],
    ['block all day friday for travel', 'Travel', 'busy', ny('11-27T00:00')],
    ['team offsite all day thursday dec 10', 'Team Offsite', 'busy', ny('12-10T00:00')],
  ])('%s → "%s", %s', (text, title, allDay, start) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities).toMatchObject({ title, allDay });
    expect(parsed.when?.start).toBe(start);
  });

  it('reads "the move" as what the day is blocked for, not as a change', () => {
    expect(parse('Block the whole day on Monday for the move').entities).toMatchObject({ title: 'Move', allDay: 'busy' });
  });

  it.each([["I'm busy all day friday, find time with Sam next week"], ['what do I have all day friday']])(
    'is no new all-day event: %s',
    (text) => {
      expect(parse(text).entities.allDay).toBeUndefined();
    },
  );
});

describe('a new event too unnamed to book is a question', () => {
  it.each([
    ['schedule a meeting', /Who is the meeting with/],
    ['can you schedule a meeting for me?', /Who is the meeting with/],
    ['book a call next week', /Who is the call with/],
    ['set up a meeting with someone next week', /Who is the meeting with/],
    ['put something on my calendar for next week', /What should I put on your calendar\?/],
    ['book something tomorrow at 3', /What should I put on your calendar\?/],
    ['add an event', /What should I put on your calendar\?/],
    // Who, but no what, when or where: the title would be made up and the time guessed.
    ['schedule something with Dana', /What should I put on your calendar\?/],
  ])('%s asks', (text, question) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.clarification).toMatch(question);
  });

  it.each([
    ['schedule a meeting tomorrow at 3'],
    ['schedule something with Dana on friday at 2'],
    ['book a dentist appointment jan 6 at 8am'],
    ['block some time tomorrow afternoon'],
    ['book a 2-hour workshop'],
    ["add 'Meeting' on friday"],
  ])('%s goes ahead', (text) => {
    expect(parse(text).clarification).toBeUndefined();
  });

  it('names an event with someone but no subject after them ("something with Dana")', () => {
    expect(parse('schedule something with Dana').entities.title).toBe('Meeting with Dana');
  });
});
