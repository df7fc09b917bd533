import { useEffect, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { WEEKDAYS, WEEKDAY_NAMES, preferencesSchema, type Preferences, type Weekday } from '../lib/core/domain/preferences';
import { formatDay } from '../lib/core/time/format';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';
import { HabitsForm } from './HabitsForm';
import { SaveRow, type SavePart, type SectionProps, type Status } from './PreferencesSection';

const WEEK_ORDER: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
// The limits preferencesSchema sets; checked here first so the message can name the line at fault.
const MAX_VIPS = 200;
const MAX_VIP_CHARS = 200;
const MAX_DAYS_OFF = 366;

const hoursPart = ({ timeZone, workingHours, debugLogging }: Preferences) => ({ timeZone, workingHours, debugLogging });
const peoplePart = ({ vips, daysOff, autoApproveCreates }: Preferences) => ({ vips, daysOff, autoApproveCreates });

/**
 * Time zone and working hours; lunch, protected times and buffers; then VIPs, days off and
 * approvals: what Kairos weighs in every suggestion. The sections share one saved copy, so saving
 * one never puts back another's older values.
 */
export function PreferencesForm() {
  const [saved, setSaved] = useState<Preferences | null>(null);
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [defaultZone, setDefaultZone] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    sendRequest('getPreferences', {}).then(
      (r) => {
        setSaved(r.preferences);
        setDraft(r.preferences);
        setDefaultZone(
          r.calendarTimeZone === undefined
            ? `Browser default (${r.browserTimeZone})`
            : `Google Calendar's (${r.calendarTimeZone})`,
        );
      },
      (e: unknown) => {
        setLoadError(errorWordsOf(e));
      },
    );
  }, []);

  if (saved === null || draft === null)
    return <section className="card">{loadError === null ? 'Loading…' : <p className="error-text">{loadError}</p>}</section>;

  const savePart: SavePart = async (part, next) => {
    const checked = preferencesSchema.safeParse({ ...saved, ...part(next) });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return { ok: false, invalid: true, path: issue?.path ?? [], text: issue?.message ?? 'invalid settings' };
    }
    try {
      const r = await sendRequest('savePreferences', { preferences: checked.data });
      setSaved(r.preferences);
      setDraft((d) => ({ ...(d ?? r.preferences), ...part(r.preferences) }));
      return { ok: true };
    } catch (e) {
      return { ok: false, invalid: false, path: [], text: errorWordsOf(e) };
    }
  };

  return (
    <>
      <HoursSection draft={draft} setDraft={setDraft} savePart={savePart} defaultZone={defaultZone} />
      <HabitsForm draft={draft} savePart={savePart} />
      <PeopleSection draft={draft} setDraft={setDraft} savePart={savePart} />
    </>
  );
}

function HoursSection({ draft: prefs, setDraft, savePart, defaultZone }: SectionProps & { defaultZone: string }) {
  const [status, setStatus] = useState<Status>(null);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const edit = (next: Preferences): void => {
    setDraft(next);
    setStatus(null);
  };

  const setDay = (day: Weekday, change: { works?: boolean; start?: string; end?: string }): void => {
    const [first, ...others] = prefs.workingHours[day];
    const current = first ?? { start: '09:00', end: '17:00' };
    const works = change.works ?? first !== undefined;
    const ranges = works ? [{ start: change.start ?? current.start, end: change.end ?? current.end }, ...others] : [];
    edit({ ...prefs, workingHours: { ...prefs.workingHours, [day]: ranges } });
  };

  const save = async (): Promise<void> => {
    const result = await savePart(hoursPart, prefs);
    if (result.ok) {
      setStatus({ ok: true, text: 'Saved.' });
      return;
    }
    const day = result.path.find((p): p is Weekday => typeof p === 'string' && p in WEEKDAY_NAMES);
    setStatus({
      ok: false,
      text: result.invalid ? `${day === undefined ? '' : `${WEEKDAY_NAMES[day]}: `}${result.text}.` : result.text,
    });
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
            edit({ ...prefs, timeZone: e.target.value === '' ? null : e.target.value });
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
            edit({ ...prefs, debugLogging: e.target.checked });
          }}
        />{' '}
        Log each step of a request to the service worker console (for troubleshooting)
      </label>
      <p className="muted small">The lines name steps, counts and models; never your API key or what your events say.</p>
      <SaveRow status={status} save={save} />
    </section>
  );
}

/** VIPs, days off and the auto-approve switch: what a card warns about, and what may skip the card. */
function PeopleSection({ draft: prefs, setDraft, savePart }: SectionProps) {
  const [vipsText, setVipsText] = useState(() => prefs.vips.join('\n'));
  const [vipsError, setVipsError] = useState<string | null>(null);
  const [newDay, setNewDay] = useState('');
  const [dayError, setDayError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const vipsId = useId();
  const dayId = useId();

  const edit = (next: Preferences): void => {
    setDraft(next);
    setStatus(null);
  };

  const addDay = (): void => {
    const problem = dayOffProblem(newDay, prefs.daysOff);
    setDayError(problem);
    if (problem !== null) return;
    edit({ ...prefs, daysOff: [...prefs.daysOff, newDay].sort() });
    setNewDay('');
  };

  const save = async (): Promise<void> => {
    const read = readVips(vipsText);
    if (!read.ok) {
      setVipsError(read.text);
      setStatus({ ok: false, text: 'Nothing was saved: fix the VIPs list above.' });
      return;
    }
    const result = await savePart(peoplePart, { ...prefs, vips: read.vips });
    if (result.ok) {
      setVipsText(read.vips.join('\n'));
      setStatus({ ok: true, text: 'Saved.' });
      return;
    }
    const field = result.path[0] === 'vips' ? 'VIPs: ' : result.path[0] === 'daysOff' ? 'Days off: ' : '';
    setStatus({ ok: false, text: result.invalid ? `${field}${result.text}.` : result.text });
  };

  return (
    <section className="card" aria-labelledby="people-heading">
      <h2 id="people-heading">VIPs, days off and approvals</h2>
      <div className="field wide">
        <label htmlFor={vipsId}>VIPs</label>
        <textarea
          id={vipsId}
          rows={4}
          spellCheck={false}
          placeholder={'dana@corp.com\nSam Lee'}
          value={vipsText}
          aria-invalid={vipsError !== null}
          aria-describedby={`${vipsId}-note`}
          onChange={(e) => {
            setVipsText(e.target.value);
            setVipsError(null);
            setStatus(null);
          }}
        />
        <span id={`${vipsId}-note`} className={vipsError === null ? 'hint' : 'field-error'}>
          {vipsError ?? 'One email or name per line. Cards say when a change affects one of them.'}
        </span>
      </div>
      <fieldset className="group">
        <legend>Days off</legend>
        <p className="hint">Dates you are away, besides the weekdays you do not work. Cards say when a change lands on one.</p>
        {prefs.daysOff.length === 0 ? (
          <p className="muted small">No days off yet.</p>
        ) : (
          <ul className="days-off">
            {prefs.daysOff.map((day) => (
              <li key={day}>
                <time dateTime={day}>{dayWords(day)}</time>
                <button
                  className="link"
                  aria-label={`Remove ${dayWords(day)}`}
                  onClick={() => {
                    edit({ ...prefs, daysOff: prefs.daysOff.filter((d) => d !== day) });
                  }}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="row">
          <label htmlFor={dayId} className="small muted">
            Add a day off
          </label>
          <input
            id={dayId}
            type="date"
            value={newDay}
            aria-invalid={dayError !== null}
            aria-describedby={dayError === null ? undefined : `${dayId}-note`}
            onChange={(e) => {
              setNewDay(e.target.value);
              setDayError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addDay();
              }
            }}
          />
          <button onClick={addDay}>Add</button>
        </div>
        {dayError === null ? null : (
          <span id={`${dayId}-note`} className="field-error" role="alert">
            {dayError}
          </span>
        )}
      </fieldset>
      <fieldset className="group">
        <legend>Approvals</legend>
        <label className="checkbox top">
          <input
            type="checkbox"
            checked={prefs.autoApproveCreates}
            onChange={(e) => {
              edit({ ...prefs, autoApproveCreates: e.target.checked });
            }}
          />
          <span>
            Add new events without asking when Kairos is sure (only events on your own calendar that email no one and clash with
            nothing; deletes, changes to shared events, bulk changes and anything from an email always ask)
          </span>
        </label>
        <p className="hint">Each one is still listed under History, with Undo.</p>
      </fieldset>
      <SaveRow status={status} save={save} />
    </section>
  );
}

/**
 * The VIP list from the textarea: blank lines dropped, each line trimmed. A repeat or an address
 * that cannot be an email is refused rather than tidied away, so nothing the person typed vanishes.
 */
function readVips(text: string): { ok: true; vips: string[] } | { ok: false; text: string } {
  const vips: string[] = [];
  const firstLine = new Map<string, number>();
  for (const [index, raw] of text.split('\n').entries()) {
    const vip = raw.trim();
    const line = index + 1;
    if (vip === '') continue;
    if (vip.length > MAX_VIP_CHARS) {
      return {
        ok: false,
        text: `Line ${String(line)} has ${String(vip.length)} characters; a VIP is at most ${String(MAX_VIP_CHARS)}.`,
      };
    }
    // A name never holds "@", so this is a mistyped address, which would never match anyone.
    if (vip.includes('@') && !z.email().safeParse(vip).success) {
      return { ok: false, text: `Line ${String(line)}: "${vip}" is not an email address.` };
    }
    const key = vip.toLocaleLowerCase();
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      return { ok: false, text: `Line ${String(line)} repeats line ${String(earlier)} ("${vip}").` };
    }
    firstLine.set(key, line);
    vips.push(vip);
  }
  if (vips.length > MAX_VIPS) {
    return { ok: false, text: `That is ${String(vips.length)} VIPs; Kairos keeps at most ${String(MAX_VIPS)}.` };
  }
  return { ok: true, vips };
}

function dayOffProblem(day: string, daysOff: readonly string[]): string | null {
  if (day === '') return 'Choose a date to add.';
  if (!z.iso.date().safeParse(day).success) return `"${day}" is not a date (YYYY-MM-DD).`;
  if (daysOff.includes(day)) return `${dayWords(day)} is already a day off.`;
  if (daysOff.length >= MAX_DAYS_OFF) return `Kairos keeps at most ${String(MAX_DAYS_OFF)} days off; remove a past one first.`;
  return null;
}

/** "Thu 24 Dec 2026": a calendar date, the same in every zone, so it is read as a UTC day. */
function dayWords(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return `${formatDay(Date.UTC(y, m - 1, d), 'UTC')} ${String(y)}`;
}
