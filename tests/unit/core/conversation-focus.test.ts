import { describe, expect, it } from 'vitest';
import { focusAfter, readAgainstFocus } from '../../../lib/core/pipeline/conversation-focus';
import type { AgendaItem, TurnEvent } from '../../../lib/core/pipeline/turn-event';
import type { ConversationFocus } from '../../../lib/ports/conversation-memory';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const at = { now: NOW + 60_000, timeZone: ZONE };
const parse = (text: string) => parseRequest(text, { now: NOW, timeZone: ZONE });

function item(id: string, title: string, iso: string, minutes = 30): AgendaItem {
  const start = Date.parse(iso);
  return { id, title, start, end: start + minutes * 60_000, allDay: false };
}

const CHOICES = [
  item('dana', 'Check-in with Dana', '2026-11-24T10:00:00-05:00'),
  item('jordan1', 'Check-in with Jordan', '2026-11-25T11:30:00-05:00'),
  item('lucas', 'Check-in with Lucas', '2026-12-02T15:30:00-05:00'),
  item('team', 'Team check-in', '2026-12-03T10:00:00-05:00'),
  item('jordan2', 'Check-in with Jordan', '2026-12-04T11:30:00-05:00'),
];
const asked: ConversationFocus = { events: CHOICES, asked: 'cancel my check-in', at: NOW };

describe('what a turn leaves to point at', () => {
  const question: TurnEvent = {
    type: 'text',
    text: 'Several events match. Which one do you mean?',
    agenda: CHOICES,
    timeZone: ZONE,
  };
  it('a "which one?" keeps the events offered and the request asked about', () => {
    expect(focusAfter([question], 'cancel my check-in', NOW)).toEqual(asked);
  });
  it('an answer keeps the events it is about, with no request to run again', () => {
    const answer: TurnEvent = {
      type: 'answer',
      answer: { kind: 'next_meet', text: 'You next meet Dana…', timeZone: ZONE, items: [CHOICES[0] as AgendaItem] },
    };
    expect(focusAfter([answer], 'when do I next meet dana', NOW)).toEqual({ events: [CHOICES[0]], at: NOW });
  });
  it('a "who is…?" keeps the name and the request', () => {
    const who: TurnEvent = { type: 'text', text: "What is Zoe's email address?", asksWho: 'Zoe' };
    expect(focusAfter([who], 'coffee with zoe tomorrow', NOW)).toEqual({
      events: [],
      asked: 'coffee with zoe tomorrow',
      person: 'Zoe',
      at: NOW,
    });
  });
  it('a turn that suggested a change, or listed nothing, leaves nothing', () => {
    const proposal = { type: 'proposal', proposal: {} } as unknown as TurnEvent;
    expect(focusAfter([question, proposal], 'x', NOW)).toBeUndefined();
    expect(focusAfter([{ type: 'text', text: 'Done.' }], 'x', NOW)).toBeUndefined();
  });
});

describe('an answer to "which one do you mean?"', () => {
  it.each([
    ['the second one', 'jordan1'],
    ['2', 'jordan1'],
    ['number 3', 'lucas'],
    ['option 4', 'team'],
    ['the last one', 'jordan2'],
    ['the first one.', 'dana'],
    ['the one with dana', 'dana'],
    ['dana', 'dana'],
    ['Lucas', 'lucas'],
    ['the one with lucas pls', 'lucas'],
    ['i mean the team one', 'team'],
    ['team check-in', 'team'],
    ['the one on dec 2', 'lucas'],
    ['the one on thursday next week', 'team'],
    ['sorry, the one tomorrow', 'jordan1'],
    ['the one today', 'dana'],
    // Two events of one title the words cannot tell apart: the next of them.
    ['the one with jordan', 'jordan1'],
    ['jordan', 'jordan1'],
    ['the jordan one on the 4th', 'jordan2'],
  ])('"%s" → %s, running the request asked about', (text, id) => {
    const read = readAgainstFocus(text, asked, at);
    expect(read?.text).toBe('cancel my check-in');
    expect(read?.pinned?.id).toBe(id);
  });

  it('"the one with omar", when no check-in offered has Omar in its title, asks again for the check-in with Omar', () => {
    expect(readAgainstFocus('the one with omar', asked, at)).toEqual({ text: 'cancel my check-in with omar' });
  });

  it.each([
    'cancel the dentist on friday',
    'what do I have tomorrow',
    'the sixth one',
    'hmm',
    'check-in',
    'lunch with sam next week at noon at the usual place please ok',
  ])('"%s" picks none, and is read as it is', (text) => {
    expect(readAgainstFocus(text, asked, at)).toBeUndefined();
  });

  it('is forgotten after half an hour', () => {
    expect(readAgainstFocus('the second one', asked, { ...at, now: NOW + 31 * 60_000 })).toBeUndefined();
  });
});

describe('"it" and "the first one" after an answer', () => {
  const one: ConversationFocus = { events: [item('carlos', 'Budget check with Carlos', '2026-11-24T15:00:00-05:00')], at: NOW };
  const day: ConversationFocus = { events: CHOICES.slice(0, 3), at: NOW };
  it.each([
    ['move it to 5pm', 'move "Budget check with Carlos" on November 24, 2026 to 5pm'],
    ['push it back an hour', 'push "Budget check with Carlos" on November 24, 2026 back an hour'],
    ['can you cancel that one', 'can you cancel "Budget check with Carlos" on November 24, 2026'],
    ['make that meeting 45 minutes', 'make "Budget check with Carlos" on November 24, 2026 45 minutes'],
  ])('one event: "%s"', (text, restated) => {
    expect(readAgainstFocus(text, one, at)).toEqual({ text: restated, pinned: { id: 'carlos', start: one.events[0]?.start } });
  });
  it.each([
    ['cancel the first one', 'dana'],
    ['move the second meeting to 4pm', 'jordan1'],
    ['delete the last one', 'lucas'],
    ['cancel the 3rd event', 'lucas'],
  ])('a list: "%s" → %s', (text, id) => {
    expect(readAgainstFocus(text, day, at)?.pinned?.id).toBe(id);
  });
  it.each(['move it to 5pm', 'cancel the fifth one', 'what about friday?', 'lunch with sam tomorrow'])(
    'a list of three: "%s" points at none of them',
    (text) => {
      expect(readAgainstFocus(text, day, at)).toBeUndefined();
    },
  );
});

describe('an answer to "who is…?"', () => {
  const zoe: ConversationFocus = { events: [], asked: 'coffee with zoe tomorrow', person: 'Zoe', at: NOW };
  const omar: ConversationFocus = { events: [], asked: 'set up a meeting with omar friday', person: 'omar', at: NOW };
  it.each([
    ['zoe@acme.test', 'coffee with zoe@acme.test tomorrow'],
    ['her email is zoe.k@acme.test', 'coffee with zoe.k@acme.test tomorrow'],
    ['no, zoe@acme.co.uk', 'coffee with zoe@acme.co.uk tomorrow'],
  ])('an address: "%s"', (text, restated) => {
    expect(readAgainstFocus(text, zoe, at)?.text).toBe(restated);
  });
  // Asked in lower case, the answer is put in lower case, so the other names said keep being read as names.
  it.each([
    ['omar haddad', 'set up a meeting with omar haddad friday'],
    ['Said', 'set up a meeting with omar said friday'],
    ['haddad', 'set up a meeting with omar haddad friday'],
    ['the brightline one', 'set up a meeting with omar from brightline friday'],
    ['the one from brightline', 'set up a meeting with omar from brightline friday'],
  ])('words that tell them apart: "%s"', (text, restated) => {
    expect(readAgainstFocus(text, omar, at)?.text).toBe(restated);
  });
  it('keeps the capitals of a request written with them', () => {
    const asked: ConversationFocus = {
      events: [],
      asked: 'Set up a meeting with Omar and Rachel friday',
      person: 'Omar',
      at: NOW,
    };
    expect(readAgainstFocus('haddad', asked, at)?.text).toBe('Set up a meeting with Omar Haddad and Rachel friday');
  });
  it('keeps every other guest of a lower-case request ("mtg with omar + rachel" + "omar said")', () => {
    const asked: ConversationFocus = { events: [], asked: 'mtg with omar + rachel dec 10 at 2', person: 'omar', at: NOW };
    const restated = readAgainstFocus('omar said', asked, at)?.text ?? '';
    expect(restated).toBe('mtg with omar said + rachel dec 10 at 2');
    expect(parse(restated).entities.attendees).toEqual([{ name: 'Omar Said' }, { name: 'Rachel' }]);
  });
  it.each(['cancel my 3pm', 'what do I have tomorrow', 'lunch next tuesday at 1', 'never mind, book it for 4pm instead'])(
    'a new request: "%s"',
    (text) => {
      expect(readAgainstFocus(text, omar, at)).toBeUndefined();
    },
  );
});

describe('"no, the one next week" after a card for one event', () => {
  const card: ConversationFocus = { events: [], asked: 'cancel the design review tomorrow', cards: ['tok1'], at: NOW };
  it.each([
    ['no, the one next week', 'cancel the design review next week'],
    ['i mean the one on dec 9', 'cancel the design review on dec 9'],
    ['sorry i meant the one on friday', 'cancel the design review on friday'],
    ['not that one, the one with jordan', 'cancel the design review tomorrow with jordan'],
    ['nope the meeting after lunch', 'cancel the design review tomorrow after lunch'],
    ['wrong one, the one in december', 'cancel the design review in december'],
  ])('"%s" runs the request again for the one said, in place of the card', (text, restated) => {
    expect(readAgainstFocus(text, card, at)).toEqual({ text: restated, replaces: ['tok1'] });
  });
  it.each(['no', 'yes', 'no, make it 4pm', 'the one', 'cancel the one next week too', 'what do I have next week'])(
    '"%s" is not a correction',
    (text) => {
      expect(readAgainstFocus(text, card, at)).toBeUndefined();
    },
  );
});

describe('a bare weekday after a list of one week', () => {
  // "what does next week look like?" listed Mon 30 Nov – Sun 6 Dec.
  const week: ConversationFocus = {
    events: [
      item('kickoff', 'Q1 planning kickoff', '2026-11-30T09:30:00-05:00'),
      item('onboard', 'Brightline onboarding workshop', '2026-12-01T11:00:00-05:00'),
      item('api', 'API review', '2026-12-03T14:00:00-05:00'),
      item('qbr', 'Quarterly business review', '2026-12-04T15:00:00-05:00'),
      item('mom', 'Lunch with Mom', '2026-12-06T12:00:00-05:00'),
    ],
    at: NOW,
  };
  it.each([
    ['can you make thursday lighter?', 'can you make Thursday December 3, 2026 lighter?'],
    ['make Thursday lighter', 'make Thursday December 3, 2026 lighter'],
    ["cancel thursday's standup", "cancel Thursday December 3, 2026's standup"],
    ['what about wed', 'what about Wednesday December 2, 2026'],
    ['move the api review to friday', 'move the api review to Friday December 4, 2026'],
    ['anything on sat?', 'anything on Saturday December 5, 2026?'],
  ])('"%s" is that week\'s day', (text, restated) => {
    expect(readAgainstFocus(text, week, at)).toEqual({ text: restated });
  });
  it.each([
    'make next thursday lighter',
    'what about this friday',
    'cancel thursday the 26th',
    'move it to friday dec 11',
    'every monday at 9',
    'lunch with sam tomorrow',
    'the thursday after next',
  ])('"%s" says its own week, or none: left alone', (text) => {
    expect(readAgainstFocus(text, week, at)).toBeUndefined();
  });
  it('a list of one day, or of more than a week, leaves a weekday alone', () => {
    const oneDay: ConversationFocus = { events: week.events.slice(2, 3).concat(week.events.slice(2, 3)), at: NOW };
    const wide: ConversationFocus = { events: [...week.events, item('x', 'Dinner', '2026-12-09T19:00:00-05:00')], at: NOW };
    expect(readAgainstFocus('make thursday lighter', oneDay, at)).toBeUndefined();
    expect(readAgainstFocus('make thursday lighter', wide, at)).toBeUndefined();
  });
});

describe('an answer to "which one?" naming an event that was not shown', () => {
  // "cancel the review" listed five reviews "and 13 more": the board deck review was not among them.
  const reviews: ConversationFocus = {
    events: [
      item('contract', 'Brightline contract review', '2026-11-25T13:00:00-05:00'),
      item('design', 'Design review', '2026-11-25T15:30:00-05:00'),
      item('pipeline', 'Pipeline review', '2026-11-27T10:00:00-05:00'),
      item('pricing', 'Pricing page review', '2026-12-01T13:00:00-05:00'),
    ],
    asked: 'cancel the review',
    at: NOW,
  };
  it.each([
    ['the board deck one', 'cancel the board deck review'],
    ['board deck', 'cancel the board deck review'],
    ['The Board Deck one.', 'cancel the Board Deck review'],
    ['sorry, the security one', 'cancel the security review'],
    ['the one with omar', 'cancel the review with omar'],
    ['with priya', 'cancel the review with priya'],
    ['w/ dana', 'cancel the review with dana'],
  ])('"%s" runs "%s"', (text, restated) => {
    expect(readAgainstFocus(text, reviews, at)).toEqual({ text: restated });
  });
  it.each([
    'the design one',
    'cancel the board deck review tomorrow',
    'yes',
    'no',
    'the 3pm one',
    'all of them',
    'never mind',
    'what else do I have tomorrow',
    'lunch with sam tomorrow at 1',
  ])('"%s" is a pick among those shown, or a request of its own: not narrowed', (text) => {
    const read = readAgainstFocus(text, reviews, at);
    expect(read === undefined || read.pinned !== undefined).toBe(true);
  });
  it('needs a word every offered title shares to put title words before', () => {
    const mixed: ConversationFocus = {
      ...reviews,
      events: [...reviews.events, item('sync', 'Design sync', '2026-12-04T10:00:00-05:00')],
    };
    expect(readAgainstFocus('the board deck one', mixed, at)).toBeUndefined();
  });
});
