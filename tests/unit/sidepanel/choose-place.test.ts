import { describe, expect, it } from 'vitest';
import { choosePlace, keepTimeOffers, withPlaces } from '../../../components/choose-place';
import type { Proposal } from '../../../lib/core/pipeline/turn-event';
import { sohoCafes } from '../../fixtures/places/soho-cafes';

const ranking = [sohoCafes.chosen, ...sohoCafes.alternatives].map((p) => p.id);
const names = (places: typeof sohoCafes | undefined): string[] =>
  places === undefined ? [] : [places.chosen, ...places.alternatives].map((p) => p.name);

describe('picking another place on the card', () => {
  it('makes the picked place the chosen one and puts the one chosen before among the others, in rank order', () => {
    const next = choosePlace(sohoCafes, 'fsq:berwick-street-espresso', ranking);
    expect(names(next)).toEqual(['Berwick Street Espresso', 'Kiln & Bean', 'Bar Italia', 'Dean Street Roasters']);
    expect(next?.searchedFor).toBe(sohoCafes.searchedFor);
  });

  it('keeps the first ranking however often another is picked', () => {
    const once = choosePlace(sohoCafes, 'fsq:berwick-street-espresso', ranking);
    const twice = once === undefined ? undefined : choosePlace(once, 'fsq:dean-street-roasters', ranking);
    expect(names(twice)).toEqual(['Dean Street Roasters', 'Kiln & Bean', 'Bar Italia', 'Berwick Street Espresso']);
    const back = twice === undefined ? undefined : choosePlace(twice, 'fsq:kiln-and-bean', ranking);
    expect(back).toEqual(sohoCafes);
  });

  it('answers undefined for a place that is not among the others (the chosen one, or one never shown)', () => {
    expect(choosePlace(sohoCafes, 'fsq:kiln-and-bean', ranking)).toBeUndefined();
    expect(choosePlace(sohoCafes, 'fsq:elsewhere', ranking)).toBeUndefined();
  });
});

describe('the places a revised proposal keeps', () => {
  const revised: Proposal = {
    token: 'tok0000002',
    title: 'Coffee',
    start: Date.parse('2026-11-23T15:00:00-05:00'),
    end: Date.parse('2026-11-23T15:30:00-05:00'),
    timeZone: 'America/New_York',
    attendees: [],
    location: sohoCafes.chosen.location,
    reason: 'Changed as you asked; this time is free.',
    conflicts: [],
    alternatives: [],
    expiresAt: Date.parse('2026-11-23T15:00:00-05:00'),
  };

  it('puts the card’s places back while the event is still at the chosen place', () => {
    expect(withPlaces(revised, sohoCafes).places).toEqual(sohoCafes);
  });

  it('drops them when the event’s location is no longer the chosen place’s, or there were none', () => {
    expect(withPlaces({ ...revised, location: 'Somewhere else' }, sohoCafes).places).toBeUndefined();
    expect(withPlaces({ ...revised, location: undefined }, sohoCafes).places).toBeUndefined();
    expect(withPlaces(revised, undefined)).toEqual(revised);
  });

  it('keeps places the background sent itself', () => {
    const sent = { ...sohoCafes, searchedFor: 'coffee near Soho' };
    expect(withPlaces({ ...revised, places: sent }, sohoCafes).places).toEqual(sent);
  });
});

describe('the times a card keeps offering after another place is picked', () => {
  const shown: Proposal = {
    token: 'tok0000001',
    title: 'Coffee',
    start: Date.parse('2026-11-23T15:00:00-05:00'),
    end: Date.parse('2026-11-23T15:30:00-05:00'),
    timeZone: 'America/New_York',
    attendees: [],
    location: sohoCafes.chosen.location,
    reason: 'Free for both of you, mid-afternoon.',
    conflicts: [],
    alternatives: [{ start: Date.parse('2026-11-23T16:00:00-05:00'), end: Date.parse('2026-11-23T16:30:00-05:00') }],
    expiresAt: Date.parse('2026-11-23T15:00:00-05:00'),
  };
  const revised: Proposal = {
    ...shown,
    token: 'tok0000002',
    location: 'Bar Italia, 22 Frith Street, London W1D 4RF',
    reason: 'Changed as you asked; this time is free.',
    alternatives: [],
  };

  it('keeps the other times and why this time when the time is the same', () => {
    expect(keepTimeOffers(revised, shown)).toEqual({ ...revised, alternatives: shown.alternatives, reason: shown.reason });
  });

  it('says what the time now overlaps rather than why it was chosen', () => {
    const conflicts = [{ title: 'Dentist', start: shown.start, end: shown.end, allDay: false }];
    const overlapping = { ...revised, conflicts, reason: 'This time overlaps "Dentist".' };
    expect(keepTimeOffers(overlapping, shown)).toMatchObject({ alternatives: shown.alternatives, reason: overlapping.reason });
  });

  it('leaves a proposal at another time as the background sent it', () => {
    const moved = { ...revised, start: shown.start + 3_600_000, end: shown.end + 3_600_000 };
    expect(keepTimeOffers(moved, shown)).toEqual(moved);
  });
});
