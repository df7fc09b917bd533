import { cancelledOccurrences } from '../approvals/cancelled-occurrences';
import { isMovedOccurrenceOf } from '../approvals/occurrence-change';
import { formatWhen } from '../approvals/review-words';
import type { SingleChange } from '../approvals/pending-action';
import type { EventTime } from '../domain/calendar-event';
import type { PlanStep } from '../pipeline/turn-event';
import { formatRange } from '../time/format';
import type { Plan, Task } from './plan-schema';

/** A step in a few words for the card and for reports: "Find “haircut”", "Cancel the events found". */
export function describeTask(task: Task): string {
  const p = task.params;
  const label = typeof p.label === 'string' ? p.label : undefined;
  if (label !== undefined) return label;
  switch (task.taskType) {
    case 'FindEvents': {
      const query = p.query as { title?: unknown; people?: { name?: unknown; email?: unknown }[] } | undefined;
      const title = typeof query?.title === 'string' ? `“${query.title}”` : 'events';
      const people = (query?.people ?? []).flatMap((x) =>
        [x.name, x.email].filter((s): s is string => typeof s === 'string').slice(0, 1),
      );
      return `Find ${title}${people.length === 0 ? '' : ` with ${people.join(', ')}`}`;
    }
    case 'FilterEvents':
      return 'Leave out the events you excluded';
    case 'ExtractAttendees':
      return 'List who was invited';
    case 'FindFreeTime':
      return 'Find free time';
    case 'ProposeEventTime':
      return 'Propose a time';
    case 'GenerateProposedUpdates':
      return 'Work out the new times';
    case 'CreateEvent':
      return 'Add the event';
    case 'UpdateEvents':
      return 'Change the events';
    case 'DeleteEvents':
      return 'Cancel the events';
    case 'FetchPreference':
      return 'Read your preferences';
    case 'NotifyAttendees':
      return 'Draft a note to the people affected';
    case 'AnswerQuestion':
      return 'Answer your question';
    case 'RequestUserConfirmation':
      return 'Wait for your approval';
    case 'PresentChoicesToUser':
      return 'Ask you to choose';
    case 'FormatFinalResponse':
      return 'Sum up';
    case 'ProposeEventChange':
      return 'Propose the change';
    case 'ProposeBulkChange':
      return 'Propose the changes';
    case 'ProposeCancellation':
      return 'Propose the cancellation';
    case 'ShowMoreOptions':
      return 'Show more options';
    case 'SuggestActivities':
      return 'Suggest things to do';
    case 'OpenBookingLink':
      return 'Open the booking page';
    case 'ShareAvailability':
      return 'Offer your free times';
  }
}

/** The steps a card lists, each with where it stands. */
export function planSteps(plan: Plan): PlanStep[] {
  return plan.tasks.map((t) => ({
    label: describeTask(t),
    status: t.status,
    ...(t.note === undefined ? {} : { note: t.note }),
    ...(t.changes === undefined ? {} : { items: t.changes }),
  }));
}

/** The confirmation card's line: "Cancel “Haircut” (Tue 1 Dec, 18:00–18:45)", "Move 3 events and cancel 1". */
export function describeChanges(changes: readonly SingleChange[], zone: string): string {
  const { cut, copies } = occurrencesOf(changes, zone);
  const [series] = cut;
  const [occurrence, ...more] = series?.gone ?? [];
  // One occurrence of a local series, cancelled or moved, is said the way a single event would be.
  if (series !== undefined && occurrence !== undefined && more.length === 0) {
    const [copy] = copies;
    if (changes.length === 1) {
      return `Delete "${series.before.title}" on ${formatWhen(occurrence, zone)} (this occurrence only)`;
    }
    if (changes.length === 2 && copy !== undefined) {
      const to = copy.time.kind === 'timed' ? ` to ${formatRange(copy.time.start, copy.time.end, zone)}` : '';
      return `Move “${series.before.title}” (${formatWhen(occurrence, zone)})${to}`;
    }
  }
  // Several occurrences out of one series, said as the occurrences (the series' own time would read as a move).
  if (series !== undefined && more.length > 0 && changes.length === 1 && cut.length === 1) {
    const gone = series.gone;
    const days = gone.length <= 3 ? gone.map((o) => formatWhen(o, zone)).join(gone.length === 2 ? ' and ' : ', ') : undefined;
    return days === undefined
      ? `Delete ${String(gone.length)} occurrences of "${series.before.title}" (these occurrences only)`
      : `Delete "${series.before.title}" on ${days} (these occurrences only)`;
  }
  const [only] = changes;
  if (only !== undefined && changes.length === 1) {
    switch (only.kind) {
      case 'create':
        return `Add “${only.event.title}”${whenOf(only.event.time, zone)}`;
      case 'update': {
        const { before, after } = only;
        const timed = after.time.kind === 'timed' && before.time.kind === 'timed' ? after.time : undefined;
        const moved = timed !== undefined && before.time.kind === 'timed' && timed.start !== before.time.start;
        const resized = timed !== undefined && before.time.kind === 'timed' && timed.end !== before.time.end;
        // "extend the review by 15 minutes": the same start, a new end, is a change of length, not a move.
        const verb = before.title === after.title && (moved || !resized) ? 'Move' : 'Change';
        const to = timed !== undefined && (moved || resized) ? ` to ${formatRange(timed.start, timed.end, zone)}` : '';
        return `${verb} “${before.title}”${whenOf(before.time, zone)}${to}`;
      }
      case 'delete':
        // The wording single cancels have always had on their card and in History.
        return only.before.time.kind === 'timed'
          ? `Delete "${only.before.title}" on ${formatRange(only.before.time.start, only.before.time.end, zone)}`
          : `Delete "${only.before.title}" on ${only.before.time.startDate}`;
    }
  }
  const count = (kind: SingleChange['kind']): number => changes.filter((c) => c.kind === kind).length;
  // Occurrences count as events: each one a series update takes out is a cancel, unless it comes back moved.
  const cancelled = cut.reduce((n, s) => n + s.gone.length, 0);
  // "rename every Harbor Point sync": new titles at the same times are renames, not moves.
  const updates = changes.flatMap((c) => (c.kind === 'update' ? [c] : []));
  const startOf = (t: EventTime): string => (t.kind === 'timed' ? String(t.start) : t.startDate);
  const retimed = cut.length > 0 || updates.some((u) => JSON.stringify(u.before.time) !== JSON.stringify(u.after.time));
  const resized = updates.some(
    (u) => startOf(u.before.time) === startOf(u.after.time) && JSON.stringify(u.before.time) !== JSON.stringify(u.after.time),
  );
  const retitled = updates.some((u) => u.before.title !== u.after.title);
  const updateVerb = retitled ? (retimed ? 'change' : 'rename') : retimed && !resized ? 'move' : 'change';
  const parts = [
    [count('update') - cut.length + copies.length, updateVerb],
    [count('delete') + cancelled - copies.length, 'cancel'],
    [count('create') - copies.length, 'add'],
  ].flatMap(([n, verb]) => (n === 0 ? [] : [`${String(verb)} ${String(n)} event${n === 1 ? '' : 's'}`]));
  const text = parts.join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The updates that only take occurrences out of a local series, with the occurrences, and the
 * single events that bring some of them back at a new time (occurrence-change.ts).
 */
function occurrencesOf(changes: readonly SingleChange[], zone: string) {
  const cut = changes.flatMap((c) => {
    const gone = c.kind === 'update' ? cancelledOccurrences(c, zone) : [];
    return c.kind === 'update' && gone.length > 0 ? [{ before: c.before, gone }] : [];
  });
  const copies = changes.flatMap((c) =>
    c.kind === 'create' && cut.some((s) => isMovedOccurrenceOf(c.event, s.before)) ? [c.event] : [],
  );
  return { cut, copies };
}

function whenOf(time: EventTime, zone: string): string {
  return time.kind === 'timed' ? ` (${formatRange(time.start, time.end, zone)})` : ` (${time.startDate}, all day)`;
}
