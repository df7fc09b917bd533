import { useEffect, useId, useMemo, useState } from 'react';
import {
  actionSourceSchema,
  singleChanges,
  type ActionSource,
  type AuditEntry,
  type FieldChange,
} from '../lib/core/approvals/pending-action';
import type { Attendee } from '../lib/core/domain/calendar-event';
import { formatDay, formatRange, formatTime } from '../lib/core/time/format';
import { MAX_HISTORY } from '../lib/messaging/protocol';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';
import {
  NO_FILTER,
  entryTitles,
  filterHistory,
  historyExportFileName,
  historyExportJson,
  isFiltering,
  undoNotifyChoice,
  type ChangeKind,
  type HistoryFilter,
} from './history-filter';

const SOURCE_WORDS: Readonly<Record<ActionSource, string>> = { chat: 'Chat', button: 'Button', email: 'Email', page: 'Page' };
const KIND_WORDS: Readonly<Record<ChangeKind, string>> = { create: 'Create', update: 'Update', delete: 'Delete', bulk: 'Bulk' };
const CHANGE_KINDS: readonly ChangeKind[] = ['create', 'update', 'delete', 'bulk'];

interface Loaded {
  entries: AuditEntry[];
  /** The zone Kairos plans in, so "when" reads like the rest of the person's calendar. */
  timeZone: string;
}

async function fetchHistory(): Promise<Loaded> {
  const [history, prefs] = await Promise.all([
    sendRequest('listHistory', { limit: MAX_HISTORY }),
    sendRequest('getPreferences', {}),
  ]);
  return {
    entries: history.entries,
    // The order docs/decisions.md gives: pinned in Options, else Google Calendar's, else the browser's.
    timeZone: prefs.preferences.timeZone ?? prefs.calendarTimeZone ?? prefs.browserTimeZone,
  };
}

/** Every change Kairos made, newest first, with filters, a JSON export and Undo. */
export function HistoryLog() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const shown = useMemo(() => (loaded === null ? [] : filterHistory(loaded.entries, filter)), [loaded, filter]);

  useEffect(() => {
    fetchHistory().then(setLoaded, (e: unknown) => {
      setMessage({ ok: false, text: errorWordsOf(e) });
    });
  }, []);

  // "Undo from History" opens Options at #history; the section only has its height once entries load.
  useEffect(() => {
    if (loaded !== null && location.hash === '#history') document.getElementById('history')?.scrollIntoView();
  }, [loaded]);

  const refresh = async (): Promise<void> => {
    setRefreshing(true);
    try {
      setLoaded(await fetchHistory());
      setMessage(null);
    } catch (e) {
      setMessage({ ok: false, text: errorWordsOf(e) });
    } finally {
      setRefreshing(false);
    }
  };

  const exportJson = (timeZone: string): void => {
    const url = URL.createObjectURL(new Blob([historyExportJson(shown)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = historyExportFileName(Date.now(), timeZone);
    a.click();
    // The download reads the blob after click() returns; revoking at once could cut it off.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 10_000);
    setMessage({ ok: true, text: `Exported ${plural(shown.length, 'change')}.` });
  };

  const setField = (change: Partial<HistoryFilter>): void => {
    setFilter({ ...filter, ...change });
  };

  return (
    <section id="history" className="card history" aria-labelledby="history-heading">
      <div className="history-top">
        <h2 id="history-heading">History</h2>
        <div className="row">
          <button disabled={refreshing} onClick={() => void refresh()}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
          {loaded === null ? null : (
            <button
              disabled={shown.length === 0}
              onClick={() => {
                exportJson(loaded.timeZone);
              }}
            >
              Export JSON
            </button>
          )}
        </div>
      </div>
      {loaded === null ? (
        message === null ? (
          <p className="muted small">Loading…</p>
        ) : null
      ) : loaded.entries.length === 0 ? (
        <p className="muted">Nothing yet: changes you approve appear here, with Undo.</p>
      ) : (
        <>
          <Filters filter={filter} setField={setField} />
          <p className="muted small" aria-live="polite">
            {isFiltering(filter)
              ? `Showing ${String(shown.length)} of ${plural(loaded.entries.length, 'change')}.`
              : `${plural(loaded.entries.length, 'change')}, newest first.`}
            {loaded.entries.length >= MAX_HISTORY ? ` Only the latest ${MAX_HISTORY.toLocaleString('en')} are listed.` : ''}
          </p>
          {shown.length === 0 ? (
            <div className="row">
              <p className="muted">No changes match these filters.</p>
              <button
                className="link"
                onClick={() => {
                  setFilter(NO_FILTER);
                }}
              >
                Clear filters
              </button>
            </div>
          ) : (
            <ol className="history-list">
              {shown.map((entry) => (
                <HistoryItem key={entry.id} entry={entry} timeZone={loaded.timeZone} onUndone={refresh} />
              ))}
            </ol>
          )}
        </>
      )}
      {message === null ? null : (
        <p className={message.ok ? 'ok-text' : 'error-text'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function Filters({ filter, setField }: { filter: HistoryFilter; setField: (change: Partial<HistoryFilter>) => void }) {
  return (
    <div className="history-filters" role="search" aria-label="Filter history">
      <label className="field">
        Search
        <input
          type="search"
          placeholder="Description or event title"
          value={filter.text}
          onChange={(e) => {
            setField({ text: e.target.value });
          }}
        />
      </label>
      <label className="field">
        Source
        <select
          value={filter.source}
          onChange={(e) => {
            setField({ source: sourceOf(e.target.value) });
          }}
        >
          <option value="any">Any source</option>
          {actionSourceSchema.options.map((s) => (
            <option key={s} value={s}>
              {SOURCE_WORDS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Kind
        <select
          value={filter.kind}
          onChange={(e) => {
            setField({ kind: kindOf(e.target.value) });
          }}
        >
          <option value="any">Any kind</option>
          {CHANGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_WORDS[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filter.hideUndone}
          onChange={(e) => {
            setField({ hideUndone: e.target.checked });
          }}
        />
        Hide undone
      </label>
    </div>
  );
}

function HistoryItem({ entry, timeZone, onUndone }: { entry: AuditEntry; timeZone: string; onUndone: () => Promise<void> }) {
  const choice = undoNotifyChoice(entry);
  const [notify, setNotify] = useState(choice?.initial ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const count = singleChanges(entry.change).length;

  const undo = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await sendRequest('undoAction', { auditId: entry.id, ...(choice === undefined ? {} : { notifyGuests: notify }) });
      await onUndone();
    } catch (e) {
      setError(errorWordsOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="history-entry" aria-labelledby={descriptionId} data-undone={entry.undoneAt !== undefined}>
      <div className="row history-meta">
        <time dateTime={new Date(entry.at).toISOString()}>{formatWhen(entry.at, timeZone)}</time>
        <span className="tag">
          <span className="visually-hidden">Source: </span>
          {SOURCE_WORDS[entry.source]}
        </span>
        <span className="tag">
          <span className="visually-hidden">Kind: </span>
          {KIND_WORDS[entry.change.kind]}
          {entry.change.kind === 'bulk' ? ` · ${plural(count, 'event')}` : ''}
        </span>
        {entry.autoApproved === true ? <span className="tag auto">Auto-approved</span> : null}
        {entry.doneParts === undefined ? null : (
          <span className="tag">
            Stopped part-way: {entry.doneParts.length} of {count} made
          </span>
        )}
        {entry.undoneAt === undefined ? null : <span className="tag undone">Undone</span>}
      </div>
      <p id={descriptionId} className="history-description">
        {entry.description}
      </p>
      <details
        onToggle={(e) => {
          setOpen(e.currentTarget.open);
        }}
      >
        <summary>Details</summary>
        {/* Built only when opened: a thousand entries' diffs would otherwise all sit in the page. */}
        {open ? <EntryDetails entry={entry} timeZone={timeZone} /> : null}
      </details>
      {entry.undoneAt === undefined && (entry.undoneParts?.length ?? 0) > 0 ? (
        <p className="warning small">
          An earlier undo stopped part-way: {String(entry.undoneParts?.length ?? 0)} of {plural(count, 'event')} are back. Undo
          again to finish.
        </p>
      ) : null}
      {entry.undoneAt === undefined ? (
        <div className="row history-undo">
          {choice === undefined ? null : (
            <label className="checkbox small">
              <input
                type="checkbox"
                checked={notify}
                disabled={busy}
                onChange={(e) => {
                  setNotify(e.target.checked);
                }}
              />
              {choice.label}
            </label>
          )}
          <button disabled={busy} aria-describedby={descriptionId} onClick={() => void undo()}>
            {busy ? 'Undoing…' : 'Undo'}
          </button>
        </div>
      ) : (
        <p className="muted small">Undone {formatWhen(entry.undoneAt, timeZone)}.</p>
      )}
      {error === null ? null : (
        <p className="error-text small" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

function EntryDetails({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { review } = entry;
  if (review === undefined) {
    return (
      <div className="history-details small">
        <p className="muted">This change was logged before Kairos kept field-by-field details.</p>
        <ul>
          {entryTitles(entry).map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
        <p>{notifiedWords(entry, [])}</p>
      </div>
    );
  }
  return (
    <div className="history-details small">
      {review.items.map((item, i) => (
        <div key={i} className="history-item">
          <p>
            <strong>{KIND_WORDS[item.kind]}</strong> {item.title}{' '}
            <span className="muted">
              ·{' '}
              {item.allDay
                ? `${formatDay(item.start, review.timeZone)}, all day`
                : formatRange(item.start, item.end, review.timeZone)}
            </span>
          </p>
          {item.diff.length === 0 ? null : (
            <ul>
              {item.diff.map((d, j) => (
                <li key={j}>
                  <span className="muted">{d.label}:</span> {diffWords(d)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {review.checks.length === 0 ? null : (
        <p className="muted">Noted when it was approved: {review.checks.map((c) => c.text).join('; ')}.</p>
      )}
      <p>{notifiedWords(entry, review.notify)}</p>
      {review.timeZone === timeZone ? null : <p className="muted">Event times are in {review.timeZone}.</p>}
    </div>
  );
}

/** "15:00 → 16:00"; a field the change set shows only its value, one it cleared says so. */
function diffWords(d: FieldChange): string {
  if (d.before !== undefined && d.after !== undefined) return `${d.before} → ${d.after}`;
  if (d.after !== undefined) return d.after;
  return `${d.before ?? ''} → removed`;
}

function notifiedWords(entry: AuditEntry, notify: readonly Attendee[]): string {
  if (entry.sendUpdates === undefined) return 'No one was emailed: the local calendar sends no email.';
  if (notify.length === 0) return 'No one was emailed.';
  return `Emailed: ${notify.map((a) => (a.name === undefined ? a.email : `${a.name} <${a.email}>`)).join(', ')}.`;
}

/** "Tue 24 Nov 2026, 15:04": the log spans years, so the year is always there. */
function formatWhen(ms: number, timeZone: string): string {
  const year = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(new Date(ms));
  return `${formatDay(ms, timeZone)} ${year}, ${formatTime(ms, timeZone)}`;
}

function plural(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}

function sourceOf(value: string): HistoryFilter['source'] {
  return actionSourceSchema.options.find((s) => s === value) ?? 'any';
}

function kindOf(value: string): HistoryFilter['kind'] {
  return CHANGE_KINDS.find((k) => k === value) ?? 'any';
}
