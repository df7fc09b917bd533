import type { Attendee } from '../lib/core/domain/calendar-event';
import { singleChanges, type ActionSource, type AuditEntry, type CalendarChange } from '../lib/core/approvals/pending-action';

/**
 * The pure side of Options' History: which entries the filters keep, what Export JSON writes, and
 * which email choice an Undo offers. No React here, so all of it is unit-tested.
 */

export type ChangeKind = CalendarChange['kind'];

export interface HistoryFilter {
  /** Words that must all appear in the description or an event's title, in any case or accent. */
  text: string;
  source: ActionSource | 'any';
  kind: ChangeKind | 'any';
  hideUndone: boolean;
}

export const NO_FILTER: HistoryFilter = { text: '', source: 'any', kind: 'any', hideUndone: false };

export function isFiltering(filter: HistoryFilter): boolean {
  return filter.text.trim() !== '' || filter.source !== 'any' || filter.kind !== 'any' || filter.hideUndone;
}

/** The entries the filter keeps, in the order given (the background sends newest first). */
export function filterHistory(entries: readonly AuditEntry[], filter: HistoryFilter): AuditEntry[] {
  const words = fold(filter.text)
    .split(/\s+/)
    .filter((w) => w !== '');
  return entries.filter(
    (entry) =>
      (filter.source === 'any' || entry.source === filter.source) &&
      (filter.kind === 'any' || entry.change.kind === filter.kind) &&
      !(filter.hideUndone && entry.undoneAt !== undefined) &&
      matchesAll(searchableText(entry), words),
  );
}

/** The titles an entry touched: a renamed event is found by its old title and its new one. */
export function entryTitles(entry: AuditEntry): string[] {
  const fromChange = singleChanges(entry.change).flatMap((c) => {
    switch (c.kind) {
      case 'create':
        return [c.event.title];
      case 'update':
        return [c.before.title, c.after.title];
      case 'delete':
        return [c.before.title];
    }
  });
  const fromReview = entry.review?.items.map((i) => i.title) ?? [];
  return [...new Set([...fromChange, ...fromReview])];
}

function searchableText(entry: AuditEntry): string {
  return fold([entry.description, ...entryTitles(entry)].join('\n'));
}

function matchesAll(text: string, words: readonly string[]): boolean {
  return words.every((w) => text.includes(w));
}

/** "Café" is found by "cafe": people type titles without the accents they were written with. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** What Export JSON writes: the audit entries exactly as stored, so the file is the record itself. */
export function historyExportJson(entries: readonly AuditEntry[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}

/** "kairos-history-2026-11-24.json", dated by the person's own calendar day. */
export function historyExportFileName(now: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(now),
  );
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `kairos-history-${part('year')}-${part('month')}-${part('day')}.json`;
}

/** The email question an Undo asks, with the answer it starts from; none when nobody could be emailed. */
export interface UndoNotifyChoice {
  label: 'Tell the guests it is back' | 'Email the guests about the undo';
  initial: boolean;
}

export function undoNotifyChoice(entry: AuditEntry): UndoNotifyChoice | undefined {
  // No sendUpdates means the write went to the local calendar, which emails no one: asking would mislead.
  if (entry.sendUpdates === undefined) return undefined;
  const changes = singleChanges(entry.change);
  // Guests were told the event was cancelled; telling them it is back is a new email they may not
  // expect, so it waits for the person to ask (the protocol's default for a restore, too).
  if (changes.some((c) => c.kind === 'delete' && hasGuests(c.before.attendees))) {
    return { label: 'Tell the guests it is back', initial: false };
  }
  const guests = changes.some((c) =>
    c.kind === 'create'
      ? hasGuests(c.event.attendees)
      : c.kind === 'update' && hasGuests([...c.before.attendees, ...c.after.attendees]),
  );
  if (!guests) return undefined;
  // Mirror the original write: guests who were emailed about it hear about its undo, and a write
  // made with "email no one" does not start emailing them now unless the person ticks the box.
  return { label: 'Email the guests about the undo', initial: entry.sendUpdates !== 'none' };
}

function hasGuests(attendees: readonly Attendee[]): boolean {
  return attendees.some((a) => a.self !== true);
}
