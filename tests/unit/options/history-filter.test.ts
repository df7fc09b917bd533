import { describe, expect, it } from 'vitest';
import { auditEntrySchema, type AuditEntry, type SingleChange } from '../../../lib/core/approvals/pending-action';
import type { SendUpdates } from '../../../lib/core/domain/calendar-connection';
import { eventIdSchema, type Attendee, type CalendarEvent } from '../../../lib/core/domain/calendar-event';
import {
  NO_FILTER,
  filterHistory,
  historyExportFileName,
  historyExportJson,
  isFiltering,
  undoNotifyChoice,
} from '../../../components/history-filter';

const SAM: Attendee = { email: 'sam@acme.com', name: 'Sam' };
const ME: Attendee = { email: 'me@home.net', self: true };

function event(id: string, title: string, attendees: Attendee[] = []): CalendarEvent {
  return {
    id: eventIdSchema.parse(id),
    title,
    time: {
      kind: 'timed',
      start: Date.parse('2026-11-24T15:00:00-05:00'),
      end: Date.parse('2026-11-24T15:30:00-05:00'),
      timeZone: 'America/New_York',
    },
    attendees,
    transparency: 'opaque',
    etag: `"${id}-1"`,
    updatedAt: Date.parse('2026-11-20T10:00:00Z'),
  };
}

function create({ etag: _etag, updatedAt: _updatedAt, ...draft }: CalendarEvent): SingleChange {
  return { kind: 'create', event: draft };
}
const update = (before: CalendarEvent, title: string): SingleChange => ({ kind: 'update', before, after: { ...before, title } });
const remove = (before: CalendarEvent): SingleChange => ({ kind: 'delete', before });

let serial = 0;
function entry(
  change: AuditEntry['change'],
  extra: Partial<Pick<AuditEntry, 'description' | 'source' | 'sendUpdates' | 'undoneAt' | 'autoApproved'>> = {},
): AuditEntry {
  serial += 1;
  // Parsed, so every fixture is an entry the background could really send.
  return auditEntrySchema.parse({
    id: `audit-${String(serial).padStart(4, '0')}`,
    at: Date.parse('2026-11-23T14:00:00Z') + serial * 60_000,
    actionToken: `token-${String(serial).padStart(4, '0')}`,
    description: 'A change',
    source: 'chat',
    change,
    ...extra,
  });
}

describe('filterHistory', () => {
  const coffee = entry(create(event('coffee1', 'Coffee with Sam', [SAM])), { description: 'Add "Coffee with Sam"' });
  const renamed = entry(update(event('standup1', 'Standup'), 'Daily standup'), {
    description: 'Rename the meeting',
    source: 'button',
  });
  const cancelled = entry(remove(event('dinner1', 'Dîner au Café')), {
    description: 'Cancel dinner',
    source: 'email',
    undoneAt: Date.parse('2026-11-23T16:00:00Z'),
  });
  const bulk = entry(
    { kind: 'bulk', changes: [remove(event('class1', 'Yoga class')), remove(event('class2', 'Pottery class'))] },
    {
      description: 'Cancel my afternoon classes',
      source: 'page',
    },
  );
  const all = [bulk, cancelled, renamed, coffee];

  it('keeps every entry, in the order given, when nothing is filtered', () => {
    expect(filterHistory(all, NO_FILTER)).toEqual(all);
    expect(isFiltering(NO_FILTER)).toBe(false);
  });

  it('finds an entry by words of its description in any case and order', () => {
    expect(filterHistory(all, { ...NO_FILTER, text: '  classes CANCEL ' })).toEqual([bulk]);
  });

  it('finds an update by its old title and by its new one', () => {
    expect(filterHistory(all, { ...NO_FILTER, text: 'daily' })).toEqual([renamed]);
    expect(filterHistory(all, { ...NO_FILTER, text: 'standup' })).toEqual([renamed]);
  });

  it('finds the titles inside a bulk change', () => {
    expect(filterHistory(all, { ...NO_FILTER, text: 'pottery' })).toEqual([bulk]);
  });

  it('ignores accents, so "cafe" finds "Café"', () => {
    expect(filterHistory(all, { ...NO_FILTER, text: 'diner cafe' })).toEqual([cancelled]);
  });

  it('needs every word to match, not just one', () => {
    expect(filterHistory(all, { ...NO_FILTER, text: 'coffee pottery' })).toEqual([]);
  });

  it('keeps only the chosen source', () => {
    expect(filterHistory(all, { ...NO_FILTER, source: 'chat' })).toEqual([coffee]);
    expect(filterHistory(all, { ...NO_FILTER, source: 'email' })).toEqual([cancelled]);
  });

  it('keeps only the chosen kind, a bulk change counting as bulk', () => {
    expect(filterHistory(all, { ...NO_FILTER, kind: 'delete' })).toEqual([cancelled]);
    expect(filterHistory(all, { ...NO_FILTER, kind: 'bulk' })).toEqual([bulk]);
  });

  it('hides undone entries only when asked', () => {
    expect(filterHistory(all, { ...NO_FILTER, hideUndone: true })).toEqual([bulk, renamed, coffee]);
    expect(isFiltering({ ...NO_FILTER, hideUndone: true })).toBe(true);
  });

  it('combines the filters', () => {
    expect(filterHistory(all, { text: 'cancel', source: 'email', kind: 'delete', hideUndone: false })).toEqual([cancelled]);
    expect(filterHistory(all, { text: 'cancel', source: 'email', kind: 'delete', hideUndone: true })).toEqual([]);
  });

  it('does not count spaces alone as a filter', () => {
    expect(isFiltering({ ...NO_FILTER, text: '   ' })).toBe(false);
  });
});

describe('the JSON export', () => {
  it('holds the entries exactly as stored, pretty-printed, and parses back to them', () => {
    const entries = [
      entry(create(event('coffee2', 'Coffee', [SAM])), { sendUpdates: 'all', autoApproved: true }),
      entry(remove(event('gone1', 'Gone'))),
    ];
    const json = historyExportJson(entries);
    expect(auditEntrySchema.array().parse(JSON.parse(json))).toEqual(entries);
    expect(JSON.parse(json)).toEqual(entries);
    expect(json).toContain('\n  {\n    "id": ');
    expect(json.endsWith(']\n')).toBe(true);
  });

  it('writes an empty list as an empty array', () => {
    expect(historyExportJson([])).toBe('[]\n');
  });

  it('names the file by the calendar day in the person’s zone, not UTC', () => {
    // 03:30 UTC on 25 Nov is still the evening of 24 Nov in New York, and already 25 Nov in Tokyo.
    const at = Date.parse('2026-11-25T03:30:00Z');
    expect(historyExportFileName(at, 'America/New_York')).toBe('kairos-history-2026-11-24.json');
    expect(historyExportFileName(at, 'Asia/Tokyo')).toBe('kairos-history-2026-11-25.json');
  });
});

describe('undoNotifyChoice', () => {
  const onGoogle = (change: AuditEntry['change'], sendUpdates: SendUpdates = 'all') =>
    undoNotifyChoice(entry(change, { sendUpdates }));

  it('offers "Tell the guests it is back", unticked, when undo restores a deleted event with guests', () => {
    expect(onGoogle(remove(event('lunch1', 'Lunch', [ME, SAM])))).toEqual({
      label: 'Tell the guests it is back',
      initial: false,
    });
  });

  it('offers it for a bulk change that deleted an event with guests, even beside other kinds', () => {
    const change: AuditEntry['change'] = {
      kind: 'bulk',
      changes: [update(event('move1', 'Review', [SAM]), 'Review later'), remove(event('lunch2', 'Lunch', [SAM]))],
    };
    expect(onGoogle(change)).toEqual({ label: 'Tell the guests it is back', initial: false });
  });

  it('offers "Email the guests about the undo", ticked, for a create or update whose guests were emailed', () => {
    expect(onGoogle(create(event('new1', 'Coffee', [SAM])))).toEqual({ label: 'Email the guests about the undo', initial: true });
    expect(onGoogle(update(event('old1', 'Review', [SAM]), 'Review (moved)'), 'externalOnly')).toEqual({
      label: 'Email the guests about the undo',
      initial: true,
    });
  });

  it('starts unticked when the original write emailed no one', () => {
    expect(onGoogle(create(event('new2', 'Coffee', [SAM])), 'none')).toEqual({
      label: 'Email the guests about the undo',
      initial: false,
    });
  });

  it('counts a guest removed by an update, who was told they were taken off', () => {
    const before = event('old2', 'Review', [SAM]);
    expect(onGoogle({ kind: 'update', before, after: { ...before, attendees: [] } })?.label).toBe(
      'Email the guests about the undo',
    );
  });

  it('asks nothing when the only attendee is the person', () => {
    expect(onGoogle(remove(event('solo1', 'Focus', [ME])))).toBeUndefined();
    expect(onGoogle(create(event('solo2', 'Focus', [ME])))).toBeUndefined();
  });

  it('asks nothing on the local calendar, which emails no one', () => {
    expect(undoNotifyChoice(entry(remove(event('local1', 'Lunch', [SAM]))))).toBeUndefined();
    expect(undoNotifyChoice(entry(create(event('local2', 'Coffee', [SAM]))))).toBeUndefined();
  });
});
