import { z } from 'zod';
import { hasOtherGuest } from '../../pipeline/match-bulk-selection';
import { eventQuerySchema } from '../event-query';
import { queryRange, selectEvents } from '../query/select-events';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';

/**
 * The one way a Plan picks events (the event query language). A selection that is not sure stops
 * its branch with a question: changing the wrong event is the worst thing Kairos can do.
 */
export const findEvents = defineSkill({
  taskType: 'FindEvents',
  describe: 'Find events by title, people, time, part of day, ordinal and kind (an EventQuery).',
  effect: 'read',
  params: z.object({
    query: eventQuerySchema,
    /** Finding nothing is an answer, not a question: the condition after it tests for it. */
    allowEmpty: z.boolean().optional(),
    /** Only events starting once these are over ("since the pricing call"): after the last of them ends. */
    after: refOr(z.array(eventOccurrenceSchema)).optional(),
    label: z.string().max(120).optional(),
  }),
  async run({ query, allowEmpty, after }, ctx) {
    const now = ctx.clock.now();
    const listed = await ctx.listOccurrences(queryRange(query, now, ctx.timeZone));
    const since = after === undefined ? undefined : Math.max(...resolved(after, 'after').map((o) => o.end));
    const occurrences = since === undefined ? listed : listed.filter((o) => o.start >= since);
    // A calendar that records no guests (an imported .ics, a local calendar) calls everything a meeting;
    // one that does, with no meeting in this range (Thanksgiving), has none: the months around now tell which.
    const directory = await ctx.directory();
    const recordsGuests = occurrences.some((o) => hasOtherGuest(o.event)) || directory.people.some((p) => !p.isSelf);
    const kind = query.kind === 'meetings' && !recordsGuests ? undefined : query.kind;
    const asked = kind === query.kind ? query : { ...query, kind: 'all' as const };
    const selection = selectEvents(occurrences, asked, { now, timeZone: ctx.timeZone, directory, pinned: ctx.pinned });
    switch (selection.kind) {
      case 'found':
        return { kind: 'done', result: { events: selection.occurrences, count: selection.occurrences.length } };
      case 'none':
        return allowEmpty === true ? { kind: 'done', result: { events: [], count: 0 } } : { kind: 'stop', text: selection.text };
      case 'ambiguous':
        return { kind: 'stop', text: selection.text, choices: selection.choices };
      case 'ask_person':
        return { kind: 'stop', text: selection.text };
    }
  },
});
