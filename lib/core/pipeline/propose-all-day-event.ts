import { mayAutoApprove } from '../approvals/auto-approve-policy';
import type { EventDraft } from '../domain/calendar-event';
import { newEventIdSchema } from '../domain/calendar-event';
import { nameFromEmail } from '../nlu/extract-attendees';
import type { ParsedPart, When } from '../nlu/parsed-request';
import { formatDay } from '../time/format';
import { DAY_MS, addZonedDays, isoDateInZone, startOfZonedDay } from '../time/zoned';
import { approvalRequestOf } from './approval-request';
import { suggestChange } from './suggest-change';
import type { TurnContext } from './turn-context';

/** Longer than this is a leave or a trip the person should write with its dates, not a guess. */
const MAX_DAYS = 31;

/**
 * A new all-day event ("an all-day event 'Quarter close' on Dec 31"): the day, or days, said, with
 * no slot to search. It waits on an approval card like a cancel, since a proposal card shows a time.
 * Without a day it asks which, rather than picking one.
 */
export async function proposeAllDayEvent(parsed: ParsedPart, ctx: TurnContext): Promise<void> {
  const zone = ctx.timeZone;
  const title = parsed.entities.title ?? 'All-day event';
  const days = daysOf(parsed.when, zone);
  if (days === undefined) {
    ctx.emit({ type: 'text', text: `Which day should "${title}" be on?` });
    return;
  }
  if (days.end <= ctx.clock.now()) {
    ctx.emit({ type: 'text', text: `That day has already passed. Which day should "${title}" be on?` });
    return;
  }
  const attendees = (parsed.entities.attendees ?? []).flatMap((a) =>
    a.email === undefined ? [] : [{ email: a.email, name: a.name ?? nameFromEmail(a.email) }],
  );
  const draft: EventDraft = {
    id: newEventIdSchema.parse(ctx.ids.newId()),
    title,
    time: { kind: 'allDay', startDate: isoDateInZone(days.start, zone), endDate: isoDateInZone(days.end, zone) },
    attendees,
    transparency: parsed.entities.allDay === 'busy' ? 'opaque' : 'transparent',
    ...(parsed.entities.location === undefined ? {} : { location: parsed.entities.location }),
    ...(parsed.entities.recurrence === undefined ? {} : { recurrence: [parsed.entities.recurrence] }),
  };
  const last = addZonedDays(days.end, -1, zone);
  const dates = last === days.start ? formatDay(days.start, zone) : `${formatDay(days.start, zone)} – ${formatDay(last, zone)}`;
  const action = await suggestChange(ctx, { kind: 'create', event: draft }, `Create all-day "${title}" on ${dates}`);
  if (mayAutoApprove(action, parsed.confidence, ctx.preferences)) {
    await ctx.approvals.approve(action.token, { auto: true });
    ctx.emit({ type: 'text', text: `Added all-day "${title}" on ${dates}.` });
    return;
  }
  ctx.emit({ type: 'approval', approval: approvalRequestOf(action) });
}

/** The whole days `when` covers, midnight to midnight; one day when it names a time in it. */
function daysOf(when: When | undefined, zone: string): { start: number; end: number } | undefined {
  if (when === undefined) return undefined;
  const start = startOfZonedDay(when.start, zone);
  const wholeDays = when.grain === 'day' || when.grain === 'week';
  const end = wholeDays && when.end !== undefined ? startOfZonedDay(when.end - 1, zone) : start;
  const next = addZonedDays(end, 1, zone);
  if (next - start > MAX_DAYS * DAY_MS) return undefined;
  return { start, end: next };
}
