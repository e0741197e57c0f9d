// Saving the profile card's form, with every outcome of spec 2 §8 as a toast or a field message.
import { useState } from 'react';
import {
  PROFILE_ERRORS,
  PROFILE_INVALID_INPUT_TOAST,
  PROFILE_SUCCESS_TITLES,
  PROFILE_TOASTS,
  profileUpdateFailedMessage,
  validateProfileForm,
  type ProfileForm,
  type ProfileFormErrors,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { isInputRefusal, isPermissionDenied, toAppError } from '../../../lib/app-error';
import { updateProfile } from '../api';
import { useFirebaseServices } from '../../../lib/firebase-services';

const destructive = (message: { title: string; description: string }) =>
  toast({ ...message, variant: 'destructive' });

/** What a refused or failed save tells the member: a toast, and the username's message if any. */
function reportFailure(error: unknown): ProfileFormErrors {
  if (isInputRefusal(error)) {
    if (error.toast) destructive(error.toast);
    return { username: error.message };
  }
  console.error('Profile update failed', error);
  const refusal = toAppError(error).toast;
  // The server's own reason first, e.g. "Slow Down" when the member edits too often.
  if (refusal) destructive(refusal);
  else if (isPermissionDenied(error)) destructive(PROFILE_TOASTS.permissionError);
  else if (error instanceof Error && error.message !== '') {
    destructive({ title: 'Error', description: profileUpdateFailedMessage(error.message) });
  } else destructive({ title: 'Error', description: PROFILE_ERRORS.updateFailed });
  return {};
}

/**
 * `save(form)` checks the form with the spec's messages (Invalid Input when any field fails),
 * then writes it; resolves to true when saved. `errors` holds each field's message.
 */
export function useSaveProfile(uid: string | null) {
  const { firestore } = useFirebaseServices();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  async function save(form: ProfileForm): Promise<boolean> {
    if (uid === null) {
      destructive({ title: 'Error', description: PROFILE_ERRORS.notSignedIn });
      return false;
    }
    const problems = validateProfileForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      destructive(PROFILE_INVALID_INPUT_TOAST);
      return false;
    }
    setSaving(true);
    try {
      await updateProfile(firestore, uid, form);
      toast({ title: PROFILE_SUCCESS_TITLES.profileUpdated });
      return true;
    } catch (error) {
      setErrors(reportFailure(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, errors, clearErrors: () => setErrors({}) };
}
