import { defineContentScript } from '#imports';
import { mount as mountFindATime } from '../../lib/content/calendar/find-a-time';
import { mount as mountReschedule } from '../../lib/content/calendar/reschedule';

// Google Calendar: read what the page shows, send one checked request per click, render two buttons.
// No logic, no storage, no secrets here; the background decides what a request means.
export default defineContentScript({
  matches: ['https://calendar.google.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    mountFindATime(ctx);
    mountReschedule(ctx);
  },
});
