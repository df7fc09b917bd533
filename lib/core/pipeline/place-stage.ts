import type { EventOccurrence } from '../domain/calendar-event';
import type { ParsedPart } from '../nlu/parsed-request';
import { distanceKm } from '../places/distance-km';
import { distinctPlaces } from '../places/distinct-places';
import { filterPlaces, isOpenDuring, isWellRated } from '../places/filter-places';
import { nameFromEmail } from '../nlu/extract-attendees';
import { learnedGuestLocations, LEARN_FROM_DAYS } from '../places/guest-locations';
import { midpointOf } from '../places/midpoint';
import { placeSearchKind, type PlaceSearchKind } from '../places/place-category';
import type { PlaceChoice, ProposalPlaces, TravelEstimate } from '../places/place-choice';
import { noPlacesNote, placesFailureNote } from '../places/places-note';
import { PLACES_SHOWN, rankPlaces, type RankedPlace } from '../places/rank-places';
import { estimateTravel } from '../places/travel-estimate';
import type { CalendarKind, TravelBuffers } from '../slots/slot-query';
import type { Interval } from '../time/interval';
import { DAY_MS } from '../time/zoned';
import { DEFAULT_SEARCH_RADIUS_METERS, type GeoPoint, type Place, type PlacesPort } from '../../ports/places';
import type { TurnContext } from './turn-context';

/** Venues fetched per search: enough that four survive the rating and opening-hours filters. */
const SEARCH_LIMIT = 40;
/** The widest circle searched: beyond it a "midpoint" is no longer a place both can walk to. */
const MAX_RADIUS_METERS = 10_000;
/** Places the model is offered to rank (the select prompt stays under 2,000 tokens with 50 slots). */
export const PLACES_OFFERED = 10;

export type PersonPlace = 'home' | 'work';

export interface PlaceSearch {
  kind: PlaceSearchKind;
  midpoint: GeoPoint;
  /** Where the person is before and after, as far as Kairos knows: their work or home. */
  origin?: { from: PersonPlace; point: GeoPoint };
  /** Well rated (or unrated), one record per venue; not yet checked against a time. */
  candidates: Place[];
  /** "cafés between you and Sam", for the card. */
  searchedFor: string;
  /** Kept free before and after the event to get there: the longest trip to any of the best places. */
  travel?: TravelBuffers & { estimate: TravelEstimate };
}

/** A follow-up's say in the search: "somewhere closer to Sam" (an area), "somewhere else" (leave out those shown). */
export interface PlaceSearchOptions {
  area?: { point: GeoPoint; words: string };
  exclude?: readonly string[];
  /** "move it to Kiln & Bean": the offered venue the person named, chosen whatever the ranking says. */
  choose?: string;
  /** "somewhere cheaper": only venues listed below this price level (1–4). */
  cheaperThan?: number;
}

/** The places stage found something to rank, or only a line to tell the person why not. */
export type PlaceStage = { kind: 'search'; search: PlaceSearch } | { kind: 'note'; note: string };

/**
 * Stage 4's place search, before any time is chosen (the venues near the people do not depend on
 * when): for an in-person plan at a kind of venue (coffee, a meal, drinks) where the request names no
 * venue. Undefined when no search is wanted, so the proposal is times only as before. Never throws
 * for a provider's failure: that is a note, and the turn goes on with times.
 */
export async function searchPlacesFor(
  parsed: ParsedPart,
  calendarKind: CalendarKind,
  ctx: TurnContext,
  options: PlaceSearchOptions = {},
): Promise<PlaceStage | undefined> {
  const places = ctx.places;
  if (places === undefined) return undefined;
  const { entities } = parsed;
  if (entities.eventType === 'virtual' || entities.location !== undefined || entities.videoLink !== undefined) return undefined;
  const kind = placeSearchKind(parsed);
  if (kind === undefined) return undefined;

  const origin = originFor(calendarKind, places);
  const area = options.area === undefined ? await namedArea(parsed, ctx, origin) : { kind: 'area' as const, ...options.area };
  if (area?.kind === 'note') return area;
  const guests = area === undefined ? await guestPoints(parsed, ctx, origin?.point) : [];
  const points =
    area !== undefined ? [area.point] : [...(origin === undefined ? [] : [origin.point]), ...guests.map((g) => g.point)];
  const midpoint = midpointOf(points);
  if (midpoint === undefined) {
    return { kind: 'note', note: `Add your home or work address in Options → Places and I'll suggest ${kind.plural} near you.` };
  }
  const spreadKm = Math.max(0, ...points.map((p) => distanceKm(p, midpoint)));
  const radius = Math.min(MAX_RADIUS_METERS, Math.max(DEFAULT_SEARCH_RADIUS_METERS, Math.round(spreadKm * 500)));
  const found = await searchAround(places.port, kind, midpoint, radius);
  if (!found.ok) return { kind: 'note', note: placesFailureNote(found.failure) };
  const excluded = new Set(options.exclude);
  const cheaper = (p: Place): boolean =>
    options.cheaperThan === undefined || (p.priceLevel !== undefined && p.priceLevel < options.cheaperThan);
  const candidates = distinctPlaces(found.places.filter((p) => isWellRated(p) && !excluded.has(p.id) && cheaper(p)));
  if (candidates.length === 0) return { kind: 'note', note: noPlacesNote(kind.plural) };
  const searchedFor = `${kind.plural} ${whereWords(area, guests, origin)}`;
  const travel = origin === undefined ? undefined : travelBuffers(origin.from, origin.point, rankPlaces(candidates, midpoint));
  return {
    kind: 'search',
    search: {
      kind,
      midpoint,
      ...(origin === undefined ? {} : { origin }),
      candidates,
      searchedFor,
      ...(travel === undefined ? {} : { travel }),
    },
  };
}

/** One search, widened once when it leaves fewer than four venues to choose from. */
async function searchAround(port: PlacesPort, kind: PlaceSearchKind, center: GeoPoint, radiusMeters: number) {
  const ask = (radius: number) =>
    port.search({
      what: { kind: 'category', category: kind.category },
      area: { center, radiusMeters: radius },
      limit: SEARCH_LIMIT,
    });
  const first = await ask(radiusMeters);
  if (!first.ok || first.places.filter(isWellRated).length >= PLACES_SHOWN || radiusMeters * 2 > MAX_RADIUS_METERS) return first;
  const wider = await ask(radiusMeters * 2);
  // A failed second search keeps what the first found.
  return wider.ok ? wider : first;
}

/**
 * Where the person is around the event: at work for what happens in working hours (lunch, coffee at
 * work), at home for evenings and weekends; the other one when only one is known.
 */
export function originFor(
  calendarKind: CalendarKind,
  places: { home?: GeoPoint; work?: GeoPoint },
): { from: PersonPlace; point: GeoPoint } | undefined {
  const order: PersonPlace[] = calendarKind === 'work' ? ['work', 'home'] : ['home', 'work'];
  for (const from of order) {
    const point = places[from];
    if (point !== undefined) return { from, point };
  }
  return undefined;
}

type Area = { kind: 'area'; point: GeoPoint; words: string };

/** "near Soho", "near work": the area the request names, looked up near where the person is. */
async function namedArea(
  parsed: ParsedPart,
  ctx: TurnContext,
  origin: { point: GeoPoint } | undefined,
): Promise<Area | { kind: 'note'; note: string } | undefined> {
  const near = parsed.entities.near?.trim();
  if (near === undefined || near === '') return undefined;
  const places = ctx.places;
  if (places === undefined) return undefined;
  if (near === 'home' || near === 'work') {
    const point = places[near];
    return point === undefined
      ? { kind: 'note', note: `I don't know where ${near === 'home' ? 'home' : 'work'} is yet — add it in Options → Places.` }
      : { kind: 'area', point, words: near === 'home' ? 'near home' : 'near work' };
  }
  const found = await places.port.geocode(near, origin?.point);
  if (!found.ok) return { kind: 'note', note: placesFailureNote(found.failure) };
  const [best] = found.places;
  if (best === undefined) return { kind: 'note', note: `I couldn't find "${near}" on the map, so these are times only.` };
  return { kind: 'area', point: best.location, words: `near ${near}` };
}

/** Where each guest has been met before, as points; a location the map cannot find is left out. */
async function guestPoints(
  parsed: ParsedPart,
  ctx: TurnContext,
  near: GeoPoint | undefined,
): Promise<{ name: string; point: GeoPoint }[]> {
  const emails = (parsed.entities.attendees ?? []).flatMap((a) => (a.email === undefined ? [] : [a.email]));
  const found = await guestLocations(emails, ctx, near);
  return found.map(({ email, point }) => {
    const attendee = parsed.entities.attendees?.find((a) => a.email === email);
    return { name: attendee?.name ?? nameFromEmail(email), point };
  });
}

/** Where each of these guests has been met before, as points (at most MAX_GUESTS_LOOKED_UP); unknown ones left out. */
export async function guestLocations(
  emails: readonly string[],
  ctx: TurnContext,
  near: GeoPoint | undefined,
): Promise<{ email: string; point: GeoPoint }[]> {
  const places = ctx.places;
  if (places === undefined || emails.length === 0) return [];
  const now = ctx.clock.now();
  let past: EventOccurrence[];
  try {
    past = await ctx.calendar.listOccurrences({ start: now - LEARN_FROM_DAYS * DAY_MS, end: now }, ctx.timeZone);
  } catch {
    // Learning where a guest usually is only refines the midpoint: without it, search near the person.
    return [];
  }
  const learned = learnedGuestLocations(past, emails);
  const points: { email: string; point: GeoPoint }[] = [];
  for (const { email, location } of learned) {
    const found = await places.port.geocode(location, near);
    const best = found.ok ? found.places[0] : undefined;
    if (best !== undefined) points.push({ email, point: best.location });
  }
  return points;
}

function whereWords(
  area: Area | undefined,
  guests: readonly { name: string }[],
  origin: { from: PersonPlace } | undefined,
): string {
  if (area !== undefined) return area.words;
  if (guests.length > 0)
    return `between ${[...(origin === undefined ? [] : ['you']), ...guests.map((g) => g.name)].join(' and ')}`;
  return origin?.from === 'work' ? 'near work' : 'near home';
}

/** The buffer that covers the trip to any of the places the card may offer, so picking another keeps it valid. */
function travelBuffers(from: PersonPlace, origin: GeoPoint, best: readonly RankedPlace[]): PlaceSearch['travel'] {
  const trips = best.slice(0, PLACES_SHOWN).map((r) => estimateTravel(distanceKm(origin, r.place.location)));
  const longest = trips.sort((a, b) => b.minutes - a.minutes)[0];
  if (longest === undefined || longest.minutes === 0) return undefined;
  return { beforeMinutes: longest.minutes, afterMinutes: longest.minutes, estimate: { ...longest, from } };
}

/** The places to offer a model with the candidate times: the best open at the built-in engine's pick. */
export function placesToOffer(search: PlaceSearch, slot: Interval, ctx: TurnContext): RankedPlace[] {
  return rankedAt(search, slot, ctx).slice(0, PLACES_OFFERED);
}

/**
 * The proposal's places at the chosen time: closed venues dropped, the rest ranked by the blend
 * (or in the model's order, when it ranked them and they are open then, with the blend filling any
 * gap). `withAlternatives` false shows the chosen one alone (a clash: times come first).
 */
export function placesAt(
  search: PlaceSearch,
  slot: Interval,
  ctx: TurnContext,
  options: { modelOrder?: readonly string[]; withAlternatives: boolean; choose?: string | undefined },
): ProposalPlaces | { note: string } {
  // A venue the person named comes first even if its hours say closed: the card says so ("May be closed then").
  const named = search.candidates.filter((p) => p.id === options.choose);
  const ranked = [
    ...rankPlaces(named, search.midpoint, named.length),
    ...rankedAt(search, slot, ctx).filter((r) => r.place.id !== options.choose),
  ];
  const preferred = [...named.map((p) => p.id), ...(options.modelOrder ?? []).filter((id) => id !== options.choose)].flatMap(
    (id) => ranked.filter((r) => r.place.id === id),
  );
  const ordered = [...preferred, ...ranked.filter((r) => !preferred.includes(r))];
  const [chosen, ...others] = ordered.slice(0, PLACES_SHOWN);
  if (chosen === undefined) return { note: noPlacesNote(search.kind.plural) };
  const choice = (r: RankedPlace) => placeChoice(r, search, slot, ctx);
  return {
    chosen: choice(chosen),
    alternatives: options.withAlternatives ? others.map(choice) : [],
    searchedFor: search.searchedFor,
  };
}

function rankedAt(search: PlaceSearch, slot: Interval, ctx: TurnContext): RankedPlace[] {
  const hours = ctx.places?.hours;
  const open =
    hours === undefined ? search.candidates : filterPlaces(search.candidates, { during: slot, timeZone: ctx.timeZone, hours });
  return rankPlaces(open, search.midpoint, open.length);
}

function placeChoice(ranked: RankedPlace, search: PlaceSearch, slot: Interval, ctx: TurnContext): PlaceChoice {
  const { place } = ranked;
  const hours = ctx.places?.hours;
  const openThen = hours === undefined ? undefined : isOpenDuring(place, slot, ctx.timeZone, hours);
  const trip = search.origin === undefined ? undefined : estimateTravel(distanceKm(search.origin.point, place.location));
  return {
    id: place.id,
    name: place.name,
    ...(place.address === undefined ? {} : { address: place.address }),
    category: place.category,
    ...(place.rating === undefined
      ? {}
      : { rating: { value: place.rating.value, source: place.rating.source.value, scale: place.rating.source.scale } }),
    ...(place.priceLevel === undefined ? {} : { priceLevel: place.priceLevel }),
    ...(place.openingHours === undefined ? {} : { hours: place.openingHours.text }),
    ...(openThen === undefined ? {} : { openThen }),
    distanceFromMidpointKm: Math.round(ranked.distanceFromMidpointKm * 100) / 100,
    mapUrl: place.mapUrl,
    ...(place.website === undefined ? {} : { website: place.website }),
    ...(trip === undefined || search.origin === undefined || trip.minutes === 0
      ? {}
      : { travel: { ...trip, from: search.origin.from } }),
    location: place.address === undefined ? place.name : `${place.name}, ${place.address}`,
  };
}
