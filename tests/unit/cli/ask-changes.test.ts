import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask } from '../../../lib/cli/ask-command';

// `ask --json`'s changes name what the person would: one day of a repeating event, not its series.
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';

async function changesOf(text: string): Promise<unknown[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kairos-changes-'));
  const file = path.join(dir, 'cal.json');
  copyFileSync(path.join(__dirname, '../../fixtures/calendars/five-months.json'), file);
  const out = JSON.parse(await ask({ text, calendarFile: file, now: NOW, timeZone: ZONE, json: true, yes: false })) as {
    changes: unknown[];
  };
  return out.changes;
}

describe('ask --json changes for one occurrence of a repeating event', () => {
  it('a cancelled occurrence is a delete of that day, naming the series', async () => {
    expect(await changesOf("cancel tomorrow's sales standup")).toEqual([
      {
        kind: 'delete',
        eventId: 'salesstandup',
        title: 'Sales standup',
        before: { title: 'Sales standup', start: '2026-11-25T09:00:00-05:00', end: '2026-11-25T09:15:00-05:00' },
        occurrence: true,
      },
    ]);
  });

  it('a moved occurrence is an update of that day, from its time to the new one', async () => {
    expect(await changesOf("move tomorrow's sales standup to 10am")).toEqual([
      {
        kind: 'update',
        eventId: 'salesstandup',
        title: 'Sales standup',
        before: { title: 'Sales standup', start: '2026-11-25T09:00:00-05:00', end: '2026-11-25T09:15:00-05:00' },
        after: { title: 'Sales standup', start: '2026-11-25T10:00:00-05:00', end: '2026-11-25T10:15:00-05:00' },
        occurrence: true,
      },
    ]);
  });

  it('a single event is as before', async () => {
    expect(await changesOf('cancel the team lunch tomorrow')).toEqual([
      {
        kind: 'delete',
        eventId: 'teamlunch1125',
        title: 'Team lunch',
        before: { title: 'Team lunch', start: '2026-11-25T12:00:00-05:00', end: '2026-11-25T13:00:00-05:00' },
      },
    ]);
  });
});
