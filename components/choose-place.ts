import type { Proposal } from '../lib/core/pipeline/turn-event';
import type { ProposalPlaces } from '../lib/core/places/place-choice';

/**
 * The card's places once the person picks another: that one chosen, and the rest (the one chosen
 * before among them) in the order they were first ranked, so the list reads the same after each pick.
 * `ranking` holds the ids as the proposal first offered them, the chosen one first. Undefined when
 * the id is not one of the alternatives.
 */
export function choosePlace(places: ProposalPlaces, id: string, ranking: readonly string[]): ProposalPlaces | undefined {
  const picked = places.alternatives.find((p) => p.id === id);
  if (picked === undefined) return undefined;
  const rank = (placeId: string): number => {
    const i = ranking.indexOf(placeId);
    return i === -1 ? ranking.length : i;
  };
  const rest = [places.chosen, ...places.alternatives.filter((p) => p.id !== id)];
  // Array.prototype.sort is stable: places the ranking does not know keep their order, last.
  return { ...places, chosen: picked, alternatives: rest.sort((a, b) => rank(a.id) - rank(b.id)) };
}

/**
 * A revised proposal with the card's places put back: the background revises the event only and
 * answers without them (places it does send win). They are kept only while the event's location is still the chosen place's,
 * so the card never shows a venue the event would not be written with.
 */
export function withPlaces(revised: Proposal, places: ProposalPlaces | undefined): Proposal {
  if (revised.places !== undefined || places === undefined || revised.location !== places.chosen.location) return revised;
  return { ...revised, places };
}

/**
 * A proposal revised to another place at the same time: the card still offers the other times it
 * offered (the background answers a revision without any), and still says why this time, unless the
 * time now overlaps something, which the background's reason says.
 */
export function keepTimeOffers(revised: Proposal, shown: Proposal): Proposal {
  if (revised.start !== shown.start || revised.end !== shown.end) return revised;
  return {
    ...revised,
    alternatives: shown.alternatives,
    ...(revised.conflicts.length === 0 ? { reason: shown.reason } : {}),
  };
}
