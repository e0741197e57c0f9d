import { USERNAME_HELPER_TEXT, normalizeUsernameInput } from '@salon/domain';
import { FieldMessage } from './FieldMessage';

/** Sign-up username: spaces stripped and lowercased as typed, helper text, live message. */
export function UsernameField({
  value,
  onChange,
  message,
}: {
  value: string;
  onChange: (username: string) => void;
  message: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor="auth-username">Username</label>
      <input
        id="auth-username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(normalizeUsernameInput(event.target.value))}
        aria-invalid={message !== null}
        aria-describedby="auth-username-help auth-username-error"
      />
      <p id="auth-username-help" className="field__help">
        {USERNAME_HELPER_TEXT}
      </p>
      <FieldMessage id="auth-username-error" message={message} />
    </div>
  );
}
