import { busyFromOccurrences } from '../slots/busy-from-occurrences';
import { findCandidateSlots } from '../slots/find-candidate-slots';
import type { Interval } from '../time/interval';
import { addZonedDays, startOfZonedDay } from '../time/zoned';
import type { TurnContext } from './turn-context';

/** How far ahead free times are offered: the working week or so a reply usually covers. */
const SEARCH_DAYS = 7;
/** Offered per day at most, so the times spread over several days the reader can choose from. */
const PER_DAY = 2;
const OFFERED = 5;

/**
 * Compose's "Insert my availability": a few free times, spread over the coming days, written the
 * way a recipient reads them ("Tue 24 Nov, 10:00–10:30 (EST)"). Nothing is booked: the person
 * approves the text in the side panel, and only then is it put into the email, unsent.
 */
export async function handleShareAvailability(ctx: TurnContext): Promise<void> {
  const { timeZone: zone, clock, preferences } = ctx;
  const now = clock.now();
  const window = { start: now, end: addZonedDays(startOfZonedDay(now, zone), SEARCH_DAYS + 1, zone) };
  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Finding your free times' });
  const occurrences = await ctx.calendar.listOccurrences(window, zone);
  const result = findCandidateSlots({
    now,
    timeZone: zone,
    durationMinutes: preferences.defaultDurationMinutes,
    window,
    participants: [
      {
        id: 'me',
        name: 'You',
        timeZone: zone,
        workingHours: preferences.workingHours,
        busy: busyFromOccurrences(occurrences, zone),
      },
    ],
    organiserId: 'me',
    calendarKind: 'work',
    gridMinutes: 30,
    minimumNoticeMinutes: 120,
    limit: 60,
  });
  // With no free time the search offers its nearest busy ones instead: never times to promise someone.
  const slots = result.hasNoCommonTime ? [] : spread(result.slots, zone);
  if (slots.length === 0) {
    ctx.emit({
      type: 'text',
      text: `I found no free ${String(preferences.defaultDurationMinutes)}-minute time in your working hours over the next ${String(SEARCH_DAYS)} days.`,
    });
    return;
  }
  ctx.emit({ type: 'stage', stage: 'select', label: 'Writing the times' });
  ctx.emit({ type: 'availability', timeZone: zone, slots: slots.map((s) => ({ start: s.start, end: s.end })) });
}

/** Earliest first, at most PER_DAY a day, OFFERED in all: a choice across days rather than one crowded morning. */
function spread(candidates: readonly Interval[], zone: string): Interval[] {
  const byStart = [...candidates].sort((a, b) => a.start - b.start);
  const perDay = new Map<number, number>();
  const chosen: Interval[] = [];
  for (const slot of byStart) {
    const day = startOfZonedDay(slot.start, zone);
    const taken = perDay.get(day) ?? 0;
    // Two the same day are at least two hours apart, so they differ for the reader.
    const near = chosen.some((c) => Math.abs(c.start - slot.start) < 2 * 3_600_000);
    if (taken >= PER_DAY || near) continue;
    perDay.set(day, taken + 1);
    chosen.push(slot);
    if (chosen.length === OFFERED) break;
  }
  return chosen;
}
