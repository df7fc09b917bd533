import { movedOccurrenceOf } from '../approvals/moved-occurrence';
import { KairosError } from '../errors';
import { formatRange } from '../time/format';
import type { Interval } from '../time/interval';
import { MINUTE_MS } from '../time/zoned';
import { buildProposal, conflictsAt } from './build-proposal';
import { suggestChange, type SuggestContext } from './suggest-change';
import type { Proposal } from './turn-event';

export interface ProposalEdit {
  token: string;
  title: string;
  start: number;
  durationMinutes: number;
  /** Another place picked on the card: the event's new location. Absent: the location stays. */
  location?: string;
}

/** Edit, or a picked alternative time or place: the same event at the new title/time/place, checked again for conflicts. */
export async function reviseProposal(
  edit: ProposalEdit,
  deps: Omit<SuggestContext, 'source'>,
  shown: { alternatives?: readonly Interval[]; reason?: string } = {},
): Promise<Proposal> {
  const old = await deps.approvals.get(edit.token);
  const change = old.change;
  const pair = movedOccurrenceOf(change, deps.timeZone);
  const draft = change.kind === 'create' ? change.event : change.kind === 'update' ? change.after : pair?.moved;
  if (draft?.time.kind !== 'timed') {
    throw new KairosError('invalid_input', 'Only a suggested timed event can be edited here.');
  }
  const zone = draft.time.timeZone;
  const slot = { start: edit.start, end: edit.start + edit.durationMinutes * MINUTE_MS };
  const event = {
    ...draft,
    title: edit.title,
    time: { kind: 'timed' as const, ...slot, timeZone: zone },
    ...(edit.location === undefined ? {} : { location: edit.location }),
  };
  // The event being moved does not clash with itself (nor, for a moved occurrence, where its series had it).
  const others = (await deps.calendar.listOccurrences(slot, zone)).filter(
    (o) => o.event.id !== event.id && !(pair !== undefined && o.event.id === pair.series.id && o.start === pair.from.start),
  );
  const conflicts = conflictsAt(others, slot);
  const when = formatRange(slot.start, slot.end, zone);
  const next = await suggestChange(
    { ...deps, source: old.source },
    pair !== undefined
      ? { kind: 'bulk', changes: [pair.cancel, { kind: 'create', event }] }
      : change.kind === 'update'
        ? { ...change, after: event }
        : { kind: 'create', event },
    pair !== undefined
      ? `Move "${pair.series.title}" to ${when}`
      : change.kind === 'update'
        ? `Move "${change.before.title}" to ${when}`
        : `Create "${edit.title}" on ${when}`,
    edit.token,
  );
  const reason =
    shown.reason ??
    (conflicts.length > 0
      ? `This time overlaps ${conflicts.map((c) => `"${c.event.title}"`).join(', ')}.`
      : 'Changed as you asked; this time is free.');
  return buildProposal(next, {
    conflicts,
    alternatives: shown.alternatives ?? [],
    reason,
    ...(pair === undefined ? {} : { previous: pair.from }),
  });
}
