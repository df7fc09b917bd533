import { describe, expect, it } from 'vitest';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { at, NY, parse } from './nlu-fixtures';

// Titles named in quotes or by what the meeting is for, and "Q3" as a name rather than a time, each
// read through the whole engine. Today is Sunday 22 November 2026 in New York.

/** A New York wall-clock time in winter (EST): "MM-DDTHH:MM" in 2026, or a full "YYYY-MM-DDTHH:MM". */
const ny = (local: string): number => at(`${local.length > 11 ? '' : '2026-'}${local}:00-05:00`);

describe('a name in double quotes is the title, word for word', () => {
  it.each<[string, string, number, number?]>([
    ['Schedule "Q3 planning sync" next week', 'Q3 planning sync', ny('11-23T00:00'), ny('11-30T00:00')],
    // A time inside the quotes is part of the name; the one outside is when.
    ['Schedule "Lunch at 2pm tomorrow" on Friday at noon', 'Lunch at 2pm tomorrow', ny('11-27T12:00')],
    ['add “Board prep” Thursday 9am', 'Board prep', ny('11-26T09:00')],
    ['Schedule "Lunch & Learn: Q3 results" Thursday at noon', 'Lunch & Learn: Q3 results', ny('11-26T12:00')],
    ['Schedule "Off-site (day 1)" on Dec 3', 'Off-site (day 1)', ny('12-03T00:00'), ny('12-04T00:00')],
    ['Schedule "Q3 planning" in Q3', 'Q3 planning', at('2027-07-01T00:00:00-04:00'), at('2027-10-01T00:00:00-04:00')],
  ])('%s → "%s"', (text, title, start, end) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe(title);
    expect(parsed.when?.start).toBe(start);
    expect(parsed.when?.end).toBe(end);
  });

  it.each<[string, string]>([
    ['book "Cancel the offsite" review for Monday at 10', 'Cancel the offsite'],
    ['Schedule "Move fast" workshop Tuesday at 3', 'Move fast'],
    ['"Delete old files" session Friday at 2', 'Delete old files'],
  ])('a verb inside the quotes does not make "%s" a change', (text, title) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe(title);
  });

  it('does not read a repeat inside the quotes ("Daily standup" tomorrow is one event)', () => {
    const parsed = parse('add "Daily standup" tomorrow at 9');
    expect(parsed.entities).toMatchObject({ title: 'Daily standup' });
    expect(parsed.entities.recurrence).toBeUndefined();
    expect(parsed.when?.start).toBe(ny('11-23T09:00'));
  });

  it('still reads a repeat said outside the quotes', () => {
    const parsed = parse('schedule "Weekly 1:1" every Monday at 10');
    expect(parsed.entities).toMatchObject({ title: 'Weekly 1:1', recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=MO' });
  });

  it('does not invite someone named only inside the quotes, and does invite those named outside', () => {
    expect(parse('Schedule "Sync with Sam" tomorrow at 3').entities.attendees).toBeUndefined();
    const parsed = parse('"Board prep" with Sam tomorrow at 3');
    expect(parsed.entities.title).toBe('Board prep');
    expect(parsed.entities.attendees).toEqual([{ name: 'Sam' }]);
  });

  it('takes only the first quoted name', () => {
    expect(parse('Schedule "Team sync" and "Retro" Friday').entities.title).toBe('Team sync');
  });

  it.each([
    ['lunch with "Lee, Sam" <Sam@Acme.com> on Friday', 'Lunch with Lee, Sam'],
    ['Find a time with "Ortiz, Dana" <dana@acme.com> on Friday', 'Meeting with Ortiz, Dana'],
  ])("takes a mail program's quoted display name for a person, not a title: %s", (text, title) => {
    const parsed = parse(text);
    expect(parsed.entities.title).toBe(title);
    expect(parsed.entities.attendees?.[0]?.email).toMatch(/@acme\.com$/);
  });

  it('takes a name quoted after "with" for a person, not the title', () => {
    expect(parse('coffee with "Sam Lee" tomorrow').entities.title).toBe('Coffee');
  });

  it.each([
    ['Schedule "" tomorrow at 3', undefined],
    ['Schedule "..." tomorrow at 3', undefined],
    // No closing quote: the words are read as words.
    ['Schedule "Board prep tomorrow at 3', 'Board Prep'],
  ])('ignores quotes that hold no name: %s', (text, title) => {
    const parsed = parse(text);
    expect(parsed.entities.title).toBe(title);
    expect(parsed.when?.start).toBe(ny('11-23T15:00'));
  });

  it('keeps quotes to the title of a new event: a move still finds the event by the words', () => {
    expect(parse('move "Design review" to Friday').intent).toBe('update_event');
    expect(parse('cancel "Design review" on Friday').intent).toBe('delete_event');
    expect(parseEdit('move "Design review" to Friday', NY.now, NY.timeZone).target.words).toEqual(['design', 'review']);
  });

  it('takes a name in single quotes word for word too, small words and all', () => {
    expect(parse("add 'Board prep' Thursday 9am").entities.title).toBe('Board prep');
    expect(parse("add 'Flight to Chicago' on dec 4 at 6pm").entities.title).toBe('Flight to Chicago');
  });
});

describe('what the meeting is for names it', () => {
  it.each([
    ['Schedule a call to go over the Q3 budget on Tuesday', 'Q3 Budget Call'],
    ['set up a meeting to review the hiring plan Friday at 2', 'Hiring Plan Review'],
    ['meet about the launch tomorrow at 4', 'Launch'],
    ['find time next week to plan the offsite', 'Offsite Planning'],
    ['chat about pricing Thursday at 11', 'Pricing Chat'],
    ['sync regarding the migration Monday', 'Migration Sync'],
    ['workshop to prepare for the board meeting Monday', 'Board Meeting Prep'],
    ['meeting to talk through the roadmap next week', 'Roadmap'],
    ['a call to go through the contract Friday', 'Contract Call'],
    ['Can we jump on a call tomorrow to finalize the deck?', 'Deck Call'],
    // The topic ends where the time or the people were taken out of it.
    ['a call about the Q3 plan on Friday', 'Q3 Plan Call'],
    ['a call to go over the budget with Sam on Friday', 'Budget Call with Sam'],
    ['a call to go over the budget on Friday with Sam', 'Budget Call with Sam'],
    ['meeting about the launch at 3pm tomorrow with dana@x.com', 'Launch'],
    ['sync to discuss the Q3 budget and hiring Tuesday', 'Q3 Budget and Hiring Sync'],
    ['call to discuss the plan for the offsite Monday', 'Plan for the Offsite Call'],
    // A long topic is named by its head, not dropped for the leftover words.
    ['a call to go over the new pricing model for enterprise customers in Europe tomorrow', 'New Pricing Model Call'],
  ])('"%s" → "%s"', (text, title) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe(title);
  });

  it('keeps the day after the topic for the time', () => {
    expect(parse('Schedule a call to go over the Q3 budget on Tuesday').when).toEqual({
      start: ny('11-24T00:00'),
      end: ny('11-25T00:00'),
      grain: 'day',
    });
  });

  it.each([
    // A named activity wins over the topic.
    ['lunch to discuss the budget Friday', 'Lunch'],
    ['coffee to talk about the Q3 plan Friday', 'Coffee'],
    // No topic: the words left name it, as before.
    ['book a design review with Priya on Thursday', 'Design Review with Priya'],
    ['add dentist appointment friday at 10', 'Dentist Appointment'],
    ['schedule a project kickoff next Tuesday, not before 10', 'Project Kickoff'],
    // A topic that names nothing is left out of the words too.
    ['call with Dana to talk about it tomorrow', 'Call with Dana'],
    ['catch-up to discuss things Tuesday', 'Catch-up'],
    ['sync with Sam to discuss', 'Sync with Sam'],
    ['a call about 30 minutes tomorrow', 'Call'],
    ['remind me about the dentist tomorrow at 10', 'Dentist'],
  ])('keeps the usual title for "%s": "%s"', (text, title) => {
    expect(parse(text).entities.title).toBe(title);
  });

  it('gives no title to a bare reason to meet ("to discuss")', () => {
    expect(parse('meet Tuesday at 10 to discuss').entities.title).toBeUndefined();
  });

  it('reads a length said with "about" as the length', () => {
    expect(parse('a call about 30 minutes tomorrow').entities.durationMinutes).toBe(30);
  });
});

describe('a quarter is a time, or names something', () => {
  it.each([
    ['the Q3 plan on Friday', 'Q3 Plan', '11-27T00:00', '11-28T00:00'],
    ['review the Q3 plan on Friday', 'Review Q3 Plan', '11-27T00:00', '11-28T00:00'],
    ['the Q3 budget review next Tuesday', 'Q3 Budget Review', '11-24T00:00', '11-25T00:00'],
    ["review Q3's numbers on Friday", "Review Q3's Numbers", '11-27T00:00', '11-28T00:00'],
    ['Q3/Q4 planning Monday', 'Q3/Q4 Planning', '11-23T00:00', '11-24T00:00'],
    ['Q1 OKRs review Monday at 10', 'Q1 Okrs Review', '11-23T10:00', undefined],
    ['Q3-planning session Tuesday', 'Q3-planning Session', '11-24T00:00', '11-25T00:00'],
  ])('"%s": the quarter names the event ("%s") and the day is when', (text, title, start, end) => {
    const parsed = parse(text);
    expect(parsed.entities.title).toBe(title);
    expect(parsed.when?.start).toBe(ny(start));
    expect(parsed.when?.end).toBe(end === undefined ? undefined : ny(end));
  });

  it('gives no time at all to a quarter that only names something', () => {
    expect(parse('plan the q2 roadmap thursday').when).toEqual({
      start: ny('11-26T00:00'),
      end: ny('11-27T00:00'),
      grain: 'day',
    });
    expect(parse('Q3-Q4 roadmap').when).toBeUndefined();
  });

  // Q3 2026 is over on 22 November 2026, so a bare "Q3" is next year's; Q4 2026 is under way.
  const Q1_2027 = { start: ny('2027-01-01T00:00'), end: at('2027-04-01T00:00:00-04:00'), grain: 'quarter' };
  const Q3_2027 = { start: at('2027-07-01T00:00:00-04:00'), end: at('2027-10-01T00:00:00-04:00'), grain: 'quarter' };
  it.each<[string, { start: number; end: number; grain: string }]>([
    ['meet in Q3', Q3_2027],
    ['offsite Q3 2027', Q3_2027],
    ['Q3 planning in Q3', Q3_2027],
    ['lunch Q1', Q1_2027],
    ['kickoff in Q1 2027', Q1_2027],
    // After a preposition of time a quarter is a time, whatever follows it.
    ['in Q1 we should meet', Q1_2027],
    ['meet early Q1 to review', Q1_2027],
    ['discuss the Q4 roadmap Q1', Q1_2027],
  ])('"%s" is a quarter to search', (text, when) => {
    expect(parse(text).when).toEqual(when);
  });

  it.each(['offsite in Q3 or Q4', 'Q3 or Q4 offsite', 'offsite Q3-Q4'])(
    '"%s" searches both quarters, from today to the end of Q3 2027',
    (text) => {
      const parsed = parse(text);
      expect(parsed.entities.title).toBe('Offsite');
      expect(parsed.when?.start).toBe(ny('11-22T00:00'));
      expect(parsed.when?.end).toBe(at('2027-10-01T00:00:00-04:00'));
    },
  );
});

describe('who a topic is discussed with, when no guest is named', () => {
  it.each([
    ['call mom about thanksgiving on friday', 'Thanksgiving Call with Mom'],
    ['talk to Sam about the contract tomorrow at 2', 'Contract with Sam'],
    ['meeting with the board regarding the budget next Monday', 'Budget with Board'],
    ['Can we jump on a call tomorrow to finalize the deck?', 'Deck Call'],
    ['quick call tomorrow about pricing', 'Pricing Call'],
    ['lunch with sam@acme.com to discuss the offsite', 'Lunch'],
  ])('"%s" is titled "%s"', (text, title) => {
    expect(parse(text).entities.title).toBe(title);
  });
});

describe('a name said after "called" is the title, not the words around it', () => {
  it.each<[string, string, number, number?]>([
    [
      'Create a 45 minute event called Budget Sync on March 3 at 2:15 with Omar',
      'Budget Sync',
      at('2027-03-03T14:15:00-05:00'),
      45,
    ],
    ['add a meeting titled Q3 review next tuesday at 10', 'Q3 review', ny('11-24T10:00')],
    ['block 2 hours named Deep Work tomorrow at 9', 'Deep Work', ny('11-23T09:00'), 120],
    ['schedule something called design crit with ana@x.com on friday at 3pm', 'design crit', ny('11-27T15:00')],
    ['put in an appointment labeled Car Service for Monday 8am', 'Car Service', ny('11-23T08:00')],
  ])('%s → "%s"', (text, title, start, minutes) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe(title);
    expect(parsed.when?.start).toBe(start);
    if (minutes !== undefined) expect(parsed.entities.durationMinutes).toBe(minutes);
  });
});
