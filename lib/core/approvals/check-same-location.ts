import { overlaps } from '../time/interval';
import type { Check } from './pending-action';
import { neighboursOf, subjectOf, type PlannedItem, type ReviewContext } from './review-context';
import { formatWhen } from './review-words';

/** Words that make a location a call rather than a room: two calls at once never share a place. */
const VIRTUAL = /\b(?:zoom|meet|hangouts?|teams|webex|skype|phone|call|online|virtual|video call|tbd|tba)\b/i;

/**
 * Another event in the same room at the same time: the room is probably double-booked. Events the
 * person declined or marked free still count, since they still happen there. All-day events do
 * not: "Berlin" all day and a meeting in Berlin are not in each other's way.
 */
export function checkSameLocation(ctx: ReviewContext): Check[] {
  const lines = new Set<string>();
  ctx.items.forEach((item, index) => {
    if (!isChecked(item)) return;
    const place = placeKey(item.event.location);
    const subject = subjectOf(ctx, item);
    for (const other of neighboursOf(ctx, index, isChecked)) {
      if (other.allDay || placeKey(other.location) !== place || !overlaps(item, other)) continue;
      const text = `"${item.event.location?.trim() ?? ''}" is also the place of "${other.title}" (${formatWhen(other, ctx.timeZone)})`;
      lines.add(subject === undefined ? text : `${subject}: ${text}`);
    }
  });
  return [...lines].map((text) => ({ kind: 'same_location', text }));
}

/** A new, moved or relocated timed event at a real place. */
function isChecked(item: PlannedItem): boolean {
  const relocated = item.before !== undefined && placeKey(item.before.location) !== placeKey(item.event.location);
  return (item.takesNewTime || relocated) && !item.allDay && placeKey(item.event.location) !== undefined;
}

/** The same room however it was typed; undefined for no place, a link or a call. */
function placeKey(location: string | undefined): string | undefined {
  const key = location?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '';
  if (key === '' || /:\/\/|^www\./.test(key) || VIRTUAL.test(key)) return undefined;
  return key;
}
