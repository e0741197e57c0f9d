import { ACTIVITY_TEXTS } from '@salon/domain';
import { useSavedThread } from '../hooks/use-saved-thread';
import '../activity.css';

/**
 * The Save toggle of a discussion: pressed when the member saved it, listed then under "Saved" in
 * their activity; private to them. Visitors are asked to sign in (`requireSignIn`).
 */
export function SaveThreadButton({
  uid,
  threadId,
  requireSignIn,
}: {
  /** The signed-in member; null for a visitor. */
  uid: string | null;
  threadId: string;
  requireSignIn: () => boolean;
}) {
  const { saved, busy, toggle } = useSavedThread(uid, threadId);
  return (
    <button
      type="button"
      className="button button--ghost save-button"
      aria-pressed={saved}
      disabled={busy}
      onClick={() => {
        if (requireSignIn()) void toggle();
      }}
    >
      {saved ? ACTIVITY_TEXTS.saved : ACTIVITY_TEXTS.save}
    </button>
  );
}
