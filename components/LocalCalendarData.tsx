import { useState } from 'react';
import type { ResponseOf } from '../lib/messaging/protocol';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';

type Preview = ResponseOf<'previewIcsImport'> & { ics: string; fileName: string };

/** Import and export the local calendar as .ics, and wipe it. */
export function LocalCalendarData() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  const fail = (e: unknown): void => {
    setMessage({ ok: false, text: errorWordsOf(e) });
  };

  const choose = async (file: File): Promise<void> => {
    setMessage(null);
    setPreview(null);
    try {
      const ics = await file.text();
      setPreview({ ...(await sendRequest('previewIcsImport', { ics })), ics, fileName: file.name });
    } catch (e) {
      fail(e);
    }
  };

  const doImport = async (p: Preview): Promise<void> => {
    try {
      const r = await sendRequest('importIcs', { ics: p.ics, includePartial: p.problems.length > 0 });
      setPreview(null);
      setMessage({ ok: true, text: `Imported ${String(r.imported)} event${r.imported === 1 ? '' : 's'} from ${p.fileName}.` });
    } catch (e) {
      fail(e);
    }
  };

  const doExport = async (): Promise<void> => {
    try {
      const r = await sendRequest('exportIcs', {});
      const url = URL.createObjectURL(new Blob([r.ics], { type: 'text/calendar' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'kairos-calendar.ics';
      a.click();
      setTimeout(() => {
        URL.revokeObjectURL(url);
      }, 10_000);
      setMessage({ ok: true, text: `Exported ${String(r.count)} event${r.count === 1 ? '' : 's'}.` });
    } catch (e) {
      fail(e);
    }
  };

  const doClear = async (): Promise<void> => {
    try {
      await sendRequest('clearLocalData', { confirm: true });
      setConfirmClear(false);
      setMessage({ ok: true, text: 'Local calendar and history cleared.' });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <section className="card" aria-labelledby="data-heading">
      <h2 id="data-heading">Local calendar</h2>
      <p className="muted small">Kairos keeps a calendar in this browser until you connect a Google account.</p>
      <div className="row">
        <label className="button-like">
          Import .ics…
          <input
            type="file"
            accept=".ics,text/calendar"
            aria-label="Import .ics file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file !== undefined) void choose(file);
            }}
          />
        </label>
        <button onClick={() => void doExport()}>Export .ics</button>
        <button
          className="danger"
          onClick={() => {
            setConfirmClear(true);
          }}
        >
          Clear local data…
        </button>
      </div>
      {preview === null ? null : (
        <div className="preview" role="region" aria-label="Import preview">
          <p>
            {preview.fileName}: {String(preview.count)} event{preview.count === 1 ? '' : 's'} ready to import
            {preview.titles.length > 0 ? ` (${preview.titles.slice(0, 5).join(', ')}${preview.count > 5 ? ', …' : ''})` : ''}.
          </p>
          {preview.problems.length === 0 ? null : (
            <div className="warning small">
              <p>
                {String(preview.problems.length)} event{preview.problems.length === 1 ? '' : 's'} cannot be imported:
              </p>
              <ul>
                {preview.problems.map((p, i) => (
                  <li key={i}>
                    {p.line === undefined ? '' : `Line ${String(p.line)}, `}
                    {p.component}: {p.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="row">
            <button className="primary" disabled={preview.count === 0} onClick={() => void doImport(preview)}>
              {preview.problems.length === 0
                ? 'Import'
                : `Import the ${String(preview.count)} valid event${preview.count === 1 ? '' : 's'}`}
            </button>
            <button
              onClick={() => {
                setPreview(null);
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {confirmClear ? (
        <div className="warning" role="alertdialog" aria-label="Confirm clearing local data">
          <p>Delete every event in the local calendar, and the suggestion and undo history? This cannot be undone.</p>
          <div className="row">
            <button className="danger solid" onClick={() => void doClear()}>
              Delete everything
            </button>
            <button
              onClick={() => {
                setConfirmClear(false);
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {message === null ? null : (
        <p className={message.ok ? 'ok-text' : 'error-text'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
