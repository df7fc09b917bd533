import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { readCjkRequest } from '../../../lib/core/nlu/read-cjk-request';

/** Tuesday 24 November 2026, 09:00 in New York. */
const CONTEXT = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const at = (iso: string): number => Date.parse(iso);

describe('Chinese and Japanese requests', () => {
  it('reads "周五上午十点和Omar开会" as a meeting with Omar on Friday at 10', () => {
    const parsed = parseRequest('周五上午十点和Omar开会', CONTEXT);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe('Meeting with Omar');
    expect(parsed.entities.attendees).toEqual([{ name: 'Omar' }]);
    expect(parsed.when).toEqual({ start: at('2026-11-27T10:00:00-05:00'), grain: 'hour' });
  });

  it.each([
    ['明天中午跟张伟吃午饭', 'Lunch with 张伟', [{ name: '张伟' }], '2026-11-25T12:00:00-05:00'],
    ['明天下午3点和Sam打电话', 'Call with Sam', [{ name: 'Sam' }], '2026-11-25T15:00:00-05:00'],
    [
      '下周五下午两点和Omar、Dana见面',
      'Meeting with Omar and Dana',
      [{ name: 'Omar' }, { name: 'Dana' }],
      '2026-12-04T14:00:00-05:00',
    ],
    ['明日15時に田中さんと会議', 'Meeting with 田中', [{ name: '田中' }], '2026-11-25T15:00:00-05:00'],
    ['金曜日の午後3時にOmarさんとランチ', 'Lunch with Omar', [{ name: 'Omar' }], '2026-11-27T15:00:00-05:00'],
  ])('reads "%s" as a create titled "%s"', (text, title, attendees, start) => {
    const parsed = parseRequest(text, CONTEXT);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.entities.title).toBe(title);
    expect(parsed.entities.attendees).toEqual(attendees);
    expect(parsed.when?.start).toBe(at(start));
  });

  it('keeps the words as written when no activity or guest is named, without the time', () => {
    expect(parseRequest('明天下午3点看牙医', CONTEXT).entities.title).toBe('看牙医');
    expect(parseRequest('明日15時に歯医者', CONTEXT).entities.title).toBe('歯医者');
  });

  it('keeps a role in the title but invites no one by it', () => {
    expect(readCjkRequest('和同事聚餐')).toEqual({ attendees: [], title: 'Meal with 同事' });
  });

  it('does not take the email a person gave, or a verb, for a name', () => {
    const parsed = parseRequest('明天下午三点和 sam@acme.com 喝咖啡', CONTEXT);
    expect(parsed.entities.title).toBe('Coffee');
    expect(parsed.entities.attendees).toEqual([{ email: 'sam@acme.com' }]);
  });

  it('leaves requests without Chinese or Japanese to the English readers', () => {
    expect(readCjkRequest('lunch with Sam on Friday')).toBeUndefined();
    expect(parseRequest('lunch with Omar friday at noon', CONTEXT).entities.title).toBe('Lunch with Omar');
  });
});
