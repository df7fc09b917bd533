import { allMatches } from '../nlu/all-matches';
import { WEEKDAYS, type Weekday } from '../domain/preferences';
import type { PartOfDay } from './event-query';

/*
 * The words of a request that moves or clears many events at once, read apart from the building:
 * where the events go, which of them stay, what must stay free, and who to tell.
 */

const DAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?(?:'?s)?`;
const DAYS = String.raw`${DAY}(?:\s*(?:,|and|or|&|\/)\s*${DAY})*`;
const EVERYONE = String.raw`(?:every(?:one|body)|all\s+of\s+(?:us|them)|we|they|people|ppl|folks|the\s+(?:others|guests|attendees|team|people))`;

/** "to mornings", "into the afternoon": a part of the day; the last one said is where they go. */
const TO_PART = /\b(?:to|into)\s+(?:the\s+)?(mornings?|afternoons?|evenings?)\b/gi;
/** "when everyone is free", "when ppl are free", "that works for everyone", "when we're all available". */
const FREE_TIME = new RegExp(
  String.raw`\b(?:when(?:ever)?|where)\s+${EVERYONE}(?:'s|'re|\s+(?:is|are|'s|'re))?\s+(?:all\s+|both\s+)?(?:free|available|around|open)\b|\b(?:that|which)\s+(?:works|suits)\s+(?:for\s+)?(?:${EVERYONE}|all|us|them)\b|\b(?:free|good)\s+for\s+${EVERYONE}\b|\b(?:every(?:one|body))\s+can\s+(?:make|do|attend)\b`,
  'i',
);
/** "wherever I'm free", "whenever there's a gap": free time of the person's own. */
const OWN_FREE_TIME =
  /\b(?:when(?:ever)?|where(?:ver)?)\s+(?:(?:i'?m|i\s+am|i'?ll\s+be|im)\s+(?:free|open|available)|i\s+have\s+(?:time|room|space|a\s+gap)|there'?s\s+(?:a\s+gap|room|space|time|an?\s+(?:opening|slot))|(?:there\s+is|it'?s)\s+(?:a\s+gap|room|space|time|free|open))\b/i;
/** "to another day next week", "onto a different day": free time on some other day than the events' own. */
const ANOTHER_DAY = /\b(?:to|onto|into|for)\s+(?:an(?:other)?|a\s+different|some\s+other|other|different)\s+days?\b/i;
/** Where "another day …" ends when no exception follows: "…next week and let people know", "…in december pls". */
const OTHER_DAY_END = /\s+(?:and|because|since|so|as|if|please|pls|plz|thanks|thx|ty|cheers)\b/i;
/** Where the words of a destination stop: the next clause of exceptions or of what to protect. */
const DESTINATION_END =
  /\s*(?:[,;.(]|\bbut\b|\band\s+(?:make|keep|leave|don'?t|not|nothing|avoid|skip|save|protect)\b|\b(?:don'?t|dont|do\s+not|never|except|apart|other\s+than|excluding|skip|leave|keep|nothing|avoid|without)\b)/i;

export interface Destination {
  /** Where the destination's words start (the events named end there). */
  index: number;
  /** Where they end (exceptions and protections follow). */
  end: number;
  partsOfDay?: PartOfDay[];
  /** The words naming when ("next week"), for a move to free time. */
  rangeWords?: string;
  /** "to another day": not the day the events are on. */
  otherDay?: true;
  /** "wherever I'm free": the person's own free time, said of many events (one event's is an edit's). */
  ownFreeTime?: true;
}

/** Where many events go: a part of the day, or a time everyone is free (in a range, if one is said). */
export function readDestination(rest: string, from: number): Destination | undefined {
  const after = rest.slice(from);
  const parts = allMatches(TO_PART, after);
  const part = parts.at(-1);
  if (part !== undefined) {
    const name = (part[1] ?? 'morning').toLowerCase().replace(/s$/, '') as PartOfDay;
    return { index: from + part.index, end: from + part.index + part[0].length, partsOfDay: [name] };
  }
  const other = ANOTHER_DAY.exec(after);
  if (other !== null) {
    const tail = after.slice(other.index + other[0].length);
    const stop = DESTINATION_END.exec(tail) ?? OTHER_DAY_END.exec(tail);
    const words = (stop === null ? tail : tail.slice(0, stop.index)).replace(OWN_FREE_TIME, ' ');
    const rangeWords = words
      .replace(/^\s*(?:in|during|of|from)\s+/i, '')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      index: from + other.index,
      end: from + other.index + other[0].length + (stop === null ? tail.length : stop.index),
      otherDay: true,
      ...(rangeWords === '' ? {} : { rangeWords }),
    };
  }
  const everyone = FREE_TIME.exec(after);
  const free = everyone ?? OWN_FREE_TIME.exec(after);
  if (free === null) return undefined;
  // "to next week when everyone's free", "to a time when…", "at a time that works for everyone".
  const lead = /\b(?:to|into|for|at|in)\b(?![\s\S]*\b(?:to|into)\b)/i.exec(after.slice(0, free.index));
  const start = lead === null ? free.index : lead.index;
  const tail = after.slice(free.index + free[0].length);
  const stop = DESTINATION_END.exec(tail);
  const tailWords = stop === null ? tail : tail.slice(0, stop.index);
  const leadWords = after.slice(start, free.index);
  const rangeWords = `${leadWords} ${tailWords}`
    .replace(/\b(?:to|into|at|in|for)\s+(?:a|some|any)\s+(?:time|slot|day|point|spot)s?\b/gi, ' ')
    .replace(/^\s*(?:to|into|for|at)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    index: from + start,
    end: from + free.index + free[0].length + tailWords.length,
    ...(rangeWords === '' ? {} : { rangeWords }),
    ...(everyone === null ? { ownFreeTime: true as const } : {}),
  };
}

/** The weekdays named in an exception ("don't touch the ones on Mondays", "skip mondays", "(not mondays)"). */
const EXCEPT_DAYS = new RegExp(
  String.raw`\b(?:(?:don'?t|dont|do\s+not)\s+(?:touch|move|change|include)|leave|not|skip(?:ping)?|except(?:\s+for)?|apart\s+from|other\s+than|excluding|without|but)\s+(?:the\s+ones?\s+|those\s+|any\s+|the\s+|my\s+)?(?:on\s+|from\s+)?(${DAYS})(?=\s|[,.;!?)]|$)`,
  'i',
);
/** The same said after the days: "mondays excluded", "monday's ones untouched". */
const DAYS_EXCEPTED = new RegExp(
  String.raw`\b(${DAYS})(?:\s+ones?|\s+classes|\s+meetings)?\s+(?:excluded|aside|left\s+(?:out|alone)|untouched|off[\s-]limits|stay(?:s|ing)?\s+(?:put|as\s+(?:is|they\s+are)|where\s+they\s+are))\b`,
  'i',
);
/** The weekdays the events must not go to ("nothing on Monday", "avoid Mondays", "keep Monday free"). */
const NOT_TO_DAYS = new RegExp(
  String.raw`\b(?:nothing|none|no\s+(?:meetings?|events?)|avoid(?:ing)?|keep)\s+(?:on\s+)?(${DAYS})(?:\s+(?:free|clear|open|empty))?\b`,
  'i',
);
/** "but not the check-in", "except the 1:1 with Priya", "leave the standup alone". */
const EXCEPT_TITLE =
  /\b(?:but\s+not|except(?:\s+for)?|apart\s+from|other\s+than|excluding|leave|(?:don'?t|dont|do\s+not)\s+(?:touch|move))\s+(?:the\s+|my\s+)?([\p{L}\d:' -]{2,40}?)(?=\s+(?:alone|and|but|on|this|next|where|as)\b|[,.;!?)]|$)/iu;

export interface Exceptions {
  /** Events on these days stay where they are. */
  weekdays?: Weekday[];
  /** Events with these titles stay. */
  titles?: string[];
  /** Nothing moves onto these days. */
  notToWeekdays?: Weekday[];
}

/**
 * What stays and where nothing goes, from the words after the destination. A weekday excluded
 * from events that are all on one other day ("my Friday meetings … but not Monday") is where they
 * must not go.
 */
export function readExceptions(tail: string, sourceWeekday: Weekday | undefined): Exceptions {
  const out: Exceptions = {};
  const notTo = NOT_TO_DAYS.exec(tail);
  const rest = notTo === null ? tail : tail.replace(notTo[0], ' ');
  const days = EXCEPT_DAYS.exec(rest) ?? DAYS_EXCEPTED.exec(rest);
  if (notTo !== null) out.notToWeekdays = weekdaysIn(notTo[1] ?? '');
  if (days !== null) {
    const named = weekdaysIn(days[1] ?? '');
    if (sourceWeekday !== undefined && !named.includes(sourceWeekday))
      out.notToWeekdays = [...new Set([...(out.notToWeekdays ?? []), ...named])];
    else out.weekdays = named;
    return out;
  }
  const title = EXCEPT_TITLE.exec(tail)?.[1]?.trim();
  if (title !== undefined && !/^(?:time|room|space|some|an?\b|lunch|mondays?|it|them|that|the\s+day)\b/i.test(title))
    out.titles = [title];
  return out;
}

/** Lunch kept free: "leave time for lunch", "keep lunch free", "make sure I still have time for lunch". */
const LUNCH =
  /\b(?:leave|keep|save|protect|block|hold)\s+(?:some\s+|an?\s+hour\s+|\d+\s*(?:min(?:ute)?s?|hours?)\s+)?(?:time|room|space)?\s*(?:for\s+)?(?:my\s+)?lunch\b|\blunch\s+(?:free|break|open|clear|time|protected|kept\s+free|blocked)\b|\b(?:time|room|space)\s+for\s+(?:my\s+)?lunch\b|\b(?:don'?t|dont|do\s+not)\s+(?:\w+\s+){0,3}(?:skip|miss)\s+(?:my\s+)?lunch\b/i;

export function keepsLunch(tail: string): boolean {
  return LUNCH.test(tail);
}

/**
 * A habit or routine the moves must not land on: "don't miss my gym", "dont make me miss the gym",
 * "don't schedule over my gym", "keep my gym sessions", "work around the school run".
 */
const PROTECT =
  /\b(?:(?:don'?t|dont|do\s+not|never|won'?t)\s+(?:let\s+me\s+|make\s+me\s+)?miss|(?:make\s+sure|ensure)\s+(?:that\s+)?I\s+(?:don'?t|dont|do\s+not|won'?t)\s+miss|(?:don'?t|dont|do\s+not|never)\s+(?:schedule|book|put|move|place|double[\s-]book)\s+(?:anything\s+|them\s+|it\s+|things\s+|stuff\s+|meetings\s+)?(?:over|on(?:\s+top\s+of)?|during|into|across|against)|(?:keep|protect|save|respect|avoid|work\s+around|schedule\s+around|plan\s+around|(?:don'?t|dont|do\s+not)\s+touch)|(?:keep|leave)\s+(?:time|room|space)\s+for)\s+(?:my\s+|the\s+)?([\p{L}-]+(?:\s+(?:run|time))?)/giu;
const NOT_HABIT =
  /^(?:ones?|lunch|time|room|space|free|it|them|that|this|some|an?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|mornings?|afternoons?|evenings?|calendar|schedule|day|week|everyone|everybody|people)$/i;

export interface Protected {
  name: string;
  /** "keep my standup": also left where it is, in case it is among the events moved. */
  keep: boolean;
}

export function readProtected(tail: string): Protected[] {
  const out: Protected[] = [];
  for (const m of allMatches(PROTECT, tail)) {
    const name = (m[1] ?? '').replace(/\s+(?:sessions?|classes?|workouts?|time)$/i, '').trim();
    if (name === '' || NOT_HABIT.test(name) || out.some((p) => p.name.toLowerCase() === name.toLowerCase())) continue;
    out.push({ name, keep: /^\s*(?:keep|leave|don'?t\s+touch|dont\s+touch|do\s+not\s+touch)\b/i.test(m[0]) });
  }
  return out;
}

/**
 * The people affected told with a note Kairos drafts: "notify anyone I had meetings with", "send a
 * note to whoever I was meeting", "let the people affected know".
 */
const TELL_ANYONE =
  /\b(?:notify|tell|email|e-mail|message|inform|warn|ping|let)\s+(?:any(?:one|body)|every(?:one|body)|all|people|whoever|the\s+(?:people|guests|attendees|others))\b|\bsend\s+(?:out\s+)?(?:a\s+|an\s+)?(?:quick\s+|short\s+)?(?:note|message|email|e-mail|heads[\s-]?up|apology)\s+to\s+(?:whoever|everyone|everybody|anyone|anybody|all|the\s+(?:people|guests|attendees|others)|those|them|people)\b[^,.;!?]*/i;

export function draftsNote(text: string): boolean {
  return TELL_ANYONE.test(text);
}

/** The same words blanked, so "a note to whoever I was meeting" names no events. */
export function withoutNote(text: string): string {
  return text.replace(TELL_ANYONE, (m) => ' '.repeat(m.length));
}

/** "I'm travelling", "im flying out", "I'll be away": why the day is cleared, not an event's name. */
const BECAUSE =
  /(?:[,;:-]\s*|\b(?:because|since|as)\s+)?\b(?:i'?m|im|i\s+am|i'?ll\s+be|ill\s+be|i\s+will\s+be|i'?m\s+going\s+to\s+be|i\s+have\s+to\s+be)\s+(?:(?:actually|still|also|going\s+to\s+be)\s+)?(travel+ing|flying(?:\s+out)?|away|out(?:\s+of\s+(?:office|town))?|off|sick|on\s+(?:vacation|holiday|leave|a\s+trip)|at\s+a\s+conference|moving)\b/i;

export function withoutReason(text: string): string {
  return text.replace(BECAUSE, (m) => ' '.repeat(m.length));
}

/** "travel" for "I'm travelling": the reason to give the people told when none is said with "for". */
export function reasonSaid(text: string): string | undefined {
  const m = BECAUSE.exec(text)?.[1]?.toLowerCase();
  if (m === undefined) return undefined;
  if (/^travel/.test(m) || /^flying/.test(m) || /trip/.test(m)) return 'travel';
  return m;
}

export function weekdaysIn(text: string): Weekday[] {
  const out: Weekday[] = [];
  for (const m of text.toLowerCase().matchAll(/\b(mon|tue|wed|thu|fri|sat|sun)/g)) {
    const day = WEEKDAYS.find((d) => d === m[1]);
    if (day !== undefined && !out.includes(day)) out.push(day);
  }
  return out;
}
