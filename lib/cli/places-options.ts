import { createMemoryPlaceCache } from '../adapters/memory-place-cache';
import { createPlacesSource, PLACES_ENDPOINTS, placesEndpointsSchema, type PlacesEndpoints } from '../adapters/places-source';
import { systemClock } from '../adapters/system-clock';
import { placesSettingsSchema, type PlacesSettings, type SavedLocation } from '../core/domain/places-settings';
import type { TurnPlaces } from '../core/places/turn-places';
import { placesProviderSchema, type GeoPoint, type PlacesPort, type PlacesProvider } from '../ports/places';
import { CliUsageError, firstIssue } from './cli-error';

/** `kairos ask --places …`: which provider, its key, the person's two places as typed, and where the services are. */
export interface PlacesOptions {
  provider: PlacesProvider;
  foursquareKey: string;
  home?: string;
  work?: string;
  endpoints: PlacesEndpoints;
}

export interface PlacesFlags {
  places?: string;
  placesKey?: string;
  home?: string;
  work?: string;
}

const PROVIDER_NAMES: Readonly<Record<PlacesProvider, string>> = { openstreetmap: 'OpenStreetMap', foursquare: 'Foursquare' };

/**
 * The places flags, checked: undefined without --places; a CliUsageError (one line, exit 2) for an
 * unknown provider, Foursquare without a key, --home/--work/--places-key without --places, or an
 * endpoint variable that is not an http(s) URL. The key may come from KAIROS_FOURSQUARE_KEY, and the
 * endpoints from KAIROS_NOMINATIM_URL, KAIROS_OVERPASS_URL and KAIROS_FOURSQUARE_URL (loopback fakes in tests).
 */
export function readPlacesOptions(
  flags: PlacesFlags,
  env: Readonly<Record<string, string | undefined>>,
): PlacesOptions | undefined {
  if (flags.places === undefined) {
    const stray = (['home', 'work', 'placesKey'] as const).find((f) => flags[f] !== undefined);
    if (stray !== undefined)
      throw new CliUsageError(`--${stray === 'placesKey' ? 'places-key' : stray} needs --places openstreetmap|foursquare`);
    return undefined;
  }
  const provider = placesProviderSchema.safeParse(flags.places);
  if (!provider.success) throw new CliUsageError(`--places must be openstreetmap or foursquare, not "${flags.places}"`);
  const set = (name: string): string | undefined => (env[name]?.trim() === '' ? undefined : env[name]?.trim());
  const key = (flags.placesKey ?? set('KAIROS_FOURSQUARE_KEY') ?? '').trim();
  if (provider.data === 'foursquare' && key === '')
    throw new CliUsageError('--places foursquare needs an API key: --places-key KEY or KAIROS_FOURSQUARE_KEY');
  if (provider.data === 'openstreetmap' && flags.placesKey !== undefined)
    throw new CliUsageError('--places-key is for --places foursquare; OpenStreetMap needs no key');
  const endpoints = placesEndpointsSchema.safeParse({
    nominatimUrl: set('KAIROS_NOMINATIM_URL') ?? PLACES_ENDPOINTS.nominatimUrl,
    overpassUrl: set('KAIROS_OVERPASS_URL') ?? PLACES_ENDPOINTS.overpassUrl,
    foursquareUrl: set('KAIROS_FOURSQUARE_URL') ?? PLACES_ENDPOINTS.foursquareUrl,
  });
  if (!endpoints.success)
    throw new CliUsageError(`a places endpoint variable is not an http(s) URL: ${firstIssue(endpoints.error)}`);
  const address = (flag: 'home' | 'work'): string | undefined => {
    const typed = flags[flag]?.trim();
    if (typed === '') throw new CliUsageError(`--${flag} needs an address`);
    return typed;
  };
  const home = address('home');
  const work = address('work');
  return {
    provider: provider.data,
    foursquareKey: provider.data === 'foursquare' ? key : '',
    ...(home === undefined ? {} : { home }),
    ...(work === undefined ? {} : { work }),
    endpoints: endpoints.data,
  };
}

/**
 * The places a turn uses, as Options → Places makes them: --home and --work are geocoded once, now,
 * through the chosen provider (work near home, so "14 Greek Street" is the one in the person's
 * city), and the searches are cached in memory for this run. An address the provider cannot find,
 * or a key it refuses, is a CliUsageError; a provider that cannot be reached is an ordinary error.
 */
export async function openPlaces(options: PlacesOptions, fetch?: typeof globalThis.fetch): Promise<TurnPlaces> {
  const source = createPlacesSource({
    cache: createMemoryPlaceCache(),
    clock: systemClock,
    ...(fetch === undefined ? {} : { fetch }),
  });
  const base: PlacesSettings = { version: 1, provider: options.provider, foursquareKey: options.foursquareKey };
  const bare = source(base, options.endpoints);
  if (bare === undefined) throw new CliUsageError(`--places ${options.provider} cannot be used as given`);
  const home = options.home === undefined ? undefined : await lookUp('home', options.home, bare.port, undefined);
  const work = options.work === undefined ? undefined : await lookUp('work', options.work, bare.port, home?.point);
  const settings = placesSettingsSchema.parse({
    ...base,
    ...(home === undefined ? {} : { home }),
    ...(work === undefined ? {} : { work }),
  });
  // The same provider, key and endpoints: the source hands back the same port, with the two points.
  return source(settings, options.endpoints) ?? bare;
}

async function lookUp(
  flag: 'home' | 'work',
  address: string,
  port: PlacesPort,
  near: GeoPoint | undefined,
): Promise<SavedLocation> {
  const provider = PROVIDER_NAMES[port.provider];
  const outcome = await port.geocode(address, near);
  if (!outcome.ok) {
    const because = `couldn't look up --${flag} "${address}": ${outcome.failure.message}`;
    // A refused key is the person's to fix; a service that is down or busy is not bad input.
    if (outcome.failure.reason === 'auth') throw new CliUsageError(`${because} (check --places-key)`);
    throw new Error(because);
  }
  const first = outcome.places[0];
  if (first === undefined) throw new CliUsageError(`--${flag} "${address}" was not found by ${provider}; try adding the city`);
  const label = first.address === undefined ? first.name : `${first.name}, ${first.address}`;
  return { address, point: first.location, label: label.slice(0, 500) };
}
