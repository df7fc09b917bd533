import { useEffect, useMemo, useState } from 'react';
import { WEEKDAYS, WEEKDAY_NAMES, preferencesSchema, type Preferences, type Weekday } from '../lib/core/domain/preferences';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';

const WEEK_ORDER: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** Time zone and working hours: what Kairos uses to place every suggestion. */
export function PreferencesForm() {
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [defaultZone, setDefaultZone] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  useEffect(() => {
    sendRequest('getPreferences', {}).then(
      (r) => {
        setPrefs(r.preferences);
        setDefaultZone(
          r.calendarTimeZone === undefined
            ? `Browser default (${r.browserTimeZone})`
            : `Google Calendar's (${r.calendarTimeZone})`,
        );
      },
      (e: unknown) => {
        setStatus({ ok: false, text: errorWordsOf(e) });
      },
    );
  }, []);

  if (prefs === null)
    return <section className="card">{status === null ? 'Loading…' : <p className="error-text">{status.text}</p>}</section>;

  const setDay = (day: Weekday, change: { works?: boolean; start?: string; end?: string }): void => {
    const [first, ...others] = prefs.workingHours[day];
    const current = first ?? { start: '09:00', end: '17:00' };
    const works = change.works ?? first !== undefined;
    const ranges = works ? [{ start: change.start ?? current.start, end: change.end ?? current.end }, ...others] : [];
    setPrefs({ ...prefs, workingHours: { ...prefs.workingHours, [day]: ranges } });
    setStatus(null);
  };

  const save = async (): Promise<void> => {
    const checked = preferencesSchema.safeParse(prefs);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const day = issue?.path.find((p): p is Weekday => typeof p === 'string' && p in WEEKDAY_NAMES);
      setStatus({
        ok: false,
        text: `${day === undefined ? '' : `${WEEKDAY_NAMES[day]}: `}${issue?.message ?? 'invalid settings'}.`,
      });
      return;
    }
    try {
      const r = await sendRequest('savePreferences', { preferences: checked.data });
      setPrefs(r.preferences);
      setStatus({ ok: true, text: 'Saved.' });
    } catch (e) {
      setStatus({ ok: false, text: errorWordsOf(e) });
    }
  };

  return (
    <section className="card" aria-labelledby="prefs-heading">
      <h2 id="prefs-heading">Time zone and working hours</h2>
      <label className="field">
        Time zone
        <select
          aria-label="Time zone"
          value={prefs.timeZone ?? ''}
          onChange={(e) => {
            setPrefs({ ...prefs, timeZone: e.target.value === '' ? null : e.target.value });
            setStatus(null);
          }}
        >
          <option value="">{defaultZone}</option>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      <table className="hours">
        <tbody>
          {WEEK_ORDER.map((day) => {
            const range = prefs.workingHours[day][0];
            return (
              <tr key={day}>
                <th scope="row">
                  <label>
                    <input
                      type="checkbox"
                      checked={range !== undefined}
                      onChange={(e) => {
                        setDay(day, { works: e.target.checked });
                      }}
                    />{' '}
                    {WEEKDAY_NAMES[day]}
                  </label>
                </th>
                <td>
                  {range === undefined ? (
                    <span className="muted small">Day off</span>
                  ) : (
                    <span className="row">
                      <input
                        type="time"
                        aria-label={`${WEEKDAY_NAMES[day]} start`}
                        value={range.start}
                        onChange={(e) => {
                          setDay(day, { start: e.target.value });
                        }}
                      />
                      –
                      <input
                        type="time"
                        aria-label={`${WEEKDAY_NAMES[day]} end`}
                        value={range.end}
                        onChange={(e) => {
                          setDay(day, { end: e.target.value });
                        }}
                      />
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={prefs.debugLogging}
          onChange={(e) => {
            setPrefs({ ...prefs, debugLogging: e.target.checked });
            setStatus(null);
          }}
        />{' '}
        Log each step of a request to the service worker console (for troubleshooting)
      </label>
      <p className="muted small">The lines name steps, counts and models; never your API key or what your events say.</p>
      <div className="row">
        <button className="primary" onClick={() => void save()}>
          Save
        </button>
        {status === null ? null : (
          <span className={status.ok ? 'ok-text' : 'error-text'} role={status.ok ? 'status' : 'alert'}>
            {status.text}
          </span>
        )}
      </div>
    </section>
  );
}
