import type { FreeBusyAnswer, FreeBusyPort } from '../../ports/free-busy';
import type { Attendee } from '../domain/calendar-event';
import { overlaps, subtract, type Interval } from '../time/interval';
import type { Check } from './pending-action';
import { subjectOf, type PlannedItem, type ReviewContext } from './review-context';
import { joinWords, nameOf, uniqueByEmail } from './review-words';

interface Ask {
  item: PlannedItem;
  guests: Attendee[];
}

/**
 * Required guests whose shared calendars are busy when a new or moved event would be, asked in one
 * free/busy query. Whose calendar cannot be seen, or a failed query, is said by the turn's own notes,
 * so here it only means nothing to add: a review never fails for free/busy.
 */
export async function checkAttendeesBusy(
  ctx: Pick<ReviewContext, 'items'>,
  freeBusy: FreeBusyPort | undefined,
): Promise<Check[]> {
  const asks = ctx.items.flatMap((item): Ask[] => {
    const guests = guestsToAsk(item);
    return guests.length === 0 ? [] : [{ item, guests }];
  });
  if (freeBusy === undefined || asks.length === 0) return [];
  const emails = uniqueByEmail(asks.flatMap((a) => a.guests)).map((g) => g.email);
  const range = { start: Math.min(...asks.map((a) => a.item.start)), end: Math.max(...asks.map((a) => a.item.end)) };
  let answers: Map<string, FreeBusyAnswer>;
  try {
    answers = await freeBusy.query(emails, range);
  } catch {
    return [];
  }
  const lines = new Set<string>();
  for (const { item, guests } of asks) {
    const busy = guests.filter((g) => busyAt(answerFor(answers, g.email), ownTime(ctx, g.email), item)).map(nameOf);
    if (busy.length === 0) continue;
    const subject = subjectOf(ctx, item);
    lines.add(
      `${joinWords(busy)} ${busy.length === 1 ? 'is' : 'are'} busy ${subject === undefined ? 'then' : `during ${subject}`}`,
    );
  }
  return [...lines].map((text) => ({ kind: 'attendee_busy', text }));
}

/**
 * Who to ask about an item: at a new time every required guest; otherwise only those the edit adds,
 * since the others already agreed to this time. All-day events are skipped: any meeting that day
 * would make a guest look busy.
 */
function guestsToAsk(item: PlannedItem): Attendee[] {
  if (item.kind === 'delete' || item.allDay) return [];
  const required = uniqueByEmail(item.event.attendees.filter((a) => a.self !== true && a.optional !== true));
  if (item.takesNewTime || item.before === undefined) return required;
  const had = new Set(item.before.attendees.map((a) => a.email.toLowerCase()));
  return required.filter((a) => !had.has(a.email.toLowerCase()));
}

/** Answers are keyed by the address as asked, but a calendar may echo it in another case. */
function answerFor(answers: ReadonlyMap<string, FreeBusyAnswer>, email: string): FreeBusyAnswer | undefined {
  const exact = answers.get(email);
  if (exact !== undefined) return exact;
  const lower = email.toLowerCase();
  return [...answers].find(([key]) => key.toLowerCase() === lower)?.[1];
}

/**
 * Where the guest's busy time may be these very events: the ones the change moves or deletes that
 * they are invited to. Free/busy cannot say which event a block is, so those times are set aside,
 * or moving a meeting by 15 minutes would find everyone busy with it.
 */
function ownTime(ctx: Pick<ReviewContext, 'items'>, email: string): Interval[] {
  const lower = email.toLowerCase();
  return ctx.items.flatMap((i) =>
    i.before !== undefined && i.before.attendees.some((a) => a.email.toLowerCase() === lower) && i.before.time.kind === 'timed'
      ? [{ start: i.before.time.start, end: i.before.time.end }]
      : [],
  );
}

function busyAt(answer: FreeBusyAnswer | undefined, own: readonly Interval[], item: PlannedItem): boolean {
  if (answer?.kind !== 'busy') return false;
  return subtract(answer.busy, own).some((b) => overlaps(b, item));
}
