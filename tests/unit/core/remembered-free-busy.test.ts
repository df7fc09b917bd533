import { describe, expect, it } from 'vitest';
import { rememberFreeBusy } from '../../../lib/core/pipeline/remembered-free-busy';
import type { FreeBusyAnswer, FreeBusyPort } from '../../../lib/ports/free-busy';

const HOUR = 3_600_000;
const day = { start: 0, end: 24 * HOUR };
const busy = [
  { start: 9 * HOUR, end: 10 * HOUR },
  { start: 14 * HOUR, end: 15 * HOUR },
];

function counting(): FreeBusyPort & { asked: { emails: string[]; start: number; end: number }[] } {
  const asked: { emails: string[]; start: number; end: number }[] = [];
  return {
    asked,
    query(emails, range) {
      asked.push({ emails: [...emails], ...range });
      const answers = new Map<string, FreeBusyAnswer>();
      for (const e of emails) answers.set(e, e.startsWith('hidden') ? { kind: 'not_visible' } : { kind: 'busy', busy });
      return Promise.resolve(answers);
    },
  };
}

describe('free/busy remembered for a turn', () => {
  it('answers a question inside one already asked from that answer, with only the busy time in range', async () => {
    const port = counting();
    const remembered = rememberFreeBusy(port);
    await remembered.query(['sam@acme.com', 'hidden@acme.com'], day);
    const later = await remembered.query(['sam@acme.com', 'hidden@acme.com'], { start: 13 * HOUR, end: 16 * HOUR });
    expect(port.asked).toHaveLength(1);
    expect(later.get('sam@acme.com')).toEqual({ kind: 'busy', busy: [{ start: 14 * HOUR, end: 15 * HOUR }] });
    expect(later.get('hidden@acme.com')).toEqual({ kind: 'not_visible' });
  });

  it('asks again about a time outside the first question, or about someone not asked about', async () => {
    const port = counting();
    const remembered = rememberFreeBusy(port);
    await remembered.query(['sam@acme.com'], day);
    await remembered.query(['sam@acme.com'], { start: 23 * HOUR, end: 25 * HOUR });
    await remembered.query(['dana@acme.com'], { start: HOUR, end: 2 * HOUR });
    expect(port.asked.map((a) => a.emails)).toEqual([['sam@acme.com'], ['sam@acme.com'], ['dana@acme.com']]);
  });

  it('does not remember a question that failed', async () => {
    let calls = 0;
    const remembered = rememberFreeBusy({
      query: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(new Map())),
    });
    await expect(remembered.query(['sam@acme.com'], day)).rejects.toThrow('offline');
    await remembered.query(['sam@acme.com'], day);
    expect(calls).toBe(2);
  });
});
