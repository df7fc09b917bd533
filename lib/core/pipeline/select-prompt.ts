import { describeConstraint } from '../domain/describe-constraint';
import type { ParsedPart } from '../nlu/parsed-request';
import type { RankedSlot } from '../slots/slot-query';
import { formatRange } from '../time/format';
import type { ModelMessage } from '../../ports/model';

/** A place the select stage may rank (from a places provider), as short as the model needs it. */
export interface PlaceOption {
  name: string;
  address?: string;
  distanceKm?: number;
  /** Out of 5. */
  rating?: number;
}

export type SelectMode = 'generate' | 'alternatives';

const SYSTEM: Readonly<Record<SelectMode, string>> = {
  generate:
    'Pick the best times for the event from the numbered candidates, best first, by calling generateEvent. Prefer what a thoughtful assistant would: sensible times of day for the kind of event, sooner rather than later, and variety among alternatives. Write the message to the person in one or two sentences.',
  alternatives:
    'No candidate suits everyone. Call provideAlternatives with the least disruptive fallback times, best first, and a message of one or two sentences telling the person plainly that nothing works for everyone and what each option costs.',
};

/**
 * The select call's messages: one line per candidate (index, local time, why), one per place.
 * Kept terse on purpose — 50 candidates and 10 places must stay under 2,000 prompt tokens (npm run bench).
 */
export function buildSelectMessages(
  candidates: readonly RankedSlot[],
  parsed: ParsedPart,
  zone: string,
  mode: SelectMode,
  places: readonly PlaceOption[] = [],
): ModelMessage[] {
  const slotLines = candidates.map((c, i) => {
    const note = mode === 'alternatives' ? busyNote(c) : c.why;
    return `${String(i)}: ${formatRange(c.start, c.end, zone)}${note === undefined || note === '' ? '' : ` — ${note}`}`;
  });
  const placeLines = places.map((p, i) => `${String(i)}: ${placeLine(p)}`);
  const attendees = parsed.entities.attendees ?? [];
  const rules = parsed.constraints.map(describeConstraint);
  const user = [
    `Event: ${parsed.entities.title ?? 'Meeting'}${attendees.length === 0 ? '' : ` with ${attendees.map((a) => a.name ?? a.email ?? '').join(', ')}`}.`,
    rules.length === 0 ? '' : `Rules: ${rules.join('; ')}.`,
    mode === 'generate'
      ? `Candidate times (${zone}), all free for everyone and within the rules:`
      : `Fallback times (${zone}); each clashes as noted:`,
    ...slotLines,
    ...(placeLines.length === 0 ? [] : ['Candidate places (rank them too):', ...placeLines]),
  ].filter((line) => line !== '');
  return [
    { role: 'system', content: SYSTEM[mode] },
    { role: 'user', content: user.join('\n') },
  ];
}

/** "Kiln & Bean, 14 Greek Street (0.1 km, ★4.6)". */
function placeLine(p: PlaceOption): string {
  const facts = [
    ...(p.distanceKm === undefined ? [] : [`${p.distanceKm.toFixed(1)} km`]),
    ...(p.rating === undefined ? [] : [`★${p.rating.toFixed(1)}`]),
  ];
  return `${p.name}${p.address === undefined ? '' : `, ${p.address}`}${facts.length === 0 ? '' : ` (${facts.join(', ')})`}`;
}

function busyNote(slot: RankedSlot): string {
  const who = [...new Set(slot.conflicts.filter((c) => c.reason !== 'constraint').map((c) => c.participantId))];
  return who.length === 0 ? 'bends a preference' : `clashes for ${who.join(', ')}`;
}
