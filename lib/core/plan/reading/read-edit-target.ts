import type { EditTarget } from '../../nlu/edit-request';
import { expandShorthand } from '../../nlu/expand-shorthand';
import { parseRequest } from '../../nlu/parse-request';
import { formatClock } from '../../nlu/parse-time-of-day';
import { addZonedDays, startOfZonedDay } from '../../time/zoned';
import type { EventQuery } from '../event-query';
import { readEventQuery } from './read-event-query';

const EDIT_VERB =
  /\b(?:move|moving|reschedule|re-schedule|push(?:ing)?|pull(?:ing)?|bump(?:ing)?|shift(?:ing)?|bringing|change|rename|retitle|re-title|relabel|make|shorten|trim|extend|lengthen|postpone|delay|bring|put|set|slide|swap|switch|relocate|drag|kick|amend|alter)\b(?:\s+(?:back|forward|up|in|out))?/i;

/** "make the standup thirty minutes long": the length's "long" names no event. */
const LENGTH_LONG = /\b(minutes?|mins?|hours?|hrs?)\s+long\b/gi;

/**
 * The event an edit names, as an EventQuery: "my second meeting on Dec 3", "the next design review",
 * "my lunch with Omar Haddad". The edit's own reading says when the event is now (not where it
 * goes) and at what time; the words after the verb give the title, ordinal and kind. Undefined for
 * "it" and for words that name nothing, which keep the conversation's subject.
 */
export function readEditTargetQuery(text: string, target: EditTarget, now: number, timeZone: string): EventQuery | undefined {
  if (target.refersToLast) return undefined;
  // "can we do the standup earlier?", "could you move…": the asking words name no event.
  const said = expandShorthand(text)
    .replace(LENGTH_LONG, '$1')
    .replace(
      /^\s*(?:(?:hey|hi|ok(?:ay)?|so|please|pls|kairos)[,\s]+)*(?:(?:can|could|would|will|shall)\s+(?:we|you|u|i)\s+(?:please\s+)?(?:do\s+)?|let'?s\s+(?:do\s+)?|i\s+(?:need|want|would like|'d like)\s+to\s+|would\s+you\s+mind\s+)?/i,
      '',
    );
  const verb = EDIT_VERB.exec(said);
  // "change the name of the Dec 8 sponsor meeting to …": what changes is not part of the event's name.
  const object = (verb === null ? said : said.slice(verb.index + verb[0].length)).replace(
    /^\s*(?:the\s+)?(?:name|title|time|date|day|location|place|venue|length|duration|start(?:\s+time)?)\s+(?:of|for|on)\s+/i,
    ' ',
  );
  // "this Friday's call", "tomorrow's standup": the day said as the event's own is where it is now,
  // whatever else the edit's reading took for it ("…to sometime next week" is where it goes).
  const own = possessiveDay(object, now, timeZone);
  const when =
    own !== undefined
      ? { ...own, grain: 'day' as const }
      : target.when === undefined
        ? undefined
        : { start: target.when.start, end: target.when.end, grain: 'day' as const };
  const query = readEventQuery({ object, text: object, when, attendees: target.attendees, now, timeZone, expect: 'one' });
  if (target.clock !== undefined) {
    query.startsAfter = formatClock(Math.min(target.clock, 1439));
    query.startsBefore = formatClock(Math.min(target.clock + 1, 1439));
  }
  const names =
    query.title !== undefined || query.people !== undefined || query.ordinal !== undefined || query.kind !== undefined;
  return names || target.clock !== undefined ? query : undefined;
}

/** "this Friday's", "next monday's", "tomorrow's", "Dec 4's": a day said as whose the event is. */
const POSSESSIVE_DAY =
  /\b((?:(?:this|next|last|coming|this\s+coming)\s+)?(?:today|tonight|tomorrow|tmrw|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)['’]s\b/i;

function possessiveDay(object: string, now: number, timeZone: string): { start: number; end: number } | undefined {
  const said = POSSESSIVE_DAY.exec(object)?.[1];
  if (said === undefined) return undefined;
  const when = parseRequest(`find time ${said}`, { now, timeZone }).when;
  if (when === undefined) return undefined;
  const day = startOfZonedDay(when.start, timeZone);
  return { start: day, end: addZonedDays(day, 1, timeZone) };
}
