import { describe, expect, it } from 'vitest';
import { parse } from './nlu-fixtures';

describe('requests not to act', () => {
  it.each([
    ['move standup to 10, but don’t change anything yet', 'update_event'],
    ['just checking — could we push the review to Thursday?', 'update_event'],
    ["don't book anything, just find a slot for coffee with Sam", 'create_event'],
    ["find a time for lunch with Dana but don't book anything yet", 'create_event'],
    ['hypothetically, if I moved standup to 10 would that clash?', 'update_event'],
    ['what if I cancelled the retro on Friday?', 'delete_event'],
    ['cancel the 3pm — not yet, just thinking out loud', 'delete_event'],
    ['hold off on booking, but coffee with Sam Thursday could work', 'create_event'],
    ['reschedule the sync to 4pm. Do not make any changes until I confirm', 'update_event'],
    ['without changing anything, could lunch move to 1?', 'update_event'],
    ['dry run: clear Friday and tell everyone', 'bulk'],
    ['先不要操作，把明天的会改到下午三点', 'update_event'],
    ['先别改，把站会推迟一个小时', 'update_event'],
    ['暂时不要取消明天的会议', 'delete_event'],
    ['只是问问，能不能和Sam约个咖啡', 'create_event'],
    ['no cambies nada todavía, move lunch to Friday', 'update_event'],
    ['ne change rien — move standup to 11', 'update_event'],
    ['nichts ändern, move the review to Monday', 'update_event'],
  ])('marks "%s" noAction and asks before doing the %s', (text, intent) => {
    const parsed = parse(text);
    expect(parsed.intent).toBe(intent);
    expect(parsed.noAction).toBe(true);
    expect(parsed.clarification).toBeDefined();
  });

  it('asks in English whether to go ahead', () => {
    expect(parse("move standup to 10 but don't change anything yet").clarification).toBe(
      "I won't change anything yet. Should I go ahead and make the change?",
    );
  });

  it('asks in Chinese when asked in Chinese', () => {
    expect(parse('先别改，把站会改到周三').clarification).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each(['just checking, am I free Friday?', "what's on tomorrow? don't change anything"])(
    'answers the question "%s" without asking: reading the calendar is not acting',
    (text) => {
      const parsed = parse(text);
      expect(parsed.intent).toBe('query_events');
      expect(parsed.noAction).toBe(true);
      expect(parsed.clarification).toBeUndefined();
    },
  );

  it.each(["don't book anything before 10", "don't schedule anything on Fridays", 'do not book anything after 5pm'])(
    'reads "%s" as a rule about times, not a request to hold off',
    (text) => {
      const parsed = parse(text);
      expect(parsed.noAction).toBeUndefined();
      expect(parsed.constraints).toHaveLength(1);
    },
  );

  it.each(['coffee with Sam tomorrow at 3pm', 'cancel my 3pm', 'move the sync to Friday'])(
    'does not mark "%s" noAction',
    (text) => {
      expect(parse(text).noAction).toBeUndefined();
    },
  );
});

describe('vague times', () => {
  it.each([
    ['coffee with Sam sometime soon', 'Which day works — this week or next?'],
    ['lunch with Dana soonish', 'Which day works — this week or next?'],
    ['let’s catch up at some point', 'Which day works — this week or next?'],
    ['grab drinks with Tom one of these days', 'Which day works — this week or next?'],
    ['move the review to sometime soon', 'Which day works — this week or next?'],
    ['dinner with the Lees around then', 'What time exactly — which day, and what time?'],
    ['plan an offsite later this year', 'Which month works best?'],
    ['a team dinner in the coming weeks', 'Which month works best?'],
  ])('asks one precise question for "%s"', (text, question) => {
    const parsed = parse(text);
    expect(parsed.clarification).toBe(question);
    expect(parsed.when).toBeUndefined();
  });

  it.each([
    ['最近和Sam喝个咖啡', '哪天合适——这周还是下周？'],
    ['到时候和Dana开会', '具体是哪天几点？'],
    ['未来这段时间安排一次团队聚餐', '哪个月比较合适？'],
    ['改天约Sam吃饭', '哪天合适——这周还是下周？'],
  ])('asks in Chinese for the vague "%s"', (text, question) => {
    expect(parse(text).clarification).toBe(question);
  });

  it.each(['coffee with Sam sometime next week', 'lunch with Dana soon, say Thursday'])(
    'does not ask when "%s" also names a time to search',
    (text) => {
      const parsed = parse(text);
      expect(parsed.clarification).toBeUndefined();
      expect(parsed.when).toBeDefined();
    },
  );

  it.each(['coffee with Sam', 'book a 30 minute call with dana@corp.com', 'set up a 1:1 with Priya'])(
    'does not ask when "%s" names no time at all: the slot search picks one',
    (text) => {
      const parsed = parse(text);
      expect(parsed.intent).toBe('create_event');
      expect(parsed.clarification).toBeUndefined();
    },
  );

  it('does not treat "as soon as possible" as vague: it is an order', () => {
    const parsed = parse('coffee with Sam as soon as possible');
    expect(parsed.clarification).toBeUndefined();
    expect(parsed.constraints).toMatchObject([{ type: 'order', order: 'earliest' }]);
  });

  it('does not read "at some point" as a place', () => {
    expect(parse('coffee with Sam at some point').entities.location).toBeUndefined();
  });
});

describe('not understood', () => {
  it('asks what to schedule for an empty request', () => {
    expect(parse('   ').clarification).toMatch(/What would you like to schedule\?/);
  });

  it('says it did not catch junk, with an example', () => {
    expect(parse('asdf qwer').clarification).toMatch(/didn't catch/);
  });

  it('names the person when only a person is given', () => {
    expect(parse('dana@corp.com').clarification).toMatch(/dana@corp\.com/);
  });
});
