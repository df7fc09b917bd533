import type { Clock } from '../ports/clock';

// Keeps Kairos within a web service's usage policy: requests start at least `intervalMs` apart, in
// the order asked, and after the service answers 429 nothing is sent until it said to come back.
// OpenStreetMap's Nominatim allows "an absolute maximum of 1 request per second"
// (https://operations.osmfoundation.org/policies/nominatim/); the public Overpass servers ask for
// the same restraint.

export interface RequestPacerConfig {
  /** The least time between two requests' starts. */
  intervalMs: number;
  /**
   * The longest a request may wait for its turn. A turn must not hang behind a queue: past this the
   * request is not sent and the caller is told to try later.
   */
  maxWaitMs: number;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
}

export type Paced<T> = { ran: true; value: T } | { ran: false; retryAfterMs: number };

export interface RequestPacer {
  /** Runs `send` when its turn comes, or not at all when that would be after maxWaitMs or during a hold-off. */
  schedule<T>(send: () => Promise<T>): Promise<Paced<T>>;
  /** The service asked for a pause: send nothing for `ms`. */
  holdOff(ms: number): void;
}

export function createRequestPacer(config: RequestPacerConfig): RequestPacer {
  let nextStart = Number.NEGATIVE_INFINITY;
  let heldUntil = Number.NEGATIVE_INFINITY;
  return {
    async schedule(send) {
      const now = config.clock.now();
      if (now < heldUntil) return { ran: false, retryAfterMs: heldUntil - now };
      const start = Math.max(now, nextStart);
      if (start - now > config.maxWaitMs) return { ran: false, retryAfterMs: start - now };
      // The slot is taken before waiting, so requests asked for together go out one interval apart
      // in the order they were asked, with no queue to keep.
      nextStart = start + config.intervalMs;
      if (start > now) await config.sleep(start - now);
      // A 429 that arrived while this one waited holds it too.
      const woke = config.clock.now();
      if (woke < heldUntil) return { ran: false, retryAfterMs: heldUntil - woke };
      return { ran: true, value: await send() };
    },
    holdOff(ms) {
      heldUntil = Math.max(heldUntil, config.clock.now() + ms);
      nextStart = Math.max(nextStart, heldUntil);
    },
  };
}
