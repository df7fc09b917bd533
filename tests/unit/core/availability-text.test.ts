import { describe, expect, it } from 'vitest';
import { availabilityText } from '../../../lib/core/pipeline/availability-text';

describe('availability as a recipient reads it', () => {
  it('writes each time with its zone, in the person’s zone', () => {
    const start = Date.parse('2026-11-24T09:00:00Z');
    expect(availabilityText([{ start, end: start + 30 * 60_000 }], 'Europe/Berlin')).toBe(
      'Here are some times that work for me:\n• Tue 24 Nov, 10:00–10:30 (CET)',
    );
  });
});
