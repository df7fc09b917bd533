/** What a request can ask of an activity ("something outdoors with the kids, not too pricey"). */
export const ACTIVITY_TAGS = [
  'outdoors',
  'indoors',
  'active',
  'relaxing',
  /** Families with children enjoy it. */
  'kids',
  /** Not for children (bars, late shows). */
  'adults',
  'romantic',
  /** Free or cheap. */
  'cheap',
  'food',
  'culture',
  'social',
] as const;
export type ActivityTag = (typeof ACTIVITY_TAGS)[number];

/** Broad kinds, so four ideas are four different things to do rather than four restaurants. */
export type ActivityCategory =
  'nature' | 'food' | 'culture' | 'games' | 'sport' | 'nightlife' | 'wellness' | 'workshop' | 'market';

export interface Activity {
  title: string;
  description: string;
  category: ActivityCategory;
  tags: readonly ActivityTag[];
  durationMinutes: number;
  /**
   * Local hours the whole activity should fall in ("HH:MM"): daylight for a hike, opening hours
   * for a museum, the evening for dinner. Typical, not any one venue's.
   */
  from: string;
  to: string;
  /** The start people usually pick. */
  ideal: string;
  /** The kind of place to look for, for a place search. */
  placeType?: string;
}

type Entry = [
  title: string,
  description: string,
  category: ActivityCategory,
  tags: ActivityTag[],
  minutes: number,
  from: string,
  to: string,
  ideal: string,
  placeType?: string,
];

// Hours are for the person's own clock. Outdoor daylight ends at 17:00 so a winter afternoon is
// not suggested in the dark; evening plans end by 22:00, the end of the waking hours searched.
// One row per activity reads as a table; formatted, each would spread over ten lines.
// prettier-ignore
const ENTRIES: readonly Entry[] = [
  ['Hike', 'A half-day hike on a nearby trail: fresh air and a good stretch of the legs.', 'nature', ['outdoors', 'active', 'cheap'], 180, '08:00', '17:00', '09:30', 'hiking_area'],
  ['Bike ride', 'A relaxed ride along a park loop or waterfront path.', 'sport', ['outdoors', 'active', 'cheap', 'kids'], 120, '08:30', '17:00', '10:00', 'park'],
  ['Picnic in the park', 'Pack some food, bring a blanket and take it easy outside.', 'nature', ['outdoors', 'relaxing', 'cheap', 'kids', 'food', 'romantic'], 120, '11:00', '16:30', '12:00', 'park'],
  ['Farmers market', 'Browse the stalls, taste local produce and pick up something for dinner.', 'market', ['outdoors', 'food', 'cheap', 'kids', 'relaxing'], 90, '08:00', '13:00', '09:30', 'market'],
  ['Brunch', 'A slow late-morning brunch somewhere new.', 'food', ['indoors', 'food', 'relaxing', 'social', 'romantic', 'kids'], 90, '10:00', '14:00', '11:00', 'restaurant'],
  ['Lunch out', 'Try a lunch spot you have been meaning to visit.', 'food', ['indoors', 'food', 'social', 'kids'], 75, '11:30', '14:30', '12:30', 'restaurant'],
  ['Dinner out', 'Dinner at a restaurant you have wanted to try.', 'food', ['indoors', 'food', 'romantic', 'social'], 120, '18:00', '22:00', '19:00', 'restaurant'],
  ['Food hall crawl', 'Share small plates from a few stalls at a food hall.', 'food', ['indoors', 'food', 'cheap', 'social', 'kids'], 90, '11:30', '21:00', '12:30', 'food_court'],
  ['Museum visit', 'An unhurried visit to a museum or a current exhibition.', 'culture', ['indoors', 'culture', 'relaxing', 'kids'], 150, '10:00', '17:00', '11:00', 'museum'],
  ['Art gallery', 'Wander a gallery or two; many are free to enter.', 'culture', ['indoors', 'culture', 'relaxing', 'romantic', 'cheap'], 90, '11:00', '18:00', '14:00', 'art_gallery'],
  ['Library visit', 'Browse the shelves and the reading corners; free and quiet.', 'culture', ['indoors', 'culture', 'relaxing', 'kids', 'cheap'], 60, '10:00', '17:00', '10:30', 'library'],
  ['Walking tour', 'A guided or self-guided walk through an interesting neighbourhood.', 'culture', ['outdoors', 'culture', 'active', 'cheap'], 120, '10:00', '16:30', '10:30', 'tourist_attraction'],
  ['Bowling', 'A couple of games at a bowling alley; fun whatever the weather.', 'games', ['indoors', 'active', 'kids', 'social'], 120, '12:00', '22:00', '15:00', 'bowling_alley'],
  ['Escape room', 'Solve your way out of a themed room as a team.', 'games', ['indoors', 'social', 'active'], 90, '11:00', '22:00', '16:00', 'escape_room'],
  ['Board game café', 'Pick a game off the shelf over coffee and snacks.', 'games', ['indoors', 'relaxing', 'social', 'kids', 'cheap'], 120, '11:00', '22:00', '14:00', 'cafe'],
  ['Mini golf', 'Eighteen silly holes; easy for every age.', 'games', ['outdoors', 'active', 'kids', 'cheap', 'social'], 90, '10:00', '20:00', '15:00', 'miniature_golf'],
  ['Cinema', 'Catch a new film on the big screen.', 'culture', ['indoors', 'relaxing', 'kids', 'romantic'], 150, '12:00', '22:00', '19:00', 'movie_theater'],
  ['Climbing gym', 'Bouldering for beginners and regulars alike.', 'sport', ['indoors', 'active', 'kids', 'social'], 120, '09:00', '21:00', '10:00', 'climbing_gym'],
  ['Swimming', 'A swim at the local pool.', 'sport', ['indoors', 'active', 'kids', 'cheap'], 90, '09:00', '19:00', '10:00', 'swimming_pool'],
  ['Ice skating', 'Laps around the rink, then something warm to drink.', 'sport', ['active', 'kids', 'romantic'], 90, '10:00', '21:00', '14:00', 'ice_rink'],
  ['Trampoline park', 'An hour and a half of bouncing off the walls, on purpose.', 'sport', ['indoors', 'active', 'kids'], 90, '10:00', '20:00', '11:00', 'trampoline_park'],
  ['Yoga class', 'A drop-in class to stretch and unwind.', 'wellness', ['indoors', 'active', 'relaxing'], 75, '08:00', '19:00', '09:00', 'yoga_studio'],
  ['Spa afternoon', 'Sauna, pool and a massage; the opposite of a busy week.', 'wellness', ['indoors', 'relaxing', 'romantic', 'adults'], 150, '10:00', '20:00', '14:00', 'spa'],
  ['Zoo', 'See the animals while they are awake in the morning.', 'nature', ['outdoors', 'kids', 'culture'], 180, '09:00', '17:00', '10:00', 'zoo'],
  ['Aquarium', 'Sharks, jellyfish and a tunnel under the tank; good on a rainy day.', 'culture', ['indoors', 'kids', 'culture', 'relaxing'], 150, '09:00', '17:00', '10:30', 'aquarium'],
  ['Playground and ice cream', 'A run-around at a big playground, with ice cream after.', 'nature', ['outdoors', 'kids', 'active', 'cheap'], 90, '09:30', '18:00', '15:30', 'playground'],
  ['Botanical garden', 'A slow walk through the glasshouses and gardens.', 'nature', ['outdoors', 'relaxing', 'romantic', 'culture', 'kids'], 120, '09:00', '17:00', '10:30', 'botanical_garden'],
  ['Evening walk', 'An easy walk as the day winds down, maybe ending somewhere for a drink.', 'nature', ['outdoors', 'relaxing', 'romantic', 'cheap'], 60, '16:00', '21:00', '17:00', 'park'],
  ['Kayaking', 'Rent a kayak or paddleboard for a couple of hours on the water.', 'sport', ['outdoors', 'active'], 120, '09:00', '17:00', '10:00', 'boat_rental'],
  ['Cooking class', 'Learn a few dishes together, then eat them.', 'workshop', ['indoors', 'food', 'social', 'romantic'], 150, '10:00', '21:30', '17:30', 'cooking_school'],
  ['Pottery class', 'A beginners’ wheel or hand-building session; you keep what you make.', 'workshop', ['indoors', 'relaxing', 'romantic', 'social', 'culture'], 120, '10:00', '20:00', '14:00', 'art_studio'],
  ['Wine tasting', 'A guided tasting of a few wines, with something to nibble.', 'nightlife', ['indoors', 'romantic', 'food', 'adults', 'relaxing'], 90, '14:00', '21:30', '17:00', 'wine_bar'],
  ['Live music', 'A gig or jazz set at a local venue.', 'nightlife', ['indoors', 'social', 'romantic', 'adults'], 120, '19:00', '22:00', '19:30', 'music_venue'],
  ['Comedy show', 'An evening of stand-up at a comedy club.', 'nightlife', ['indoors', 'social', 'adults'], 120, '19:00', '22:00', '19:30', 'comedy_club'],
  ['Drinks at a rooftop bar', 'Cocktails with a view as the evening starts.', 'nightlife', ['social', 'romantic', 'adults'], 90, '17:00', '22:00', '18:00', 'bar'],
];

/** Everything the built-in engine can suggest, in a fixed order (ties are broken by it). */
export const ACTIVITY_CATALOGUE: readonly Activity[] = ENTRIES.map(
  ([title, description, category, tags, durationMinutes, from, to, ideal, placeType]): Activity => ({
    title,
    description,
    category,
    tags,
    durationMinutes,
    from,
    to,
    ideal,
    ...(placeType === undefined ? {} : { placeType }),
  }),
);

/** The shortest activity: free time shorter than this fits nothing. */
export const SHORTEST_ACTIVITY_MINUTES = Math.min(...ACTIVITY_CATALOGUE.map((a) => a.durationMinutes));
