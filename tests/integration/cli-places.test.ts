import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeFoursquare, type FakeFoursquare } from '../servers/fake-places/fake-foursquare';
import type { FakePlacesServer } from '../servers/fake-places/fake-http';
import { startFakeNominatim } from '../servers/fake-places/fake-nominatim';
import { startFakeOverpass } from '../servers/fake-places/fake-overpass';

// `kairos ask --places …` as a person runs it, against loopback Nominatim, Overpass and Foursquare
// (tests/servers/fake-places/, a few streets of Soho): the flags are checked, --home and --work are
// geocoded before the turn, and a bad value is one line on stderr with exit code 2.
// Each test starts a tsx process (about 2 s alone), and OpenStreetMap's pacing adds a second per lookup.
vi.setConfig({ testTimeout: 30_000 });
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const NOW = ['--now', '2026-11-24T09:00:00Z', '--tz', 'Europe/London'];

let nominatim: FakePlacesServer;
let overpass: FakePlacesServer;
let foursquare: FakeFoursquare;

beforeAll(async () => {
  [nominatim, overpass, foursquare] = await Promise.all([startFakeNominatim(), startFakeOverpass(), startFakeFoursquare()]);
});

afterAll(async () => {
  await Promise.all([nominatim.close(), overpass.close(), foursquare.close()]);
});

beforeEach(() => {
  nominatim.requests.length = 0;
  overpass.requests.length = 0;
  foursquare.requests.length = 0;
});

interface Run {
  stdout: string;
  stderr: string;
  status: number | null;
}

/** The CLI in its own process, without blocking this one: the fake servers answer from here. */
function kairos(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  const { KAIROS_FOURSQUARE_KEY: _key, ...inherited } = process.env;
  const child = spawn(TSX, [path.join(ROOT, 'bin/kairos.ts'), ...args], {
    cwd: ROOT,
    env: {
      ...inherited,
      KAIROS_NOMINATIM_URL: nominatim.url,
      KAIROS_OVERPASS_URL: `${overpass.url}/api/interpreter`,
      KAIROS_FOURSQUARE_URL: foursquare.url,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      resolve({ stdout, stderr, status });
    });
  });
}

const geocoded = (server: FakePlacesServer): string[] =>
  server.requests.filter((r) => r.path === '/search').map((r) => r.query.get('q') ?? '');

describe('kairos ask --places openstreetmap', () => {
  it('geocodes --work through Nominatim before the turn, then runs the turn', async () => {
    const r = await kairos([
      'ask',
      'coffee with sam@acme.com tomorrow',
      '--places',
      'openstreetmap',
      '--work',
      'Soho Square',
      '--json',
      ...NOW,
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(geocoded(nominatim)[0]).toBe('Soho Square');
    expect(nominatim.requests[0]?.headers['user-agent']).toMatch(/^Kairos\//);
    const out = JSON.parse(r.stdout) as {
      proposal?: { title: string; location?: string; places?: { name: string }[]; placesSearchedFor?: string };
      applied: boolean;
    };
    expect(out.proposal?.title).toMatch(/coffee/i);
    expect(out.proposal?.placesSearchedFor).toBe('cafés near work');
    expect(out.proposal?.places).toHaveLength(4);
    expect(out.proposal?.location).toMatch(/^Kiln & Bean/);
    expect(out.applied).toBe(false);
  });

  it('prints the place and the other places in text mode', async () => {
    const r = await kairos([
      'ask',
      'coffee with sam@acme.com tomorrow',
      '--places',
      'openstreetmap',
      '--work',
      'Soho Square',
      ...NOW,
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('  at Kiln & Bean, 14 Greek Street, London — https://www.openstreetmap.org/node/4100000101');
    expect(r.stdout.split('\n').filter((l) => l.startsWith('  or at '))).toHaveLength(3);
  });

  it('looks work up near home, as Options does', async () => {
    const r = await kairos([
      'ask',
      'coffee with sam@acme.com tomorrow',
      '--places',
      'openstreetmap',
      '--home',
      'Clapham Common',
      '--work',
      'Soho Square',
      ...NOW,
    ]);
    expect(r.status).toBe(0);
    expect(geocoded(nominatim).slice(0, 2)).toEqual(['Clapham Common', 'Soho Square']);
    const [home, work] = nominatim.requests;
    expect(home?.query.get('viewbox')).toBeNull();
    // Half a degree around Clapham Common (51.4618, -0.1384), longitude first.
    const box = work?.query.get('viewbox')?.split(',').map(Number) ?? [];
    for (const [i, corner] of [-0.6384, 51.9618, 0.3616, 50.9618].entries()) expect(box[i]).toBeCloseTo(corner, 2);
  });

  it('runs a turn with places and no saved address', async () => {
    const r = await kairos(['ask', "what's on tomorrow?", '--places', 'openstreetmap', ...NOW]);
    expect(r.status).toBe(0);
    expect(geocoded(nominatim)).toEqual([]);
  });

  it('stops with exit code 2 and one line naming the address when Nominatim cannot find it', async () => {
    const r = await kairos([
      'ask',
      'coffee with sam@acme.com tomorrow',
      '--places',
      'openstreetmap',
      '--work',
      'Atlantis Boulevard 99',
      ...NOW,
    ]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/--work "Atlantis Boulevard 99" was not found by OpenStreetMap/);
  });

  it('stops with exit code 1 and one line when Nominatim is down', async () => {
    nominatim.failNext({ status: 503 });
    const r = await kairos([
      'ask',
      'coffee with sam@acme.com tomorrow',
      '--places',
      'openstreetmap',
      '--home',
      'Soho Square',
      ...NOW,
    ]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/couldn't look up --home "Soho Square"/);
  });
});

describe('kairos ask --places foursquare', () => {
  it('takes the key from KAIROS_FOURSQUARE_KEY and geocodes through Foursquare', async () => {
    const r = await kairos(
      ['ask', 'coffee with sam@acme.com tomorrow', '--places', 'foursquare', '--work', 'Soho, London', ...NOW],
      {
        KAIROS_FOURSQUARE_KEY: foursquare.apiKey,
      },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(foursquare.requests[0]?.query.get('near')).toBe('Soho, London');
    expect(foursquare.requests[0]?.headers.authorization).toBe(`Bearer ${foursquare.apiKey}`);
    expect(geocoded(nominatim)).toEqual([]);
  });

  it('takes --places-key over the environment, and a refused key is exit code 2', async () => {
    const r = await kairos(
      ['ask', 'coffee tomorrow', '--places', 'foursquare', '--places-key', 'WRONGKEY', '--work', 'Soho, London', ...NOW],
      {
        KAIROS_FOURSQUARE_KEY: foursquare.apiKey,
      },
    );
    expect(r.status).toBe(2);
    expect(foursquare.requests[0]?.headers.authorization).toBe('Bearer WRONGKEY');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/couldn't look up --work "Soho, London".*check --places-key/);
  });
});

describe('bad places flags', () => {
  it.each([
    [['--places', 'google'], {}, /--places must be openstreetmap or foursquare, not "google"/],
    [['--places', 'foursquare'], {}, /--places foursquare needs an API key/],
    [['--home', '10 Downing Street'], {}, /--home needs --places/],
    [
      ['--places', 'openstreetmap'],
      { KAIROS_NOMINATIM_URL: 'ftp://example.org' },
      /places endpoint variable is not an http\(s\) URL/,
    ],
  ] as const)('rejects %j with one line on stderr and exit code 2', async (flags, env, message) => {
    const r = await kairos(['ask', 'coffee with sam@acme.com tomorrow', ...flags, ...NOW], env);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(nominatim.requests).toEqual([]);
  });

  it('lists the places flags in --help', async () => {
    const r = await kairos(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('--places openstreetmap|foursquare [--places-key KEY] [--home ADDRESS] [--work ADDRESS]');
  });
});
