import { describe, expect, it } from 'vitest';
import { mentionsOpenEmail } from '../../../lib/core/nlu/mentions-open-email';

describe('a request about the open email', () => {
  it.each([
    'Schedule what this email asks',
    'schedule what this e-mail asks for',
    'book the meeting in this thread',
    'can you set up what that message is asking?',
    'add the call from the email above',
    'find a time for the meeting the open email proposes',
    'accept the invite in this mail',
    'do what the current message says',
    'Schedule the email I am reading',
  ])('"%s" reads the open email', (request) => {
    expect(mentionsOpenEmail(request)).toBe(true);
  });

  it.each([
    'email Sam about lunch',
    'lunch with sam@acme.com tomorrow',
    'block time to answer emails',
    'move my 3pm to 4pm',
    'remind me to send an email to Dana on Friday',
    'an hour for messages every morning',
  ])('"%s" does not', (request) => {
    expect(mentionsOpenEmail(request)).toBe(false);
  });
});
