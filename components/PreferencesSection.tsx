import type { Preferences } from '../lib/core/domain/preferences';

/** What each preferences section shares: its draft, how it saves its part, and its Save row. */
export type Status = { ok: boolean; text: string } | null;
export type SaveResult = { ok: true } | { ok: false; invalid: boolean; path: readonly PropertyKey[]; text: string };
/** Saves the fields `part` picks from `next` over what is saved, so another section's unsaved edits stay unsent and kept. */
export type SavePart = (part: (p: Preferences) => Partial<Preferences>, next: Preferences) => Promise<SaveResult>;

export interface SectionProps {
  draft: Preferences;
  setDraft: (next: Preferences) => void;
  savePart: SavePart;
}

export function SaveRow({ status, save }: { status: Status; save: () => Promise<void> }) {
  return (
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
  );
}
