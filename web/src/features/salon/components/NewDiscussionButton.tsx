import { FORUM_LABELS } from '@salon/domain';
import { useSession } from '../../../lib/session/session-context';

/**
 * "New Discussion"; the page decides what pressing it does (sign in first, or the form). Until
 * the session is known (the server's page, before Auth answers) it cannot tell which, so it is
 * disabled rather than taking a press it would drop.
 */
export function NewDiscussionButton({ onPress }: { onPress: () => void }) {
  const sessionKnown = useSession().status !== 'loading';
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={onPress}
      disabled={!sessionKnown}
    >
      {FORUM_LABELS.newDiscussion}
    </button>
  );
}
