import { describe, expect, it } from 'vitest';
import { extractRecurrenceScope } from '../../../lib/core/nlu/extract-recurrence-scope';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';

const NOW = Date.parse('2026-11-22T10:00:00-05:00');
const NY = 'America/New_York';

describe('which occurrences of a repeating event an edit means', () => {
  it.each([
    ['move just this one standup to 10am', 'this'],
    ['move my standup tomorrow to 10am, just this once', 'this'],
    ["move only tomorrow's standup to 10am", 'this'],
    ['push the 1:1 on Friday back an hour, this occurrence only', 'this'],
    ['move my standup to 10am, all of them', 'all'],
    ['move the standup to 10am for the whole series', 'all'],
    ['move the whole standup series to 10am', 'all'],
    ['make every occurrence of the review 45 minutes', 'all'],
    ['move the standup on Wednesday to 11am from now on', 'following'],
    ['move standup to 10am this and following', 'following'],
    ['shift the sync to 3pm going forward', 'following'],
    ['move the sync to 3pm for this and all future ones', 'following'],
  ])('%s → %s', (text, scope) => {
    expect(extractRecurrenceScope(text).scope).toBe(scope);
  });

  it.each(['move my standup tomorrow to 10am', 'push the dentist to Friday at 2', 'move it to 5pm'])(
    'says nothing when the request does not: %s',
    (text) => {
      expect(extractRecurrenceScope(text)).toEqual({ rest: text });
    },
  );

  it('leaves the event and the new time as they read without the scope words', () => {
    const scoped = parseEdit("move only tomorrow's standup to 10am", NOW, NY);
    const plain = parseEdit("move tomorrow's standup to 10am", NOW, NY);
    expect(scoped).toEqual({ ...plain, scope: 'this' });
    const series = parseEdit('move the whole standup series to 10am', NOW, NY);
    expect(series.target.words).toEqual(['standup']);
    expect(series.scope).toBe('all');
  });
});
