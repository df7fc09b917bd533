import { WEEKDAYS, type Weekday } from '../domain/preferences';
import { readNotify } from '../nlu/bulk-verbs';
import { parseRequest } from '../nlu/parse-request';
import type { ParsedRequest } from '../nlu/parsed-request';
import { addZonedDays, startOfZonedDay, toZonedIso } from '../time/zoned';
import type { PartOfDay } from './event-query';
import { PlanDraft, addConfirmedWrites, reasonOf, ref, type BuildContext } from './plan-draft';
import { readEventQuery } from './reading/read-event-query';

/** "notify anyone I had meetings with", "let the people affected know": wider than the bulk path's words. */
const TELL_ANYONE =
  /\b(?:notify|tell|email|e-mail|message|inform|warn|ping|let)\s+(?:any(?:one|body)|every(?:one|body)|all|people|the\s+(?:people|guests|attendees|others))\b/i;
const MOVE_VERB = /\b(?:reschedule|move|shift|push|bump|put|rebook)\b/i;
const CLEAR_VERB = /\b(?:clear|cancel|delete|remove|wipe|free\s+up|empty|nuke|scrap)\b/i;
const TO_PART = /\bto\s+(?:the\s+)?(mornings?|afternoons?|evenings?)\b/i;
const TO_FREE_TIME =
  /\bto\s+(?:a\s+|some\s+)?(?:time|slot|day|point)?\s*(?:when|where|that)\s+(?:every(?:one|body)|all\s+of\s+(?:us|them)|we|they|the\s+(?:others|guests|attendees))(?:\s+(?:are|is|'re))?\s+(?:all\s+)?(?:free|available|around)\b(.*)$/i;
const LUNCH =
  /\b(?:leave|keep|save|protect|block)\s+(?:some\s+)?(?:time|room|space)?\s*(?:for\s+)?(?:my\s+)?lunch\b|\blunch\s+(?:free|break)\b/i;
const PROTECT =
  /\b(?:(?:don'?t|do\s+not|never|won'?t)\s+(?:let\s+me\s+)?miss|(?:keep|protect|leave)\s+(?:time\s+for\s+)?)\s+(?:my\s+)?([\p{L}-]+(?:\s+(?:run|time|class|session))?)/iu;
const EXCEPT_DAYS =
  /\b(?:but\s+)?(?:don'?t\s+touch|leave(?:\s+alone)?|not|skip|except(?:\s+for)?|apart\s+from|other\s+than|excluding)\s+(?:the\s+ones?\s+|those\s+|any\s+)?(?:on\s+)?((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*s?(?:\s*(?:,|and|or)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*s?)*)/i;
const EXCEPT_TITLE =
  /\b(?:but\s+not|except(?:\s+for)?|apart\s+from|other\s+than|excluding|leave)\s+(?:the\s+|my\s+)?([\p{L}\d:' -]{2,40}?)(?=\s+(?:alone|and|but|on|this|next)\b|[,.;!?]|$)/iu;

/**
 * Many events moved to free time rather than by a fixed amount ("reschedule my afternoon classes
 * this month to mornings, but not the ones on Mondays, and leave time for lunch"; "move my Friday
 * meetings to when everyone is free next week but don't miss my gym"), or cleared with a note to
 * the people affected. Other bulk requests keep the bulk path, which reads fixed moves.
 */
export function buildBulkMove(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const { now, timeZone: zone } = ctx;
  const read = readNotify(text);
  const rest = read.rest;
  // "tell everyone" the bulk path reads itself (and has Google email the guests); the wider words draft a note.
  const draftsNote = read.notify === undefined && TELL_ANYONE.test(text);
  const notify = draftsNote ? 'all' : read.notify;
  const moveVerb = MOVE_VERB.exec(rest);
  const part = TO_PART.exec(rest);
  const freeTime = TO_FREE_TIME.exec(rest);
  if (moveVerb === null || (part === null && freeTime === null)) {
    const clear = CLEAR_VERB.exec(rest);
    if (clear === null || !draftsNote) return false;
    return addClear(draft, rest.slice(clear.index + clear[0].length), text, parsed, ctx);
  }
  const destination = part ?? freeTime;
  if (destination === null) return false;
  const objectText = rest.slice(moveVerb.index + moveVerb[0].length, destination.index);
  // "for the rest of November move my afternoon classes to mornings": the events' time may come before the verb.
  const before = rest.slice(0, moveVerb.index).replace(/^\s*(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+)+/i, '');
  const source = parseRequest(`find ${objectText}`, { now, timeZone: zone });
  if (source.when === undefined && /\S/.test(before)) {
    const earlier = parseRequest(`find ${before}`, { now, timeZone: zone }).when;
    if (earlier !== undefined) source.when = earlier;
  }
  const query = readEventQuery({
    object: objectText,
    text: objectText,
    when: source.when,
    attendees: source.entities.attendees ?? parsed.entities.attendees ?? [],
    now,
    timeZone: zone,
    expect: 'many',
  });
  if (query.range === undefined) query.upcoming = true;
  const find = draft.add('FindEvents', { query });
  let events = ref(find, 'events');
  const tail = rest.slice(destination.index);
  const days = EXCEPT_DAYS.exec(tail);
  const title = days === null ? EXCEPT_TITLE.exec(tail) : null;
  if (days !== null || title !== null) {
    const excludeWeekdays = days === null ? undefined : weekdaysIn(days[1] ?? '');
    const filter = draft.add('FilterEvents', {
      events,
      ...(excludeWeekdays === undefined ? {} : { excludeWeekdays }),
      ...(title?.[1] === undefined ? {} : { excludeTitles: [title[1].trim()] }),
    });
    events = ref(filter, 'events');
  }
  const targetRange = freeTime === null ? undefined : rangeOf(freeTime[1] ?? '', ctx);
  const window = targetRange ?? {
    start: toZonedIso(now, zone),
    end: toZonedIso(addZonedDays(startOfZonedDay(now, zone), 45, zone), zone),
  };
  const avoid: string[] = [];
  const deps: string[] = [];
  let lunch: string | undefined;
  if (LUNCH.test(tail)) {
    const pref = draft.add('FetchPreference', { key: 'lunch', range: window });
    lunch = ref(pref, 'lunch');
    deps.push(pref);
  }
  const protect = PROTECT.exec(tail);
  if (protect?.[1] !== undefined && !/^lunch$/i.test(protect[1])) {
    const name = protect[1];
    const habit = draft.add('FetchPreference', { key: 'habit', name, range: window });
    const own = draft.add('FindEvents', {
      query: { title: name, range: window, allDay: 'exclude', expect: 'many' },
      allowEmpty: true,
    });
    avoid.push(ref(habit, 'intervals'), ref(own, 'events'));
    deps.push(habit, own);
  }
  const parts = part === null ? undefined : [(part[1] ?? 'morning').toLowerCase().replace(/s$/, '') as PartOfDay];
  const generate = draft.add(
    'GenerateProposedUpdates',
    {
      events,
      move: {
        kind: 'find',
        ...(targetRange === undefined ? {} : { range: targetRange }),
        ...(parts === undefined ? {} : { partsOfDay: parts }),
      },
      ...(avoid.length === 0 ? {} : { avoid }),
      ...(lunch === undefined ? {} : { lunch }),
    },
    { dependsOn: deps },
  );
  addConfirmedWrites(
    draft,
    [generate],
    'UpdateEvents',
    { changes: ref(generate, 'changes'), notes: ref(generate, 'notes') },
    undefined,
  );
  if (notify === 'all')
    draft.add('NotifyAttendees', { events, ...(reasonOf(text) === '' ? {} : { reason: reasonOf(text) }) }, { dependsOn: [find] });
  return true;
}

/** "Clear my calendar next Friday for travel and notify anyone I had meetings with." */
function addClear(draft: PlanDraft, objectText: string, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const query = readEventQuery({
    object: objectText,
    text,
    when: parsed.when,
    attendees: parsed.entities.attendees ?? [],
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: 'many',
  });
  if (query.range === undefined && query.title === undefined && query.people === undefined) return false;
  // "…but keep the gym": left where it is.
  const kept =
    /\b(?:but|except|apart\s+from|other\s+than)\s+(?:keep|leave|not|for)?\s*(?:the\s+|my\s+)?([\p{L}\d:' -]{2,40}?)(?=\s+(?:alone|as\s+is)\b|[,.;!?]|$)/iu
      .exec(text)?.[1]
      ?.trim();
  const find = draft.add('FindEvents', {
    query: { ...query, allDay: 'exclude', ...(kept === undefined ? {} : { excludeTitles: [kept] }) },
  });
  addConfirmedWrites(draft, [find], 'DeleteEvents', { events: ref(find, 'events') }, reasonOf(text));
  return true;
}

function weekdaysIn(text: string): Weekday[] {
  const out: Weekday[] = [];
  for (const m of text.toLowerCase().matchAll(/\b(mon|tue|wed|thu|fri|sat|sun)/g)) {
    const day = WEEKDAYS.find((d) => d === m[1]);
    if (day !== undefined && !out.includes(day)) out.push(day);
  }
  return out;
}

function rangeOf(words: string, ctx: BuildContext): { start: string; end: string } | undefined {
  const parsed = parseRequest(`find time ${words}`, { now: ctx.now, timeZone: ctx.timeZone });
  const when = parsed.when;
  if (when === undefined) return undefined;
  const end = when.end ?? addZonedDays(startOfZonedDay(when.start, ctx.timeZone), 1, ctx.timeZone);
  return { start: toZonedIso(when.start, ctx.timeZone), end: toZonedIso(end, ctx.timeZone) };
}
