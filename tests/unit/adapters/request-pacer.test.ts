import { describe, expect, it } from 'vitest';
import { createRequestPacer } from '../../../lib/adapters/request-pacer';
import { createVirtualTime } from '../../helpers/virtual-time';

const START = '2026-03-02T12:00:00Z';

function pacer(maxWaitMs = 5000) {
  const time = createVirtualTime(START);
  const starts: number[] = [];
  const p = createRequestPacer({ intervalMs: 1000, maxWaitMs, clock: time.clock, sleep: time.sleep });
  const send = (label: string) =>
    p.schedule(() => {
      starts.push(time.clock.now() - Date.parse(START));
      return Promise.resolve(label);
    });
  return { time, starts, p, send };
}

describe('request pacer', () => {
  it('sends the first request at once and each following one a second after the one before, in the order asked', async () => {
    const { starts, send } = pacer();
    const results = await Promise.all([send('a'), send('b'), send('c')]);
    expect(results).toEqual([
      { ran: true, value: 'a' },
      { ran: true, value: 'b' },
      { ran: true, value: 'c' },
    ]);
    expect(starts).toEqual([0, 1000, 2000]);
  });

  it('does not wait for a request asked for after the interval has passed', async () => {
    const { time, starts, send } = pacer();
    await send('a');
    time.advance(1500);
    await send('b');
    expect(starts).toEqual([0, 1500]);
    expect(time.sleeps).toEqual([]);
  });

  it('refuses at once, rather than queueing, a request that would wait longer than maxWaitMs', async () => {
    const { starts, send } = pacer(1500);
    const [a, b, c] = await Promise.all([send('a'), send('b'), send('c')]);
    expect(a.ran).toBe(true);
    expect(b.ran).toBe(true);
    expect(c).toEqual({ ran: false, retryAfterMs: 2000 });
    expect(starts).toEqual([0, 1000]);
  });

  it('sends nothing during a hold-off and resumes after it', async () => {
    const { time, starts, p, send } = pacer();
    await send('a');
    p.holdOff(30_000);
    expect(await send('b')).toEqual({ ran: false, retryAfterMs: 30_000 });
    time.advance(30_000);
    expect((await send('c')).ran).toBe(true);
    expect(starts).toEqual([0, 30_000]);
  });

  it('holds back a request that was waiting its turn when the hold-off began', async () => {
    const { p, send } = pacer();
    const first = send('a');
    const waiting = send('b');
    p.holdOff(10_000);
    expect((await first).ran).toBe(true);
    expect((await waiting).ran).toBe(false);
  });
});
