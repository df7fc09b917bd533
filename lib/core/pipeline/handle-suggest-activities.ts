import { SHORTEST_ACTIVITY_MINUTES } from '../activities/activity-catalogue';
import { activityWindow, type ActivityWindow } from '../activities/activity-window';
import { findFreeBlocks, WAKING_FROM_MINUTES, WAKING_TO_MINUTES } from '../activities/find-free-blocks';
import { pickActivities } from '../activities/pick-activities';
import { planRequest } from '../activities/plan-request';
import { describeCues, readActivityCues } from '../activities/read-activity-cues';
import type { ParsedAttendee, ParsedPart } from '../nlu/parsed-request';
import { busyFromOccurrences } from '../slots/busy-from-occurrences';
import { formatDay, formatRange, formatTime } from '../time/format';
import { overlaps, type Interval } from '../time/interval';
import { workingIntervals } from '../time/working-hours';
import { addZonedDays, isoDateInZone, MINUTE_MS } from '../time/zoned';
import { callTool } from './call-tool';
import { hasBudget } from './model-budget';
import {
  ideaInterval,
  SUGGEST_ACTIVITIES,
  suggestActivitiesSchema,
  type SuggestActivitiesReply,
} from './tools/suggest-activities';
import type { TurnContext } from './turn-context';
import type { ActivityIdea } from './turn-event';

/** Free blocks offered at most: a week of afternoons and evenings, and a prompt that stays short. */
const MAX_BLOCKS = 16;
/** How far past the asked time to look for a day to suggest instead, when it is all taken. */
const LOOKAHEAD_DAYS = 7;
/** A day worth suggesting instead has at least this much free time in one piece. */
const WORTHWHILE_MINUTES = 120;

const SYSTEM_PROMPT = [
  "You suggest things to do in the person's free time. Call suggestActivities with 3 or 4 ideas that differ in kind and,",
  'where the blocks allow, in time. Put each inside one numbered free block, at a time of day that suits it: hikes and',
  'outdoor plans in daylight, brunch late morning, museums within opening hours, dinner in the evening. Honour what the',
  'request asks for (outdoors or indoors, active or relaxing, kids, a date, cheap, food, rain). Times are the local wall clock.',
].join(' ');

/**
 * "Let's do something fun on Saturday": the person's free time in the asked window (waking hours,
 * not working hours), then 3–4 ideas, each at a free time that suits it, with the request that
 * plans it when picked. The model proposes the ideas when there is one; the built-in catalogue
 * otherwise, and whenever the model's answer is unusable.
 */
export async function handleSuggestActivities(text: string, parsed: ParsedPart, ctx: TurnContext): Promise<void> {
  const { timeZone: zone } = ctx;
  const now = ctx.clock.now();
  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Finding free time' });
  const window = activityWindow(parsed.when, now, zone);
  if (window.end <= window.start) {
    ctx.emit({ type: 'text', text: 'That time has already passed. Try "something fun this weekend".' });
    return;
  }
  // Read a week past the window as well: if the window is full, a free day after it can be named.
  const read = { start: window.start, end: addZonedDays(window.end, LOOKAHEAD_DAYS, zone) };
  const occurrences = await ctx.calendar.listOccurrences(read, zone);
  const working = workingIntervals(read, ctx.preferences.workingHours, zone);
  const busy = [...busyFromOccurrences(occurrences, zone), ...working];
  const blocks = findFreeBlocks({ window, busy, timeZone: zone, minMinutes: SHORTEST_ACTIVITY_MINUTES }).slice(0, MAX_BLOCKS);
  if (blocks.length === 0) {
    ctx.emit({ type: 'text', text: nothingFree(window, read, busy, working, zone) });
    return;
  }
  const attendees = parsed.entities.attendees ?? [];
  const plan = (title: string, start: number, durationMinutes: number): string =>
    planRequest({ title, start, durationMinutes, attendees, timeZone: zone, now });

  const fromModel = await askModel(text, attendees, blocks, ctx);
  if (fromModel !== undefined) {
    const ideas = fromModel.ideas.flatMap((idea): ActivityIdea[] => {
      const block = blocks[idea.blockIndex];
      if (block === undefined) return [];
      const at = ideaInterval(block, idea.start, idea.durationMinutes, zone);
      return [
        {
          title: idea.title,
          description: idea.description,
          start: at.start,
          end: at.end,
          ...(idea.placeType === null ? {} : { placeType: idea.placeType }),
          request: plan(idea.title, at.start, idea.durationMinutes),
        },
      ];
    });
    ctx.emit({ type: 'activities', text: fromModel.message, timeZone: zone, ideas });
    return;
  }

  const cues = readActivityCues(text);
  const picked = pickActivities({
    blocks,
    cues,
    timeZone: zone,
    ...(window.preferredStart === undefined ? {} : { preferredStart: window.preferredStart }),
  });
  if (picked.length === 0) {
    ctx.emit({ type: 'text', text: nothingFree(window, read, busy, working, zone) });
    return;
  }
  const ideas = picked.map(({ activity, start, end }): ActivityIdea => ({
    title: activity.title,
    description: activity.description,
    start,
    end,
    ...(activity.placeType === undefined ? {} : { placeType: activity.placeType }),
    request: plan(activity.title, start, activity.durationMinutes),
  }));
  const understood = describeCues(cues);
  const intro = `Here are ${String(ideas.length)} ideas for your free time ${spanLabel(blocks, zone)}${understood === undefined ? '' : ` (${understood})`}.`;
  ctx.emit({ type: 'activities', text: `${intro} Pick one and I'll plan it.`, timeZone: zone, ideas });
}

/** One MINI call; undefined without a model or budget, or when its answer stays invalid after the repair. */
async function askModel(
  text: string,
  attendees: readonly ParsedAttendee[],
  blocks: readonly Interval[],
  ctx: TurnContext,
): Promise<SuggestActivitiesReply | undefined> {
  if (ctx.model === undefined || !hasBudget(ctx.budget)) return undefined;
  const zone = ctx.timeZone;
  const now = ctx.clock.now();
  const people = attendees.flatMap((a) => a.name ?? a.email ?? []);
  const user = [
    `Request: "${text}"`,
    people.length === 0 ? '' : `With: ${people.join(', ')}`,
    `Now: ${formatDay(now, zone)}, ${formatTime(now, zone)} (${zone})`,
    `Free blocks (local time, ${zone}):`,
    ...blocks.map((b, i) => `${String(i)}: ${formatRange(b.start, b.end, zone)}`),
  ]
    .filter((line) => line !== '')
    .join('\n');
  return callTool(
    ctx.model,
    {
      tier: 'mini',
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: user },
      ],
      ...SUGGEST_ACTIVITIES,
      schema: suggestActivitiesSchema(blocks, zone),
    },
    {
      ...ctx,
      onMessage: (delta) => {
        ctx.emit({ type: 'stream', text: delta });
      },
    },
  );
}

/** "on Sat 28 Nov", or "between Sat 28 Nov and Sun 29 Nov" when the ideas span days. */
function spanLabel(blocks: readonly Interval[], zone: string): string {
  const first = blocks[0];
  const last = blocks.at(-1);
  if (first === undefined || last === undefined || isoDateInZone(first.start, zone) === isoDateInZone(last.start, zone)) {
    return `on ${formatDay(first?.start ?? 0, zone)}`;
  }
  return `between ${formatDay(first.start, zone)} and ${formatDay(last.start, zone)}`;
}

/** Nothing fits: say so, say why when work is the reason, and name the next day with real free time. */
function nothingFree(
  window: ActivityWindow,
  read: Interval,
  busy: readonly Interval[],
  working: readonly Interval[],
  zone: string,
): string {
  const lastMoment = window.end - MINUTE_MS;
  const span =
    isoDateInZone(window.start, zone) === isoDateInZone(lastMoment, zone)
      ? `on ${formatDay(window.start, zone)}`
      : `from ${formatDay(window.start, zone)} to ${formatDay(lastMoment, zone)}`;
  const hours = `${clock(WAKING_FROM_MINUTES)}–${clock(WAKING_TO_MINUTES)}`;
  const work = working.some((w) => overlaps(w, window)) ? ', outside your working hours' : '';
  const [next] = findFreeBlocks({
    window: { start: window.end, end: read.end },
    busy,
    timeZone: zone,
    minMinutes: WORTHWHILE_MINUTES,
  });
  const suggestion =
    next === undefined
      ? 'Try another week, or name a day and I will look again.'
      : `${formatDay(next.start, zone)} looks free from ${formatTime(next.start, zone)} — ask me about that day instead?`;
  return `You have no free time long enough for an outing ${span} (between ${hours}${work}). ${suggestion}`;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
