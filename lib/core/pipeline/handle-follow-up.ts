import type { LastProposal } from '../../ports/conversation-memory';
import { KairosError } from '../errors';
import type { RankedSlot } from '../slots/slot-query';
import { formatRange } from '../time/format';
import { MINUTE_MS } from '../time/zoned';
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
  const pool = pickPool(kind, last.candidates, last.shown, last.current.start);
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
