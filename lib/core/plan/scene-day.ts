import { namesOnlyClock } from '../time/parse-when';
import { addZonedDays, instantToWallClock } from '../time/zoned';
import type { ParsedRequest } from '../nlu/parsed-request';
import { parseRequest } from '../nlu/parse-request';
import { splitSteps } from '../nlu/split-intents';
import { readNotify } from '../nlu/bulk-verbs';
import { draftsNote } from './bulk-move-words';
import type { BuildContext } from './plan-draft';
import { readScene } from './reading/read-scene';
import { DAY_SAID, dayWords } from './step-links';

const THAT_PART = /\b(?:on\s+)?(?:that|the\s+same)\s+(day|morning|afternoon|evening|night)\b/gi;
/** Where a move's own words end and where its events go begins: "move my other meetings | to Wed the 16th". */
const MOVE_TARGET = /\s+(?:to|till|until|into|onto)\s+/i;
/** "the next day", "the day after": the day after the scene's. */
const DAY_AFTER = /(?:\bon\s+)?\b(?:the\s+(?:next|following)\s+day|the\s+day\s+after)\b/gi;
/** "to the Tuesday", "the following Friday": the first such day after the scene's. */
const THE_WEEKDAY = /\bthe\s+(?:following\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!['’]s)/gi;
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function nextWeekday(day: number, name: string, ctx: BuildContext): number {
  const want = WEEKDAY_NAMES.indexOf(name.toLowerCase());
  const have = instantToWallClock(day, ctx.timeZone).weekday;
  return addZonedDays(day, (want - have + 7) % 7 || 7, ctx.timeZone);
}

/** "clear the day", "block off the whole day": the scene's day. */
const CLEAR_THE_DAY =
  /\b(clear(?:\s+out)?|wipe|free\s+up|empty|block(?:\s+(?:off|out))?)\s+(?:the|my)\s+(?:whole\s+|entire\s+|full\s+)?day\b/gi;
const CLEARS_A_DAY = /\b(?:clear(?:\s+out)?|wipe|free\s+up|empty|block(?:\s+(?:off|out))?)\s+$/i;
const CHANGES: ReadonlySet<string> = new Set(['delete_event', 'update_event', 'bulk']);

/** "Cancel the standup that day", "that evening": the scene's day, in words every reader reads. */
export function withSceneDayWords(text: string, day: number, ctx: BuildContext): string {
  const date = dayWords(day, ctx);
  // "clear that day", "from that afternoon", "to the day after": the day is what the words are about.
  const on = (before: string): string => (CLEARS_A_DAY.test(before) || PREPOSITION.test(before) ? '' : 'on ');
  return text
    .replace(CLEAR_THE_DAY, `$1 ${date}`)
    .replace(
      DAY_AFTER,
      (_m, at: number, all: string) => `${on(all.slice(0, at))}${dayWords(addZonedDays(day, 1, ctx.timeZone), ctx)}`,
    )
    .replace(THE_WEEKDAY, (_m, name: string) => dayWords(nextWeekday(day, name, ctx), ctx))
    .replace(THAT_PART, (_m, part: string, at: number, all: string) => {
      const p = part.toLowerCase();
      const words = p === 'day' ? date : p === 'night' ? `${date} evening` : `${date} ${p}`;
      return `${on(all.slice(0, at))}${words}`;
    });
}

const PREPOSITION = /\b(?:from|to|until|till|for|by|into|onto)\s+$/i;

/**
 * One request after a scene that names a day, said with that day when it names none of its own:
 * "clear everything except the gym" is that day's everything, "block 9 to 5" that day's hours,
 * "move my other meetings to Wed the 16th" that day's meetings. A question, or a request that says
 * its day, is left as said.
 */
export function onSceneDay(text: string, parsed: ParsedRequest, ctx: BuildContext): string {
  const day = ctx.sceneDay;
  if (day === undefined || DAY_SAID.test(text)) {
    // Only the move's target says a day ("…to Wed the 16th"): the events are still the scene's day's.
    if (day === undefined || !CHANGES.has(parsed.intent)) return text;
    const target = MOVE_TARGET.exec(text);
    if (target === null || DAY_SAID.test(text.slice(0, target.index))) return text;
    return `${text.slice(0, target.index)} on ${dayWords(day, ctx)}${text.slice(target.index)}`;
  }
  const date = dayWords(day, ctx);
  if (CHANGES.has(parsed.intent)) {
    const target = MOVE_TARGET.exec(text);
    if (parsed.intent !== 'delete_event' && target !== null)
      return `${text.slice(0, target.index)} on ${date}${text.slice(target.index)}`;
    return `${text.replace(/[\s.!]+$/, '')}, on ${date}`;
  }
  if (parsed.intent !== 'create_event') return text;
  if (parsed.when !== undefined && !namesOnlyClock(text, ctx.now, ctx.timeZone)) return text;
  return `${text.replace(/[\s.!]+$/, '')} on ${date}`;
}

/**
 * One request after a scene that names its day, restated as the request alone on that day ("Got
 * called for jury duty on Tue 15 Dec. Clear that day" → "Clear December 15"), so every path reads
 * the same words. A message of several steps is left as said: the Plan builder gives each step the day.
 */
export function restateScene(text: string, ctx: BuildContext): string {
  const scene = readScene(text, ctx);
  if (scene === undefined) return text;
  // "woke up with a fever 🤒 clear everything tomorrow…": a scene with no day is only told.
  if (scene.day === undefined) return severalSteps(scene.rest) || scene.timed === true ? text : scene.rest;
  const rest = withSceneDayWords(scene.rest, scene.day, ctx);
  if (severalSteps(rest)) return text;
  const onDay: BuildContext = { ...ctx, sceneDay: scene.day };
  return onSceneDay(rest, parseRequest(rest, onDay), onDay);
}

/** Steps the Plan builder gives the scene's day one by one; a note to the people affected is no step of its own. */
export function severalSteps(rest: string): boolean {
  return splitSteps(rest).length > 1 && readNotify(rest).notify === undefined && !draftsNote(rest);
}
