import { z } from 'zod';
import { assertNever } from '../../../assert-never';
import { timeZoneSchema } from '../../domain/preferences';
import { answerKindSchema, answerSchema, type Answer } from '../answer';
import { answerAgenda } from '../answers/answer-agenda';
import { answerConflicts } from '../answers/answer-conflicts';
import { answerDayCount } from '../answers/answer-day-count';
import { answerCount, answerLastMet, answerNext, answerNextMeet, answerWhen } from '../answers/answer-events';
import { answerFree } from '../answers/answer-free';
import type { AnswerInput } from '../answers/answer-input';
import { answerWho } from '../answers/answer-who';
import { isoInstantSchema } from '../event-query';
import { dayCountSchema } from '../reading/read-day-count';
import { eventOccurrenceSchema, refOr, resolved } from '../plan-values';
import { defineSkill } from '../skill';

const DEFAULT_MIN_MINUTES = 15;

export const answerQuestionParamsSchema = z.object({
  question: answerKindSchema,
  /** The events the question is about, found by an earlier FindEvents step. */
  events: refOr(z.array(eventOccurrenceSchema)).optional(),
  /** The day, week or part of a day asked about. */
  range: z
    .object({ start: isoInstantSchema, end: isoInstantSchema })
    .refine((r) => Date.parse(r.end) > Date.parse(r.start), 'a range must end after it starts')
    .optional(),
  /** Words for the answer: "meetings", "Omar", "your haircut". */
  subject: z.string().trim().min(1).max(120).optional(),
  /** Free windows at least this long. */
  minMinutes: z.number().int().min(5).max(600).optional(),
  /**
   * count: the time the events take, added up ("how many hours of meetings"), or how many times one
   * thing happens; when: how long the event lasts ("how long is the cooking class").
   */
  measure: z.enum(['count', 'time', 'times', 'length']).optional(),
  /** free: the time on the found event's day before or after it ("is there a gap before my sales meeting?"). */
  beside: z.enum(['before', 'after']).optional(),
  /** free: the whole day, not only working hours ("am I free all day Thursday?"). */
  wholeDay: z.boolean().optional(),
  /** when: only the days the person is off (busy all-day events that are not work). */
  daysOff: z.boolean().optional(),
  /** when: each event once, at its first occurrence found (the next of a series), not every occurrence. */
  seriesOnce: z.boolean().optional(),
  /** who: only the guests from this organisation, by their mail domain ("which people from Brightline…"). */
  organisation: z.string().trim().min(1).max(80).optional(),
  /** count: days counted, not events ("how many Sundays in January have nothing on"). */
  days: dayCountSchema.optional(),
  /** The times in another zone the person asked for ("what time is the review in London time"), and its words. */
  inZone: z.object({ zone: timeZoneSchema, label: z.string().trim().min(1).max(40) }).optional(),
});
export type AnswerQuestionParams = z.infer<typeof answerQuestionParamsSchema>;

/** A question about the calendar, answered in words and lists, read-only: when, how many, what's on, free, who, next. */
export const answerQuestion = defineSkill({
  taskType: 'AnswerQuestion',
  describe:
    'Answer a question about the calendar without changing it: when an event is, how many, the agenda of a day or week, whether the person is free, who is coming, what is next, when they last or next meet someone, whether anything overlaps (conflicts).',
  params: answerQuestionParamsSchema,
  effect: 'read',
  async run(params, ctx) {
    const events = params.events === undefined ? undefined : resolved(params.events, 'events');
    const input: AnswerInput = {
      events: events === undefined ? undefined : [...events].sort((a, b) => a.start - b.start),
      range:
        params.range === undefined ? undefined : { start: Date.parse(params.range.start), end: Date.parse(params.range.end) },
      subject: params.subject,
      organisation: params.organisation,
      minMinutes: params.minMinutes ?? DEFAULT_MIN_MINUTES,
      measure: params.measure ?? 'count',
      beside: params.beside,
      wholeDay: params.wholeDay === true,
      daysOff: params.daysOff === true,
      seriesOnce: params.seriesOnce === true,
      zone: params.inZone?.zone ?? ctx.timeZone,
      now: ctx.clock.now(),
      preferences: ctx.preferences,
      listOccurrences: (range) => ctx.listOccurrences(range),
    };
    const answered =
      params.question === 'count' && params.days !== undefined
        ? await answerDayCount(input, params.days)
        : await answerOf(params.question, input);
    const answer = answerSchema.parse(
      params.inZone === undefined || params.inZone.zone === ctx.timeZone
        ? answered
        : { ...answered, text: `${answered.text.replace(/\.?\s*$/, '')} (${params.inZone.label}).` },
    );
    ctx.emit({ type: 'answer', answer });
    return { kind: 'done', result: { answer } };
  },
});

function answerOf(question: Answer['kind'], input: AnswerInput): Answer | Promise<Answer> {
  switch (question) {
    case 'when':
      return answerWhen(input);
    case 'count':
      return answerCount(input);
    case 'agenda':
      return answerAgenda(input);
    case 'free':
      return answerFree(input);
    case 'who':
      return answerWho(input);
    case 'next':
      return answerNext(input);
    case 'last_met':
      return answerLastMet(input);
    case 'next_meet':
      return answerNextMeet(input);
    case 'conflicts':
      return answerConflicts(input);
    default:
      return assertNever(question);
  }
}
