import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a field hands its input so the label, error and hint belong to it. */
export interface InputProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

interface FieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  /** What a lookup found for the saved value ("Found: …"), shown instead of the hint so the person can check it. */
  found?: string | null;
  children: (input: InputProps) => ReactNode;
}

/** A labelled input whose error, else what was found, else its hint, is its accessible description. */
export function Field({ label, hint, error, found = null, children }: FieldProps) {
  const id = useId();
  const noteClass = error !== undefined ? 'field-error' : found !== null ? 'found' : 'hint';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': `${id}-note` })}
      <span id={`${id}-note`} className={noteClass}>
        {error ?? found ?? hint}
      </span>
    </div>
  );
}

type KeyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** An API key: masked like a password until the person asks to see what they typed. */
export function KeyInput({ value, onChange, ...input }: KeyInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className="key-row">
      <input
        {...input}
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      <button
        type="button"
        aria-pressed={shown}
        aria-label={shown ? 'Hide key' : 'Show key'}
        onClick={() => {
          setShown(!shown);
        }}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </span>
  );
}
