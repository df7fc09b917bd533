import type { EventOccurrence } from '../domain/calendar-event';

/** How far back Kairos looks for where the person usually meets a guest. */
export const LEARN_FROM_DAYS = 120;
/** At most this many guests are looked up: each is a geocode, and OpenStreetMap allows one a second. */
export const MAX_GUESTS_LOOKED_UP = 2;

/** Locations that say where an event happened in words only a video call has. */
const NOT_A_PLACE =
  /\b(?:zoom|meet\.google|google meet|teams|webex|skype|hangouts?|phone|call|online|virtual|tbd|tba)\b|https?:\/\//i;

/**
 * Where the person has met each guest before: the location written most often on past events with
 * that guest (ties to the most recent), for guests with an email. A venue's name or an address is
 * kept as written; video links and "TBD" are not places. Guests never met somewhere are left out.
 */
export function learnedGuestLocations(
  past: readonly EventOccurrence[],
  guestEmails: readonly string[],
): { email: string; location: string }[] {
  const learned: { email: string; location: string }[] = [];
  for (const email of guestEmails.slice(0, MAX_GUESTS_LOOKED_UP)) {
    const wanted = email.toLowerCase();
    const counts = new Map<string, { count: number; last: number; text: string }>();
    for (const o of past) {
      const location = o.event.location?.trim();
      if (location === undefined || location === '' || NOT_A_PLACE.test(location)) continue;
      if (!o.event.attendees.some((a) => a.email.toLowerCase() === wanted && a.self !== true)) continue;
      const key = location.toLowerCase();
      const seen = counts.get(key);
      counts.set(key, {
        count: (seen?.count ?? 0) + 1,
        last: Math.max(seen?.last ?? 0, o.start),
        text: seen?.text ?? location,
      });
    }
    const best = [...counts.values()].sort((a, b) => b.count - a.count || b.last - a.last)[0];
    if (best !== undefined) learned.push({ email, location: best.text });
  }
  return learned;
}
