import type { LastProposal } from '../../ports/conversation-memory';
import { movedOccurrenceOf } from '../approvals/moved-occurrence';
import { KairosError } from '../errors';
import type { RankedSlot } from '../slots/slot-query';
import { formatRange } from '../time/format';
import { MINUTE_MS } from '../time/zoned';
import { conflictsAt } from './build-proposal';
import { byFitThenNearest } from './nearest-fit';
import { reviseProposal } from './revise-proposal';
import type { TurnContext } from './turn-context';

export type FollowUp = 'more' | 'earlier' | 'later';

/** How long a proposal stays the subject of "show more" / "any earlier times?". */
export const FOLLOW_UP_TTL_MS = 30 * MINUTE_MS;

/** The suggestion from this conversation still waiting, recent enough for "anything later?" to mean it. */
export async function liveProposal(ctx: TurnContext): Promise<LastProposal | undefined> {
  const last = await ctx.conversation?.get();
  return last !== undefined && ctx.clock.now() - last.at <= FOLLOW_UP_TTL_MS ? last : undefined;
}

/**
 * "show more", "any earlier times?", "anything later?": the next times from the candidates the last
 * proposal was chosen from (no new search), proposed in its place. When none fit, say so plainly
 * and keep the current proposal.
 */
export async function handleFollowUp(kind: FollowUp, ctx: TurnContext): Promise<void> {
  const last = await liveProposal(ctx);
  if (last === undefined) {
    ctx.emit({
      type: 'text',
      text: 'I have no recent suggestion to change. Tell me what to schedule, e.g. "lunch with dana@corp.com on Friday".',
    });
    return;
  }
  const zone = ctx.timeZone;
  const pool = await withoutClashes(pickPool(kind, last.candidates, last.shown, last.current.start), last.token, ctx);
  const [best, ...rest] = pool;
  if (best === undefined) {
    const current = formatRange(last.current.start, last.current.end, zone);
    const text =
      kind === 'earlier'
        ? `Nothing earlier works: ${current} is the earliest free time I found.`
        : kind === 'later'
          ? `Nothing later works in the range you asked for; ${current} is still suggested.`
          : 'Those are all the free times I found in that range. Try another day or week.';
    ctx.emit({ type: 'text', text });
    return;
  }
  ctx.emit({ type: 'stage', stage: 'select', label: 'Finding other times' });
  const alternatives = rest.slice(0, 3);
  const duration = Math.round((last.current.end - last.current.start) / MINUTE_MS);
  const title = last.request.entities.title ?? 'Meeting';
  const reason =
    kind === 'earlier' ? 'An earlier time that works.' : kind === 'later' ? 'A later time that works.' : 'More times that work.';
  try {
    const proposal = await reviseProposal({ token: last.token, title, start: best.start, durationMinutes: duration }, ctx, {
      alternatives,
      reason,
    });
    // The place stays with the new time: a follow-up about times changes only the time.
    ctx.emit({
      type: 'proposal',
      proposal: { ...proposal, replaces: last.token, ...(last.places === undefined ? {} : { places: last.places }) },
    });
    await ctx.conversation?.set({
      ...last,
      token: proposal.token,
      current: best,
      shown: [...last.shown, ...[best, ...alternatives].map((s) => s.start)],
      at: ctx.clock.now(),
    });
  } catch (error) {
    if (error instanceof KairosError && error.code === 'action_not_pending') {
      ctx.emit({
        type: 'text',
        text: 'That suggestion was already approved or rejected. Moving events already in your calendar is coming soon.',
      });
      return;
    }
    throw error;
  }
}

function pickPool(
  kind: FollowUp,
  candidates: readonly RankedSlot[],
  shown: readonly number[],
  currentStart: number,
): RankedSlot[] {
  switch (kind) {
    case 'more':
      return candidates.filter((c) => !shown.includes(c.start));
    case 'earlier':
      return byFitThenNearest(
        candidates.filter((c) => c.start < currentStart),
        currentStart,
      );
    case 'later':
      return byFitThenNearest(
        candidates.filter((c) => c.start > currentStart),
        currentStart,
      );
  }
}

/**
 * The candidates that clash with nothing in the calendar now. When nothing in the range was free,
 * the search ranks clashing times too (the fewest clashes first); a follow-up never offers one of
 * those as "a time that works" (the event being suggested, or moved, does not clash with itself).
 */
async function withoutClashes(pool: readonly RankedSlot[], token: string, ctx: TurnContext): Promise<RankedSlot[]> {
  if (pool.length === 0) return [];
  const from = Math.min(...pool.map((s) => s.start));
  const to = Math.max(...pool.map((s) => s.end));
  const own = await ownEventIds(token, ctx);
  const others = (await ctx.calendar.listOccurrences({ start: from, end: to }, ctx.timeZone)).filter(
    (o) => !own.includes(o.event.id),
  );
  return pool.filter((slot) => conflictsAt(others, slot).length === 0);
}

/** The calendar event a suggestion changes, if any: a move does not clash with where the event is now. */
async function ownEventIds(token: string, ctx: TurnContext): Promise<string[]> {
  try {
    const { change } = await ctx.approvals.get(token);
    if (change.kind === 'create') return [change.event.id];
    if (change.kind === 'update') return [change.before.id];
    const pair = movedOccurrenceOf(change, ctx.timeZone);
    return pair === undefined ? [] : [pair.series.id];
  } catch {
    // Already approved or rejected: reviseProposal says so below.
    return [];
  }
}
