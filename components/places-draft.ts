import {
  PLACES_HOST_PATTERNS,
  type PlacesProviderChoice,
  type PlacesSettings,
  type SavedLocation,
} from '../lib/core/domain/places-settings';
import type { RequestOf } from '../lib/messaging/protocol';
import type { HostAccess } from './host-access';

/** The Places form as typed. Checked only on Save; the background looks the addresses up. */
export interface PlacesDraft {
  provider: PlacesProviderChoice;
  foursquareKey: string;
  home: string;
  work: string;
}

export type PlacesField = 'foursquareKey' | 'home' | 'work';
export type PlacesDraftErrors = Partial<Record<PlacesField, string>>;

export type SavePlacesRequest = RequestOf<'savePlacesSettings'>;
export type PlacesDraftResult = { ok: true; request: SavePlacesRequest } | { ok: false; errors: PlacesDraftErrors };

const ADDRESS_CHARS = 300;

export function toPlacesDraft(settings: PlacesSettings): PlacesDraft {
  return {
    provider: settings.provider,
    foursquareKey: settings.foursquareKey,
    home: settings.home?.address ?? '',
    work: settings.work?.address ?? '',
  };
}

/**
 * Another provider chosen. With none, nothing can look an address up, so the address fields go back
 * to what is saved (and are disabled): an address typed then would be thrown away on Save.
 */
export function chooseProvider(draft: PlacesDraft, provider: PlacesProviderChoice, saved: PlacesSettings): PlacesDraft {
  if (provider !== 'none') return { ...draft, provider };
  return { ...draft, provider, home: saved.home?.address ?? '', work: saved.work?.address ?? '' };
}

/** What Save sends, or one message per field that cannot be sent. */
export function fromPlacesDraft(draft: PlacesDraft): PlacesDraftResult {
  const request: SavePlacesRequest = {
    provider: draft.provider,
    foursquareKey: draft.foursquareKey.trim(),
    home: draft.home.trim(),
    work: draft.work.trim(),
  };
  const errors: PlacesDraftErrors = {};
  if (request.provider === 'foursquare' && request.foursquareKey === '') {
    errors.foursquareKey = 'Enter your Foursquare API key, or choose OpenStreetMap, which needs none.';
  }
  for (const field of ['home', 'work'] as const) {
    if (request[field].length > ADDRESS_CHARS) {
      errors[field] = `That address is too long (${String(ADDRESS_CHARS)} characters at most).`;
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}

/** "Found: …" under a field that still holds the saved address; nothing once it is edited or empty. */
export function foundLabel(typed: string, saved: SavedLocation | undefined): string | null {
  return saved !== undefined && typed.trim() === saved.address ? `Found: ${saved.label}` : null;
}

/** The origin patterns Save asks Chrome for: none for no provider. */
export function hostPatternsFor(provider: PlacesProviderChoice): readonly string[] {
  return provider === 'none' ? [] : PLACES_HOST_PATTERNS[provider];
}

/** What Options shows about the provider's host permission; nothing when it was granted. */
export function placesAccessNote(access: HostAccess, host: string): string | null {
  switch (access) {
    case 'granted':
      return null;
    case 'refused':
      return `Access to ${host} was not granted, so Kairos looks up no addresses and suggests no places. Save again to be asked again.`;
    case 'asking':
      return `Chrome is asking whether Kairos may reach ${host}. Until you allow it, Kairos looks up no addresses and suggests no places.`;
  }
}
