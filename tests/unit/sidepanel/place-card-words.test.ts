import { describe, expect, it } from 'vitest';
import {
  distanceWords,
  kmWords,
  openThenWords,
  priceWords,
  ratingWords,
  travelWords,
} from '../../../components/place-card-words';

describe('words on a place card', () => {
  it('shows a rating in the provider’s own scale, with at most one decimal', () => {
    expect(ratingWords({ value: 4.55, source: 9.1, scale: 10 })).toBe('★ 9.1/10');
    expect(ratingWords({ value: 4.5, source: 4.5, scale: 5 })).toBe('★ 4.5/5');
    expect(ratingWords({ value: 4, source: 8, scale: 10 })).toBe('★ 8/10');
    expect(ratingWords({ value: 4.36, source: 8.72, scale: 10 })).toBe('★ 8.7/10');
  });

  it('shows the price level without a currency', () => {
    expect(priceWords(2)).toBe('Price 2/4');
  });

  it('shows distances with one decimal under 10 km, whole kilometres beyond, and never "0 km"', () => {
    expect(kmWords(0.3)).toBe('0.3 km');
    expect(kmWords(1)).toBe('1 km');
    expect(kmWords(2.46)).toBe('2.5 km');
    expect(kmWords(12.4)).toBe('12 km');
    expect(kmWords(0.02)).toBe('under 0.1 km');
    expect(distanceWords(0.1)).toBe('0.1 km from the midpoint');
    expect(distanceWords(0)).toBe('under 0.1 km from the midpoint');
    expect(distanceWords(0.1, 'cafés between you and Sam')).toBe('0.1 km from the midpoint');
    expect(distanceWords(0.1, 'cafés near work')).toBe('0.1 km from work');
    expect(distanceWords(0.4, 'restaurants near Soho')).toBe('0.4 km from Soho');
    expect(distanceWords(0.4, 'cafés closer to Sam')).toBe("0.4 km from Sam's usual place");
    expect(distanceWords(0.4, 'cafés closer to you')).toBe('0.4 km from your usual place');
  });

  it.each([
    [{ minutes: 12, mode: 'walk', from: 'work' }, "About 12 minutes' walk from work"],
    [{ minutes: 1, mode: 'walk', from: 'home' }, "About 1 minute's walk from home"],
    [{ minutes: 60, mode: 'walk', from: 'home' }, "About 1 hour's walk from home"],
    [{ minutes: 75, mode: 'walk', from: 'home' }, "About 1 hour 15 minutes' walk from home"],
    [{ minutes: 25, mode: 'transit', from: 'home' }, 'About 25 minutes by transit from home'],
    [{ minutes: 120, mode: 'drive', from: 'work' }, 'About 2 hours by car from work'],
    [{ minutes: 0, mode: 'walk', from: 'work' }, "Under a minute's walk from work"],
    [{ minutes: 0, mode: 'drive', from: 'home' }, 'Under a minute away from home'],
  ] as const)('says %o as "%s"', (travel, words) => {
    expect(travelWords(travel)).toBe(words);
  });

  it('says whether the place is open then, and nothing when that is unknown', () => {
    expect(openThenWords(true)).toBe('Open then');
    expect(openThenWords(false)).toBe('May be closed then');
    expect(openThenWords(undefined)).toBeUndefined();
  });
});
