import type { PlaceChoice, ProposalPlaces } from './place-choice';

/** A venue's name as people type it: case, "&"/"and", "the", apostrophes and punctuation folded. */
function fold(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/^\s*the\s+/, '')
    .trim();
}

/**
 * The place the card offered that the person named ("move it to Kiln & Bean", "at the Kiln"): the
 * one whose name is the words said, else the only one whose name holds them as whole words.
 * Undefined when none or several fit: a venue not offered is just a location, and a guess between
 * two is never made.
 */
export function offeredPlace(places: ProposalPlaces, said: string): PlaceChoice | undefined {
  const wanted = fold(said);
  if (wanted.length < 3) return undefined;
  const offered = [places.chosen, ...places.alternatives];
  const exact = offered.filter((p) => fold(p.name) === wanted);
  if (exact.length === 1) return exact[0];
  const within = offered.filter((p) => ` ${fold(p.name)} `.includes(` ${wanted} `));
  return within.length === 1 ? within[0] : undefined;
}
