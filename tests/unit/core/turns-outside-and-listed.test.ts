import { describe, expect, it } from 'vitest';
import { askJson } from '../../../lib/cli/ask-output';
import { OUTSIDE_CALENDAR_REPLY } from '../../../lib/core/nlu/detect-outside-calendar';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday

describe('a question no calendar answers', () => {
  it.each(['remind me what QBR stands for', 'what does ARR stand for'])(
    'says plainly that it cannot answer %j, and suggests nothing',
    async (text) => {
      const w = await createTestWorld(NOW);
      await runTurn(text, w.context());
      expect(w.events.filter((e) => e.type === 'proposal' || e.type === 'approval')).toEqual([]);
      expect(w.events.some((e) => e.type === 'text' && e.text === OUTSIDE_CALENDAR_REPLY)).toBe(true);
      expect(await w.calendar.allEvents()).toEqual([]);
    },
  );
});

describe('ask --json', () => {
  it('puts the events a text lists into its message, as text mode prints them under it', () => {
    const zone = 'America/New_York';
    const events: TurnEvent[] = [
      {
        type: 'text',
        text: '2 events on Sat 21 Nov:',
        timeZone: zone,
        agenda: [
          {
            id: 'a',
            title: 'Yoga class',
            start: Date.parse('2026-11-21T09:00:00-05:00'),
            end: Date.parse('2026-11-21T10:00:00-05:00'),
            allDay: false,
          },
          {
            id: 'b',
            title: 'Thanksgiving',
            start: Date.parse('2026-11-26T00:00:00-05:00'),
            end: Date.parse('2026-11-27T00:00:00-05:00'),
            allDay: true,
          },
        ],
      },
    ];
    expect(askJson({ events, actions: [] }, zone, {}).message).toBe(
      '2 events on Sat 21 Nov: Yoga class (Sat 21 Nov, 09:00–10:00); Thanksgiving (Thu 26 Nov, all day).',
    );
  });
});
