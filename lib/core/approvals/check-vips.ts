import type { Attendee } from '../domain/calendar-event';
import type { Check } from './pending-action';
import type { ReviewContext } from './review-context';
import { joinWords, nameOf, uniqueByEmail } from './review-words';

/**
 * Whether the change touches anyone the person marked as a VIP, as a guest before or after. A VIP
 * written as an address matches that address; a name matches whole words of a guest's name or of
 * their address ("Dana" matches "Dana Lee" and dana.lee@acme.com, not "Danae").
 */
export function checkVips(ctx: ReviewContext): Check[] {
  const vips = ctx.preferences.vips.map((v) => v.trim().toLowerCase()).filter((v) => v !== '');
  if (vips.length === 0) return [];
  const guests = uniqueByEmail(ctx.items.flatMap((i) => [...i.event.attendees, ...(i.before?.attendees ?? [])]));
  const names = guests.filter((g) => g.self !== true && vips.some((v) => isVip(g, v))).map(nameOf);
  if (names.length === 0) return [];
  const text = names.length === 1 ? `${joinWords(names)} (VIP) is affected` : `${joinWords(names)} (VIPs) are affected`;
  return [{ kind: 'vip', text }];
}

function isVip(guest: Attendee, vip: string): boolean {
  if (vip.includes('@')) return guest.email.toLowerCase() === vip;
  const wanted = words(vip);
  const local = guest.email.split('@')[0] ?? '';
  return [words(guest.name ?? ''), words(local)].some((have) => containsRun(have, wanted));
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** Whether `wanted` appears in `have` as consecutive words. */
function containsRun(have: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  for (let i = 0; i + wanted.length <= have.length; i++) {
    if (wanted.every((w, k) => have[i + k] === w)) return true;
  }
  return false;
}
