// The parts the account forms share (sign in and up, forgotten password, new password).

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
