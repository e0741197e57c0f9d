import { useNavigate } from 'react-router';
import { FORUM_LABELS } from '@salon/domain';

/** A thread id that leads nowhere (forum spec §2). */
export function ThreadNotFound() {
  const navigate = useNavigate();
  return (
    <div className="flat-card thread-not-found">
      <h1>{FORUM_LABELS.discussionNotFound}</h1>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void navigate('/salon')}
      >
        {FORUM_LABELS.backToSalon}
      </button>
    </div>
  );
}
