import { describe, expect, it } from 'vitest';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import type { PlaceFollowUp } from '../../../lib/core/nlu/parsed-request';
import { readPlaceArea } from '../../../lib/core/nlu/read-place-area';
import { PLACE_FOLLOW_UP_INTENT, readPlaceFollowUp } from '../../../lib/core/nlu/read-place-follow-up';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import { NY, at, parse } from './nlu-fixtures';

// Issue 15: where an in-person plan should be ("near Soho": an area to search around, never a guest
// or the title) and what people say back to a proposal with a place. Many voices: terse, chatty,
// lower case without punctuation, non-native.

/** [request, the area it names]: "home" and "work" stand for the person's saved places. */
const AREAS: readonly (readonly [string, string])[] = [
  ['dinner with priya@acme.com near soho next week', 'Soho'],
  ['Dinner with Priya near Soho next Thursday', 'Soho'],
  ['drinks near Soho.', 'Soho'],
  ["coffee with sam around King's Cross tomorrow", "King's Cross"],
  ["coffee with ana@corp.io near king's cross on tuesday at 10", "King's Cross"],
  ['drinks somewhere in Shoreditch on friday', 'Shoreditch'],
  ['Dinner in Shoreditch with Alex on Friday at 8', 'Shoreditch'],
  ['lunch with Sam somewhere near Shoreditch next week', 'Shoreditch'],
  ['lunch close to the office on thursday', 'work'],
  ['coffee by Union Square at 3', 'Union Square'],
  ['drinks near Union Square on Thursday', 'Union Square'],
  ['grab lunch w/ dana near union square fri', 'Union Square'],
  ['lunch around Union Square with kim@acme.com next tuesday', 'Union Square'],
  ['dinner in midtown next week', 'Midtown'],
  ['dinner in downtown next week with Sam', 'Downtown'],
  ['coffee in the city centre tomorrow', 'the city centre'],
  ['dinner with bo@x.io in the west end on friday', 'the west end'],
  ['coffee near me tomorrow', 'home'],
  ['lunch near home friday', 'home'],
  ['dinner near my place on saturday with priya', 'home'],
  ['coffee near where I live sunday', 'home'],
  ['lunch somewhere in my neighbourhood on saturday', 'home'],
  ['coffee near work tomorrow', 'work'],
  ['drinks near the office after 6 on wednesday', 'work'],
  ['drinks with sam near the office friday 6pm', 'work'],
  ['coffee somewhere close to work tomorrow afternoon', 'work'],
  ['can you find a place for lunch near my office on thursday', 'work'],
  ['coffee within walking distance of the office tomorrow', 'work'],
  ['coffee with Sam in an hour near the office', 'work'],
  ['can we get coffee near Covent Garden tomorrow morning?', 'Covent Garden'],
  ['drinks w sam around soho tmrw', 'Soho'],
  ['pls book lunch near soho w/ dana tmrw 1pm', 'Soho'],
  ['me and priya want coffee near soho tomorrow', 'Soho'],
  ['breakfast with Omar close to Liverpool Street on Monday', 'Liverpool Street'],
  ["I'd like to have dinner with Lee somewhere around Soho on Saturday", 'Soho'],
  ["let's meet for drinks in the Soho area on friday", 'Soho'],
  ['drinks with the team near Canary Wharf next friday', 'Canary Wharf'],
  ['lunch not far from Waterloo station on wednesday', 'Waterloo station'],
  ['coffee next to Paddington station at 9', 'Paddington station'],
  ['brunch with Mia somewhere in Notting Hill on sunday', 'Notting Hill'],
  ['coffee with Raj by the river tomorrow at 4', 'the river'],
  ["lunch by King's Cross station on friday", "King's Cross station"],
  ['meet Sam for a drink around Elephant and Castle on thursday', 'Elephant and Castle'],
  ['coffee near 14 Greek Street tomorrow', '14 Greek Street'],
  ['coffee with dana near the station tomorrow', 'the station'],
  ["coffee near St. Paul's tomorrow", "St. Paul's"],
  // After a coffee, a meal or drinks, a short name after a bare "in" is where, even in lower case.
  ['meet sam for coffee in shoreditch tomorrow', 'Shoreditch'],
  ['dinner in brooklyn on saturday', 'Brooklyn'],
  ['drinks with omar in soho friday', 'Soho'],
  ['brunch in notting hill on sunday', 'Notting Hill'],
];

/** The same words meaning a time, a medium, a venue or a person: no area. */
const NOT_AREAS: readonly string[] = [
  'meet in the morning',
  'lunch with Sam in 2 weeks',
  'drinks by 6',
  'book a meeting with sam',
  'somewhere in the afternoon',
  'coffee in person with dana tomorrow',
  'call in an hour',
  'finish the report by Friday',
  'coffee with sam by 5pm',
  'lunch with Sam around 1',
  "a call with Sarah, she's in London",
  'sync in Room 4B at 2pm',
  'coffee at Kiln & Bean tomorrow',
  'lunch at 14 Greek Street on friday',
  'lunch @ Blue Bottle friday',
  'dinner in March with the team',
  'standup in the morning every weekday',
  'call dana in a bit',
  'review in half an hour',
  'lunch with omar around noon tomorrow',
  'catch up with priya around lunchtime on friday',
  'coffee with sam around the same time next week',
  'meeting by the end of the week',
  'send the deck by eod',
  'planning session in Q1',
  'interview in english with Dana on monday',
  'call by phone with sam tomorrow at 3',
  'coffee with sam near the end of the day',
  'lunch close to noon on friday',
  'sync with dana close to 5pm',
  'demo presented by Sam Lee on friday',
  "work around Sam's schedule next week",
  'meet Dana in advance of the review',
  'coffee in the next few days',
  'drinks in a couple of weeks with omar',
  'lunch in the cafeteria tomorrow',
  'dinner at home on saturday',
  'call with Bo in UTC morning',
  'sit next to Sam at the offsite on friday',
  'coffee next week around 10ish',
  'in the near future set up lunch with sam',
  'quick sync by video tomorrow',
  'lunch with the team in the office on friday',
  'call at 3 in America/New_York time',
  'meeting in shoreditch tomorrow',
  'coffee with sam in bed',
  'coffee tomorrow in english',
  'drinks in town friday',
  'lunch in private with dana',
];

describe('the area an in-person plan should be near', () => {
  it.each(AREAS)('reads "%s" as near %s', (text, near) => {
    expect(parse(text).entities.near).toBe(near);
  });

  it.each(AREAS)('never makes the area in "%s" a guest, the title or a venue', (text, near) => {
    const { entities } = parse(text);
    const areaWords = near
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => !/^(?:the|and|home|work)$/.test(w));
    const names = (entities.attendees ?? []).map((a) => (a.name ?? a.email ?? '').toLowerCase());
    for (const word of areaWords) {
      expect(names.some((n) => n.split(/\s+/).includes(word))).toBe(false);
      expect((entities.title ?? '').toLowerCase().split(/\s+/)).not.toContain(word);
    }
    expect(entities.location).toBeUndefined();
    expect(names.some((n) => /^(?:near|close|around|somewhere)\b/.test(n))).toBe(false);
  });

  it.each(NOT_AREAS)('reads no area in "%s"', (text) => {
    expect(parse(text).entities.near).toBeUndefined();
  });

  it('reads the issue\'s request as dinner with Priya near Soho, not with "Near Soho"', () => {
    const parsed = parse('dinner with priya@acme.com near soho next week');
    expect(parsed.entities).toMatchObject({ title: 'Dinner', near: 'Soho', attendees: [{ email: 'priya@acme.com' }] });
    expect(parsed.entities.attendees).toHaveLength(1);
    expect(parsed.when).toMatchObject({ start: at('2026-11-23T00:00:00-05:00'), grain: 'week' });
  });

  it('keeps the time said after the area: "near Union Square on Thursday" is on Thursday', () => {
    expect(parse('drinks near Union Square on Thursday at 6pm').when?.start).toBe(at('2026-11-26T18:00:00-05:00'));
  });

  it('takes "somewhere between my place and Sam\'s" as no area, and not as a guest either', () => {
    const parsed = parse("drinks with dana somewhere between my place and Sam's on saturday");
    expect(parsed.entities.near).toBeUndefined();
    expect(parsed.entities.attendees).toEqual([{ name: 'Dana' }]);
    expect(parsed.entities.title).toBe('Drinks with Dana');
    expect(parsed.when?.start).toBe(at('2026-11-28T00:00:00-05:00'));
  });

  it('takes a person after "near" as no area: "near Sam\'s", "near priya@acme.com"', () => {
    expect(readPlaceArea("coffee near Sam's tomorrow")).toEqual({ rest: 'coffee            tomorrow' });
    expect(readPlaceArea('coffee near priya@acme.com').near).toBeUndefined();
  });

  it('blanks only the area, so every index into the text stays where it was', () => {
    const text = 'lunch somewhere near soho on friday';
    const read = readPlaceArea(text);
    expect(read).toEqual({ near: 'Soho', rest: 'lunch                     on friday' });
    expect(read.rest).toHaveLength(text.length);
  });
});

/** [what the person says back to a proposal with a place, its reading]. */
const FOLLOW_UPS: readonly (readonly [string, PlaceFollowUp])[] = [
  ['can we do lunch instead?', { kind: 'meal', meal: 'lunch' }],
  ['make it dinner', { kind: 'meal', meal: 'dinner' }],
  ['how about drinks instead', { kind: 'meal', meal: 'drinks' }],
  ['coffee instead?', { kind: 'meal', meal: 'coffee' }],
  ['lunch instead', { kind: 'meal', meal: 'lunch' }],
  ['could we do breakfast instead?', { kind: 'meal', meal: 'breakfast' }],
  ['can we make it lunch', { kind: 'meal', meal: 'lunch' }],
  ["Let's do dinner instead.", { kind: 'meal', meal: 'dinner' }],
  ['what about coffee instead', { kind: 'meal', meal: 'coffee' }],
  ['actually, drinks instead please', { kind: 'meal', meal: 'drinks' }],
  ['hmm maybe lunch instead', { kind: 'meal', meal: 'lunch' }],
  ["i'd rather do dinner", { kind: 'meal', meal: 'dinner' }],
  ['I would prefer lunch', { kind: 'meal', meal: 'lunch' }],
  ['switch it to drinks', { kind: 'meal', meal: 'drinks' }],
  ['change it to breakfast please', { kind: 'meal', meal: 'breakfast' }],
  ['can it be dinner?', { kind: 'meal', meal: 'dinner' }],
  ['dinner would be better', { kind: 'meal', meal: 'dinner' }],
  ['lunch works better for me', { kind: 'meal', meal: 'lunch' }],
  ['no, coffee instead', { kind: 'meal', meal: 'coffee' }],
  ['lets grab drinks instead', { kind: 'meal', meal: 'drinks' }],
  ['dinner rather than coffee', { kind: 'meal', meal: 'dinner' }],
  ['lunch not coffee', { kind: 'meal', meal: 'lunch' }],
  ['make it a coffee', { kind: 'meal', meal: 'coffee' }],
  ['turn it into drinks', { kind: 'meal', meal: 'drinks' }],
  ['how about lunch?', { kind: 'meal', meal: 'lunch' }],
  ['ok make it breakfast then', { kind: 'meal', meal: 'breakfast' }],
  ['i prefer coffee', { kind: 'meal', meal: 'coffee' }],
  ["we'd rather have dinner", { kind: 'meal', meal: 'dinner' }],
  ['coffee instead of lunch?', { kind: 'meal', meal: 'coffee' }],
  ['can we have a quick lunch instead', { kind: 'meal', meal: 'lunch' }],
  ['supper instead', { kind: 'meal', meal: 'dinner' }],
  ['CAN WE DO DINNER INSTEAD', { kind: 'meal', meal: 'dinner' }],
  ['maybe is better a lunch instead?', { kind: 'meal', meal: 'lunch' }],
  ['somewhere closer to Sam', { kind: 'closer', to: 'Sam' }],
  ['closer to me', { kind: 'closer', to: 'me' }],
  ['something nearer my office', { kind: 'closer', to: 'work' }],
  ['a place nearer to priya@acme.com', { kind: 'closer', to: 'priya@acme.com' }],
  ['somewhere closer to sam please', { kind: 'closer', to: 'Sam' }],
  ['can we find somewhere closer to Priya?', { kind: 'closer', to: 'Priya' }],
  ['closer to home', { kind: 'closer', to: 'home' }],
  ['anything closer to my office?', { kind: 'closer', to: 'work' }],
  ['is there anything nearer to me', { kind: 'closer', to: 'me' }],
  ['a café closer to Dana', { kind: 'closer', to: 'Dana' }],
  ["could we meet closer to sam's place", { kind: 'closer', to: 'Sam' }],
  ['somewhere a bit closer to where Omar works', { kind: 'closer', to: 'Omar' }],
  ['find a restaurant nearer to bo@x.io', { kind: 'closer', to: 'bo@x.io' }],
  ['closer to work pls', { kind: 'closer', to: 'work' }],
  ['maybe somewhere nearer the office', { kind: 'closer', to: 'work' }],
  ['somewhere more convenient for Sam', { kind: 'closer', to: 'Sam' }],
  ['a bit closer to us', { kind: 'closer', to: 'me' }],
  ['pick a bar closer to Priya Patel', { kind: 'closer', to: 'Priya Patel' }],
  ['is possible somewhere more closer to dana?', { kind: 'closer', to: 'Dana' }],
  ['somewhere else', { kind: 'other_place' }],
  ['a different place', { kind: 'other_place' }],
  ['another café', { kind: 'other_place' }],
  ['not there', { kind: 'other_place' }],
  ['can we go somewhere else?', { kind: 'other_place' }],
  ["let's try a different restaurant", { kind: 'other_place' }],
  ['any other places?', { kind: 'other_place' }],
  ['somewhere else nearby', { kind: 'other_place' }],
  ['hmm, not that place', { kind: 'other_place' }],
  ["i don't like that café", { kind: 'other_place' }],
  ['another bar please', { kind: 'other_place' }],
  ['how about a different spot', { kind: 'other_place' }],
  ['could you find another restaurant', { kind: 'other_place' }],
  ['pick a new place', { kind: 'other_place' }],
  ['anywhere else?', { kind: 'other_place' }],
  ["i've been there too often", { kind: 'other_place' }],
  ['not that restaurant again', { kind: 'other_place' }],
  ['change the venue', { kind: 'other_place' }],
  ['somewhere other than there', { kind: 'other_place' }],
  ['elsewhere please', { kind: 'other_place' }],
  ['somewhere cheaper?', { kind: 'cheaper' }],
  ['can we find somewhere cheaper', { kind: 'cheaper' }],
  ['a less expensive café please', { kind: 'cheaper' }],
  ['anything more affordable?', { kind: 'cheaper' }],
  ['hmm, somewhere a bit cheaper', { kind: 'cheaper' }],
  ['something not so pricey', { kind: 'cheaper' }],
  ['a cheaper restaurant nearby?', { kind: 'cheaper' }],
  ['somewhere less fancy', { kind: 'cheaper' }],
  ['anywhere quieter?', { kind: 'quieter' }],
  ['somewhere less busy please', { kind: 'quieter' }],
  ['could you find a quieter bar', { kind: 'quieter' }],
  ['a less crowded café?', { kind: 'quieter' }],
  ['somewhere calmer', { kind: 'quieter' }],
  ['something more low-key', { kind: 'quieter' }],
  ['is there anywhere else', { kind: 'other_place' }],
  ['other place please', { kind: 'other_place' }],
  ['book a table there', { kind: 'book' }],
  ['reserve it', { kind: 'book' }],
  ['book it at the place', { kind: 'book' }],
  ['can you book that restaurant', { kind: 'book' }],
  ['please book a table there', { kind: 'book' }],
  ['could you reserve a table for us', { kind: 'book' }],
  ['make a reservation there', { kind: 'book' }],
  ['book us a table for 2', { kind: 'book' }],
  ['can you book it there?', { kind: 'book' }],
  ['reserve that place', { kind: 'book' }],
  ['get us a table there', { kind: 'book' }],
  ['book the café', { kind: 'book' }],
  ['go ahead and book a table', { kind: 'book' }],
  ['open the booking page', { kind: 'book' }],
  ['book us in there', { kind: 'book' }],
  ['can u reserve it pls', { kind: 'book' }],
  ["i'd like to book a table there", { kind: 'book' }],
  ['perfect, book a table there!', { kind: 'book' }],
];

/** Requests and other follow-ups that say more, or something else: never a place follow-up. */
const NOT_FOLLOW_UPS: readonly string[] = [
  'meet in the morning',
  'lunch with Sam in 2 weeks',
  'drinks by 6',
  'book a meeting with sam',
  'somewhere in the afternoon',
  "let's do lunch",
  'can we do lunch tomorrow instead?',
  'lunch with dana on friday',
  'how about lunch on thursday',
  'how about coffee with Priya next week',
  'book it',
  'book that',
  'book it for friday',
  'book 30 minutes with dana',
  'reserve time for focus on monday',
  'book a flight to Berlin',
  'book a table for dinner friday at eight',
  'somewhere else on friday',
  'can we meet somewhere else next week?',
  'another time',
  'a different day',
  'not that one',
  'not today',
  'other times?',
  'any other options?',
  'closer to 5pm',
  'closer to the weekend',
  'can we meet closer to lunchtime',
  'closer to the end of the day',
  'nearer the time',
  'closer to them',
  'closer to Sam and Priya',
  'coffee',
  'dinner?',
  'make it 45 minutes',
  'make it later',
  'can we do it earlier?',
  'is there somewhere to eat near soho',
  'what should we do on saturday',
  'any earlier times?',
  'show more',
  'dinner with sam instead of lunch on friday',
  'switch to zoom',
  'change it to thursday',
  "I don't like mondays",
  'drinks near soho on friday',
];

describe('what a person says back to a proposal with a place', () => {
  it.each(FOLLOW_UPS)('reads "%s" as %j', (text, followUp) => {
    expect(readPlaceFollowUp(text)).toEqual(followUp);
  });

  it.each(FOLLOW_UPS)('classifies "%s" as a follow-up of the last proposal, with no Plan', (text, followUp) => {
    const parsed = parse(text);
    expect(parsed.placeFollowUp).toEqual(followUp);
    expect(parsed.intent).toBe(PLACE_FOLLOW_UP_INTENT[followUp.kind]);
    expect(parsed.confidence).toBeGreaterThanOrEqual(0.85);
    expect(parsed.clarification).toBeUndefined();
    expect(parsed.when).toBeUndefined();
    expect(parsed.entities.attendees).toBeUndefined();
    expect(buildPlan(text, parsed, NY)).toBeUndefined();
  });

  it.each(NOT_FOLLOW_UPS)('reads "%s" as no place follow-up', (text) => {
    expect(readPlaceFollowUp(text)).toBeUndefined();
    expect(parse(text).placeFollowUp).toBeUndefined();
  });

  it('routes each kind as its neighbours go: a meal as an edit, a place as more, a booking as a link', () => {
    expect(PLACE_FOLLOW_UP_INTENT).toEqual({
      meal: 'update_event',
      closer: 'show_more',
      other_place: 'show_more',
      book: 'navigate_booking',
      cheaper: 'show_more',
      quieter: 'show_more',
    });
  });

  it('gives another meal the kind of venue it needs', () => {
    expect(parse('how about drinks instead').entities).toEqual({ eventType: 'in_person', placeType: 'bar' });
    expect(parse('coffee instead?').entities).toEqual({ eventType: 'in_person', placeType: 'cafe' });
    expect(parse('make it dinner').entities).toEqual({ eventType: 'in_person', placeType: 'restaurant' });
  });

  it.each([
    ['make it dinner', 'dinner'],
    ['how about lunch?', 'lunch'],
    ['switch it to drinks', 'drinks'],
    ['can we do lunch instead?', 'lunch'],
  ])('edits the last proposal for "%s": its kind becomes %s', (text, kind) => {
    const edit = parseEdit(text, NY.now, NY.timeZone);
    expect(edit.change.kind).toBe(kind);
    expect(edit.target.refersToLast).toBe(true);
  });
});
