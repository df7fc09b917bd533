import { describe, expect, it } from 'vitest';
import { isOutsideCalendar } from '../../../lib/core/nlu/detect-outside-calendar';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { splitIntents, splitSteps } from '../../../lib/core/nlu/split-intents';
import { restateFronted } from '../../../lib/core/nlu/restate-fronted';

const ctx = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const intentOf = (text: string): string => parseRequest(text, ctx).intent;

describe('questions no calendar answers', () => {
  it.each([
    'remind me what QBR stands for',
    'what does ARR stand for',
    'whats the meaning of EBITDA',
    'can you tell me what OKR is short for',
    'define churn',
    "what's 20 percent of 150",
    'will it rain on friday',
  ])('reads %j as outside the calendar, asking for no event', (text) => {
    expect(isOutsideCalendar(text)).toBe(true);
    expect(intentOf(text)).toBe('help');
  });

  it.each(['remind me to call mom at 5', 'what does my friday look like', 'remind me what time the dentist is'])(
    'leaves %j to the calendar',
    (text) => {
      expect(isOutsideCalendar(text)).toBe(false);
    },
  );
});

describe('asking about the calendar without a question word', () => {
  it.each([
    'show me next week',
    'Give me a rundown of Thursday',
    'check my calendar for next thursday',
    'summarize friday for me',
    'anything tonight?',
    'who set up the retro',
    'has Omar accepted the invite for friday',
    'remind me what time the dentist is',
    'so what was i doing yesterday?',
    'got 90 min free on dec 15?',
    'I have meeting on friday? please check',
  ])('reads %j as a question', (text) => {
    expect(intentOf(text)).toBe('query_events');
  });

  it.each(['show me a couple more', 'any more?', 'what about other days?', 'exist other hours?', 'next page'])(
    'reads %j as asking for more choices',
    (text) => {
      expect(intentOf(text)).toBe('show_more');
    },
  );

  it.each([
    'remind me to call mom at 5',
    'show me a time to meet Sam on friday',
    'book lunch with Sam tomorrow at noon',
    'check-in with dana@corp.com on November 28 at 1pm',
    'checkin with dana@corp.com tomorrow at 2',
  ])('still reads %j as a new event', (text) => {
    expect(intentOf(text)).toBe('create_event');
  });
});

describe('several events after one verb', () => {
  const texts = (text: string) => splitSteps(text).map((s) => s.text.trim());

  it.each<[string, string[]]>([
    ['cancel the dentist and the haircut', ['cancel the dentist', 'cancel the haircut']],
    [
      'move the pipeline review and my year-end review with priya on dec 11 to next week',
      ['move the pipeline review on dec 11 to next week', 'move my year-end review with priya on dec 11 to next week'],
    ],
    ['cancel the dentist on friday and the haircut on monday', ['cancel the dentist on friday', 'cancel the haircut on monday']],
    [
      'schedule a gym session at 7am and a dentist appointment at 10 tomorrow',
      ['schedule a gym session at 7am tomorrow', 'schedule a dentist appointment at 10 tomorrow'],
    ],
    [
      'Schedule a meeting with Priya on Monday at 10, and another with Omar on Tuesday at 2',
      ['Schedule a meeting with Priya on Monday at 10', 'Schedule a meeting with Omar on Tuesday at 2'],
    ],
    ['1) cancel the 3pm 2) move the 4pm to 3pm', ['cancel the 3pm', 'move the 4pm to 3pm']],
  ])('splits %j', (text, steps) => {
    expect(texts(text)).toEqual(steps);
  });

  it.each([
    'cancel all my meetings and the gym',
    'cancel the lunch with sam and the team',
    'book lunch with sam and dana tomorrow at 3',
    'move the meeting between 2 and 3',
  ])('keeps %j one step', (text) => {
    expect(splitSteps(text)).toHaveLength(1);
    expect(splitIntents(text)).toHaveLength(1);
  });
});

describe('restating what was said first', () => {
  it.each([
    [
      "hey so hannah's out on dec 1, can you cancel whatever i have with her that day?",
      'can you cancel whatever i have with hannah dec 1?',
    ],
    [
      'omar haddad is sick on dec 3, please cancel whatever i have with him that day',
      'please cancel whatever i have with omar haddad dec 3',
    ],
    ["hannah's on vacation dec 2 so cancel stuff with her that day", 'cancel stuff with hannah dec 2'],
    ['yuki@sakura.test call dec 8 -> 7pm', 'move yuki@sakura.test call dec 8 to 7pm'],
    ['webinar dry run -> Webinar rehearsal', 'rename webinar dry run to Webinar rehearsal'],
  ])('restates %j', (text, restated) => {
    expect(restateFronted(text)).toBe(restated);
  });

  it('leaves a clause about the event itself alone ("the standup is moved")', () => {
    expect(restateFronted('the standup is moved, cancel it')).toBe('cancel the standup');
  });
});
