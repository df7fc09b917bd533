import { describe, expect, it } from 'vitest';
import { readRequest } from '../../../lib/core/reading/read-request';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const read = (text: string) => readRequest(text, { now: NOW, timeZone: 'America/New_York' }).request;
const names = (text: string) => (read(text).entities.attendees ?? []).map((a) => a.name ?? a.email);

describe('a name said after "called" ends where the time begins', () => {
  it.each([
    ['make a thing called Design Crit wed at 3', 'Design Crit', '2026-11-25'],
    ['new event titled Board Prep friday 9am', 'Board Prep', '2026-11-27'],
    ['make an event named Rock and Roll Night saturday 8pm', 'Rock and Roll Night', '2026-11-28'],
    ['set up a meeting called Q1 Kickoff thu 10am', 'Q1 Kickoff', '2026-11-26'],
    ['add a block labelled Deep Work mon at 9', 'Deep Work', '2026-11-30'],
    ['put in a session named Pricing Review tmrw at 2', 'Pricing Review', '2026-11-25'],
  ])('%s', (text, title, day) => {
    const request = read(text);
    expect(request.intent).toBe('create_event');
    expect(request.entities.title).toBe(title);
    expect(new Date(request.when?.start ?? 0).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })).toBe(day);
  });

  it('keeps a day that is part of the name when the day is said again', () => {
    expect(read('can you make a calendar entry and title it Fish and Chips Friday, it is friday at 12').entities.title).toBe(
      'Fish and Chips Friday',
    );
    expect(read('add an event called Friday Drinks at 6 on friday').entities.title).toBe('Friday Drinks');
    expect(read('create an event and name it Offsite Prep on dec 3').entities.title).toBe('Offsite Prep');
  });
});

describe('the people of a request, however they are brought in', () => {
  it.each([
    ['set up an intro call between Kenji and Amara on thursday at 4', ['Kenji', 'Amara']],
    ['schedule a meeting between Sam, Priya and Omar friday', ['Sam', 'Priya', 'Omar']],
    ['book a 1:1 between Dana and Lee next week', ['Dana', 'Lee']],
    ['lets get Sam, Alex and Jordan on a call tmrw at 4', ['Sam', 'Alex', 'Jordan']],
    ['can you get Priya on the phone friday', ['Priya']],
    ['get Omar and Lee on zoom monday at 10', ['Omar', 'Lee']],
    ['loop in Nora and Felix for a design review friday 2pm', ['Nora', 'Felix']],
    ['bring in Dana for the pricing sync tomorrow at 3', ['Dana']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
    expect(read(text).entities.location).toBeUndefined();
  });

  it('leaves times, places and topics that only look like them', () => {
    expect(names('find an hour between 2 and 4 with Sam tomorrow')).toEqual(['Sam']);
    expect(read('lunch in Boston with Sam').entities.near ?? read('lunch in Boston with Sam').entities.location).toBe('Boston');
    expect(read('meet Dana at Blue Bottle on friday').entities.location).toBe('Blue Bottle');
    expect(names('get the deck on the shared drive by friday')).toEqual([]);
  });
});

describe('the title is never what is left of a rule or a pronoun', () => {
  it('skips the clause a rule about time was said in', () => {
    const grab = read('Priya prefers no meetings after 3 on Tuesdays — grab 45 min with her next Tuesday');
    expect(grab.entities.title ?? '').not.toMatch(/prefers|her/i);
    expect(read('Omar would rather avoid Fridays, book a budget sync with him next week').entities.title).toBe(
      'Budget Sync with Omar',
    );
    expect(read('lunch with Sam tomorrow, not before noon').entities.title).toBe('Lunch with Sam');
    expect(read('no meetings before 10 please, book the design review thursday').entities.title).toBe('Design Review');
  });

  it('never names an event by a pronoun', () => {
    for (const text of [
      'grab 30 min with her tomorrow',
      'find an hour with him on friday',
      'set something up with them next week',
    ])
      expect(read(text).entities.title ?? '').not.toMatch(/^(?:her|him|them)\b/i);
  });
});

describe('a title reads as a person would write it', () => {
  it.each([
    ['pick up kids from school at 3:15 today', 'Pick Up Kids from School'],
    ['flight to Chicago dec 18 at 7am', 'Flight to Chicago'],
    ['take mom to the airport sunday 6am', 'Take Mom to Airport'],
    ['vet appointment for the dog on wednesday', 'Vet Appointment for Dog'],
    ['remind me to call the dentist tomorrow at 10', 'Call Dentist'],
    ['put parents evening on the calendar for thursday at 7', 'Parents Evening'],
    ['create an event for book club on friday at 7', 'Book Club'],
    ['olly set a meeting with john for tomorrow at ten am', 'Meeting with John'],
    ["Karen's farewell drinks friday after work", "Karen's Farewell Drinks"],
    ['team lunch on thursday at noon', 'Team Lunch'],
    ['birthday dinner for Ana saturday 8pm', 'Birthday Dinner'],
    ['Lunch & learn on AI next Thursday noon', 'Lunch and Learn'],
  ])('%s → %s', (text, title) => {
    expect(read(text).entities.title).toBe(title);
  });

  it('keeps verbs and hedges out of an activity', () => {
    const said: [string, string][] = [
      ["I'm thinking brunch on sunday at 11, can you put that in?", 'Brunch'],
      ['Schedule do coffee friday morning with Mallory', 'Coffee with Mallory'],
      ['grab lunch with Sam tomorrow', 'Lunch with Sam'],
      ['catch up over coffee with Ruth next week', 'Coffee with Ruth'],
    ];
    for (const [text, title] of said) expect(read(text).entities.title).toBe(title);
  });
});

describe('the assistant addressed is no word of the request', () => {
  it.each([
    ['olly remind me to call my mom at six', 'Call Mom'],
    ['hey google add lunch with bob at noon', 'Lunch with Bob'],
    ['alexa, schedule the dentist for friday at 9', 'Dentist'],
    ['ok kairos book physio on the 9th at 8:15', 'Physio'],
  ])('%s', (text, title) => {
    expect(read(text).entities.title).toBe(title);
    expect(readRequest(text, { now: NOW, timeZone: 'America/New_York' }).spans[0]?.kind).toBe('wake-word');
  });

  it('keeps a guest whose name is an assistant', () => {
    expect(names('Alexa and I need lunch tomorrow')).toEqual(['Alexa']);
  });
});

describe('the event a new one sits next to is not its name', () => {
  it.each([
    ['book 15 min with Dana just before the board deck review', 'Meeting with Dana'],
    ['drinks after the offsite on friday', 'Drinks'],
    ['lunch with Sam after the gym tomorrow', 'Lunch with Sam'],
    ['call mom right after my dentist appointment', 'Call Mom'],
  ])('%s', (text, title) => {
    expect(read(text).entities.title).toBe(title);
  });
});
