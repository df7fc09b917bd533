import { overlaps } from '../time/interval';
import type { Check } from './pending-action';
import { blocksTime, neighboursOf, subjectOf, type PlannedItem, type ReviewContext } from './review-context';
import { formatWhen } from './review-words';

/** More clash lines than this would bury the rest of a bulk change's card. */
const MAX_OVERLAP_LINES = 5;

/**
 * The person's busy events that a new or moved event would share time with. Only busy events on
 * both sides count: something marked free, or an invitation they declined, takes no time (as in
 * Google). Touching events ([9, 10) and [10, 11)) do not clash.
 */
export function checkOverlap(ctx: ReviewContext): Check[] {
  const lines = new Set<string>();
  ctx.items.forEach((item, index) => {
    if (!isChecked(item)) return;
    const subject = subjectOf(ctx, item);
    for (const other of neighboursOf(ctx, index, isChecked)) {
      if (!other.busy || !overlaps(item, other)) continue;
      const what = `"${other.title}" (${formatWhen(other, ctx.timeZone)})`;
      lines.add(subject === undefined ? `Overlaps ${what}` : `${subject} overlaps ${what}`);
    }
  });
  const all = [...lines];
  const shown = all.slice(0, MAX_OVERLAP_LINES);
  const more = all.length - shown.length;
  if (more > 0) shown.push(`…and ${String(more)} more overlap${more === 1 ? '' : 's'}`);
  return shown.map((text) => ({ kind: 'overlap', text }));
}

/** A new or moved event that blocks time; a free one clashes with nothing. */
function isChecked(item: PlannedItem): boolean {
  return item.takesNewTime && blocksTime(item.event);
}
