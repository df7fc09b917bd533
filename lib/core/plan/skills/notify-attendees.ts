import { z } from 'zod';
import type { Attendee } from '../../domain/calendar-event';
import { formatRange } from '../../time/format';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';

/**
 * A note to the people affected, drafted for the person to send: a Gmail compose window on Google,
 * a mailto: link on the local calendar. Kairos never sends email itself; cancellations and moves on
 * Google also reach guests through Calendar's own updates, as the card says.
 */
export const notifyAttendees = defineSkill({
  taskType: 'NotifyAttendees',
  describe: 'Draft a note (never sent by Kairos) to the guests of some events, e.g. why they were cancelled.',
  effect: 'read',
  params: z.object({
    events: refOr(z.array(eventOccurrenceSchema)),
    /** Why, in the person's words: "travel", "I'm out sick". */
    reason: z.string().trim().max(200).optional(),
    label: z.string().max(120).optional(),
  }),
  run(params, ctx) {
    const events = resolved(params.events, 'events');
    const people = new Map<string, Attendee>();
    for (const o of events) for (const a of o.event.attendees) if (a.self !== true) people.set(a.email.toLowerCase(), a);
    const to = [...people.values()].map((a) => a.email);
    if (to.length === 0) return Promise.resolve({ kind: 'done', result: { to: [], count: 0 } });
    const why = params.reason === undefined || params.reason === '' ? '' : ` because of ${params.reason}`;
    const subject = events.length === 1 ? `Change to "${events[0]?.event.title ?? ''}"` : 'Changes to our meetings';
    const lines = events.map((o) => `- ${o.event.title} (${formatRange(o.start, o.end, ctx.timeZone)})`);
    const body = `Hi,\n\nI need to change the following${why}:\n${lines.join('\n')}\n\nSorry for the short notice. I'll follow up with new times.\n`;
    const query = `to=${encodeURIComponent(to.join(','))}&su=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    // The Google calendar is the one that emails guests (sendUpdates is set); its person has Gmail.
    const url =
      ctx.sendUpdates === undefined
        ? `mailto:${to.map(encodeURIComponent).join(',')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
        : `https://mail.google.com/mail/?view=cm&fs=1&${query}`;
    const names = [...people.values()].map((a) => a.name ?? a.email);
    ctx.emit({
      type: 'link',
      link: {
        url,
        label: `Draft a note to ${names.length <= 3 ? names.join(', ') : `${String(names.length)} people`}`,
        description: `Kairos drafted a note to the ${String(to.length)} people you had these meetings with; it opens in your email for you to edit and send. Nothing is sent by Kairos.`,
      },
    });
    return Promise.resolve({ kind: 'done', result: { to, subject, body, url, count: to.length } });
  },
});
