import { defineContentScript } from '#imports';
import { mount as mountFindTimeWith } from '../../lib/content/gmail/find-time-with';
import { mount as mountInsertAvailability } from '../../lib/content/gmail/insert-availability';

/** Kairos in Gmail: "Find a time with …" on open threads and "Insert my availability" in compose. */
export default defineContentScript({
  matches: ['https://mail.google.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    mountFindTimeWith(ctx);
    mountInsertAvailability(ctx);
  },
});
