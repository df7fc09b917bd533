import { describe, expect, it } from 'vitest';
import { askCalendar } from './question-calendar';

// Questions asked in whole turns against question-calendar.ts (now Wed 11 Mar 2026 10:00, Chicago).
// Each capability in several voices: terse, chatty, lowercase without punctuation, non-native.

async function answers(text: string): Promise<string> {
  const { answer, wrote, unchanged } = await askCalendar(text);
  // A question reads the calendar; it never proposes, asks to approve or changes anything.
  expect(wrote, text).toBe(false);
  expect(unchanged, text).toBe(true);
  return answer;
}

describe('the tense decides which way a question looks', () => {
  it.each([
    'when was my last haircut',
    'last hair cut?',
    'Do you know when I last had a haircut?',
    'when I had my last haircut',
    'when did i last get a haircut',
  ])('looks back for %j', async (text) => {
    expect(await answers(text)).toMatch(/Sat 14 Feb, 10:00/);
  });

  it.each(["when's my next haircut", 'next haircut when', 'hey, when is my haircut?', 'my next haircut?'])(
    'looks ahead for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Sat 28 Mar, 10:00/);
    },
  );

  it.each(['when was the last time I went to piano', 'when did I last go to piano', 'last piano lesson when'])(
    'finds the latest one gone by for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Thu 5 Mar, 18:00/);
    },
  );

  it.each(['when is the offsite', 'whens the sales kickoff', 'when is my next dentist', 'do you know when my next dentist is'])(
    'looks further than a month ahead for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Wed 25 Mar|Thu 2 Apr/);
    },
  );
});

describe('positions within a day', () => {
  it.each(["what's my first meeting tomorrow", "what's the first thing tomorrow", 'which is my first meeting tomorrow?'])(
    'says the first for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Team standup.*Thu 12 Mar, 09:00/);
    },
  );

  it.each(['whats my last meeting tomorrow', 'which was my last meeting of yesterday?', 'what was my last meeting yesterday'])(
    'says the last for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Budget sync|Product demo/);
    },
  );

  it('reads "yesterday" as the day gone by', async () => {
    expect(await answers('which was my last meeting of yesterday?')).toMatch(/Product demo.*Tue 10 Mar, 14:00/);
  });
});

describe('events named by their neighbour', () => {
  it.each([
    "what's after my lunch with ana tomorrow",
    'whats after lunch with Ana tomorrow',
    'which meeting comes after the lunch with ana tomorrow',
  ])('finds the next one for %j', async (text) => {
    expect(await answers(text)).toMatch(/Quarterly review with Globex/);
  });

  it.each(['what comes right before the budget sync tomorrow', "what's before my budget sync tomorrow"])(
    'finds the one just before for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Quarterly review with Globex/);
    },
  );
});

describe('counts', () => {
  it.each([
    'how many hours of meetings do I have tomorrow',
    'how much time am I in meetings tomorrow?',
    'how many hours meetings i have tomorrow',
  ])('adds up the time for %j', async (text) => {
    expect(await answers(text)).toMatch(/3 h 15 min of meetings/);
  });

  it.each([
    'how many meetings with Globex this month',
    'how many calls with people from globex in march',
    'Could you tell me how many meetings I have with the Globex folks this month?',
  ])('counts an organisation over the whole month for %j', async (text) => {
    expect(await answers(text)).toMatch(/\b3 meetings\b/);
  });

  it.each([
    'how many times did I meet Kim so far',
    'how much times I met kim until now',
    'how many meetings have I had with Kim',
  ])('counts what is past for %j', async (text) => {
    expect(await answers(text)).toMatch(/\b2 meetings\b/);
  });

  it.each(['how many piano lessons did I have in february', 'how many piano lesson I had in february?'])(
    'counts a month gone by for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/\b4 piano lessons\b/);
    },
  );

  it.each(['how many meetings do I have on saturday the 28th', 'how many meetings on the 28th'])(
    'does not count personal events as meetings for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/\bno meetings\b/);
    },
  );
});

describe('who', () => {
  it.each(['who do I meet tomorrow', 'who am i meeting tomorrow?', 'Who will I see tomorrow?', 'who i meet tomorrow'])(
    'lists everyone met over a day for %j',
    async (text) => {
      const said = await answers(text);
      for (const name of ['Ana Lima', 'Ben Okoro', 'Kim Park', 'Lee Wong', 'Raj Mehta']) expect(said).toContain(name);
    },
  );

  it.each(['who I met yesterday?', 'who did I see yesterday', 'who have I met yesterday'])('looks back for %j', async (text) => {
    const said = await answers(text);
    expect(said).toMatch(/you met/);
    expect(said).toContain('Kim Park');
    expect(said).not.toContain('Raj Mehta');
  });

  it.each(['is Raj coming to the budget sync', 'Is raj going to the budget sync?', 'will raj attend the budget sync'])(
    'answers for one guest for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/^No — Raj Mehta declined Budget sync/);
    },
  );

  it.each(['who is the globex review wiht', "who's coming in quarterly review?", 'who is in the quarterly review'])(
    'reads slips and prepositions for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Kim Park.*Lee Wong/);
    },
  );
});

describe('free time', () => {
  it.each([
    'is there a gap before my budget sync tomorrow',
    'do I have a break before the budget sync tomorrow?',
    'any gap before budget sync tomorrow',
  ])('finds the gap beside an event for %j', async (text) => {
    expect(await answers(text)).toMatch(/free 14:30–15:00, right before Budget sync/);
  });

  it.each(['am I free all day on the 19th', 'am i free the whole day on thursday the 19th'])(
    'names the whole day, outside working hours too, for %j',
    async (text) => {
      const said = await answers(text);
      expect(said).toContain('Spring break');
      expect(said).toContain('Piano lesson (18:00–19:00)');
    },
  );
});

describe('agenda and days', () => {
  it.each(['what meetings did i have earlier this week', 'What meetings did I have this week so far?'])(
    'looks back from the start of the week for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/^Mon 9 Mar to now: 5 meetings/);
    },
  );

  it.each(["when's my next day off", 'when is my next holiday', 'next day off?'])('finds a day off for %j', async (text) => {
    const said = await answers(text);
    expect(said).toMatch(/Spring break/);
    expect(said).not.toMatch(/Offsite/);
  });

  it.each(['which days did I have piano in the last 3 weeks', 'on which days did i go to piano in the past 3 weeks'])(
    'lists the dates for %j',
    async (text) => {
      const said = await answers(text);
      for (const day of ['Thu 19 Feb', 'Thu 26 Feb', 'Thu 5 Mar']) expect(said).toContain(day);
    },
  );

  it.each(['who will I meet on friday the 13th', 'what will I do friday the 13th?'])(
    'never books anything for %j',
    async (text) => {
      expect(await answers(text)).toMatch(/Fri 13 Mar/);
    },
  );
});
