// Musical preferences (spec 2 §3): eight free-text fields, read-only with "Not specified" for
// others, a form on the own profile. Saving passes the content check ("Invalid Content") first.
import { useId, useState, type FormEvent } from 'react';
import {
  displayOrNotSpecified,
  PREFERENCE_FIELDS,
  PROFILE_ERRORS,
  PROFILE_SUCCESS_TITLES,
  type MusicalPreferences,
  type MusicalPreferencesInput,
} from '@salon/domain';
import { saveMusicalPreferences, subscribeToMusicalPreferences } from '../api';
import { useLive } from '../../../hooks/use-live';
import { useProfileAction } from '../hooks/use-profile-action';
import { PREFERENCE_LABELS, PROFILE_UI } from '../profile-texts';
import { ProfileSection, ShownField } from './ProfileSection';
import { useFirebaseServices } from '../../../lib/firebase-services';

function formValues(preferences: MusicalPreferences): MusicalPreferencesInput {
  return Object.fromEntries(
    PREFERENCE_FIELDS.map((field) => [field, preferences[field]]),
  ) as MusicalPreferencesInput;
}

function PreferencesForm({ uid, saved }: { uid: string; saved: MusicalPreferences }) {
  const { firestore } = useFirebaseServices();
  const [values, setValues] = useState(() => formValues(saved));
  const action = useProfileAction();
  const baseId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run(() => saveMusicalPreferences(firestore, uid, values), {
      success: { title: PROFILE_SUCCESS_TITLES.preferencesSaved },
      failure: PROFILE_ERRORS.savePreferencesFailed,
    });
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      {PREFERENCE_FIELDS.map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`${baseId}-${field}`}>{PREFERENCE_LABELS[field]}</label>
          <input
            id={`${baseId}-${field}`}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        </div>
      ))}
      {action.message && (
        <p className="field__error" role="alert">
          {action.message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={action.busy}>
        {action.busy ? PROFILE_UI.saving : PROFILE_UI.savePreferences}
      </button>
    </form>
  );
}

export function PreferencesSection({ uid, editable }: { uid: string; editable: boolean }) {
  const preferences = useLive(subscribeToMusicalPreferences, uid, 'musical preferences');
  return (
    <ProfileSection title={PROFILE_UI.preferences}>
      {preferences.status === 'loading' && <p className="profile-empty">{PROFILE_UI.loading}</p>}
      {preferences.status === 'ready' && editable && (
        <PreferencesForm uid={uid} saved={preferences.value} />
      )}
      {preferences.status !== 'loading' && !editable && (
        <dl className="profile-fields">
          {PREFERENCE_FIELDS.map((field) => (
            <ShownField
              key={field}
              label={PREFERENCE_LABELS[field]}
              value={displayOrNotSpecified(
                preferences.status === 'ready' ? preferences.value[field] : '',
              )}
            />
          ))}
        </dl>
      )}
    </ProfileSection>
  );
}
