import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parseIcs, type IcsParseOptions } from '../../../lib/adapters/ics';
import type { EventDraft } from '../../../lib/core/domain/calendar-event';
import { KairosError } from '../../../lib/core/errors';

export function fixture(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../fixtures/ics/${name}`, import.meta.url)), 'utf8');
}

export function options(defaultTimeZone = 'America/New_York'): IcsParseOptions {
  let next = 0;
  return {
    newId: () => `evt${String((next += 1)).padStart(4, '0')}`,
    now: Date.UTC(2026, 9, 20, 12),
    defaultTimeZone,
  };
}

/** A minimal VCALENDAR around the given VEVENT bodies. */
export function calendar(...events: string[]): string {
  const body = events.map((e) => `BEGIN:VEVENT\r\nUID:${String(Math.abs(hash(e)))}@test\r\n${e.trim()}\r\nEND:VEVENT`);
  return ['BEGIN:VCALENDAR', 'PRODID:-//Test//Test//EN', 'VERSION:2.0', ...body, 'END:VCALENDAR', ''].join('\r\n');
}

function hash(text: string): number {
  return Array.from(text).reduce((h, c) => (h * 31 + (c.codePointAt(0) ?? 0)) | 0, 7);
}

export function onlyEvent(text: string, defaultTimeZone?: string): EventDraft {
  const { events, problems } = parseIcs(text, options(defaultTimeZone));
  expect(problems).toEqual([]);
  expect(events).toHaveLength(1);
  const [event] = events;
  if (!event) throw new Error('no event');
  return event;
}

export function thrown(run: () => unknown): KairosError {
  try {
    run();
  } catch (error) {
    if (error instanceof KairosError) return error;
    throw error;
  }
  throw new Error('expected a KairosError');
}
