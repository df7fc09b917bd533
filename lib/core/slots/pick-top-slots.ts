import type { Interval } from '../time/interval';
import type { ZoneClock } from './zone-clock';

type PartOfDay = 'morning' | 'afternoon' | 'evening';

function partOfDay(minuteOfDay: number): PartOfDay {
  return minuteOfDay < 12 * 60 ? 'morning' : minuteOfDay < 17 * 60 ? 'afternoon' : 'evening';
}

/** How many a proposal card shows: the best and three alternatives. */
export const SHOWN_SLOTS = 4;

/**
 * Up to `count` slots from a best-first list, never two that overlap, and spread out so the
 * alternatives are real choices rather than the winner nudged by 15 minutes. The best slot always
 * comes first; then, in rank order, slots on a new day at a new part of the day; then on a new day
 * or at a new part of the day; then anything that does not overlap. Spreading works within a
 * quality band (`bandOf`, lower is better; e.g. how many people cannot come): a slot from a worse
 * band is only taken once the better bands have nothing left that does not overlap.
 *
 * The first SHOWN_SLOTS are picked (and ordered best first) on their own, so the card's four stay
 * spread over the days the request allows (the design's variety rule) however many more are kept
 * behind them for "show more"; those follow, spread the same way, best first.
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
  const bands = [...new Set(keyed.map((k) => k.band))].sort((a, b) => a - b);
  /** Picks up to `upTo` in all, spread against the slots picked in this batch (`from` on). */
  const pickBatch = (upTo: number): Keyed[] => {
    const from = picked.length;
    const batch = (): Keyed[] => picked.slice(from);
    const newDay = (k: Keyed): boolean => batch().every((p) => p.day !== k.day);
    const newPart = (k: Keyed): boolean => batch().every((p) => p.part !== k.part);
    const newPair = (k: Keyed): boolean => batch().every((p) => p.day !== k.day || p.part !== k.part);
    const tiers: ((k: Keyed) => boolean)[] = [
      (k) => newDay(k) && newPart(k),
      (k) => newDay(k) || newPart(k),
      newPair,
      () => true,
    ];
    for (const band of bands) {
      const inBand = keyed.filter((k) => k.band === band);
      for (const tier of tiers) {
        for (const k of inBand) {
          if (picked.length >= upTo) break;
          if (!picked.includes(k) && isFree(k) && tier(k)) picked.push(k);
        }
      }
    }
    return batch().sort((a, b) => a.rank - b.rank);
  };
  const shown = pickBatch(Math.min(count, SHOWN_SLOTS));
  const kept = pickBatch(count);
  return [...shown, ...kept].map((k) => k.slot);
}
