import type { PlacesFailure, PlacesProvider } from '../../ports/places';

const PROVIDER_NAMES: Record<PlacesProvider, string> = { openstreetmap: 'OpenStreetMap', foursquare: 'Foursquare' };

/**
 * The short line a proposal carries when places could not be had, so the person knows why the card
 * shows times only and what, if anything, to do about it.
 */
export function placesFailureNote(failure: PlacesFailure): string {
  const name = PROVIDER_NAMES[failure.provider];
  switch (failure.reason) {
    case 'rate_limited':
      return `${name} asked Kairos to slow down, so these are times only — ask again in a minute for places.`;
    case 'unavailable':
      return `${name} could not be reached, so these are times only.`;
    case 'auth':
      return `${name} refused the API key, so these are times only — check it in Options → Places.`;
    case 'bad_response':
      return `${name} sent an answer Kairos could not read, so these are times only.`;
  }
}

/** The line for a search that worked but left nothing to propose. */
export function noPlacesNote(searchedFor: string): string {
  return `No well-rated ${searchedFor} open then near the midpoint, so these are times only.`;
}
