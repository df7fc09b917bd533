/**
 * Zones people name after a clock time: "9:30am EST", "2pm pacific", "3pm London time", "noon
 * UTC". Abbreviations name the region's zone, not the fixed offset (people write "EST" in July and
 * mean New York's clock), so the IANA zone applies its own DST.
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  est: 'America/New_York',
  edt: 'America/New_York',
  et: 'America/New_York',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  ct: 'America/Chicago',
  mst: 'America/Denver',
  mdt: 'America/Denver',
  mt: 'America/Denver',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  pt: 'America/Los_Angeles',
  akst: 'America/Anchorage',
  hst: 'Pacific/Honolulu',
  utc: 'UTC',
  gmt: 'UTC',
  zulu: 'UTC',
  bst: 'Europe/London',
  uk: 'Europe/London',
  cet: 'Europe/Paris',
  cest: 'Europe/Paris',
  eet: 'Europe/Athens',
  ist: 'Asia/Kolkata',
  jst: 'Asia/Tokyo',
  kst: 'Asia/Seoul',
  sgt: 'Asia/Singapore',
  hkt: 'Asia/Hong_Kong',
  aest: 'Australia/Sydney',
  aedt: 'Australia/Sydney',
  nzst: 'Pacific/Auckland',
  nzdt: 'Pacific/Auckland',
};

/** US regions: "2pm pacific" is a zone, "2pm central park" is not, so a word may not follow unless it is "time". */
const REGIONS: Readonly<Record<string, string>> = {
  eastern: 'America/New_York',
  central: 'America/Chicago',
  mountain: 'America/Denver',
  pacific: 'America/Los_Angeles',
};

/** Cities (and a few countries) said as "<city> time". */
const PLACES: Readonly<Record<string, string>> = {
  london: 'Europe/London',
  dublin: 'Europe/Dublin',
  lisbon: 'Europe/Lisbon',
  paris: 'Europe/Paris',
  berlin: 'Europe/Berlin',
  munich: 'Europe/Berlin',
  frankfurt: 'Europe/Berlin',
  amsterdam: 'Europe/Amsterdam',
  brussels: 'Europe/Brussels',
  madrid: 'Europe/Madrid',
  barcelona: 'Europe/Madrid',
  rome: 'Europe/Rome',
  milan: 'Europe/Rome',
  zurich: 'Europe/Zurich',
  vienna: 'Europe/Vienna',
  stockholm: 'Europe/Stockholm',
  oslo: 'Europe/Oslo',
  copenhagen: 'Europe/Copenhagen',
  helsinki: 'Europe/Helsinki',
  warsaw: 'Europe/Warsaw',
  prague: 'Europe/Prague',
  athens: 'Europe/Athens',
  istanbul: 'Europe/Istanbul',
  moscow: 'Europe/Moscow',
  'tel aviv': 'Asia/Jerusalem',
  dubai: 'Asia/Dubai',
  mumbai: 'Asia/Kolkata',
  delhi: 'Asia/Kolkata',
  'new delhi': 'Asia/Kolkata',
  bangalore: 'Asia/Kolkata',
  bengaluru: 'Asia/Kolkata',
  india: 'Asia/Kolkata',
  singapore: 'Asia/Singapore',
  'hong kong': 'Asia/Hong_Kong',
  beijing: 'Asia/Shanghai',
  shanghai: 'Asia/Shanghai',
  china: 'Asia/Shanghai',
  taipei: 'Asia/Taipei',
  seoul: 'Asia/Seoul',
  tokyo: 'Asia/Tokyo',
  japan: 'Asia/Tokyo',
  sydney: 'Australia/Sydney',
  melbourne: 'Australia/Melbourne',
  brisbane: 'Australia/Brisbane',
  perth: 'Australia/Perth',
  auckland: 'Pacific/Auckland',
  'new york': 'America/New_York',
  nyc: 'America/New_York',
  ny: 'America/New_York',
  boston: 'America/New_York',
  toronto: 'America/Toronto',
  miami: 'America/New_York',
  atlanta: 'America/New_York',
  chicago: 'America/Chicago',
  austin: 'America/Chicago',
  dallas: 'America/Chicago',
  houston: 'America/Chicago',
  denver: 'America/Denver',
  phoenix: 'America/Phoenix',
  'los angeles': 'America/Los_Angeles',
  la: 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  sf: 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  vancouver: 'America/Vancouver',
  'mexico city': 'America/Mexico_City',
  'sao paulo': 'America/Sao_Paulo',
  'são paulo': 'America/Sao_Paulo',
  'buenos aires': 'America/Argentina/Buenos_Aires',
  johannesburg: 'Africa/Johannesburg',
  lagos: 'Africa/Lagos',
  nairobi: 'Africa/Nairobi',
  cairo: 'Africa/Cairo',
  honolulu: 'Pacific/Honolulu',
  hawaii: 'Pacific/Honolulu',
};

const byLength = (keys: string[]): string =>
  [...keys]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/ /g, String.raw`\s+`))
    .join('|');

/**
 * A region name followed by a lower-case word may be a place ("2pm central park"), unless the word
 * is one a sentence goes on with ("noon eastern any good?", "3 pacific works", "10 central for the call").
 */
const WORDS_AFTER_A_ZONE = String.raw`(?:any|ok|okay|good|fine|great|works?|would|could|for|with|is|or|and|on|tomorrow|today|tonight|then|please|instead|if|suits?|that|this|next|to|at|by|so|but)`;

/**
 * A city right after a clock without "time" ("friday 10am London", "5pm in Tokyo?") names its
 * clock, as a meeting there keeps that city's hours; not a city that names a thing ("3pm London
 * office", "9am Paris's team") nor a two-letter one ("at 4 la reunión"), which needs "time".
 */
const PLACE_ALONE = String.raw`(?<=[a-z]{3})\b(?!['’]s\b)(?!\s+(?!${WORDS_AFTER_A_ZONE}\b)[a-z])`;

/**
 * What may follow a clock time to name its zone: "EST", "(PT)", "pacific time", "London time",
 * "in London time", "Tokyo". A bare abbreviation needs no "time"; a city is read as PLACE_ALONE says.
 */
export const ZONE_AFTER_CLOCK = String.raw`\s*[(,]?\s*(?:(${byLength(Object.keys(ABBREVIATIONS))})(?:\s+time)?\b|(${byLength(Object.keys(REGIONS))})(?:\s+(?:standard\s+|daylight\s+)?time\b|\b(?!\s+(?!${WORDS_AFTER_A_ZONE}\b)[a-z]))|(?:in\s+)?(${byLength(Object.keys(PLACES))})(?:\s+time\b|${PLACE_ALONE}))\)?`;

/** The IANA zone for an abbreviation or a place as matched by ZONE_AFTER_CLOCK's groups. */
export function zoneNamed(
  abbreviation: string | undefined,
  region: string | undefined,
  place: string | undefined,
): string | undefined {
  if (abbreviation !== undefined) return ABBREVIATIONS[abbreviation.toLowerCase()];
  if (region !== undefined) return REGIONS[region.toLowerCase()];
  if (place !== undefined) return PLACES[place.toLowerCase().replace(/\s+/g, ' ')];
  return undefined;
}

/** Any zone word at all: the gate of the matchers that read ZONE_AFTER_CLOCK. */
export const ZONE_WORD = new RegExp(
  String.raw`\b(?:${byLength([...Object.keys(ABBREVIATIONS), ...Object.keys(REGIONS), ...Object.keys(PLACES)])})\b`,
  'i',
);

/** A zone asked for at the end of a question: "… in London time", "…, in PT?", "… Tokyo time". */
const ASKED_ZONE = new RegExp(
  String.raw`[\s,]+(?:(?:in|on|for)\s+)?(?:(${byLength(Object.keys(ABBREVIATIONS))})(?:\s+time)?|(${byLength(Object.keys(REGIONS))})\s+(?:standard\s+|daylight\s+)?time|(${byLength(Object.keys(PLACES))})\s+time)\s*[?.!]*\s*$`,
  'i',
);

/** The words before "in London time", the zone, and how the person named it ("London time", "PT"). */
export function readAskedZone(words: string): { rest: string; zone: string; label: string } | undefined {
  const m = ASKED_ZONE.exec(words);
  if (m === null) return undefined;
  // A bare abbreviation must be said with "in" or "time" ("the ET review" is a title).
  if (m[1] !== undefined && !/^[\s,]+(?:in|on|for)\s|\s+time\s*[?.!]*\s*$/i.test(m[0])) return undefined;
  const zone = zoneNamed(m[1], m[2], m[3]);
  if (zone === undefined) return undefined;
  const named = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\s+/g, ' ');
  const label = m[1] !== undefined ? named.toUpperCase() : `${named.replace(/\b\p{L}/gu, (c) => c.toUpperCase())} time`;
  return { rest: words.slice(0, m.index).trim(), zone, label };
}
