import type { SkillContext } from './skill';

/**
 * Runs a path that may show a proposal card (the five-stage path, a follow-up, a place change) and
 * returns the card's token, title and time as the step's result, so later steps can lean on it
 * ("…and book 15 minutes with Dana right after"). No card: an empty result.
 */
export async function proposalResult(
  ctx: SkillContext,
  run: (ctx: SkillContext) => Promise<void>,
): Promise<Record<string, unknown>> {
  let proposed: { token: string; title: string; start: number; end: number } | undefined;
  await run({
    ...ctx,
    emit: (event) => {
      if (event.type === 'proposal') {
        const { token, title, start, end } = event.proposal;
        proposed = { token, title, start, end };
      }
      ctx.emit(event);
    },
  });
  return proposed ?? {};
}
