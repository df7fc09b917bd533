import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { readSmallTalk } from '../../../lib/core/nlu/read-small-talk';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

describe('a conversation ended, said loosely, writes nothing', () => {
  it.each([
    ['alright cheers thats it', 'thanks'],
    ['cool thanks bye', 'thanks'],
    ['thanks a lot for all the help, is everything for now', 'thanks'],
    ["it's all for today, thank you", 'thanks'],
    ['no problem, I will figure it out on my own', 'dismissal'],
    ["nah all good, I'll handle it myself", 'dismissal'],
    ['ok no worries', 'okay'],
  ])('%s → %s', (said, kind) => {
    expect(readSmallTalk(said)?.kind).toBe(kind);
    const parsed = parseRequest(said, NY);
    expect(parsed.intent).not.toBe('create_event');
    expect(parsed.noAction).toBe(true);
  });
});

describe('a sigh about a weekday in general asks nothing', () => {
  it.each(['ugh fridays', 'sigh, tuesday again', 'man I dread sundays', 'another wednesday 😩', 'meh, monday mornings'])(
    '%s',
    (said) => {
      expect(readSmallTalk(said)?.kind).toBe('remark');
      expect(parseRequest(said, NY).noAction).toBe(true);
    },
  );
});

describe('what asks something after the same words is still read', () => {
  it.each([
    'no problem, push it to 11 then',
    'thanks, that is all I need moved to friday',
    'ugh, clear my thursday afternoon',
    'sigh, move the tuesday standup to 10',
    'tuesdays',
    'friday',
    "I'll do it on monday at 9",
  ])('%s', (said) => {
    expect(readSmallTalk(said)).toBeUndefined();
  });
});
