// The parts the account forms share (sign in and up, forgotten password, new password, and the
// re-authentication of deleting the account, of two-step verification and its sign-in step).
import { useId } from 'react';
import { CodeField } from './CodeField';
import { FieldMessage } from './FieldMessage';

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

/**
 * A labelled input; `onChange` gets the text (the forms also clear their error with it). Given a
 * `message` (null while the field is fine), the field validates live: the message shows under it,
 * tied to it by id, and marks it invalid.
 */
export function FormField({
  label,
  type,
  autoComplete,
  value,
  onChange,
  required = false,
  name,
  onBlur,
  message,
}: {
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  message?: string | null;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const validated = message !== undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={validated ? message !== null : undefined}
        aria-describedby={validated ? messageId : undefined}
      />
      {validated ? <FieldMessage id={messageId} message={message} /> : null}
    </div>
  );
}

/**
 * The password a re-authentication asks for (deleting the account, two-step verification):
 * `onChange` gets the text, and typing clears the form's error.
 */
function CurrentPasswordField({
  label,
  value,
  onChange,
  clearError,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  clearError: () => void;
}) {
  return (
    <FormField
      label={label}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(text) => {
        onChange(text);
        clearError();
      }}
    />
  );
}

/** A field of a re-authentication: its label, the text so far, and what takes a new text. */
interface ReauthenticationField {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * What proving it is the member asks for (deleting the account, turning two-step verification on
 * or off, the sign-in's second step): the password where it is asked (`null` for a Google-only
 * account or a second step), the authenticator's code where it is asked, then the form's error.
 * Typing a password clears it.
 */
export function ReauthenticationFields({
  password,
  code = null,
  error,
  clearError,
}: {
  password: ReauthenticationField | null;
  code?: ReauthenticationField | null;
  error: string | null;
  clearError: () => void;
}) {
  return (
    <>
      {password ? <CurrentPasswordField {...password} clearError={clearError} /> : null}
      {code ? <CodeField {...code} /> : null}
      <FormError message={error} />
    </>
  );
}
