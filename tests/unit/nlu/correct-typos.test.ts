import { describe, expect, it } from 'vitest';
import { correctTypos } from '../../../lib/core/nlu/correct-typos';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

describe('slips in the words that decide a request', () => {
  it.each([
    ['cancle my evening plans on saturday', 'cancel my evening plans on saturday'],
    ['Delte the metting on Wendesday at 3', 'Delete the meeting on Wednesday at 3'],
    ['cancel all 1:1s w priya in decmber', 'cancel all 1:1s w priya in december'],
    ['resceduled to tommorrow', 'rescheduled to tomorrow'],
    ['CANCLE EVERYTHING ON FIRDAY', 'CANCEL EVERYTHING ON FRIDAY'],
    ['postpone the call to novmber 3', 'postpone the call to november 3'],
  ])('puts "%s" right as "%s"', (typed, meant) => {
    expect(correctTypos(typed)).toBe(meant);
  });

  it.each([
    'a remote meeting with Frida on Thursday',
    'cancels the cancelled meeting',
    'email frida.k@example.com about the deplete report',
    'lunch with Augusta',
    'a sundae on sunday',
  ])('leaves real words, names and addresses in "%s" alone', (text) => {
    expect(correctTypos(text)).toBe(text);
  });

  it('puts a day name right only where a time is said, never a name after "with"', () => {
    expect(correctTypos('dinner with Sundy')).toBe('dinner with Sundy');
    expect(correctTypos('dinner on sundy at 7')).toBe('dinner on sunday at 7');
  });

  it('reads a misspelled verb as that verb, so a cancel never becomes a new event', () => {
    expect(parseRequest('cancle the haircut on saturday', NY).intent).toBe('delete_event');
    expect(parseRequest('cancle my evening plans on saturday', NY).intent).not.toBe('create_event');
    expect(parseRequest('pls delte all my meetings tomorow', NY).intent).toBe('bulk');
  });

  it('reads a misspelled month as that month', () => {
    const when = parseRequest('cancel all my 1:1s in decmber', NY).when;
    expect(when?.start).toBe(Date.parse('2026-12-01T00:00:00-05:00'));
  });
});
