// The privacy toggle (spec 2 §4): saved at once, "Privacy updated" with the new state.
import { useId, useState } from 'react';
import { useFirestore } from 'reactfire';
import { PROFILE_ERRORS, privacyUpdatedToast } from '@salon/domain';
import { setProfilePrivacy } from '../api';
import { useProfileAction } from '../hooks/use-profile-action';
import { PROFILE_UI } from '../profile-texts';
import { ProfileSection } from './ProfileSection';

export function PrivacyToggle({ uid, isPrivate }: { uid: string; isPrivate: boolean }) {
  const firestore = useFirestore();
  const action = useProfileAction();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  // The box follows the click at once. The card's live flag takes over once it shows the saved
  // value: the write is a transaction, whose change reaches the listener after the commit
  // resolves, and the box must not flip back meanwhile. A failed write goes back at once.
  const [pending, setPending] = useState<boolean | null>(null);
  if (pending !== null && pending === isPrivate) setPending(null);

  async function change(next: boolean) {
    setPending(next);
    const saved = await action.run(() => setProfilePrivacy(firestore, uid, next), {
      success: privacyUpdatedToast(next),
      failure: PROFILE_ERRORS.privacyFailed,
    });
    if (!saved) setPending(null);
  }

  return (
    <ProfileSection title={PROFILE_UI.privacy}>
      <div className="field field--checkbox">
        <input
          id={inputId}
          type="checkbox"
          checked={pending ?? isPrivate}
          disabled={action.busy}
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
