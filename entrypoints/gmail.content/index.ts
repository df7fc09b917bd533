import { defineContentScript } from '#imports';
import { mount as mountAnswerReadEmail } from '../../lib/content/gmail/answer-read-email';
import { mount as mountFindTimeWith } from '../../lib/content/gmail/find-time-with';
import { mount as mountInsertAvailability } from '../../lib/content/gmail/insert-availability';

/**
 * Kairos in Gmail: "Find a time with …" on open threads, "Insert my availability" in compose, and
 * the open email read for the side panel when the person asks about it.
 */
export default defineContentScript({
  matches: ['https://mail.google.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    mountFindTimeWith(ctx);
    mountInsertAvailability(ctx);
    mountAnswerReadEmail(ctx);
  },
});
