import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import type { Intent } from '../../../lib/core/nlu/parsed-request';
import { NY } from './nlu-fixtures';

const CASES: [string, Intent][] = [
  // create_event: verbs, activities without a verb, and "find a time" questions.
  ['schedule a meeting with dana@corp.com next week', 'create_event'],
  ['book coffee with Sam tomorrow at 3pm', 'create_event'],
  ['set up a call with the design team on Thursday', 'create_event'],
  ['lunch with Alex on Friday', 'create_event'],
  ['drinks with Priya and Tom after work', 'create_event'],
  ['grab breakfast with my manager Tuesday morning', 'create_event'],
  ['put a dentist appointment in my calendar for Monday at 9', 'create_event'],
  ['pencil in a workout tomorrow at 7am', 'create_event'],
  ['find a time for a 1:1 with Dana', 'create_event'],
  ['find 30 minutes with bo@x.io this week', 'create_event'],
  ['I need 45 minutes with dana@corp.com next week', 'create_event'],
  ['when are we all free for a retro?', 'create_event'],
  ["what's a good time to meet Sam this week", 'create_event'],
  ['catch up with Jordan sometime next week', 'create_event'],
  ['plan a team offsite in March', 'create_event'],
  ['help me schedule coffee with Sam', 'create_event'],
  ['standup every weekday at 9:30', 'create_event'],
  ['sam@acme.com tomorrow 3pm', 'create_event'],
  ['安排明天和Sam开会', 'create_event'],
  ['Is there a slot where Sam, Alex and I are all free this week?', 'create_event'],
  ['Could you find 30 mins for me and sarah@client.com on Wed or Thu?', 'create_event'],
  ['Can I get some focus time tomorrow? No meetings before noon', 'create_event'],
  ['I need to meet with the investors ASAP', 'create_event'],
  ['water the plants every other day', 'create_event'],
  // Questions in any words ask; colloquial verbs delete; a lighter day is many events, not one.
  ['is Thursday the 9th totally free', 'query_events'],
  ['what time does the game on the 14th start', 'query_events'],
  ['will I have time for a run before my 3pm', 'query_events'],
  ['hey kairos do I have anything with omar this week', 'query_events'],
  ['wipe that from my calendar', 'delete_event'],
  ['nuke my 3pm', 'delete_event'],
  ['ditch the dentist on friday', 'delete_event'],
  ['can you make Tuesday less busy?', 'bulk'],
  ['tidy up my calendar on friday', 'bulk'],
  ['how about coffee friday', 'create_event'],
  ['when did i last meet with omar', 'query_events'],
  ['have I seen Priya this month?', 'query_events'],
  ['what about thursday', 'update_event'],
  // Asked with nothing waiting, a day alone asks what is on it; a reply to a live suggestion is restated
  // as "move it to …" before the rules read it (restate-follow-up.test.ts).
  ['what about next week at 3pm?', 'query_events'],
  ['what about next week at 3pm', 'update_event'],
  ["remove priya from friday's sync", 'update_event'],
  ['remove lunch from my calendar', 'delete_event'],
  ['hey kairos cancel my three o clock', 'delete_event'],
  ['the weather is nice today', 'help'],
  ['good morning', 'help'],
  ['more', 'show_more'],
  ['Remind me in 2 hours to move the car', 'create_event'],
  ['Remind me to take out the trash tonight', 'create_event'],
  ['Could you tell me what I have scheduled for next Tuesday?', 'query_events'],
  ['is the 10th clear', 'query_events'],
  ['when can you schedule the retro', 'create_event'],
  // update_event: move words, attendee changes, and conditional "any earlier?" edits.
  ['move standup to 10', 'update_event'],
  ['reschedule my 1:1 with Dana to Thursday', 'update_event'],
  ['push the design review back an hour', 'update_event'],
  ['postpone lunch with Sam to next week', 'update_event'],
  ['can we shift the sync to 4pm?', 'update_event'],
  ['bring the planning meeting forward by 30 minutes', 'update_event'],
  ['change the title of my 3pm to Budget Review', 'update_event'],
  ['rename standup to Daily Sync', 'update_event'],
  ['make it 45 minutes instead', 'update_event'],
  ['Thursday instead', 'update_event'],
  ['any earlier times?', 'update_event'],
  ['is there anything later?', 'update_event'],
  ['something earlier would be better', 'update_event'],
  ['can we do it an hour later', 'update_event'],
  ['add Dana to the design review', 'update_event'],
  ['invite bo@x.io to my 3pm', 'update_event'],
  ['remove Sam from standup', 'update_event'],
  ['把站会推迟到下午', 'update_event'],
  // delete_event
  ['cancel my dentist appointment on Friday', 'delete_event'],
  ['delete the 3pm meeting', 'delete_event'],
  ['call off lunch with Sam', 'delete_event'],
  ['remove the gym session tomorrow', 'delete_event'],
  ['scrap the retro', 'delete_event'],
  ['取消明天的会议', 'delete_event'],
  // query_events
  ["what's on tomorrow?", 'query_events'],
  ['what do I have on Friday', 'query_events'],
  ['am I free Thursday afternoon?', 'query_events'],
  ['do I have anything after 5 today', 'query_events'],
  ['when is my next dentist appointment', 'query_events'],
  ["when's my call with Sam", 'query_events'],
  ['show me my calendar for next week', 'query_events'],
  ['how many meetings do I have this week', 'query_events'],
  ['is Dana free on Tuesday?', 'query_events'],
  ['any meetings tomorrow morning?', 'query_events'],
  ['what time is standup', 'query_events'],
  ['明天有什么安排', 'query_events'],
  ['What does my Thursday look like?', 'query_events'],
  // show_more
  ['show more', 'show_more'],
  ['show me more options', 'show_more'],
  ['other options?', 'show_more'],
  ['more times please', 'show_more'],
  ['none of these work', 'show_more'],
  ['any alternatives', 'show_more'],
  // suggest_activities
  ['what should we do Saturday?', 'suggest_activities'],
  ['where should we go for dinner Friday', 'suggest_activities'],
  ['suggest something fun for the team', 'suggest_activities'],
  ['any ideas for a date night?', 'suggest_activities'],
  ['recommend a quiet cafe near the office', 'suggest_activities'],
  ['somewhere nice for lunch with a client', 'suggest_activities'],
  // navigate_booking
  ['book a table at Nopa for 7', 'navigate_booking'],
  ['make a reservation for Friday dinner', 'navigate_booking'],
  ['reserve a table for four', 'navigate_booking'],
  ['open the booking link', 'navigate_booking'],
  ['book that restaurant', 'navigate_booking'],
  // bulk: many events, or several steps a workflow runs.
  ['cancel all my meetings tomorrow', 'bulk'],
  // Worded like an edit of one event ("30 minutes later"), but about all of them.
  ['push all my meetings tomorrow 30 minutes later', 'bulk'],
  // Clearing time is many events too, whatever the verb.
  ['cancel the rest of my day', 'bulk'],
  ['wipe my calendar for next week', 'bulk'],
  ['free up my Friday afternoon', 'bulk'],
  ['nuke everything this week', 'bulk'],
  ['move all my meetings on Friday an hour earlier', 'bulk'],
  ['shift every meeting on Friday 30 minutes earlier', 'bulk'],
  ['move all my Friday meetings to next week', 'bulk'],
  ['reschedule every meeting on Monday', 'bulk'],
  ['clear Friday and tell everyone', 'bulk'],
  ['clear my afternoon', 'bulk'],
  ['decline all of the recruiting calls this week', 'bulk'],
  ['cancel everything on Thursday', 'bulk'],
  ['push my afternoon meetings to tomorrow', 'bulk'],
  ["Please cancel tomorrow's standup and let the team know", 'bulk'],
  ["Shift all of tomorrow's meetings by an hour", 'bulk'],
  ['add lunch Friday and also move standup to 10', 'bulk'],
  ['cancel my 3pm and book a call with Sam at 4', 'bulk'],
  // help
  ['help', 'help'],
  ['what can you do?', 'help'],
  ['how does this work', 'help'],
  ['?', 'help'],
];

describe('intent classification', () => {
  it.each(CASES)('reads "%s" as %s', (text, intent) => {
    expect(parseRequest(text, NY).intent).toBe(intent);
  });

  it.each(CASES)('gives "%s" a confidence between 0 and 1', (text) => {
    const { confidence } = parseRequest(text, NY);
    expect(confidence).toBeGreaterThanOrEqual(0);
    expect(confidence).toBeLessThanOrEqual(1);
  });

  it.each(['asdf qwer', 'hmm', 'the the the', 'blue', 'Sam', '12345', '🙂🙂'])(
    'asks a question with a low confidence when "%s" says nothing it can act on',
    (text) => {
      const parsed = parseRequest(text, NY);
      expect(parsed.confidence).toBeLessThan(0.5);
      expect(parsed.clarification).toBeDefined();
    },
  );

  it('treats a bare time as a new event, without a question', () => {
    const parsed = parseRequest('tomorrow at 3pm', NY);
    expect(parsed).toMatchObject({ intent: 'create_event' });
    expect(parsed.clarification).toBeUndefined();
  });

  it('asks what to do when only a person is named', () => {
    const parsed = parseRequest('sam@acme.com', NY);
    expect(parsed.intent).toBe('create_event');
    expect(parsed.clarification).toMatch(/sam@acme\.com|what would you like/i);
  });

  it.each([['coffee with Sam tomorrow at 3pm'], ['move standup to 10'], ["what's on Friday?"], ['cancel lunch']])(
    'does not ask anything for the clear request "%s"',
    (text) => {
      expect(parseRequest(text, NY).clarification).toBeUndefined();
    },
  );

  it('does not mistake "don\'t change anything" for an edit', () => {
    expect(parseRequest("what's on Friday? don't change anything", NY).intent).toBe('query_events');
  });

  it('does not let the words of a constraint decide the intent ("make it" is not an edit here)', () => {
    expect(parseRequest("Sam can't make it on Monday, find us a slot on Tuesday", NY).intent).toBe('create_event');
  });
});

describe('which way an edit moves', () => {
  it.each<[string, number, string]>([
    ['push my 3pm back 30 minutes', 30, 'later'],
    ['bump the demo up by 15 minutes', -15, 'earlier'],
    ['push it back an hour', 60, 'later'],
  ])('reads "%s" as a shift of %i minutes, %s', (text, minutes, preference) => {
    const parsed = parseRequest(text, NY);
    expect(parsed.entities.shiftMinutes).toBe(minutes);
    expect(parsed.entities.timePreference).toBe(preference);
  });
});
