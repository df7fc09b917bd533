import { describe, expect, it } from 'vitest';
import { readEmailRequest } from '../../../lib/core/nlu/read-email-request';
import { openEmailText } from '../../../lib/messaging/open-email-text';
import { PAGE_TEXT_CHARS } from '../../../lib/messaging/protocol';

describe('an email read from Gmail as a turn’s page text', () => {
  it('puts the headers first, as the built-in engine reads them, then the words', () => {
    const text = openEmailText({
      found: true,
      subject: 'Q3  planning\nsync',
      from: { email: 'sam@acme.com', name: 'Sam Lee' },
      to: [{ email: 'dana@acme.com', name: 'Ortiz, Dana' }, { email: 'lee@acme.com' }],
      cc: [{ email: 'priya@acme.com', name: 'Priya "P" N' }],
      sentAt: 'Mon, Nov 23, 2026, 9:12 AM',
      text: 'Could we meet Tuesday?',
    });
    expect(text).toBe(
      [
        'From: Sam Lee <sam@acme.com>',
        'To: "Ortiz, Dana" <dana@acme.com>, lee@acme.com',
        "Cc: Priya 'P' N <priya@acme.com>",
        'Subject: Q3 planning sync',
        'Date: Mon, Nov 23, 2026, 9:12 AM',
        '',
        'Could we meet Tuesday?',
      ].join('\n'),
    );
    // The engine takes everyone named in the headers as a guest, commas in quoted names and all.
    expect(readEmailRequest(text).people).toEqual([
      'Sam Lee <sam@acme.com>',
      '"Ortiz, Dana" <dana@acme.com>',
      'lee@acme.com',
      "Priya 'P' N <priya@acme.com>",
    ]);
  });

  it('leaves out headers it does not have (the person’s own reply has no From)', () => {
    expect(openEmailText({ found: true, to: [], cc: [], text: 'Any afternoon works.' })).toBe('Any afternoon works.');
  });

  it('stays within the page-text limit a turn accepts', () => {
    const text = openEmailText({
      found: true,
      subject: 'Long',
      to: [],
      cc: [],
      text: 'x'.repeat(PAGE_TEXT_CHARS),
    });
    expect(text.length).toBe(PAGE_TEXT_CHARS);
    expect(text.startsWith('Subject: Long\n\n')).toBe(true);
  });
});
