import { declinedBySelf } from '../domain/calendar-event';
import { WEEKDAY_NAMES, WEEKDAYS } from '../domain/preferences';
import { formatDay } from '../time/format';
import { addZonedDays, instantToWallClock, isoDateInZone, isoDateToInstant, startOfZonedDay } from '../time/zoned';
import type { Check } from './pending-action';
import type { PlannedItem, ReviewContext } from './review-context';

/** Words matched whole ("Leave" but not "Cleaver"); CJK has no spaces, so its words match anywhere. */
const TIME_OFF =
  /(?<![\p{L}\p{N}])(?:vacation|holidays?|days? off|time off|ooo|out of (?:the )?office|pto|leave|sick|urlaub|vacaciones|congés?|férias)(?![\p{L}\p{N}])/iu;
const TIME_OFF_CJK = /休假|假期|请假|請假|年假|病假|休暇|有給/;

/** A long event is checked day by day only this far: a month-long block says enough by then. */
const MAX_DAYS_PER_ITEM = 31;

/**
 * Days the person does not work that a new or moved event falls on: a weekday without working
 * hours, a day off in their preferences, or a day their own calendar marks as time off. An event
 * that is itself time off ("Vacation" on a Saturday) is no concern.
 */
export function checkDayOff(ctx: ReviewContext): Check[] {
  const lines = new Set<string>();
  for (const item of ctx.items) {
    if (!item.takesNewTime || readsAsTimeOff(item.title)) continue;
    for (const date of daysOf(item, ctx.timeZone)) {
      const reason = dayOffReason(ctx, date);
      if (reason !== undefined) lines.add(reason);
    }
  }
  return [...lines].map((text) => ({ kind: 'day_off', text }));
}

/** Why the person is off on a date (YYYY-MM-DD in their zone), in a card's words; undefined on a working day. */
export function dayOffReason(ctx: ReviewContext, date: string): string | undefined {
  const midnight = isoDateToInstant(date, ctx.timeZone);
  const weekday = WEEKDAYS[instantToWallClock(midnight, ctx.timeZone).weekday];
  if (weekday !== undefined && ctx.preferences.workingHours[weekday].length === 0) {
    return `${WEEKDAY_NAMES[weekday]} is not a working day for you`;
  }
  const day = formatDay(midnight, ctx.timeZone);
  if (ctx.preferences.daysOff.includes(date)) return `${day} is one of your days off`;
  const off = ctx.occurrences.find(
    (o) => o.allDay && o.start <= midnight && midnight < o.end && !declinedBySelf(o.event) && readsAsTimeOff(o.event.title),
  );
  return off === undefined ? undefined : `${day} is marked off in your calendar ("${off.event.title}")`;
}

/** Whether a title names time off: vacation, holiday, OOO, PTO, leave, sick… */
export function readsAsTimeOff(title: string): boolean {
  return TIME_OFF.test(title) || TIME_OFF_CJK.test(title);
}

/** The dates in the person's zone an item touches, first to last. */
function daysOf(item: PlannedItem, zone: string): string[] {
  const dates: string[] = [];
  for (
    let day = startOfZonedDay(item.start, zone);
    day < item.end && dates.length < MAX_DAYS_PER_ITEM;
    day = addZonedDays(day, 1, zone)
  ) {
    dates.push(isoDateInZone(day, zone));
  }
  return dates;
}
