import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { readSmallTalk } from '../../../lib/core/nlu/read-small-talk';
import { classify } from '../../../lib/core/pipeline/classify';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

describe('what asks nothing of the calendar gets a short reply and writes nothing', () => {
  it.each([
    ['thanks so much', 'thanks'],
    ['ok kairos thank you', 'thanks'],
    ["thank you so much, that's perfect", 'thanks'],
    ['Wonderful, much appreciated.', 'thanks'],
    ['great job, cheers', 'thanks'],
    ["you're the best, seriously", 'thanks'],
    ['Thank you for your assistance; that will be all.', 'thanks'],
    ['good morning kairos', 'greeting'],
    ['hello', 'greeting'],
    ["that's all for now, bye", 'thanks'],
    ['have a nice day', 'farewell'],
    ['good night!', 'farewell'],
    ['never mind, forget it', 'dismissal'],
    ['nah, forget it', 'dismissal'],
    ['sorry, wrong chat', 'dismissal'],
    ["I'm just testing you", 'dismissal'],
    ['hmm let me think about it', 'dismissal'],
    ['lol ok', 'okay'],
    ['sounds good 👍', 'okay'],
    ['friday was exhausting', 'remark'],
    ['I had such a long day', 'remark'],
    ['the meeting at 3 yesterday went really well', 'remark'],
    ["I woke up at 6 today and I'm wrecked", 'remark'],
    ['my boss Omar is really nice', 'remark'],
    ['My favorite day of the week is Saturday', 'remark'],
    ["I'm so tired today", 'remark'],
  ])('%s → %s', (said, kind) => {
    expect(readSmallTalk(said)?.kind).toBe(kind);
    const parsed = parseRequest(said, NY);
    expect(parsed.intent).not.toBe('create_event');
    expect(parsed.noAction).toBe(true);
    expect(parsed.when).toBeUndefined();
  });

  it.each([
    'thanks, can you also book lunch with Sam tomorrow?',
    'hi, schedule a call with Dana at 3',
    'I was thinking we could meet up next Friday at the cafe',
    'ok so the board meeting got moved to jan 14 at 9:30',
    'I had lunch with Sam yesterday, can you log it?',
    'Sam is out on Friday',
    "I'm busy Monday morning",
    'what can you do?',
    'ok, move it to 4',
    'lunch with Sam on Friday',
    'coffee tomorrow at 10',
  ])('reads "%s" as the request it is', (said) => {
    expect(readSmallTalk(said)).toBeUndefined();
  });

  it('replies in words that fit what was said', () => {
    expect(parseRequest('thanks!', NY).clarification).toBe("You're welcome.");
    expect(parseRequest('hi there', NY).clarification).toMatch(/^Hi!/);
  });

  it('shows no "Understood." before the reply: the reply is the acknowledgement', () => {
    expect(classify('thanks!', NY.now, NY.timeZone).ack).toBe('');
    expect(classify('never delete my gym sessions', NY.now, NY.timeZone).ack).toBe('Understood.');
  });
});
