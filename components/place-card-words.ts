import type { PlaceChoice, TravelEstimate } from '../lib/core/places/place-choice';

/** A figure with at most one decimal, without a trailing ".0" ("9.1", "9", "0.3"). */
function oneDecimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** The rating in the provider's own scale, as it shows it: "★ 9.1/10", "★ 4.5/5". */
export function ratingWords(rating: NonNullable<PlaceChoice['rating']>): string {
  return `★ ${oneDecimal(rating.source)}/${String(rating.scale)}`;
}

/** The price level without a currency, which the provider does not give (1 cheapest, 4 dearest). */
export function priceWords(level: number): string {
  return `Price ${String(level)}/4`;
}

/** A distance as a card shows it: one decimal under 10 km, whole kilometres beyond. */
export function kmWords(km: number): string {
  if (km < 0.05) return 'under 0.1 km';
  return `${km < 10 ? oneDecimal(km) : String(Math.round(km))} km`;
}

/**
 * "0.3 km from the midpoint": from the centre the places were searched and ranked around, named as
 * the search was ("cafés near work" → "from work"; "between you and Sam" → "from the midpoint";
 * "closer to Sam" → "from Sam's usual place").
 */
export function distanceWords(km: number, searchedFor = ''): string {
  return `${kmWords(km)} from ${centreWords(searchedFor)}`;
}

function centreWords(searchedFor: string): string {
  const near = /\bnear (.+)$/.exec(searchedFor)?.[1];
  if (near !== undefined) return near;
  const closer = /\bcloser to (.+)$/.exec(searchedFor)?.[1];
  if (closer !== undefined) return closer === 'you' ? 'your usual place' : `${closer}'s usual place`;
  return 'the midpoint';
}

/** "12 minutes", "1 hour 5 minutes": singular where it is one. */
function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string): string => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/**
 * How long the trip takes, from where: "About 12 minutes' walk from work", "About 25 minutes by
 * transit from home", "About 20 minutes by car from home". The minutes are an estimate from distance.
 */
export function travelWords(travel: TravelEstimate): string {
  const { minutes, mode, from } = travel;
  if (minutes < 1) return mode === 'walk' ? `Under a minute's walk from ${from}` : `Under a minute away from ${from}`;
  const duration = durationWords(minutes);
  const how =
    mode === 'walk'
      ? `${duration}${duration.endsWith('s') ? "'" : "'s"} walk`
      : mode === 'transit'
        ? `${duration} by transit`
        : `${duration} by car`;
  return `About ${how} from ${from}`;
}

/** Whether the venue is open for the whole event; nothing is said when the provider's hours did not tell. */
export function openThenWords(openThen: boolean | undefined): string | undefined {
  if (openThen === undefined) return undefined;
  return openThen ? 'Open then' : 'May be closed then';
}
