import type { PendingAction, SingleChange } from '../core/approvals/pending-action';
import { singleChanges } from '../core/approvals/pending-action';
import { cancelledOccurrences, isMoveOfOccurrence } from '../core/approvals/occurrence-change';
import type { EventTime } from '../core/domain/calendar-event';
import type { Answer } from '../core/plan/answer';
import type { Plan } from '../core/plan/plan-schema';
import type { AgendaItem, Proposal, TurnEvent } from '../core/pipeline/turn-event';
import { formatRange, formatZoneName } from '../core/time/format';
import { toZonedIso } from '../core/time/zoned';
import { formatAnswer, whenOf } from './format-answer';

/** One event a turn changes (or would change), as `ask --json` prints it. */
export interface ChangeLine {
  kind: SingleChange['kind'];
  eventId: string;
  title: string;
  before?: { title: string; start: string; end: string };
  after?: { title: string; start: string; end: string };
  /** One occurrence of a repeating event (eventId names the series). */
  occurrence?: true;
}

/** What a turn streamed, sorted for printing: its proposal, its changes waiting, answers, words. */
export interface TurnRecord {
  events: readonly TurnEvent[];
  plan?: Plan | undefined;
  /** Every pending action the turn suggested, as suggested (whether or not applied since). */
  actions: readonly PendingAction[];
}

export function proposalOf(events: readonly TurnEvent[]): Proposal | undefined {
  return events.find((e): e is Extract<TurnEvent, { type: 'proposal' }> => e.type === 'proposal')?.proposal;
}

/** Tokens of every suggestion the turn made: proposal cards and approval cards, in order. */
export function suggestedTokens(events: readonly TurnEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'proposal' ? [e.proposal.token] : e.type === 'approval' ? [e.approval.token] : []));
}

/**
 * Each change as the person would name it. One occurrence of a repeating event cancelled is a delete
 * of that occurrence, and one moved is an update of it (eventId: the series), not an update of the
 * whole series from its first day, which is how the calendar stores them (an EXDATE, and a single
 * event for a move).
 */
export function changeLines(actions: readonly PendingAction[], zone: string): ChangeLine[] {
  return actions.flatMap((a) => {
    const changes = singleChanges(a.change);
    const moves = new Set<SingleChange>();
    const lines = changes.flatMap((c): ChangeLine[] => {
      if (c.kind !== 'update') return [];
      const cancelled = cancelledOccurrences(c, zone);
      if (cancelled === undefined) return [];
      return cancelled.map((o): ChangeLine => {
        const before = { title: c.before.title, start: toZonedIso(o.start, zone), end: toZonedIso(o.end, zone) };
        const moved = changes.find(
          (m): m is Extract<SingleChange, { kind: 'create' }> =>
            m.kind === 'create' && isMoveOfOccurrence(m.event, c.before, o.start),
        );
        if (moved === undefined) return { kind: 'delete', eventId: c.before.id, title: c.before.title, before, occurrence: true };
        moves.add(moved);
        return {
          kind: 'update',
          eventId: c.before.id,
          title: c.before.title,
          before,
          after: timed(moved.event, zone),
          occurrence: true,
        };
      });
    });
    const rest = changes.flatMap((c): ChangeLine[] => {
      if (moves.has(c) || (c.kind === 'update' && cancelledOccurrences(c, zone) !== undefined)) return [];
      switch (c.kind) {
        case 'create':
          return [{ kind: 'create', eventId: c.event.id, title: c.event.title, after: timed(c.event, zone) }];
        case 'update':
          return [
            {
              kind: 'update',
              eventId: c.before.id,
              title: c.before.title,
              before: timed(c.before, zone),
              after: timed(c.after, zone),
            },
          ];
        case 'delete':
          return [{ kind: 'delete', eventId: c.before.id, title: c.before.title, before: timed(c.before, zone) }];
      }
    });
    return [...lines, ...rest];
  });
}

function timed(e: { title: string; time: EventTime }, zone: string) {
  return e.time.kind === 'timed'
    ? { title: e.title, start: toZonedIso(e.time.start, zone), end: toZonedIso(e.time.end, zone) }
    : { title: e.title, start: e.time.startDate, end: e.time.endDate };
}

function answersOf(events: readonly TurnEvent[]): Answer[] {
  return events.flatMap((e) => (e.type === 'answer' ? [e.answer] : []));
}

/**
 * The words of the turn. A text that lists events ("2 events on Sat 21 Nov:") carries them beside
 * it, as the side panel and text mode show them; JSON gets them in the same sentence.
 */
function textsOf(events: readonly TurnEvent[], zone: string): string[] {
  return events.flatMap((e) =>
    e.type === 'text'
      ? [withAgenda(e.text, e.agenda ?? [], zone)]
      : e.type === 'error'
        ? [e.error.message]
        : e.type === 'link'
          ? [`${e.link.label}: ${e.link.url}`]
          : [],
  );
}

function withAgenda(text: string, agenda: readonly AgendaItem[], zone: string): string {
  if (agenda.length === 0) return text;
  const items = agenda.map((a) => `${a.title} (${whenOf(a, zone)})`).join('; ');
  return `${text.replace(/:\s*$/, '')}: ${items}.`;
}

/** `ask --json`: the Plan, the changes, the answer and the words, with the model's part. */
export function askJson(record: TurnRecord, zone: string, extra: Record<string, unknown>): Record<string, unknown> {
  const proposal = proposalOf(record.events);
  const answers = answersOf(record.events);
  const texts = textsOf(record.events, zone);
  // A question is its own words: the events a "which one?" lists after it are not part of the asking.
  const asked = record.events
    .flatMap((e) => (e.type === 'text' ? [e.text] : []))
    .filter((t) => /\?\s*$/.test(t) || /\?\s+\d+\.\s/.test(t));
  return {
    plan: record.plan ?? null,
    changes: changeLines(record.actions, zone),
    ...(answers.length === 0 ? {} : { answer: { ...answers[0], text: answers.map((a) => a.text).join(' ') } }),
    ...(texts.length === 0 ? {} : { message: texts.join(' ') }),
    ...(asked.length === 0 ? {} : { asked: asked.join(' ') }),
    ...(proposal === undefined
      ? {}
      : {
          proposal: {
            title: proposal.title,
            slots: [proposal, ...proposal.alternatives].map((s) => ({
              start: toZonedIso(s.start, zone),
              end: toZonedIso(s.end, zone),
            })),
            message: proposal.reason,
            attendees: proposal.attendees,
            ...(proposal.location === undefined ? {} : { location: proposal.location }),
            ...(proposal.places === undefined
              ? {}
              : {
                  places: [proposal.places.chosen, ...proposal.places.alternatives],
                  placesSearchedFor: proposal.places.searchedFor,
                }),
          },
        }),
    ...extra,
  };
}

/** Text mode: everything the side panel would show, in full. */
export function askText(record: TurnRecord, zone: string, applied: boolean, where: string): string {
  const lines: string[] = [];
  for (const e of record.events) {
    switch (e.type) {
      case 'proposal': {
        const p = e.proposal;
        lines.push(`${p.title}: ${formatRange(p.start, p.end, zone)} (${formatZoneName(p.start, zone)})`, p.reason);
        if (p.location !== undefined)
          lines.push(`  at ${p.location}${p.places === undefined ? '' : ` — ${p.places.chosen.mapUrl}`}`);
        lines.push(...p.alternatives.map((a) => `  or ${formatRange(a.start, a.end, zone)}`));
        lines.push(...(p.places?.alternatives ?? []).map((o) => `  or at ${o.location} — ${o.mapUrl}`));
        lines.push(...(p.notices ?? []).map((n) => `  ${n}`));
        break;
      }
      case 'approval': {
        lines.push(`${e.approval.description}:`);
        for (const item of e.approval.review.items)
          lines.push(`  ${item.kind} “${item.title}” ${formatRange(item.start, item.end, zone)}`);
        lines.push(...(e.approval.notices ?? []).map((n) => `  ${n}`));
        break;
      }
      case 'answer':
        lines.push(formatAnswer(e.answer));
        break;
      case 'text':
        lines.push(e.text, ...(e.agenda ?? []).map((a) => `  ${a.title}: ${formatRange(a.start, a.end, zone)}`));
        break;
      case 'link':
        lines.push(`${e.link.label}: ${e.link.url}`);
        break;
      case 'error':
        lines.push(e.error.message);
        break;
      default:
        break;
    }
  }
  if (record.actions.length > 0) lines.push(applied ? `Applied to ${where}.` : 'Not applied (run again with --yes to apply it).');
  return lines.join('\n');
}
