import { minutesOfDay } from '../domain/preferences';
import { overlaps, type Interval } from '../time/interval';
import { DAY_MS, instantToWallClock, isoDateInZone } from '../time/zoned';
import { ACTIVITY_CATALOGUE, type Activity } from './activity-catalogue';
import { minuteOfDay } from './find-free-blocks';
import { placeActivity, type Placement } from './place-activity';
import type { ActivityCues } from './read-activity-cues';

const MAX_IDEAS = 4;
const MIN_IDEAS = 3;

export interface PickedActivity extends Placement {
  activity: Activity;
}

export interface PickQuery {
  /** Free time, as findFreeBlocks returns it. */
  blocks: readonly Interval[];
  cues: ActivityCues;
  timeZone: string;
  /** A time the person named: ideas start as near it as they can. */
  preferredStart?: number;
}

interface Candidate extends PickedActivity {
  score: number;
  /** Matches none of the cues the person gave: only used to make up the numbers. */
  offCue: boolean;
  day: string;
  dayPart: 'morning' | 'afternoon' | 'evening';
}

// Scores: a matched cue outweighs everything else; then the time of day; then the variety penalties.
const CUE_POINTS = 10;
const SAME_CATEGORY_PENALTY = 4;
const SAME_DAY_PART_PENALTY = 3;
const OVERLAP_PENALTY = 3;
const SAME_DAY_PENALTY = 1;

/**
 * The built-in engine's ideas: up to four activities, each at a free time that suits it (a hike in
 * daylight, dinner in the evening), honouring the cues, and different from each other in kind,
 * day and part of the day. Chronological. Fewer when little fits; none when nothing does.
 */
export function pickActivities(query: PickQuery): PickedActivity[] {
  const candidates = candidatesFor(query);
  const picks: Candidate[] = [];
  const hasCues = query.cues.wanted.size > 0;
  while (picks.length < MAX_IDEAS) {
    let best: { candidate: Candidate; value: number } | undefined;
    for (const c of candidates) {
      if (picks.some((p) => p.activity === c.activity)) continue;
      const value = c.score - penalty(c, picks, query.preferredStart !== undefined);
      if (best === undefined || value > best.value) best = { candidate: c, value };
    }
    if (best === undefined) break;
    // Three ideas that fit the request beat a fourth that ignores it.
    if (hasCues && best.candidate.offCue && picks.length >= MIN_IDEAS) break;
    picks.push(best.candidate);
  }
  return picks
    .sort((a, b) => a.start - b.start)
    .map(({ activity, start, end, startMinute }) => ({ activity, start, end, startMinute }));
}

/** Every activity the cues allow, at its best placement on each day with room for it. */
function candidatesFor(query: PickQuery): Candidate[] {
  const { blocks, cues, timeZone: zone } = query;
  const catalogue = ACTIVITY_CATALOGUE;
  const days = [...new Set(blocks.map((b) => isoDateInZone(b.start, zone)))];
  const preferredMinute = query.preferredStart === undefined ? undefined : minuteOfDay(query.preferredStart, zone);
  const seed = blocks[0] === undefined ? 0 : dayNumber(blocks[0].start, zone);
  const out: Candidate[] = [];
  catalogue.forEach((activity, index) => {
    if (activity.tags.some((t) => cues.avoided.has(t))) return;
    const matched = activity.tags.filter((t) => cues.wanted.has(t)).length;
    // Equal scores go to a different activity each day, so the same request next week is not a rerun.
    const rotation = ((index + seed) % catalogue.length) / (catalogue.length * 10);
    const target = preferredMinute ?? minutesOfDay(activity.ideal);
    const bestPerDay = new Map<string, Candidate>();
    for (const block of blocks) {
      const placed = placeActivity(activity, block, zone, preferredMinute);
      if (placed === undefined) continue;
      const day = isoDateInZone(placed.start, zone);
      const timeFit = 3 - Math.min(3, Math.abs(placed.startMinute - target) / 60);
      const score = CUE_POINTS * matched + timeFit - 0.5 * days.indexOf(day) + rotation;
      const known = bestPerDay.get(day);
      if (known !== undefined && known.score >= score) continue;
      bestPerDay.set(day, {
        activity,
        ...placed,
        score,
        offCue: cues.wanted.size > 0 && matched === 0,
        day,
        dayPart: placed.startMinute < 12 * 60 ? 'morning' : placed.startMinute < 17 * 60 ? 'afternoon' : 'evening',
      });
    }
    out.push(...bestPerDay.values());
  });
  return out;
}

/** Lower for repeating a kind of activity, or (unless the person named the time) a day, part of day or time. */
function penalty(c: Candidate, picks: readonly Candidate[], timeNamed: boolean): number {
  let total = 0;
  for (const p of picks) {
    if (p.activity.category === c.activity.category) total += SAME_CATEGORY_PENALTY;
    if (timeNamed) continue;
    if (p.day === c.day) total += SAME_DAY_PENALTY;
    if (p.day === c.day && p.dayPart === c.dayPart) total += SAME_DAY_PART_PENALTY;
    if (overlaps(p, c)) total += OVERLAP_PENALTY;
  }
  return total;
}

/** Days since 1970-01-01 of the zoned date holding `ms`. */
function dayNumber(ms: number, zone: string): number {
  const w = instantToWallClock(ms, zone);
  return Math.floor(Date.UTC(w.year, w.month - 1, w.day) / DAY_MS);
}
