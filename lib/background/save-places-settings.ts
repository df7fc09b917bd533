import { placesSettingsSchema, type PlacesSettings, type SavedLocation } from '../core/domain/places-settings';
import { KairosError } from '../core/errors';
import type { RequestOf } from '../messaging/protocol';
import type { GeoPoint, Place, PlacesFailure, PlacesPort, PlacesProvider } from '../ports/places';
import type { PlacesSettingsPort } from '../ports/places-settings';
import type { PlacesReach } from './places-access';

export type SavePlacesRequest = RequestOf<'savePlacesSettings'>;

export interface SavePlacesDeps {
  settings: PlacesSettingsPort;
  /** The provider's port for the settings being saved, if Kairos may reach it (places-access.ts). */
  reach: (settings: PlacesSettings) => Promise<PlacesReach>;
}

type LocationField = 'home' | 'work';

const PROVIDER_NAMES: Record<PlacesProvider, string> = { openstreetmap: 'OpenStreetMap', foursquare: 'Foursquare' };
const LABEL_CHARS = 500;

/**
 * Saves Options → Places. Each home or work address that changed is geocoded here, once, through the
 * chosen provider (the first match, as the provider ranks them), and kept with its point and the
 * provider's name for it, so no turn ever sends the address anywhere. An empty field clears that
 * location; an unchanged one keeps its point. Any address that cannot be looked up stops the whole
 * Save with words naming it: nothing is saved, so the person never ends up with half of what they typed.
 */
export async function savePlacesSettings(request: SavePlacesRequest, deps: SavePlacesDeps): Promise<PlacesSettings> {
  if (request.provider === 'foursquare' && request.foursquareKey === '') {
    throw new KairosError(
      'invalid_input',
      'Enter your Foursquare API key to use Foursquare, or choose OpenStreetMap, which needs none. Nothing was saved.',
    );
  }
  const saved = await deps.settings.get();
  const base: PlacesSettings = { version: 1, provider: request.provider, foursquareKey: request.foursquareKey };
  let port: PlacesPort | undefined;
  const lookUp = async (field: LocationField, address: string, near: GeoPoint | undefined): Promise<SavedLocation> => {
    port ??= await portFor(base, address, deps);
    const outcome = await port.geocode(address, near);
    if (!outcome.ok) throw lookupFailure(outcome.failure, address);
    const first = outcome.places[0];
    if (first === undefined) {
      throw new KairosError(
        'not_found',
        `Couldn't find your ${field} address "${address}" — try adding the city. Nothing was saved.`,
      );
    }
    return { address, point: first.location, label: labelOf(first) };
  };

  const keptWork = kept(request.work, saved.work);
  const home = kept(request.home, saved.home) ?? (await changed('home', request.home, keptWork?.point, lookUp));
  // Work is looked up near home: "14 Greek Street" then means the one in the person's own city.
  const work = keptWork ?? (await changed('work', request.work, home?.point, lookUp));
  const next = placesSettingsSchema.parse({
    ...base,
    ...(home === undefined ? {} : { home }),
    ...(work === undefined ? {} : { work }),
  });
  await deps.settings.set(next);
  return deps.settings.get();
}

/** The saved location when the field still says the same address: its point is not looked up again. */
function kept(typed: string, saved: SavedLocation | undefined): SavedLocation | undefined {
  return saved !== undefined && typed === saved.address ? saved : undefined;
}

/** A new address looked up, or nothing for an empty field (which clears the location). */
async function changed(
  field: LocationField,
  typed: string,
  near: GeoPoint | undefined,
  lookUp: (field: LocationField, address: string, near: GeoPoint | undefined) => Promise<SavedLocation>,
): Promise<SavedLocation | undefined> {
  return typed === '' ? undefined : lookUp(field, typed, near);
}

async function portFor(settings: PlacesSettings, address: string, deps: SavePlacesDeps): Promise<PlacesPort> {
  if (settings.provider === 'none') {
    throw new KairosError(
      'invalid_input',
      `Choose OpenStreetMap or Foursquare so Kairos can look up "${address}". Nothing was saved.`,
    );
  }
  const reach = await deps.reach(settings);
  if (reach.ok) return reach.places.port;
  if (reach.reason === 'no_access') {
    throw new KairosError(
      'places_unavailable',
      `Kairos may not reach ${reach.hosts.join(' and ')} yet, so "${address}" was not looked up and nothing was saved. Allow access when Chrome asks, then Save again.`,
      { retryable: true },
    );
  }
  // Unreachable after the checks above (a provider and, for Foursquare, a key); said plainly if it ever is.
  throw new KairosError('invalid_input', `No places provider is set up to look up "${address}". Nothing was saved.`);
}

/** The provider's failure as words for Options, in the style of placesFailureNote(). */
function lookupFailure(failure: PlacesFailure, address: string): KairosError {
  const name = PROVIDER_NAMES[failure.provider];
  const notLookedUp = `so "${address}" was not looked up`;
  switch (failure.reason) {
    case 'rate_limited':
      return new KairosError(
        'places_unavailable',
        `${name} asked Kairos to slow down, ${notLookedUp} — Save again in a minute. Nothing was saved.`,
        { retryable: true },
      );
    case 'unavailable':
      return new KairosError(
        'places_unavailable',
        `${name} could not be reached, ${notLookedUp} — Save again in a moment. Nothing was saved.`,
        { retryable: failure.retryable },
      );
    case 'auth':
      return new KairosError('places_auth', `${name} refused the API key — check it, then Save again. Nothing was saved.`);
    case 'bad_response':
      return new KairosError(
        'places_unavailable',
        `${name} sent an answer Kairos could not read, ${notLookedUp}. Nothing was saved.`,
        { retryable: failure.retryable },
      );
  }
}

/** What the provider called the place, as the person will check it: its name, then its address. */
function labelOf(place: Place): string {
  const address = place.address;
  const label = address === undefined || address.startsWith(place.name) ? (address ?? place.name) : `${place.name}, ${address}`;
  return label.length <= LABEL_CHARS ? label : `${label.slice(0, LABEL_CHARS - 1)}…`;
}
