import { describe, expect, it } from 'vitest';
import {
  chooseProvider,
  foundLabel,
  fromPlacesDraft,
  hostPatternsFor,
  placesAccessNote,
  toPlacesDraft,
  type PlacesDraft,
} from '../../../components/places-draft';
import { DEFAULT_PLACES_SETTINGS, PLACES_HOST_PATTERNS, type PlacesSettings } from '../../../lib/core/domain/places-settings';

const HOME = {
  address: '14 Greek Street, London',
  point: { lat: 51.5149, lon: -0.1335 },
  label: '14 Greek Street, Soho, London',
};
const saved: PlacesSettings = { version: 1, provider: 'openstreetmap', foursquareKey: '', home: HOME };

const draft = (extra: Partial<PlacesDraft> = {}): PlacesDraft => ({ ...toPlacesDraft(saved), ...extra });

describe('the Places draft', () => {
  it('starts from the saved settings, with empty fields for locations not saved', () => {
    expect(toPlacesDraft(saved)).toEqual({ provider: 'openstreetmap', foursquareKey: '', home: HOME.address, work: '' });
    expect(toPlacesDraft(DEFAULT_PLACES_SETTINGS)).toEqual({ provider: 'none', foursquareKey: '', home: '', work: '' });
  });

  it('sends the fields trimmed', () => {
    expect(fromPlacesDraft(draft({ home: '  Soho Square ', work: '\t1 Dean Street, London\n' }))).toEqual({
      ok: true,
      request: { provider: 'openstreetmap', foursquareKey: '', home: 'Soho Square', work: '1 Dean Street, London' },
    });
  });

  it('marks the key field when Foursquare is chosen without a key, and sends nothing', () => {
    expect(fromPlacesDraft(draft({ provider: 'foursquare', foursquareKey: '   ' }))).toEqual({
      ok: false,
      errors: { foursquareKey: 'Enter your Foursquare API key, or choose OpenStreetMap, which needs none.' },
    });
    expect(fromPlacesDraft(draft({ provider: 'foursquare', foursquareKey: ' fsq-key ' }))).toMatchObject({
      ok: true,
      request: { foursquareKey: 'fsq-key' },
    });
  });

  it('marks an address that is too long', () => {
    expect(fromPlacesDraft(draft({ work: 'x'.repeat(301) }))).toEqual({
      ok: false,
      errors: { work: 'That address is too long (300 characters at most).' },
    });
  });

  it('puts the saved addresses back when no provider is chosen, as nothing could look up new ones', () => {
    const typed = draft({ home: 'Soho Square', work: 'Canary Wharf' });
    expect(chooseProvider(typed, 'none', saved)).toEqual({ provider: 'none', foursquareKey: '', home: HOME.address, work: '' });
    expect(chooseProvider(typed, 'foursquare', saved)).toEqual({ ...typed, provider: 'foursquare' });
  });

  it('shows what the address was found as while the field still holds it', () => {
    expect(foundLabel(HOME.address, HOME)).toBe('Found: 14 Greek Street, Soho, London');
    expect(foundLabel(` ${HOME.address} `, HOME)).toBe('Found: 14 Greek Street, Soho, London');
    expect(foundLabel('14 Greek Street', HOME)).toBeNull();
    expect(foundLabel('', undefined)).toBeNull();
  });

  it('asks Chrome for the chosen provider’s hosts, and for nothing with no provider', () => {
    expect(hostPatternsFor('none')).toEqual([]);
    expect(hostPatternsFor('openstreetmap')).toBe(PLACES_HOST_PATTERNS.openstreetmap);
    expect(hostPatternsFor('foursquare')).toBe(PLACES_HOST_PATTERNS.foursquare);
  });

  it('says what a missing host permission means, and nothing once it is granted', () => {
    const host = 'nominatim.openstreetmap.org and overpass-api.de';
    expect(placesAccessNote('granted', host)).toBeNull();
    expect(placesAccessNote('refused', host)).toBe(
      'Access to nominatim.openstreetmap.org and overpass-api.de was not granted, so Kairos looks up no addresses and suggests no places. Save again to be asked again.',
    );
    expect(placesAccessNote('asking', host)).toMatch(
      /^Chrome is asking whether Kairos may reach nominatim\.openstreetmap\.org and/,
    );
  });
});
