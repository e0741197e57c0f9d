// The profile card in edit mode (spec 2 §4, §5): username (lowercased, spaces dropped as typed),
// display name, bio and location with counters, the seven links. Cancel drops the changes.
import { useId, useState, type FormEvent } from 'react';
import {
  BIO_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  normalizeUsernameInput,
  SOCIAL_LINKS,
  type ProfileForm,
} from '@salon/domain';
import { useSaveProfile } from '../hooks/use-save-profile';
import { PROFILE_UI } from '../profile-texts';

interface TextFieldProps {
  readonly name: keyof ProfileForm;
  readonly label: string;
  readonly type?: 'text' | 'url';
  readonly maxLength?: number;
}

const TEXT_FIELDS: readonly TextFieldProps[] = [
  { name: 'username', label: PROFILE_UI.username },
  { name: 'displayName', label: PROFILE_UI.displayName },
  { name: 'bio', label: PROFILE_UI.bio, maxLength: BIO_MAX_LENGTH },
  { name: 'location', label: PROFILE_UI.location, maxLength: LOCATION_MAX_LENGTH },
  ...SOCIAL_LINKS.map(({ field, label }) => ({ name: field, label, type: 'url' as const })),
];

export function ProfileCardForm({
  uid,
  saved,
  onDone,
}: {
  uid: string;
  /** The last saved values: the form starts from them, and Cancel returns to them. */
  saved: ProfileForm;
  onDone: () => void;
}) {
  const [form, setForm] = useState(saved);
  const { save, saving, errors } = useSaveProfile(uid);
  const baseId = useId();

  function change(name: keyof ProfileForm, value: string) {
    setForm({ ...form, [name]: name === 'username' ? normalizeUsernameInput(value) : value });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await save(form)) onDone();
  }

  return (
    <form
      className="profile-form"
      aria-label={PROFILE_UI.editProfile}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {TEXT_FIELDS.map(({ name, label, type, maxLength }) => {
        const id = `${baseId}-${name}`;
        const error = errors[name];
        const describedBy = [error && `${id}-error`, maxLength && `${id}-count`].filter(Boolean);
        return (
          <div className="field" key={name}>
            <label htmlFor={id}>{label}</label>
            {name === 'bio' ? (
              <textarea
                id={id}
                value={form.bio}
                maxLength={maxLength}
                rows={3}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy.join(' ') || undefined}
                onChange={(event) => change(name, event.target.value)}
              />
            ) : (
              <input
                id={id}
                type={type ?? 'text'}
                value={form[name]}
                maxLength={maxLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy.join(' ') || undefined}
                onChange={(event) => change(name, event.target.value)}
              />
            )}
            {maxLength !== undefined && (
              <p id={`${id}-count`} className="field__help">
                {form[name].length}/{maxLength}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? PROFILE_UI.saving : PROFILE_UI.save}
        </button>
        <button type="button" className="button button--ghost" disabled={saving} onClick={onDone}>
          {PROFILE_UI.cancel}
        </button>
      </div>
    </form>
  );
}
