import { z } from 'zod';
import { geoPointSchema, type PlacesProvider } from '../../ports/places';

/**
 * Where Kairos finds venues for in-person plans, and the person's two usual places. Versioned because
 * it is persisted (storage.local, never sync: it holds a key and a home address). "none" is the
 * default, so nothing leaves the browser until the person chooses a provider.
 */
export const PLACES_PROVIDER_CHOICES = ['none', 'openstreetmap', 'foursquare'] as const;
export const placesProviderChoiceSchema = z.enum(PLACES_PROVIDER_CHOICES);
export type PlacesProviderChoice = z.infer<typeof placesProviderChoiceSchema>;

/** An address the person typed, with the point it was geocoded to once (on Save), so turns never geocode it again. */
export const savedLocationSchema = z.object({
  /** As typed. */
  address: z.string().trim().min(1).max(300),
  point: geoPointSchema,
  /** What the geocoder called it ("14 Greek Street, Soho, London"), shown back so the person can check. */
  label: z.string().min(1).max(500),
});
export type SavedLocation = z.infer<typeof savedLocationSchema>;

export const placesSettingsSchema = z.object({
  version: z.literal(1),
  provider: placesProviderChoiceSchema.default('none'),
  /** The person's Foursquare Places API key; empty until given. */
  foursquareKey: z.string().trim().max(4096, 'that API key is too long').default(''),
  home: savedLocationSchema.optional(),
  work: savedLocationSchema.optional(),
});
export type PlacesSettings = z.infer<typeof placesSettingsSchema>;

export const DEFAULT_PLACES_SETTINGS: PlacesSettings = { version: 1, provider: 'none', foursquareKey: '' };

/**
 * The host permissions each provider needs, asked for in Options on Save and checked before every
 * turn: without them nothing is sent. The one list, so what Options asks for and what the background
 * checks cannot drift apart (a test checks each provider's real endpoints are covered).
 */
export const PLACES_HOST_PATTERNS: Readonly<Record<PlacesProvider, readonly string[]>> = {
  openstreetmap: ['https://nominatim.openstreetmap.org/*', 'https://overpass-api.de/*'],
  foursquare: ['https://places-api.foursquare.com/*'],
};

/** `nominatim.openstreetmap.org` from `https://nominatim.openstreetmap.org/*`: the host as Chrome's prompt names it. */
export function hostOfPattern(pattern: string): string {
  return new URL(pattern.replace(/\*$/, '')).hostname;
}
