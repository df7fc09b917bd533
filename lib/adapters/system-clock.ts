import type { Clock } from '../ports/clock';

export const systemClock: Clock = { now: () => Date.now() };

/** The zone the browser (or Node) runs in: the default until the person picks one. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
