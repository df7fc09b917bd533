import type { ParsedPart } from '../nlu/parsed-request';
import type { PlaceCategory } from '../../ports/places';

export interface PlaceSearchKind {
  category: PlaceCategory;
  /** The kind of venue in words, plural, for the card ("cafés"). */
  plural: string;
}

const KINDS: Record<PlaceCategory, string> = {
  cafe: 'cafés',
  restaurant: 'restaurants',
  bar: 'bars',
  pub: 'pubs',
  fast_food: 'quick places to eat',
  ice_cream: 'ice-cream shops',
};

/** Words in a title that say what kind of venue the plan needs, checked in this order. */
const TITLE_WORDS: readonly [RegExp, PlaceCategory][] = [
  [/\b(?:ice[- ]?cream|gelato)\b/i, 'ice_cream'],
  [/\b(?:coffee|tea|espresso|latte|cafe|café)\b/i, 'cafe'],
  [/\b(?:breakfast)\b/i, 'cafe'],
  [/\b(?:drinks?|beers?|cocktails?|wine|happy hour|bar)\b/i, 'bar'],
  [/\bpub\b/i, 'pub'],
  [/\b(?:lunch|dinner|brunch|supper|meal|eat|food|restaurant)\b/i, 'restaurant'],
];

/** What reading gave as a place type, mapped to a category a provider can search. */
const PLACE_TYPES: Record<string, PlaceCategory> = {
  cafe: 'cafe',
  coffee: 'cafe',
  coffee_shop: 'cafe',
  restaurant: 'restaurant',
  bar: 'bar',
  pub: 'pub',
  fast_food: 'fast_food',
  ice_cream: 'ice_cream',
};

/**
 * The kind of venue an in-person plan needs, or undefined when it is not a plan made at a venue
 * (an in-person meeting at the office, a gym session, a haircut): those are never given places.
 */
export function placeSearchKind(parsed: ParsedPart): PlaceSearchKind | undefined {
  const title = parsed.entities.title ?? '';
  const fromTitle = TITLE_WORDS.find(([words]) => words.test(title))?.[1];
  const fromType = parsed.entities.placeType === undefined ? undefined : PLACE_TYPES[parsed.entities.placeType];
  const category = fromTitle ?? fromType;
  return category === undefined ? undefined : kindOf(category);
}

export function kindOf(category: PlaceCategory): PlaceSearchKind {
  return { category, plural: KINDS[category] };
}
