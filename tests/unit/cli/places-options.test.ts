import { describe, expect, it } from 'vitest';
import { PLACES_ENDPOINTS } from '../../../lib/adapters/places-source';
import { CliUsageError } from '../../../lib/cli/cli-error';
import { readPlacesOptions, type PlacesFlags } from '../../../lib/cli/places-options';

// The places flags of `kairos ask`, checked before anything runs (the CLI's process is tested in
// tests/integration/cli-places.test.ts).

describe('readPlacesOptions', () => {
  it('is undefined without --places', () => {
    expect(readPlacesOptions({}, { KAIROS_FOURSQUARE_KEY: 'k' })).toBeUndefined();
  });

  it('reads OpenStreetMap with home and work as typed, at the real endpoints', () => {
    expect(readPlacesOptions({ places: 'openstreetmap', home: ' 10 Downing Street ', work: 'Soho Square' }, {})).toEqual({
      provider: 'openstreetmap',
      foursquareKey: '',
      home: '10 Downing Street',
      work: 'Soho Square',
      endpoints: PLACES_ENDPOINTS,
    });
  });

  it('takes the Foursquare key from --places-key before KAIROS_FOURSQUARE_KEY', () => {
    expect(readPlacesOptions({ places: 'foursquare', placesKey: 'FLAG' }, { KAIROS_FOURSQUARE_KEY: 'ENV' })?.foursquareKey).toBe(
      'FLAG',
    );
    expect(readPlacesOptions({ places: 'foursquare' }, { KAIROS_FOURSQUARE_KEY: 'ENV' })?.foursquareKey).toBe('ENV');
  });

  it('points at loopback services from the environment, and ignores a variable set empty', () => {
    const env = {
      KAIROS_NOMINATIM_URL: 'http://127.0.0.1:1',
      KAIROS_OVERPASS_URL: 'http://127.0.0.1:2/api/interpreter',
      KAIROS_FOURSQUARE_URL: '',
    };
    expect(readPlacesOptions({ places: 'openstreetmap' }, env)?.endpoints).toEqual({
      nominatimUrl: 'http://127.0.0.1:1',
      overpassUrl: 'http://127.0.0.1:2/api/interpreter',
      foursquareUrl: PLACES_ENDPOINTS.foursquareUrl,
    });
  });

  it.each([
    [{ places: 'google' }, {}, '--places must be openstreetmap or foursquare, not "google"'],
    [{ places: 'none' }, {}, '--places must be openstreetmap or foursquare, not "none"'],
    [{ places: 'foursquare' }, {}, '--places foursquare needs an API key: --places-key KEY or KAIROS_FOURSQUARE_KEY'],
    [
      { places: 'foursquare', placesKey: '  ' },
      {},
      '--places foursquare needs an API key: --places-key KEY or KAIROS_FOURSQUARE_KEY',
    ],
    [
      { places: 'foursquare' },
      { KAIROS_FOURSQUARE_KEY: '' },
      '--places foursquare needs an API key: --places-key KEY or KAIROS_FOURSQUARE_KEY',
    ],
    [{ places: 'openstreetmap', placesKey: 'abc' }, {}, '--places-key is for --places foursquare; OpenStreetMap needs no key'],
    [{ home: '10 Downing Street' }, {}, '--home needs --places openstreetmap|foursquare'],
    [{ work: 'Soho Square' }, {}, '--work needs --places openstreetmap|foursquare'],
    [{ placesKey: 'abc' }, {}, '--places-key needs --places openstreetmap|foursquare'],
    [{ places: 'openstreetmap', work: ' ' }, {}, '--work needs an address'],
    [
      { places: 'openstreetmap' },
      { KAIROS_OVERPASS_URL: 'not a url' },
      /^a places endpoint variable is not an http\(s\) URL: overpassUrl/,
    ],
    [
      { places: 'foursquare', placesKey: 'k' },
      { KAIROS_FOURSQUARE_URL: 'ftp://x.org' },
      /^a places endpoint variable is not an http\(s\) URL: foursquareUrl/,
    ],
  ] as const)('rejects %j (env %j) as bad input', (flags: PlacesFlags, env, message) => {
    expect(() => readPlacesOptions(flags, env)).toThrow(CliUsageError);
    expect(() => readPlacesOptions(flags, env)).toThrow(message);
  });
});
