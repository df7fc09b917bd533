import { WEEKDAYS } from '../domain/preferences';
import { subtract } from '../time/interval';
import { workingIntervals } from '../time/working-hours';
import { instantToWallClock, isoDateInZone } from '../time/zoned';
import { dayOffReason } from './check-day-off';
import type { Check } from './pending-action';
import { subjectOf, type ReviewContext } from './review-context';

/**
 * A new or moved timed event that is not wholly inside the person's working hours, in their zone.
 * A day off says so on its own line instead, and all-day events have no hours to be outside of.
 */
export function checkWorkingHours(ctx: ReviewContext): Check[] {
  const lines = new Set<string>();
  for (const item of ctx.items) {
    if (!item.takesNewTime || item.allDay) continue;
    if (dayOffReason(ctx, isoDateInZone(item.start, ctx.timeZone)) !== undefined) continue;
    const working = workingIntervals(item, ctx.preferences.workingHours, ctx.timeZone);
    if (subtract([item], working).length === 0) continue;
    const weekday = WEEKDAYS[instantToWallClock(item.start, ctx.timeZone).weekday];
    if (weekday === undefined) continue;
    const hours = ctx.preferences.workingHours[weekday].map((r) => `${r.start}–${r.end}`).join(', ');
    const day = weekday.charAt(0).toUpperCase() + weekday.slice(1);
    const subject = subjectOf(ctx, item);
    lines.add(
      subject === undefined
        ? `Outside your working hours (${day} ${hours})`
        : `${subject} is outside your working hours (${day} ${hours})`,
    );
  }
  return [...lines].map((text) => ({ kind: 'outside_hours', text }));
}
