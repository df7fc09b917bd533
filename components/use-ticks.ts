import { useState } from 'react';

/**
 * Which of `count` listed items are ticked (all at first), the handler for one tick box, and one for
 * several at once (a Plan step's box ticks or unticks all of its events).
 */
export function useTicks(
  count: number,
): [ReadonlySet<number>, (index: number, ticked: boolean) => void, (indices: readonly number[], ticked: boolean) => void] {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(Array.from({ length: count }, (_, i) => i)));
  const setMany = (indices: readonly number[], on: boolean): void => {
    const next = new Set(ticked);
    for (const index of indices) {
      if (on) next.add(index);
      else next.delete(index);
    }
    setTicked(next);
  };
  return [
    ticked,
    (index, on) => {
      setMany([index], on);
    },
    setMany,
  ];
}
