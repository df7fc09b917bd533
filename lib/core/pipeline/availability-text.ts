import { formatRange, formatZoneName } from '../time/format';
import type { Interval } from '../time/interval';

/** The lines a recipient reads: each time with the zone it is in, so they can convert it. */
export function availabilityText(slots: readonly Interval[], zone: string): string {
  const lines = slots.map((s) => `• ${formatRange(s.start, s.end, zone)} (${formatZoneName(s.start, zone)})`);
  return ['Here are some times that work for me:', ...lines].join('\n');
}
