import { ZONE_AFTER_CLOCK } from '../time/when-zone-names';

const CLOCK_JUST_BEFORE = /(?:\d(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?|noon|midnight|o'?clock)\s*$/i;
const CITY_CLOCK = new RegExp(String.raw`^${ZONE_AFTER_CLOCK}`, 'i');

/**
 * "5pm in London", "call Fiona at 10am London": a city right after a clock says whose clock it is,
 * so the time reader reads it as the zone; it is neither the place nor the area of the event.
 * `index` is where the place phrase ("in London") starts.
 */
export function isCityAfterClock(text: string, index: number): boolean {
  return CLOCK_JUST_BEFORE.test(text.slice(Math.max(0, index - 12), index)) && CITY_CLOCK.test(text.slice(index));
}
