import type { ParsedAttendee } from '../nlu/parsed-request';

/**
 * The template cache's key: the attendees, each by email (else name), lower-cased and sorted, so
 * "lunch with Dana and Sam" and "move lunch with sam and dana" find the same entry. No attendees: "me".
 */
export function participantsKey(attendees: readonly ParsedAttendee[] | undefined): string {
  const ids = (attendees ?? []).flatMap((a) => {
    const id = (a.email ?? a.name)?.trim().toLowerCase();
    return id === undefined || id === '' ? [] : [id];
  });
  return ids.length === 0 ? 'me' : [...new Set(ids)].sort().join(',');
}
