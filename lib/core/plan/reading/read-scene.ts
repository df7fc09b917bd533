import { allMatches } from '../../nlu/all-matches';
import { matchIntentRule } from '../../nlu/classify-intent';
import { parseWhen } from '../../time/parse-when';
import { startOfZonedDay } from '../../time/zoned';
import type { BuildContext } from '../plan-draft';

/**
 * "Got called for jury duty on Tuesday 15 Dec. Cancel the standup…", "customer dinner in Boston
 * the evening of Thu 3 Dec, I'm leaving the office at 4 — cancel whatever I have from 4 on…": what
 * a person says first to set the scene, and the request after it. The scene asks for nothing; its
 * day is the day the request's steps are about when they name none of their own.
 */
export interface Scene {
  /** The request after them. */
  rest: string;
  /** The one day the scene is about (start of that day), when it names one. */
  day?: number;
  /** The scene says a time at all ("Jan 12-14", "my week of the 14th"), one day or not. */
  timed?: true;
}

/** A request clause: it opens with a verb that changes the calendar, after a filler or a politeness. */
const ACTION_START = new RegExp(
  String.raw`^(?:(?:so|and|then|please|pls|can\s+you|could\s+you|would\s+you|just|ok(?:ay)?|kairos)[,\s]+)*` +
    String.raw`(?:cancel|clear|delete|remove|move|push|shift|reschedule|postpone|put|pencil|block|book|add|schedule|set\s+up|create|scrap|drop|wipe|bump|rename|retitle|free\s+up|nuke|ditch|axe|kill|slide|bring|skip|bin|shift)\b`,
  'i',
);
/** Where a clause may end before the request: a sentence end, a dash, a colon, a comma. */
const CLAUSE_END =
  /(?:[.!;:]+\s+|\s+[—–-]+\s+|\s*[—–]\s*|,\s+|\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\u{FE0F}\u{200D}]*\s*)/gu;
/**
 * A scene said in the words of a request ("Priya wants me heads-down on Wed 9 Dec…", "customer
 * dinner in Boston Thu 3 Dec, I'm leaving at 4"): a scene only when it says how things stand for me.
 */
const SCENE_VOICE =
  /\b(?:I['’]m|I\s+am|I['’]ll\s+be|I\s+will\s+be|I['’]ve\s+got|I\s+got|got\s+called|(?:wants|needs|asked|told)\s+me|it['’]s\s+my|taking|I['’]m\s+off)\b/i;
/** A condition is no scene: "if there's nothing on Saturday, block 2 to 5" acts only if it holds. */
const CONDITION = /\b(?:if|unless|in\s+case|provided|as\s+long\s+as|whether|assuming|when(?:ever)?)\b/i;
const SOMEONE_BEFORE = /\b(?:him|her|his|hers|them|their|they|he|she|our|us|we)\b/i;
const SOMETHING_BEFORE = /\b(?:ones|those|these|them|that\s+(?:week|weekend|month|window|time|slot))\b/i;
/** "game night 🎲 move to 8pm": a verb with no object moves what the words before it named. */
const NO_OBJECT =
  /^(?:(?:so|and|then|please|pls|just|ok(?:ay)?|kairos)[,\s]+)*\S+(?:\s+(?:back|up|out|forward|over))?\s+(?:to|at|till|until|by|earlier|later|\d)/i;
/** The request points back at something only the scene named: "move it", "cancel that". */
const POINTS_BACK = /^\S+(?:\s+up)?\s+(?:it|that|this|them|those)\b(?!\s+(?:day|morning|afternoon|evening|night|week)\b)/i;

export function readScene(text: string, ctx: BuildContext): Scene | undefined {
  if (/\?/.test(text)) return undefined;
  for (const end of allMatches(CLAUSE_END, text)) {
    const cut = end.index + end[0].length;
    const told = text.slice(cut).trim();
    if (!ACTION_START.test(told)) continue;
    const scene = text.slice(0, end.index).trim();
    if (scene === '' || ACTION_START.test(scene) || CONDITION.test(scene) || !isScene(scene)) return undefined;
    const rest = withSceneWindow(told, scene, ctx);
    if (POINTS_BACK.test(rest.replace(/^(?:(?:so|and|then|please|pls|just|ok(?:ay)?)[,\s]+)*/i, ''))) return undefined;
    // "dana's off tomorrow, cancel my meetings with her": who "her" is, the scene says; so what
    // "the afternoon ones", "those days", "that week" are, and what "move to 8pm" moves.
    if (SOMEONE_BEFORE.test(rest) || SOMETHING_BEFORE.test(rest) || NO_OBJECT.test(rest)) return undefined;
    const reading: Scene = { rest };
    const when = parseWhen(scene, ctx.now, ctx.timeZone)?.when;
    if (when !== undefined) reading.timed = true;
    // One day (25 hours on the day clocks go back), not "next week".
    if (when !== undefined && when.grain !== 'week' && (when.end ?? when.start) - when.start <= 25 * 3_600_000)
      reading.day = startOfZonedDay(when.start, ctx.timeZone);
    return reading;
  }
  return undefined;
}

/** "clear my meetings in that window", "during that time": the hours the scene said. */
const THAT_WINDOW = /\s*\b(?:in|during|within|for)?\s*(?:that|this|the\s+same)\s+(?:window|time\s+slot|slot|time|stretch)\b/i;

/** The request with "that window" said as the scene's own time ("on Wed 6 Jan from 8 till 5"). */
function withSceneWindow(rest: string, scene: string, ctx: BuildContext): string {
  const that = THAT_WINDOW.exec(rest);
  const time = that === null ? undefined : parseWhen(scene, ctx.now, ctx.timeZone);
  if (that === null || time === undefined || !time.hasTimeOfDay) return rest;
  const words = scene.slice(time.index, time.index + time.length).replace(/^\s*on\s+/i, '');
  return `${rest.slice(0, that.index)} on ${words}${rest.slice(that.index + that[0].length)}`;
}

/** Words that ask for nothing: no rule reads a request in them, or they say how things stand for me. */
function isScene(scene: string): boolean {
  const rule = matchIntentRule(scene);
  // "heads up, I'm on the 6am flight…": telling, not asking.
  if (rule === undefined || rule.intent === 'help') return true;
  return rule.intent === 'create_event' && SCENE_VOICE.test(scene);
}
