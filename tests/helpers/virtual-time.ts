import type { Clock } from '../../lib/ports/clock';

/**
 * A clock and a sleep that never wait: each sleep is queued, and on the next turn of the event loop
 * the earliest one wakes with the clock moved to its time. Code that paces itself with them runs in
 * microseconds yet sees its waits in order, so tests read the spacing off the clock.
 */
export interface VirtualTime {
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  /** Every wait asked for, in order, in ms. */
  sleeps: number[];
  advance(ms: number): void;
}

export function createVirtualTime(startIso: string): VirtualTime {
  let now = Date.parse(startIso);
  const sleeps: number[] = [];
  const timers: { at: number; seq: number; wake: () => void }[] = [];
  let seq = 0;

  const wakeEarliest = (): void => {
    timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const next = timers.shift();
    if (next === undefined) return;
    now = Math.max(now, next.at);
    next.wake();
  };

  return {
    clock: { now: () => now },
    sleeps,
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise<void>((resolve) => {
        timers.push({ at: now + ms, seq: seq++, wake: resolve });
        setImmediate(wakeEarliest);
      });
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
