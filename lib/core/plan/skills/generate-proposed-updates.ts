import { z } from 'zod';
import { nearerHalfDay } from '../../time/nearer-half-day';
import { inEventsWeek } from '../../time/in-events-week';
import { toDraft } from '../../approvals/execute-change';
import { isLocalSeries, mergeOccurrenceChanges, moveOccurrence } from '../../approvals/occurrence-change';
import type { SingleChange } from '../../approvals/pending-action';
import { declinedBySelf, isRecurring, type EventOccurrence } from '../../domain/calendar-event';
import { minutesOfDay } from '../../domain/preferences';
import { hasOtherGuest } from '../../pipeline/match-bulk-selection';
import { newLengthOf } from '../../pipeline/new-length-of';
import { movedSlot } from '../../pipeline/plan-bulk-changes';
import { merge, type Interval } from '../../time/interval';
import { MINUTE_MS, addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../../time/zoned';
import { isoInstantSchema, partOfDaySchema, type PartOfDay } from '../event-query';
import { resultRefSchema } from '../plan-schema';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';
import { leftAloneLine } from './left-alone';
import { PART_MINUTES, findFreeStart } from './find-free-start';

const clockSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);
const slotSchema = z.object({ start: z.number().int(), end: z.number().int() });

/** How each event moves; its length stays unless `durationMinutes` or `durationDeltaMinutes` says otherwise. */
export const moveSchema = z.discriminatedUnion('kind', [
  /** "push them back an hour": every event by the same amount. */
  z.object({ kind: z.literal('shift'), minutes: z.number().int() }),
  /** "to Monday", "to next week": whole days, each at its own time unless `clock` names one. */
  z.object({ kind: z.literal('days'), days: z.number().int(), clock: clockSchema.optional() }),
  /** "to 10am": each on its own day at that time. */
  /** `halfDay`: said without am or pm, so the reading nearer each event's own time of day. */
  z.object({ kind: z.literal('clock'), clock: clockSchema, halfDay: z.literal(true).optional() }),
  /** One event to exactly this time. */
  z.object({ kind: z.literal('to'), start: isoInstantSchema }),
  /** "to Thursday": that day, at the event's own time of day. */
  z.object({ kind: z.literal('toDay'), date: z.iso.date() }),
  /** "slide the budget review into its spot": to where the first of these events (an earlier step's) starts. */
  z.object({ kind: z.literal('into'), events: refOr(z.array(eventOccurrenceSchema)) }),
  /**
   * "to mornings", "to a time when everyone is free next week": each to the earliest free slot in
   * the range (absent: the event's own day), in working hours and the parts of day named, clear of
   * the person's events, the other moves, `avoid` and a lunch break.
   */
  z.object({
    kind: z.literal('find'),
    range: z.object({ start: isoInstantSchema, end: isoInstantSchema }).optional(),
    partsOfDay: z.array(partOfDaySchema).max(3).optional(),
    /** The range is a weekday's part said alone ("to Friday morning"): that day of each event's own week. */
    sameWeek: z.literal(true).optional(),
  }),
]);
export type Move = z.infer<typeof moveSchema>;

/**
 * The new times (and titles, lengths) for a set of events, each to a slot that respects what the
 * request and the person's preferences protect. Events that cannot move are left alone with a line.
 */
export const generateProposedUpdates = defineSkill({
  taskType: 'GenerateProposedUpdates',
  describe: 'Work out moves, renames or length changes for events, each to a free slot that respects the constraints.',
  effect: 'read',
  params: z.object({
    events: refOr(z.array(eventOccurrenceSchema)),
    move: moveSchema.optional(),
    rename: z.string().trim().min(1).max(200).optional(),
    durationMinutes: z.number().int().min(5).max(720).optional(),
    /** "extend my 3pm until 4:30": each event to end at this clock on its own day, its start kept. */
    endClock: clockSchema.optional(),
    /** "extend it by 15 minutes", "trim 10 off": each event's own length changed by this much (never under 5 minutes). */
    durationDeltaMinutes: z.number().int().min(-715).max(715).optional(),
    /** Times to keep clear (habits, protected events), from FetchPreference or FindEvents steps. */
    /** A reference, or a list of references whose lists are joined (a habit's times and the calendar's gym events). */
    /** A reference inside a list that also holds values resolves to its own list, kept as one item here. */
    avoid: z
      .union([
        resultRefSchema,
        z.array(
          z.union([resultRefSchema, slotSchema, eventOccurrenceSchema, z.array(z.union([slotSchema, eventOccurrenceSchema]))]),
        ),
      ])
      .optional(),
    /** Keep a lunch break of `minutes` free inside each day's window. */
    lunch: refOr(z.object({ windows: z.array(slotSchema), minutes: z.number().int().min(5).max(180) })).optional(),
    label: z.string().max(120).optional(),
  }),
  async run(params, ctx) {
    const zone = ctx.timeZone;
    const now = ctx.clock.now();
    const events = dedupe(resolved(params.events, 'events'));
    const avoid = merge(
      (params.avoid === undefined ? [] : resolved(params.avoid, 'avoid'))
        .flatMap((a) => (Array.isArray(a) ? a : [a]))
        .flatMap((a) => (typeof a === 'string' ? [] : [{ start: a.start, end: a.end }])),
    );
    const lunch = params.lunch === undefined ? undefined : resolved(params.lunch, 'lunch');
    const changes: SingleChange[] = [];
    const left = { started: [] as string[], allDay: [] as string[], noSlot: [] as string[] };
    const placed: Interval[] = [];
    // Where each event ends up, moved or not: what a later step "right after" it starts from.
    const slots: Interval[] = [];
    let changed = 0;
    // By occurrence: moving one standup leaves the series' other days where they are, and busy.
    const moving = new Set(events.map(occurrenceKey));
    // "into its spot": the slot an earlier step's event held, known only once that step has run.
    const into = params.move?.kind === 'into' ? resolved(params.move.events, 'move')[0] : undefined;
    const placed0: Exclude<Move, { kind: 'into' }> | undefined =
      params.move?.kind === 'into'
        ? into === undefined
          ? undefined
          : { kind: 'to', start: new Date(into.start).toISOString() }
        : params.move;
    for (const o of events) {
      if (o.allDay) {
        left.allDay.push(o.event.title);
        continue;
      }
      if (o.start < now || declinedBySelf(o.event)) {
        left.started.push(o.event.title);
        continue;
      }
      const length =
        newLengthOf(
          {
            ...(params.durationMinutes === undefined ? {} : { durationMinutes: params.durationMinutes }),
            ...(params.endClock === undefined ? {} : { endMinutes: clockMinutesOf(params.endClock) }),
            ...(params.durationDeltaMinutes === undefined ? {} : { durationDeltaMinutes: params.durationDeltaMinutes }),
          },
          { start: o.start, end: o.end },
          zone,
        ) * MINUTE_MS;
      let slot: Interval | undefined = { start: o.start, end: o.start + length };
      const move = placed0;
      // "move my check-ins to the afternoon": one already in the afternoon stays where it is.
      if (
        move?.kind === 'find' &&
        move.range === undefined &&
        (move.partsOfDay ?? []).some((p) => startsInPart(o.start, p, zone))
      ) {
        slots.push({ start: o.start, end: o.end });
        continue;
      }
      if (move?.kind === 'find') {
        const range =
          move.range === undefined
            ? dayOf(o.start, zone)
            : move.sameWeek === true
              ? inEventsWeek({ start: Date.parse(move.range.start), end: Date.parse(move.range.end) }, o, zone)
              : { start: Date.parse(move.range.start), end: Date.parse(move.range.end) };
        const others = await ctx.listOccurrences(range);
        const busy = merge([
          ...others
            .filter((x) => !moving.has(occurrenceKey(x)) && !x.allDay && x.event.transparency !== 'transparent')
            .map((x) => ({ start: x.start, end: x.end })),
          ...placed,
          ...avoid,
        ]);
        const start = findFreeStart({
          range: { start: Math.max(range.start, now), end: range.end },
          length,
          busy,
          zone,
          partsOfDay: move.partsOfDay ?? [],
          workingHours: ctx.preferences.workingHours,
          lunch,
          ownTime: !hasOtherGuest(o.event),
        });
        slot = start === undefined ? undefined : { start, end: start + length };
      } else if (move !== undefined) {
        slot = target(o, move, zone, length);
      }
      if (slot === undefined || slot.start < now) {
        left.noSlot.push(o.event.title);
        continue;
      }
      placed.push(slot);
      slots.push(slot);
      const timeZone = o.event.time.kind === 'timed' ? o.event.time.timeZone : zone;
      const after = {
        ...toDraft(o.event),
        ...(params.rename === undefined ? {} : { title: params.rename }),
        time: { kind: 'timed' as const, start: slot.start, end: slot.end, timeZone },
      };
      if (slot.start === o.start && slot.end === o.end && params.rename === undefined) continue;
      changed++;
      if (isLocalSeries(o.event)) {
        // The series keeps every other occurrence; this one becomes a single event of its own.
        const [cancel, create] = moveOccurrence(o.event, o, slot, ctx.ids.newId());
        changes.push(cancel, { ...create, event: { ...create.event, title: after.title } });
        continue;
      }
      changes.push(
        isRecurring(o.event)
          ? { kind: 'update', before: o.event, after, scope: 'this' }
          : { kind: 'update', before: o.event, after },
      );
    }
    const notes = [
      leftAloneLine(left.started, 'already started or over'),
      leftAloneLine(left.allDay, 'all-day'),
      leftAloneLine(left.noSlot, 'no free time fits'),
    ].filter((l): l is string => l !== undefined);
    // Counted by occurrence: one moved out of a series is two changes but one event.
    return { kind: 'done', result: { changes: mergeOccurrenceChanges(changes), notes, count: changed, slots } };
  },
});

function occurrenceKey(o: EventOccurrence): string {
  return `${o.event.calendarId ?? ''}/${o.event.id}@${String(o.start)}`;
}

function dedupe(events: readonly EventOccurrence[]): EventOccurrence[] {
  const seen = new Set<string>();
  return events.filter((o) => {
    const key = `${o.event.id}@${String(o.start)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function target(o: EventOccurrence, move: Exclude<Move, { kind: 'find' | 'into' }>, zone: string, length: number): Interval {
  switch (move.kind) {
    case 'shift': {
      const s = movedSlot(o, { kind: 'shift', minutes: move.minutes }, zone);
      return { start: s.start, end: s.start + length };
    }
    case 'days': {
      const s = movedSlot(
        o,
        { kind: 'days', days: move.days, ...(move.clock === undefined ? {} : { clock: minutesOfDay(move.clock) }) },
        zone,
      );
      return { start: s.start, end: s.start + length };
    }
    case 'clock': {
      const wall = instantToWallClock(o.start, zone);
      const said = minutesOfDay(move.clock);
      const minutes = move.halfDay === true ? nearerHalfDay(said, wall.hour * 60 + wall.minute) : said;
      const start = wallClockToInstant({ ...wall, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
      return { start, end: start + length };
    }
    case 'to': {
      const start = Date.parse(move.start);
      return { start, end: start + length };
    }
    case 'toDay': {
      const wall = instantToWallClock(o.start, zone);
      const [year, month, day] = move.date.split('-').map(Number);
      const start = wallClockToInstant(
        { year: year ?? wall.year, month: month ?? wall.month, day: day ?? wall.day, hour: wall.hour, minute: wall.minute },
        zone,
      );
      return { start, end: start + length };
    }
  }
}

function dayOf(ms: number, zone: string): Interval {
  const start = startOfZonedDay(ms, zone);
  return { start, end: addZonedDays(start, 1, zone) };
}

function startsInPart(start: number, part: PartOfDay, zone: string): boolean {
  const wall = instantToWallClock(start, zone);
  const minutes = wall.hour * 60 + wall.minute;
  return minutes >= PART_MINUTES[part][0] && minutes < PART_MINUTES[part][1];
}

/** "16:30" → 990. */
function clockMinutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
