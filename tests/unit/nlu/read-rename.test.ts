import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { readRename } from '../../../lib/core/nlu/read-rename';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';

describe('readRename: which event, and its new name', () => {
  it.each([
    ['rename the standup to Daily Sync', 'the standup', 'Daily Sync'],
    ['Rename my 3pm as Vendor Call', 'my 3pm', 'Vendor Call'],
    ['retitle the offsite as Team Retreat', 'the offsite', 'Team Retreat'],
    ['relabel fridays catch-up as Mentoring', 'fridays catch-up', 'Mentoring'],
    ['rename retro -> Sprint 42 Retro', 'retro', 'Sprint 42 Retro'],
    ['rename 3pm → Vendor Sync', '3pm', 'Vendor Sync'],
    ["Rename the weekly sync 'Ops Weekly'", 'the weekly sync', 'Ops Weekly'],
    ['Call the 1:1 with Priya "Career Chat" instead', 'the 1:1 with Priya', 'Career Chat'],
    [
      "can you call the thursday meeting 'Pricing Deep Dive' instead? the old name's confusing",
      'the thursday meeting',
      'Pricing Deep Dive',
    ],
    ['Update the title of the design review to Design Critique', 'the design review', 'Design Critique'],
    ['change the event name of the board call to Board Update', 'the board call', 'Board Update'],
    ['Please change the meeting name on Monday to Budget Kickoff.', 'Monday', 'Budget Kickoff'],
    ['Change the event title from Catch-up to Quarterly Check-in', 'Catch-up', 'Quarterly Check-in'],
    ['Change "Sync" to "Customer Sync" on Thursday', 'Sync Thursday', 'Customer Sync'],
    ['Make the title of the 11am "Hiring Committee"', 'the 11am', 'Hiring Committee'],
    ['Give the 11am a new name: Product Review', 'the 11am', 'Product Review'],
    ['make the 2pm say Interview Panel instead', 'the 2pm', 'Interview Panel'],
    ['could you rename the lunch on friday to Team Lunch, so people know what it is', 'the lunch on friday', 'Team Lunch'],
    [
      "oh and can you rename the thing on thursday to 'Vendor Demo'? it's not a sync anymore",
      'the thing on thursday',
      'Vendor Demo',
    ],
    [
      'the roadmap review on friday the 4th should be called Q1 roadmap review',
      'the roadmap review on friday the 4th',
      'Q1 roadmap review',
    ],
    ['pls rename tmrw standup to standup + demo', 'tmrw standup', 'standup + demo'],
  ])('"%s": %s → %s', (text, target, title) => {
    const reading = readRename(text);
    expect(reading?.title).toBe(title);
    expect(reading?.target).toBe(target);
  });

  it.each([
    "put 'Call the bank' on my calendar today at 5:30pm",
    'call my mom tomorrow at 6',
    'name a time for lunch with Sam',
    'schedule a call with Dana',
    'give Sam a call on Friday',
    'make a 30 minute call with Priya',
  ])('reads no rename in "%s"', (text) => {
    expect(readRename(text)).toBeUndefined();
  });

  it('makes the request an edit carrying the new name as its title', () => {
    const parsed = parseRequest('Please call the meeting on the 10th "Partner Summit".', { now: NOW, timeZone: ZONE });
    expect(parsed.intent).toBe('update_event');
    expect(parsed.entities.title).toBe('Partner Summit');
  });
});
