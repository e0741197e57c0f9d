// The parts the account forms share (sign in and up, forgotten password, new password, deleting
// the account).
import { useId } from 'react';

/** The server's (or the form's) message in the red box above the button; nothing when null. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      {message}
    </div>
  );
}

/** The form's full-width submit button, which reads `busyLabel` and is disabled while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A labelled input; `onChange` gets the text (the forms also clear their error with it). */
export function FormField({
  label,
  type,
  autoComplete,
  value,
  onChange,
  required = false,
}: {
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
