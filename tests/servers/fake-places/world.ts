// A few streets of Soho, London, and some addresses around the city: the one world the fake
// Nominatim, Overpass and Foursquare all answer from, each in its own wire format. Venues are
// fictional; the OSM tags and Foursquare fields are the kinds real records carry, odd ones included
// (a website with no scheme, hours OSM cannot parse, a café mapped twice, a venue with no name).

export interface FakeVenue {
  osm: { type: 'node' | 'way'; id: number };
  lat: number;
  lon: number;
  tags: Record<string, string>;
  /** The venue as Foursquare knows it; absent for places Foursquare does not list. */
  fsq?: {
    /** An fsq_place_id. */
    id: string;
    /** Most specific first; the parent category is listed too, as Foursquare matches it. */
    categories: FakeFsqCategory[];
    rating?: number;
    price?: number;
    hours?: { display?: string; open_now?: boolean; regular?: { day: number; open: string; close: string }[] };
    website?: string;
  };
}

/** A Foursquare category: a string fsq_category_id (BSON-like, as the current API has them) and its label. */
export interface FakeFsqCategory {
  id: string;
  name: string;
}

export interface FakeAddress {
  osm: { type: 'node' | 'way' | 'relation'; id: number };
  placeId: number;
  lat: number;
  lon: number;
  name: string;
  displayName: string;
  category: string;
  type: string;
}

/** Soho Square: the middle of the venues. */
export const SOHO = { lat: 51.5155, lon: -0.1321 };

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5, 6, 7]) => days.map((day) => ({ day, open, close }));

/**
 * Foursquare's categories in this world. The ids are fictional, in the shape of the current string
 * fsq_category_ids: Kairos searches Foursquare by words, so nothing leans on a real id.
 */
const FSQ = {
  cafeCoffeeTea: { id: 'f5c000000000000000000001', name: 'Café, Coffee, and Tea House' },
  coffeeShop: { id: 'f5c000000000000000000002', name: 'Coffee Shop' },
  cafe: { id: 'f5c000000000000000000003', name: 'Café' },
  restaurant: { id: 'f5c000000000000000000010', name: 'Restaurant' },
  italianRestaurant: { id: 'f5c000000000000000000011', name: 'Italian Restaurant' },
  chineseRestaurant: { id: 'f5c000000000000000000012', name: 'Chinese Restaurant' },
  bar: { id: 'f5c000000000000000000020', name: 'Bar' },
  cocktailBar: { id: 'f5c000000000000000000021', name: 'Cocktail Bar' },
  pub: { id: 'f5c000000000000000000022', name: 'Pub' },
} satisfies Record<string, FakeFsqCategory>;

export const VENUES: readonly FakeVenue[] = [
  {
    osm: { type: 'node', id: 4_100_000_101 },
    lat: 51.5149,
    lon: -0.1335,
    tags: {
      amenity: 'cafe',
      name: 'Kiln & Bean',
      opening_hours: 'Mo-Fr 07:30-18:00; Sa,Su 09:00-17:00',
      website: 'https://kilnandbean.example',
      'addr:housenumber': '14',
      'addr:street': 'Greek Street',
      'addr:city': 'London',
      cuisine: 'coffee_shop',
    },
    fsq: {
      id: '5a1b2c3d4e5f607182930a01',
      categories: [FSQ.coffeeShop, FSQ.cafeCoffeeTea],
      rating: 9.1,
      price: 1,
      hours: {
        display: 'Mon-Fri 7:30 AM-6:00 PM; Sat-Sun 9:00 AM-5:00 PM',
        open_now: true,
        regular: [...weekdays('0730', '1800', [1, 2, 3, 4, 5]), ...weekdays('0900', '1700', [6, 7])],
      },
      website: 'https://kilnandbean.example',
    },
  },
  {
    osm: { type: 'node', id: 4_100_000_102 },
    lat: 51.5139,
    lon: -0.1349,
    tags: {
      amenity: 'cafe',
      name: 'Berwick Street Espresso',
      opening_hours: 'Mo-Su 08:00-16:00',
      website: 'www.berwickespresso.example',
    },
    fsq: {
      id: '5a1b2c3d4e5f607182930a02',
      categories: [FSQ.coffeeShop, FSQ.cafeCoffeeTea],
      rating: 7.4,
      price: 1,
      hours: { display: 'Open Daily 8:00 AM-4:00 PM', regular: weekdays('0800', '1600') },
    },
  },
  // Mapped twice, as OSM often has it: the café as a node and as its building, same name.
  {
    osm: { type: 'node', id: 4_100_000_103 },
    lat: 51.5127,
    lon: -0.1372,
    tags: { amenity: 'cafe', name: 'Golden Square Café', opening_hours: '24/7' },
    fsq: {
      id: '5a1b2c3d4e5f607182930a03',
      categories: [FSQ.cafe, FSQ.cafeCoffeeTea],
      rating: 8.6,
      price: 2,
      hours: { display: 'Open 24 hours', regular: weekdays('0000', '+0000') },
    },
  },
  {
    osm: { type: 'way', id: 220_000_103 },
    lat: 51.51275,
    lon: -0.13725,
    tags: { amenity: 'cafe', name: 'Golden Square Cafe', building: 'yes' },
  },
  {
    osm: { type: 'node', id: 4_100_000_104 },
    lat: 51.5141,
    lon: -0.1387,
    tags: { amenity: 'cafe', name: 'Carnaby Coffee Lab', opening_hours: 'by appointment, ask at the bar' },
  },
  // No name: Overpass's ["name"] filter leaves it out, as the real one does.
  { osm: { type: 'node', id: 4_100_000_105 }, lat: 51.5151, lon: -0.1331, tags: { amenity: 'cafe' } },
  {
    osm: { type: 'way', id: 220_000_201 },
    lat: 51.5133,
    lon: -0.1318,
    tags: {
      amenity: 'restaurant',
      name: 'Dean Street Trattoria',
      cuisine: 'italian',
      opening_hours: 'Tu-Su 12:00-15:00,18:00-23:00',
      'contact:website': 'http://deanstreettrattoria.example/book',
    },
    fsq: {
      id: '5a1b2c3d4e5f607182930b01',
      categories: [FSQ.italianRestaurant, FSQ.restaurant],
      rating: 8.9,
      price: 3,
      hours: {
        display: 'Tue-Sun 12:00 PM-3:00 PM, 6:00 PM-11:00 PM',
        regular: [...weekdays('1200', '1500', [2, 3, 4, 5, 6, 7]), ...weekdays('1800', '2300', [2, 3, 4, 5, 6, 7])],
      },
      website: 'https://deanstreettrattoria.example',
    },
  },
  {
    osm: { type: 'node', id: 4_100_000_202 },
    lat: 51.5121,
    lon: -0.1311,
    tags: { amenity: 'restaurant', name: 'Soho Noodle House', cuisine: 'chinese', opening_hours: 'Mo-Su 11:30-23:30' },
    fsq: {
      id: '5a1b2c3d4e5f607182930b02',
      categories: [FSQ.chineseRestaurant, FSQ.restaurant],
      rating: 8.1,
      price: 2,
      hours: { display: 'Open Daily 11:30 AM-11:30 PM', regular: weekdays('1130', '2330') },
    },
  },
  {
    osm: { type: 'node', id: 4_100_000_301 },
    lat: 51.5146,
    lon: -0.1358,
    tags: { amenity: 'bar', name: 'Poland Street Bar', opening_hours: 'Mo-Th 17:00-01:00; Fr,Sa 17:00-03:00' },
    fsq: {
      id: '5a1b2c3d4e5f607182930c01',
      categories: [FSQ.cocktailBar, FSQ.bar],
      rating: 8.4,
      price: 3,
      hours: {
        display: 'Mon-Thu 5:00 PM-1:00 AM; Fri-Sat 5:00 PM-3:00 AM',
        regular: [...weekdays('1700', '+0100', [1, 2, 3, 4]), ...weekdays('1700', '+0300', [5, 6])],
      },
    },
  },
  {
    osm: { type: 'node', id: 4_100_000_302 },
    lat: 51.5137,
    lon: -0.1303,
    tags: { amenity: 'pub', name: 'The Crown & Anchor', opening_hours: 'Mo-Sa 11:00-23:00; Su 12:00-22:30' },
    fsq: {
      id: '5a1b2c3d4e5f607182930c02',
      categories: [FSQ.pub, FSQ.bar],
      rating: 6.8,
      price: 2,
    },
  },
  // Three kilometres north: outside a 1.5 km search round Soho.
  {
    osm: { type: 'node', id: 4_100_000_901 },
    lat: 51.5412,
    lon: -0.1456,
    tags: { amenity: 'cafe', name: 'Camden Lock Café', opening_hours: 'Mo-Su 08:00-18:00' },
    fsq: {
      id: '5a1b2c3d4e5f607182930f01',
      categories: [FSQ.cafe, FSQ.cafeCoffeeTea],
      rating: 9.4,
      price: 1,
    },
  },
];

export const ADDRESSES: readonly FakeAddress[] = [
  {
    osm: { type: 'way', id: 31_000_001 },
    placeId: 240_109_189,
    lat: 51.5034,
    lon: -0.1276,
    name: '10 Downing Street',
    displayName:
      "10 Downing Street, Whitehall, St. James's, City of Westminster, London, Greater London, England, SW1A 2AA, United Kingdom",
    category: 'office',
    type: 'government',
  },
  {
    osm: { type: 'way', id: 31_000_002 },
    placeId: 240_109_190,
    lat: 51.5049,
    lon: -0.0195,
    name: 'One Canada Square',
    displayName:
      'One Canada Square, 1, Canada Square, Canary Wharf, Poplar, London Borough of Tower Hamlets, London, Greater London, England, E14 5AB, United Kingdom',
    category: 'building',
    type: 'commercial',
  },
  {
    osm: { type: 'relation', id: 31_000_003 },
    placeId: 240_109_191,
    lat: 51.4618,
    lon: -0.1384,
    name: 'Clapham Common',
    displayName: 'Clapham Common, Clapham, London Borough of Lambeth, London, Greater London, England, SW4 9DE, United Kingdom',
    category: 'leisure',
    type: 'common',
  },
  {
    osm: { type: 'node', id: 31_000_004 },
    placeId: 240_109_192,
    lat: SOHO.lat,
    lon: SOHO.lon,
    name: 'Soho Square',
    displayName: 'Soho Square, Soho, City of Westminster, London, Greater London, England, W1D 3QP, United Kingdom',
    category: 'leisure',
    type: 'park',
  },
];

/** Localities Foursquare's `near` understands, with the circle it reports for each. */
export const FOURSQUARE_LOCALITIES: Readonly<Record<string, { lat: number; lon: number; radius: number }>> = {
  'soho, london': { lat: 51.5136, lon: -0.1365, radius: 1200 },
  london: { lat: 51.5072, lon: -0.1276, radius: 22_000 },
};
