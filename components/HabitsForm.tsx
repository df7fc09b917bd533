import { useId, useState } from 'react';
import {
  LUNCH_BREAK_MINUTES,
  MAX_BUFFER_MINUTES,
  MAX_HABITS,
  MAX_HABIT_NAME_CHARS,
  WEEKDAYS,
  WEEKDAY_NAMES,
  type Habit,
  type Weekday,
} from '../lib/core/domain/preferences';
import {
  addHabit,
  fromHabitsDraft,
  habitLabel,
  habitsPart,
  schemaProblemWords,
  toHabitsDraft,
  toggleDay,
  type HabitsDraft,
  type HabitsErrors,
  type HabitsField,
} from './habits-draft';
import { SaveRow, type SectionProps, type Status } from './PreferencesSection';

const WEEK_ORDER: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/**
 * Lunch, protected times, the buffer between meetings and whether guests hear of changes by
 * default: what a Plan keeps free and how it tells people. Mounted inside PreferencesForm so it
 * saves through the same saved copy as the other sections.
 */
export function HabitsForm({ draft: prefs, savePart }: Pick<SectionProps, 'draft' | 'savePart'>) {
  const [form, setForm] = useState<HabitsDraft>(() => toHabitsDraft(prefs));
  const [errors, setErrors] = useState<HabitsErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const bufferId = useId();

  /** Applies `change`; the message on the field it touches goes, since it may no longer hold. */
  const edit = (change: Partial<HabitsDraft>, field?: HabitsField): void => {
    setForm((f) => ({ ...f, ...change }));
    if (field !== undefined) setErrors((e) => ({ ...e, [field]: undefined }));
    setStatus(null);
  };
  const editHabit = (id: string, change: Partial<Habit>): void => {
    setForm((f) => ({ ...f, habits: f.habits.map((h) => (h.id === id ? { ...h, ...change } : h)) }));
    setErrors((e) => ({ ...e, [`habit:${id}`]: undefined }));
    setStatus(null);
  };

  const save = async (): Promise<void> => {
    const read = fromHabitsDraft(form);
    setErrors(read.ok ? {} : read.errors);
    if (!read.ok) {
      setStatus({ ok: false, text: 'Nothing was saved: fix the fields marked above.' });
      return;
    }
    const result = await savePart(habitsPart, { ...prefs, ...read.part });
    if (result.ok) {
      setForm(toHabitsDraft(read.part));
      setStatus({ ok: true, text: 'Saved.' });
      return;
    }
    setStatus({ ok: false, text: result.invalid ? schemaProblemWords(result.path, result.text, read.part.habits) : result.text });
  };

  return (
    <section className="card" aria-labelledby="habits-heading">
      <h2 id="habits-heading">Lunch, protected times and buffers</h2>
      <fieldset className="group">
        <legend>Lunch</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.lunchOn}
            onChange={(e) => {
              edit({ lunchOn: e.target.checked }, 'lunch');
            }}
          />{' '}
          Keep time for lunch on working days
        </label>
        {form.lunchOn ? (
          <div className="row">
            <span className="small muted">Between</span>
            <TimeInput
              label="Lunch from"
              value={form.lunchStart}
              invalid={errors.lunch}
              onChange={(v) => {
                edit({ lunchStart: v }, 'lunch');
              }}
            />
            <span className="small muted">and</span>
            <TimeInput
              label="Lunch to"
              value={form.lunchEnd}
              invalid={errors.lunch}
              onChange={(v) => {
                edit({ lunchEnd: v }, 'lunch');
              }}
            />
            <span className="small muted">keep</span>
            <input
              type="number"
              className="narrow"
              min={LUNCH_BREAK_MINUTES.min}
              max={LUNCH_BREAK_MINUTES.max}
              step={5}
              aria-label="Lunch break in minutes"
              aria-invalid={errors.lunch !== undefined}
              value={form.lunchMinutes}
              onChange={(e) => {
                edit({ lunchMinutes: e.target.value }, 'lunch');
              }}
            />
            <span className="small muted">minutes free</span>
          </div>
        ) : null}
        <FieldError text={errors.lunch} />
      </fieldset>
      <fieldset className="group">
        <legend>Protected times</legend>
        <p className="hint">Regular times Kairos plans around, like the gym, focus time or the school run.</p>
        {form.habits.length === 0 ? (
          <p className="muted small">No protected times yet.</p>
        ) : (
          <ul className="habits">
            {form.habits.map((habit, index) => (
              <HabitRow
                key={habit.id}
                habit={habit}
                index={index}
                error={errors[`habit:${habit.id}`]}
                edit={(change) => {
                  editHabit(habit.id, change);
                }}
                remove={() => {
                  edit({ habits: form.habits.filter((h) => h.id !== habit.id) }, `habit:${habit.id}`);
                }}
              />
            ))}
          </ul>
        )}
        <div className="row">
          <button
            disabled={form.habits.length >= MAX_HABITS}
            onClick={() => {
              const habits = addHabit(form.habits);
              if (habits !== null) edit({ habits });
            }}
          >
            Add a protected time
          </button>
          {form.habits.length >= MAX_HABITS ? (
            <span className="hint">Kairos keeps at most {String(MAX_HABITS)}; remove one to add another.</span>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>Meetings</legend>
        <div className="row">
          <label htmlFor={bufferId}>Buffer between meetings</label>
          <input
            id={bufferId}
            type="number"
            className="narrow"
            min={0}
            max={MAX_BUFFER_MINUTES}
            step={5}
            aria-invalid={errors.buffer !== undefined}
            value={form.bufferMinutes}
            onChange={(e) => {
              edit({ bufferMinutes: e.target.value }, 'buffer');
            }}
          />
          <span className="small muted">minutes</span>
        </div>
        <FieldError text={errors.buffer} />
        <label className="checkbox top">
          <input
            type="checkbox"
            checked={form.notifyGuests}
            onChange={(e) => {
              edit({ notifyGuests: e.target.checked });
            }}
          />
          <span>Tell guests about changes by default</span>
        </label>
        <p className="hint">
          When you cancel meetings with guests, Kairos drafts a note to them with the card, for you to edit and send. Kairos never
          sends email itself.
        </p>
      </fieldset>
      <SaveRow status={status} save={save} />
    </section>
  );
}

interface HabitRowProps {
  habit: Habit;
  index: number;
  error: string | undefined;
  edit: (change: Partial<Habit>) => void;
  remove: () => void;
}

function HabitRow({ habit, index, error, edit, remove }: HabitRowProps) {
  const label = habitLabel(habit, index);
  return (
    <li>
      <div className="row">
        <input
          type="text"
          aria-label={`Name of protected time ${String(index + 1)}`}
          placeholder="Gym"
          maxLength={MAX_HABIT_NAME_CHARS}
          aria-invalid={error !== undefined}
          value={habit.name}
          onChange={(e) => {
            edit({ name: e.target.value });
          }}
        />
        <TimeInput
          label={`${label} from`}
          value={habit.start}
          invalid={error}
          onChange={(start) => {
            edit({ start });
          }}
        />
        –
        <TimeInput
          label={`${label} to`}
          value={habit.end}
          invalid={error}
          onChange={(end) => {
            edit({ end });
          }}
        />
        <button className="link" aria-label={`Remove ${label}`} onClick={remove}>
          Remove
        </button>
      </div>
      <div className="row">
        {WEEK_ORDER.map((day) => (
          <label key={day} className="checkbox small">
            <input
              type="checkbox"
              aria-label={`${label} on ${WEEKDAY_NAMES[day]}`}
              checked={habit.days.includes(day)}
              onChange={(e) => {
                edit({ days: toggleDay(habit.days, day, e.target.checked) });
              }}
            />
            {WEEKDAY_NAMES[day].slice(0, 3)}
          </label>
        ))}
      </div>
      <FieldError text={error} />
    </li>
  );
}

function TimeInput(props: { label: string; value: string; invalid: string | undefined; onChange: (value: string) => void }) {
  return (
    <input
      type="time"
      aria-label={props.label}
      aria-invalid={props.invalid !== undefined}
      value={props.value}
      onChange={(e) => {
        props.onChange(e.target.value);
      }}
    />
  );
}

function FieldError({ text }: { text: string | undefined }) {
  return text === undefined ? null : (
    <span className="field-error" role="alert">
      {text}
    </span>
  );
}
