import { useState } from 'react';
import { POLL_TOASTS, formatTimeAgo } from '@salon/domain';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import type { PollItem } from '../api/types';
import { votesLabel } from '../vote-count';
import { closePoll } from '../api/polls-api';
import { useAllPolls } from '../hooks/use-all-polls';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Invented: the spec shows no poll list, so no failure wording either. */
const CLOSE_POLL_FAILED = 'Failed to close poll. Please try again.';

/** Every poll, newest first, live; active ones can be closed (they then take no more votes). */
export function PollAdminList() {
  const services = useFirebaseServices();
  const polls = useAllPolls();
  const [closing, setClosing] = useState<string | null>(null);

  async function closeThisPoll(poll: PollItem) {
    setClosing(poll.id);
    try {
      await closePoll(services, poll.id);
      toast(POLL_TOASTS.pollClosed);
    } catch (error) {
      console.error('Could not close the poll.', error);
      toastFailure(error, { title: 'Error', description: CLOSE_POLL_FAILED });
    } finally {
      setClosing(null);
    }
  }

  if (polls === null) {
    return (
      <p role="status" className="meta">
        Loading polls…
      </p>
    );
  }
  if (polls.length === 0) return <p className="meta">No polls yet.</p>;
  const now = new Date();
  return (
    <ul className="poll-admin-list" aria-label="Polls">
      {polls.map((poll) => (
        <li key={poll.id} className="poll-admin-list__item">
          <div>
            <p className="poll-admin-list__title">{poll.title}</p>
            <p className="meta">
              {poll.isActive ? 'Active' : 'Closed'} · {votesLabel(poll.totalVotes)} · created{' '}
              {formatTimeAgo(poll.createdAt, now)}
            </p>
          </div>
          {poll.isActive ? (
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Close poll: ${poll.title}`}
              disabled={closing === poll.id}
              aria-busy={closing === poll.id}
              onClick={() => void closeThisPoll(poll)}
            >
              Close poll
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
