import { useEffect, useState } from 'react';

/** The time, re-read every `everyMs` while `active`: for countdowns that must change on screen. */
export function useNow(everyMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [everyMs, active]);
  return now;
}
