// The privacy toggle (spec 2 §4): saved at once, "Privacy updated" with the new state.
import { useId } from 'react';
import { PROFILE_ERRORS, privacyUpdatedToast } from '@salon/domain';
import { useAwaitedChange } from '../../../hooks/use-awaited-change';
import { setProfilePrivacy } from '../api';
import { useProfileAction } from '../hooks/use-profile-action';
import { PROFILE_UI } from '../profile-texts';
import { ProfileSection } from './ProfileSection';
import { useFirebaseServices } from '../../../lib/firebase-services';

export function PrivacyToggle({ uid, isPrivate }: { uid: string; isPrivate: boolean }) {
  const { firestore } = useFirebaseServices();
  const action = useProfileAction();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  // The box follows the click at once and holds, disabled, until the card's live flag has the
  // change (a failed write lets it go back at once).
  const awaited = useAwaitedChange(isPrivate);

  async function change(next: boolean) {
    awaited.start();
    const saved = await action.run(() => setProfilePrivacy(firestore, uid, next), {
      success: privacyUpdatedToast(next),
      failure: PROFILE_ERRORS.privacyFailed,
    });
    if (!saved) awaited.cancel();
  }

  return (
    <ProfileSection title={PROFILE_UI.privacy}>
      <div className="field field--checkbox">
        <input
          id={inputId}
          type="checkbox"
          checked={awaited.waiting ? !isPrivate : isPrivate}
          disabled={action.busy || awaited.waiting}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={inputId}>{PROFILE_UI.privateAccount}</label>
      </div>
      <p id={hintId} className="field__help">
        {PROFILE_UI.privateAccountHint}
      </p>
    </ProfileSection>
  );
}
