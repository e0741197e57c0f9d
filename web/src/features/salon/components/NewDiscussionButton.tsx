import { FORUM_LABELS } from '@salon/domain';

/** "New Discussion"; the page decides what pressing it does (sign in first, or the form). */
export function NewDiscussionButton({ onPress }: { onPress: () => void }) {
  return (
    <button type="button" className="button button--primary" onClick={onPress}>
      {FORUM_LABELS.newDiscussion}
    </button>
  );
}
