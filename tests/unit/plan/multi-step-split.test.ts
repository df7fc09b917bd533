import { describe, expect, it } from 'vitest';
import { splitIntents, splitSteps } from '../../../lib/core/nlu/split-intents';

const texts = (text: string) => splitSteps(text).map((s) => s.text.trim());

describe('splitSteps: where one message holds several steps', () => {
  it.each<[string, string[]]>([
    ['cancel pottery class book a haircut on friday at 10', ['cancel pottery class', 'book a haircut on friday at 10']],
    ['delete the budget check reschedule the api review to 3', ['delete the budget check', 'reschedule the api review to 3']],
    ['Drop the dentist. Also, when is my next 1:1 with Priya?', ['Drop the dentist', 'when is my next 1:1 with Priya?']],
    ['move standup to 10; and then what time is lunch', ['move standup to 10', 'what time is lunch']],
    [
      'push the retro to 4 and let me know how many reviews I have left',
      ['push the retro to 4', 'let me know how many reviews I have left'],
    ],
    [
      'cancel the metrics review on dec 3 what time is the api review that day',
      ['cancel the metrics review on dec 3', 'what time is the api review that day'],
    ],
    ['book lunch with Sam at noon, then please cancel the retro', ['book lunch with Sam at noon', 'cancel the retro']],
  ])('splits %j', (text, steps) => {
    expect(texts(text)).toEqual(steps);
  });

  it.each([
    'coffee with Sam and Alex',
    'move the meeting to book club time',
    'cancel the class schedule review',
    'add book club on thursday',
    'coffee with Sam, who is visiting from Boston',
    "Reschedule all my afternoon classes this month to mornings, but don't touch the ones on Mondays and leave time for lunch",
    "next friday I'll be travelling - clear the day and send a note to whoever I was meeting",
    'tidy up friday — drop all the optional stuff',
    'book lunch and dinner on Saturday',
  ])('keeps %j whole', (text) => {
    expect(splitSteps(text)).toHaveLength(1);
  });

  it('marks a step whose object is the event just named, and keeps it whole for the request reader', () => {
    const text = "rename the deal desk to 'Deal desk: Q4 close' and move it to 4pm";
    expect(splitSteps(text).map((s) => [s.text.trim(), s.refersBack])).toEqual([
      ["rename the deal desk to 'Deal desk: Q4 close'", false],
      ['move it to 4pm', true],
    ]);
    expect(splitIntents(text)).toHaveLength(1);
    expect(splitSteps("move the wrap-up to 4pm and call it 'Wrap-up + drinks'").map((s) => s.refersBack)).toEqual([false, true]);
  });

  it('never breaks inside a quoted name', () => {
    expect(texts("add 'Plan and book the offsite' on friday at 2")).toHaveLength(1);
  });

  it('gives a second event of its own length the verb the first one had', () => {
    expect(texts('book a 30 min call with Rachel at 10 and a 15 min debrief with Sam right after')).toEqual([
      'book a 30 min call with Rachel at 10',
      'book a 15 min debrief with Sam right after',
    ]);
  });

  it('asks a question after a joining word, not after a bare comma', () => {
    expect(texts("move the sales meeting to 4:30 and tell me who's coming")).toEqual([
      'move the sales meeting to 4:30',
      "tell me who's coming",
    ]);
    expect(texts('lunch with Dana on Friday, when is best')).toHaveLength(1);
  });
});
