import { useEffect, useState } from 'react';
import { ACTIVITY_TEXTS } from '@salon/domain';
import { toastFailure } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { subscribeToSavedThread, toggleSavedThread } from '../api/saved-threads';

export interface SavedThread {
  /** Whether the member saved it; false for visitors and while unknown. */
  readonly saved: boolean;
  readonly busy: boolean;
  readonly toggle: () => Promise<void>;
}

/**
 * The member's save of one thread, live (so a save made in another tab shows), and the toggle.
 * A failure toasts ("Slow Down" when the write budget is spent) and the button keeps the stored
 * state, since it follows the document, not the press.
 */
export function useSavedThread(uid: string | null, threadId: string): SavedThread {
  const { firestore } = useFirebaseServices();
  const key = `${uid ?? ''}/${threadId}`;
  const [state, setState] = useState<{ key: string; saved: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (uid === null) return;
    return subscribeToSavedThread(
      firestore,
      uid,
      threadId,
      (saved) => setState({ key, saved }),
      (error) => console.warn('Could not read whether the discussion is saved.', error),
    );
  }, [firestore, uid, threadId, key]);

  async function toggle() {
    if (uid === null || busy) return;
    setBusy(true);
    try {
      const saved = await toggleSavedThread(firestore, uid, threadId);
      setState({ key, saved });
    } catch (error) {
      console.error(ACTIVITY_TEXTS.saveFailed, error);
      toastFailure(error, { title: 'Error', description: ACTIVITY_TEXTS.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  return { saved: uid !== null && state?.key === key && state.saved, busy, toggle };
}
