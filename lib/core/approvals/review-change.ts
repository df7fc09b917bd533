import type { CalendarPort } from '../../ports/calendar';
import type { FreeBusyPort } from '../../ports/free-busy';
import type { SendUpdates } from '../domain/calendar-connection';
import type { EventOccurrence } from '../domain/calendar-event';
import type { Preferences } from '../domain/preferences';
import { checkAttendeesBusy } from './check-attendees-busy';
import { checkDayOff } from './check-day-off';
import { checkOverlap } from './check-overlap';
import { checkSameLocation } from './check-same-location';
import { checkVips } from './check-vips';
import { checkWorkingHours } from './check-working-hours';
import { fieldChanges } from './field-diff';
import { notifiedPeople } from './notify-notice';
import type { CalendarChange, Check, Review, ReviewItem } from './pending-action';
import { listingRange, planItems, withoutWritten, type PlannedItem, type ReviewContext } from './review-context';

export interface ReviewDeps {
  calendar: Pick<CalendarPort, 'listOccurrences'>;
  freeBusy?: FreeBusyPort;
  preferences: Preferences;
  timeZone: string;
  sendUpdates?: SendUpdates;
}

/**
 * What the approval card shows, worked out once when a change is suggested: each event's diff,
 * who the calendar will email, and what the person may want to weigh (clashes, busy guests, a
 * double-booked room, hours, days off, VIPs). Nothing here blocks a write. The calendar is listed
 * once and free/busy asked once, however many events a bulk change holds.
 */
export async function reviewChange(change: CalendarChange, deps: ReviewDeps): Promise<Review> {
  const items = planItems(change, deps.timeZone);
  const range = listingRange(items, deps.timeZone);
  // Free/busy needs only the change itself, so it is asked while the calendar is listed.
  // A calendar that cannot be listed just now costs the clash check, not the suggestion: the card
  // says what was not checked, and the write itself re-reads its targets before it happens.
  const [listed, busy] = await Promise.all([
    range === undefined
      ? Promise.resolve<EventOccurrence[]>([])
      : deps.calendar.listOccurrences(range, deps.timeZone).catch(() => undefined),
    checkAttendeesBusy({ items }, deps.freeBusy),
  ]);
  const ctx: ReviewContext = {
    items,
    occurrences: withoutWritten(listed ?? [], items),
    preferences: deps.preferences,
    timeZone: deps.timeZone,
  };
  const checks = [
    ...(listed === undefined ? [UNLISTED] : checkOverlap(ctx)),
    ...busy,
    ...checkSameLocation(ctx),
    ...checkWorkingHours(ctx),
    ...checkDayOff(ctx),
    ...checkVips(ctx),
  ];
  return {
    timeZone: deps.timeZone,
    items: items.map((item) => reviewItem(item, deps.timeZone)),
    notify: notifiedPeople(change, deps.sendUpdates),
    checks: unique(checks),
  };
}

const UNLISTED: Check = {
  kind: 'overlap',
  text: 'Kairos could not read your calendar just now, so clashes with your own events were not checked.',
};

function reviewItem(item: PlannedItem, zone: string): ReviewItem {
  const before = item.kind === 'create' ? undefined : item.before;
  const after = item.kind === 'delete' ? undefined : item.event;
  return {
    kind: item.kind,
    title: item.title,
    start: item.start,
    end: item.end,
    allDay: item.allDay,
    diff: fieldChanges(before, after, zone),
  };
}

function unique(checks: readonly Check[]): Check[] {
  const seen = new Set<string>();
  return checks.filter((c) => {
    const key = `${c.kind}\n${c.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
