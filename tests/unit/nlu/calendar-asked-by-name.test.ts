import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const intentOf = (text: string) => parseRequest(text, { now: NOW, timeZone: 'America/New_York' }).intent;

describe('the calendar asked about by name is a question', () => {
  it.each([
    'tell me about my schedule for tomorrow',
    'show me my calendar for next week',
    'give me my agenda for today',
    'can you read me my schedule',
    'please tell me about the day tomorrow',
    "could you show me tomorrow's plans",
    'hey kairos give me the week ahead',
  ])('%s', (text) => {
    expect(intentOf(text)).toBe('query_events');
  });

  it.each(['schedule a call to tell me about the budget tomorrow at 3', 'block my calendar friday afternoon'])(
    'leaves a request to act as it was: %s',
    (text) => {
      expect(intentOf(text)).not.toBe('query_events');
    },
  );
});
