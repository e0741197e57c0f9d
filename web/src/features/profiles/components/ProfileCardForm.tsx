// The profile card in edit mode (spec 2 §4, §5): username (lowercased, spaces dropped as typed),
// display name, bio and location with counters, the seven links. Cancel drops the changes.
// Display name and bio take any length and say at once when they are over their limit (the
// spec's message; Save then refuses); location stops at 30 characters, as the spec has it.
import { useId, useState, type FormEvent } from 'react';
import { FieldNotes } from './FieldNotes';
import {
  BIO_MAX_LENGTH,
  characterCounter,
  LOCATION_MAX_LENGTH,
  normalizeUsernameInput,
  SOCIAL_LINKS,
  validateBio,
  validateDisplayName,
  type ProfileForm,
} from '@salon/domain';
import { useSaveProfile } from '../hooks/use-save-profile';
import { PROFILE_UI } from '../profile-texts';

interface TextFieldProps {
  readonly name: keyof ProfileForm;
  readonly label: string;
  readonly type?: 'text' | 'url';
  /** The limit the counter under the field counts towards. */
  readonly counted?: number;
  /** Only where the spec says the input itself stops (location); elsewhere typing goes on. */
  readonly inputMaxLength?: number;
  /** The field's limit, checked as the member types: the spec's message, or null. */
  readonly liveCheck?: (value: string) => string | null;
}

const TEXT_FIELDS: readonly TextFieldProps[] = [
  { name: 'username', label: PROFILE_UI.username },
  { name: 'displayName', label: PROFILE_UI.displayName, liveCheck: validateDisplayName },
  { name: 'bio', label: PROFILE_UI.bio, counted: BIO_MAX_LENGTH, liveCheck: validateBio },
  {
    name: 'location',
    label: PROFILE_UI.location,
    counted: LOCATION_MAX_LENGTH,
    inputMaxLength: LOCATION_MAX_LENGTH,
  },
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
      {TEXT_FIELDS.map(({ name, label, type, counted, inputMaxLength, liveCheck }) => {
        const id = `${baseId}-${name}`;
        // A live check says what Save would say, and stops saying it once the text is fixed.
        const error = liveCheck ? liveCheck(form[name]) : errors[name];
        const counter = counted === undefined ? null : characterCounter(form[name], counted);
        const describedBy = [error && `${id}-error`, counter && `${id}-count`].filter(Boolean);
        return (
          <div className="field" key={name}>
            <label htmlFor={id}>{label}</label>
            {name === 'bio' ? (
              <textarea
                id={id}
                value={form.bio}
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
                maxLength={inputMaxLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy.join(' ') || undefined}
                onChange={(event) => change(name, event.target.value)}
              />
            )}
            <FieldNotes id={id} counter={counter} error={error} />
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
