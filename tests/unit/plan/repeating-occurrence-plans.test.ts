import { describe, expect, it } from 'vitest';
import type { SingleChange } from '../../../lib/core/approvals/pending-action';
import { classify } from '../../../lib/core/pipeline/classify';
import { handleDeleteEvent } from '../../../lib/core/pipeline/handle-delete-event';
import { createModelBudget } from '../../../lib/core/pipeline/model-budget';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-24T08:00:00-05:00'; // Tuesday
const NY = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);

/** A daily 09:30 Standup on the local calendar, and one plain event. */
async function worldWithStandup() {
  const world = await createTestWorld(NOW, NY);
  await world.calendar.insertEvent({
    ...timedDraft('standup001', 'Standup', '2026-11-16T09:30:00-05:00', '2026-11-16T09:45:00-05:00'),
    recurrence: ['RRULE:FREQ=DAILY'],
  });
  await world.calendar.insertEvent(timedDraft('lunch00001', 'Lunch', '2026-11-25T12:00:00-05:00', '2026-11-25T13:00:00-05:00'));
  const contents = async () => (await world.calendar.allEvents()).map(({ etag: _etag, updatedAt: _updatedAt, ...rest }) => rest);
  /** "Standup Wed 25 Nov 09:30"-style lines for what the calendar shows from Tuesday to Monday. */
  const week = async () =>
    (await world.calendar.listOccurrences({ start: at(NOW), end: at('2026-12-01T00:00:00-05:00') }, NY)).map(
      (o) => `${o.event.title} ${new Date(o.start).toISOString()}`,
    );
  const approval = () => {
    const found = world.events.find((e) => e.type === 'approval');
    if (found?.type !== 'approval') throw new Error('no approval card');
    return found.approval;
  };
  const changesOf = async (token: string): Promise<SingleChange[]> => {
    const action = await world.approvals.get(token);
    return action.change.kind === 'bulk' ? action.change.changes : [action.change];
  };
  return { ...world, contents, week, approval, changesOf };
}

describe('one occurrence of a local repeating event in a Plan turn', () => {
  it('cancels tomorrow’s standup alone after approval, and undo restores the calendar exactly', async () => {
    const world = await worldWithStandup();
    const before = await world.contents();
    const weekBefore = await world.week();
    await runTurn('cancel my standup tomorrow', world.context());
    const card = world.approval();
    expect(card.description).toBe('Delete "Standup" on Wed 25 Nov, 09:30–09:45 (this occurrence only)');
    expect(card.review.items).toEqual([
      {
        kind: 'update',
        title: 'Standup',
        start: at('2026-11-25T09:30:00-05:00'),
        end: at('2026-11-25T09:45:00-05:00'),
        allDay: false,
        diff: [{ field: 'repeat', label: 'Repeats', before: 'every day', after: 'every day, except Wed 25 Nov' }],
      },
    ]);
    expect(await world.contents()).toEqual(before);

    const { audit } = await world.approvals.approve(card.token);
    expect(await world.week()).toEqual(weekBefore.filter((line) => line !== 'Standup 2026-11-25T14:30:00.000Z'));
    expect(weekBefore).toContain('Standup 2026-11-25T14:30:00.000Z');

    await world.approvals.undo(audit.id);
    expect(await world.contents()).toEqual(before);
    expect(await world.week()).toEqual(weekBefore);
  });

  it('cancels an occurrence met while clearing a day, with the day’s other events', async () => {
    const world = await worldWithStandup();
    await runTurn('Clear my calendar tomorrow for travel and notify anyone I had meetings with', world.context());
    const card = world.approval();
    expect(card.description).toBe('Cancel 2 events');
    const changes = await world.changesOf(card.token);
    expect(changes.map((c) => c.kind)).toEqual(['update', 'delete']);
    expect(changes[0]?.kind === 'update' ? changes[0].after.recurrence : []).toEqual([
      'RRULE:FREQ=DAILY',
      'EXDATE;TZID=America/New_York:20261125T093000',
    ]);
  });

  it('moves several occurrences of one series as one update of it and a single event each, undone as one', async () => {
    const world = await worldWithStandup();
    const before = await world.contents();
    await runTurn('move my standups this week to afternoons', world.context());
    const card = world.approval();
    expect(card.description).toBe('Move 6 events');
    const changes = await world.changesOf(card.token);
    expect(changes.map((c) => c.kind)).toEqual(['update', 'create', 'create', 'create', 'create', 'create', 'create']);
    expect(changes[0]?.kind === 'update' ? changes[0].after.recurrence : []).toEqual([
      'RRULE:FREQ=DAILY',
      ...['24', '25', '26', '27', '28', '29'].map((d) => `EXDATE;TZID=America/New_York:202611${d}T093000`),
    ]);
    expect(card.review.items[0]?.diff).toEqual([
      {
        field: 'repeat',
        label: 'Repeats',
        before: 'every day',
        after: 'every day, except Tue 24 Nov, Wed 25 Nov, Thu 26 Nov and 3 more dates',
      },
    ]);

    const { audit } = await world.approvals.approve(card.token);
    const week = await world.week();
    // Each moved standup is in the afternoon; Monday's, not moved, is still at 09:30.
    expect(week.filter((line) => line.startsWith('Standup'))).toHaveLength(7);
    expect(week).not.toContain('Standup 2026-11-25T14:30:00.000Z');
    expect(week).toContain('Standup 2026-11-25T18:00:00.000Z');
    expect(week).toContain('Standup 2026-11-30T14:30:00.000Z');

    await world.approvals.undo(audit.id);
    expect(await world.contents()).toEqual(before);
  });
});

describe('cancelling one occurrence on the single-cancel path', () => {
  it('suggests taking tomorrow’s standup out of its series', async () => {
    const world = await worldWithStandup();
    const text = 'cancel my standup tomorrow';
    const { parsed } = classify(text, at(NOW), NY);
    await handleDeleteEvent(text, parsed, { ...world.context(), budget: createModelBudget(0) });
    const card = world.approval();
    expect(card.description).toBe('Delete "Standup" on Wed 25 Nov, 09:30–09:45 (this occurrence only)');
    const { audit } = await world.approvals.approve(card.token);
    expect(await world.week()).not.toContain('Standup 2026-11-25T14:30:00.000Z');
    await world.approvals.undo(audit.id);
    expect(await world.week()).toContain('Standup 2026-11-25T14:30:00.000Z');
  });

  it('still refuses one instance of a Google series', async () => {
    const world = await createTestWorld(NOW, NY);
    await world.calendar.insertEvent({
      ...timedDraft('standup001', 'Standup', '2026-11-25T09:30:00-05:00', '2026-11-25T09:45:00-05:00'),
      recurringEventId: 'standupseries',
    });
    const text = 'cancel my standup tomorrow';
    const { parsed } = classify(text, at(NOW), NY);
    await handleDeleteEvent(text, parsed, { ...world.context(), budget: createModelBudget(0) });
    expect(world.events.find((e) => e.type === 'text')).toEqual({
      type: 'text',
      text: '"Standup" repeats. Cancelling one occurrence is not supported yet; remove it from the series in your calendar.',
    });
  });
});
