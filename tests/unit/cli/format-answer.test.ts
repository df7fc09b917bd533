import { describe, expect, it } from 'vitest';
import { formatAnswer } from '../../../lib/cli/format-answer';
import { answerSchema, type Answer } from '../../../lib/core/plan/answer';
import type { AgendaItem } from '../../../lib/core/pipeline/turn-event';

const ZONE = 'America/New_York';
const at = (iso: string): number => Date.parse(`${iso}:00-05:00`);
const item = (id: string, title: string, start: string, end: string, more: Partial<AgendaItem> = {}): AgendaItem => ({
  id,
  title,
  start: at(start),
  end: at(end),
  allDay: false,
  ...more,
});
const answer = (a: Answer): Answer => answerSchema.parse(a);

describe('formatAnswer', () => {
  it('prints the sentence, then each day with its events and free windows, indented', () => {
    const text = formatAnswer(
      answer({
        kind: 'agenda',
        text: 'Tue 24 Nov to Wed 25 Nov: 3 events, busiest Tue 24 Nov (2); Wed 25 Nov is free after 10:00.',
        timeZone: ZONE,
        days: [
          {
            date: '2026-11-24',
            label: 'Tue 24 Nov',
            items: [
              item('trip', 'Trip to Boston', '2026-11-24T00:00', '2026-11-25T00:00', { allDay: true }),
              item('design', 'Design review', '2026-11-24T14:00', '2026-11-24T15:00', { location: 'Room 4' }),
            ],
            free: [],
          },
          {
            date: '2026-11-25',
            label: 'Wed 25 Nov',
            items: [item('standup', 'Sales standup', '2026-11-25T09:00', '2026-11-25T10:00')],
            free: [{ start: at('2026-11-25T10:00'), end: at('2026-11-25T17:00') }],
          },
          { date: '2026-11-26', label: 'Thu 26 Nov', items: [], free: [] },
        ],
      }),
    );
    expect(text).toBe(
      [
        'Tue 24 Nov to Wed 25 Nov: 3 events, busiest Tue 24 Nov (2); Wed 25 Nov is free after 10:00.',
        '  Tue 24 Nov',
        '    all day  Trip to Boston',
        '    14:00–15:00  Design review · Room 4',
        '  Wed 25 Nov',
        '    09:00–10:00  Sales standup',
        '    Free 10:00–17:00',
        '  Thu 26 Nov',
        '    Nothing on',
      ].join('\n'),
    );
  });

  it('prints every event of a long day, leaving nothing out', () => {
    const items = Array.from({ length: 40 }, (_, i) =>
      item(`e${String(i)}`, `Slot ${String(i)}`, '2026-11-24T09:00', '2026-11-24T09:10'),
    );
    const text = formatAnswer(
      answer({
        kind: 'agenda',
        text: 'Tue 24 Nov: 40 events.',
        timeZone: ZONE,
        days: [{ date: '2026-11-24', label: 'Tue 24 Nov', items, free: [] }],
      }),
    );
    expect(text.split('\n')).toHaveLength(42);
    expect(text).toContain('Slot 39');
  });

  it('prints the free windows, then what is busy, with their days', () => {
    const text = formatAnswer(
      answer({
        kind: 'free',
        text: "Fri 27 Nov morning you're free 10:30–12:00; 09:00–10:30 is taken by Design sync.",
        timeZone: ZONE,
        free: [{ start: at('2026-11-27T10:30'), end: at('2026-11-27T12:00') }],
        items: [item('sync', 'Design sync', '2026-11-27T09:00', '2026-11-27T10:30')],
      }),
    );
    expect(text).toBe(
      [
        "Fri 27 Nov morning you're free 10:30–12:00; 09:00–10:30 is taken by Design sync.",
        '  Free Fri 27 Nov, 10:30–12:00',
        '  Busy Fri 27 Nov, 09:00–10:30  Design sync',
      ].join('\n'),
    );
  });

  it('prints each guest with their response, the organiser marked and the address behind a name', () => {
    const text = formatAnswer(
      answer({
        kind: 'who',
        text: 'Design review on Tue 24 Nov, 14:00–15:00: Priya Shah (accepted, organiser) and lee@acme.com (no reply).',
        timeZone: ZONE,
        people: [
          { email: 'priya@acme.com', name: 'Priya Shah', responseStatus: 'accepted', organizer: true },
          { email: 'lee@acme.com', responseStatus: 'needsAction' },
        ],
      }),
    );
    expect(text.split('\n').slice(1)).toEqual([
      '  Priya Shah (accepted, organiser) <priya@acme.com>',
      '  lee@acme.com (no reply)',
    ]);
  });

  it('prints the events of an answer about them with their days, all-day ones by date', () => {
    const text = formatAnswer(
      answer({
        kind: 'when',
        text: 'Your trip is from Mon 7 Dec to Tue 8 Dec, all day.',
        timeZone: ZONE,
        items: [item('trip', 'Trip to Boston', '2026-12-07T00:00', '2026-12-09T00:00', { allDay: true })],
      }),
    );
    expect(text).toBe('Your trip is from Mon 7 Dec to Tue 8 Dec, all day.\n  Mon 7 Dec – Tue 8 Dec, all day  Trip to Boston');
  });

  it('prints the sentence alone when the answer has no lists', () => {
    expect(formatAnswer(answer({ kind: 'next', text: 'Nothing coming up.', timeZone: ZONE, items: [] }))).toBe(
      'Nothing coming up.',
    );
  });
});
