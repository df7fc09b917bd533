import type { EventOccurrence } from '../domain/calendar-event';
import type { ParsedAttendee } from '../nlu/parsed-request';
import { instantToWallClock, isoDateInZone } from '../time/zoned';

export interface TargetQuery {
  /** Words of the title as the person said them ("dentist", "team", "sync"), lower case. */
  words: readonly string[];
  attendees: readonly ParsedAttendee[];
  /** Minutes after midnight when the person named the event by its start ("my 3pm"). */
  clock?: number;
}

export type TargetMatch =
  { kind: 'one'; occurrence: EventOccurrence } | { kind: 'none' } | { kind: 'several'; occurrences: EventOccurrence[] };

/**
 * The event a person means by "the dentist", "my 1:1 with Dana", "my 3pm": the best-scoring of
 * the occurrences given (title words count most, then people, then place). A named start time must
 * match. Equal best matches on the soonest day are several (ask, never guess); equal matches on
 * later days give way to the soonest, because "my 3pm" means the next one.
 */
export function findTargetEvent(occurrences: readonly EventOccurrence[], query: TargetQuery, zone: string): TargetMatch {
  const named = query.words.length > 0 || query.attendees.length > 0;
  const scored = occurrences.flatMap((o) => {
    if (query.clock !== undefined) {
      const wall = instantToWallClock(o.start, zone);
      if (o.allDay || wall.hour * 60 + wall.minute !== query.clock) return [];
    }
    const score = scoreOf(o, query);
    return named && score === 0 ? [] : [{ o, score }];
  });
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best).map((s) => s.o);
  const [first] = top;
  if (first === undefined) return { kind: 'none' };
  const firstDay = isoDateInZone(first.start, zone);
  const sameDay = top.filter((o) => isoDateInZone(o.start, zone) === firstDay);
  // Occurrences of one repeating event are one event.
  const distinct = sameDay.filter((o, i) => sameDay.findIndex((p) => p.event.id === o.event.id) === i);
  return distinct.length === 1 ? { kind: 'one', occurrence: first } : { kind: 'several', occurrences: distinct };
}

function scoreOf(o: EventOccurrence, query: TargetQuery): number {
  const title = o.event.title.toLowerCase();
  const people = o.event.attendees.map((a) => `${a.email} ${a.name ?? ''}`.toLowerCase()).join(' ');
  const place = (o.event.location ?? '').toLowerCase();
  let score = 0;
  for (const word of query.words) {
    // "all my standups" names the event "Standup".
    const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
    if (title.includes(word) || title.includes(singular)) score += 2;
    else if (people.includes(word) || place.includes(word)) score += 1;
  }
  for (const a of query.attendees) {
    const email = a.email?.toLowerCase();
    const name = a.name?.toLowerCase();
    if (email !== undefined && people.includes(email)) score += 3;
    else if (name !== undefined && (people.includes(name) || title.includes(name))) score += 2;
  }
  return score;
}
