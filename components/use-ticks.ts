import { useState } from 'react';

/** Which of `count` listed items are ticked (all at first), and the handler for one tick box. */
export function useTicks(count: number): [ReadonlySet<number>, (index: number, ticked: boolean) => void] {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(Array.from({ length: count }, (_, i) => i)));
  const set = (index: number, on: boolean): void => {
    const next = new Set(ticked);
    if (on) next.add(index);
    else next.delete(index);
    setTicked(next);
  };
  return [ticked, set];
}
