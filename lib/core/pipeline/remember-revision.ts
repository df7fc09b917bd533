import type { ConversationMemory } from '../../ports/conversation-memory';
import type { Proposal } from './turn-event';

/**
 * A card's own edit (a time or place picked on it) becomes the conversation's last proposal, when
 * that card is the one the conversation remembers: otherwise "book a table there" would open the
 * place the card showed before, and follow-ups would revise a token that was replaced.
 */
export async function rememberRevision(memory: ConversationMemory, oldToken: string, proposal: Proposal): Promise<void> {
  const last = await memory.get();
  if (last?.token !== oldToken) return;
  const places = last.places;
  const all = places === undefined ? [] : [places.chosen, ...places.alternatives];
  const picked = all.find((p) => p.location === proposal.location);
  await memory.set({
    ...last,
    token: proposal.token,
    current: { start: proposal.start, end: proposal.end },
    ...(places === undefined || picked === undefined
      ? {}
      : { places: { ...places, chosen: picked, alternatives: all.filter((p) => p !== picked).slice(0, 3) } }),
  });
}
