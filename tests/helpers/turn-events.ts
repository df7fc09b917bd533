import { expect } from 'vitest';
import type { TurnEvent } from '../../lib/core/pipeline/turn-event';

/** The one event of a type a turn emitted; fails the test if there are none or several. */
export function only<T extends TurnEvent['type']>(events: TurnEvent[], type: T): Extract<TurnEvent, { type: T }> {
  const found = events.filter((e): e is Extract<TurnEvent, { type: T }> => e.type === type);
  expect(found).toHaveLength(1);
  const [first] = found;
  if (first === undefined) throw new Error(`no ${type} event`);
  return first;
}
