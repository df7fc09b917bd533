import type { Interval } from '../time/interval';
import type { ZoneClock } from './zone-clock';

type PartOfDay = 'morning' | 'afternoon' | 'evening';

function partOfDay(minuteOfDay: number): PartOfDay {
  return minuteOfDay < 12 * 60 ? 'morning' : minuteOfDay < 17 * 60 ? 'afternoon' : 'evening';
}

/**
 * Up to `count` slots from a best-first list, still best first, never two that overlap, and spread
 * out so the alternatives are real choices rather than the winner nudged by 15 minutes. The best
 * slot always comes first; then, in rank order, slots on a new day at a new part of the day; then
 * on a new day or at a new part of the day; then anything that does not overlap. Spreading works
 * within a quality band (`bandOf`, lower is better; e.g. how many people cannot come): a slot from
 * a worse band is only taken once the better bands have nothing left that does not overlap.
 */
export function pickTopSlots<T extends Interval>(
  ranked: readonly T[],
  count: number,
  clock: ZoneClock,
  bandOf: (slot: T) => number = () => 0,
): T[] {
  const keyed = ranked.map((slot, rank) => ({
    slot,
    rank,
    band: bandOf(slot),
    day: clock.dayNumber(slot.start),
    part: partOfDay(clock.minuteOfDay(slot.start)),
  }));
  type Keyed = (typeof keyed)[number];
  const picked: Keyed[] = [];
  const isFree = (k: Keyed): boolean => picked.every((p) => k.slot.end <= p.slot.start || p.slot.end <= k.slot.start);
  const newDay = (k: Keyed): boolean => picked.every((p) => p.day !== k.day);
  const newPart = (k: Keyed): boolean => picked.every((p) => p.part !== k.part);
  const newPair = (k: Keyed): boolean => picked.every((p) => p.day !== k.day || p.part !== k.part);
  const tiers: ((k: Keyed) => boolean)[] = [(k) => newDay(k) && newPart(k), (k) => newDay(k) || newPart(k), newPair, () => true];
  const bands = [...new Set(keyed.map((k) => k.band))].sort((a, b) => a - b);
  for (const band of bands) {
    const inBand = keyed.filter((k) => k.band === band);
    for (const tier of tiers) {
      for (const k of inBand) {
        if (picked.length >= count) break;
        if (!picked.includes(k) && isFree(k) && tier(k)) picked.push(k);
      }
    }
  }
  return picked.sort((a, b) => a.rank - b.rank).map((k) => k.slot);
}
