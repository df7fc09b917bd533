import { useState } from 'react';
import type { Proposal } from '../lib/core/pipeline/turn-event';
import { instantToWallClock, wallClockToInstant } from '../lib/core/time/zoned';

export interface ProposalEdit {
  title: string;
  start: number;
  durationMinutes: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Inline edit of a proposal's title, day, time and length, in the proposal's own zone. */
export function ProposalEditor({
  proposal,
  onSave,
  onCancel,
}: {
  proposal: Proposal;
  onSave: (edit: ProposalEdit) => void;
  onCancel: () => void;
}) {
  const w = instantToWallClock(proposal.start, proposal.timeZone);
  const [title, setTitle] = useState(proposal.title);
  const [date, setDate] = useState(`${String(w.year)}-${pad(w.month)}-${pad(w.day)}`);
  const [time, setTime] = useState(`${pad(w.hour)}:${pad(w.minute)}`);
  const [duration, setDuration] = useState(String(Math.round((proposal.end - proposal.start) / 60_000)));
  const [problem, setProblem] = useState<string | null>(null);

  const save = (): void => {
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const t = /^(\d{2}):(\d{2})$/.exec(time);
    const minutes = Number(duration);
    if (title.trim() === '') {
      setProblem('Give the event a title.');
      return;
    }
    if (d === null) {
      setProblem('Pick a day.');
      return;
    }
    if (t === null) {
      setProblem('Pick a start time.');
      return;
    }
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 720) {
      setProblem('The length must be between 5 and 720 minutes.');
      return;
    }
    const start = wallClockToInstant(
      { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) },
      proposal.timeZone,
    );
    setProblem(null);
    onSave({ title: title.trim(), start, durationMinutes: minutes });
  };

  return (
    <form
      className="editor"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label>
        Title{' '}
        <input
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
          }}
          aria-label="Title"
        />
      </label>
      <div className="row">
        <label>
          Day{' '}
          <input
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
            }}
            aria-label="Day"
          />
        </label>
        <label>
          Start{' '}
          <input
            type="time"
            value={time}
            onChange={(e) => {
              setTime(e.target.value);
            }}
            aria-label="Start time"
          />
        </label>
        <label>
          Minutes{' '}
          <input
            type="number"
            min={5}
            max={720}
            step={5}
            value={duration}
            onChange={(e) => {
              setDuration(e.target.value);
            }}
            aria-label="Length in minutes"
          />
        </label>
      </div>
      {problem === null ? null : (
        <p className="error-text small" role="alert">
          {problem}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary">
          Save changes
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
