import type { ReactNode } from 'react';
import type { ToastMessage } from '@salon/domain';
import { toast, toastFailure } from '../toast/use-toast';
import { useFirebaseServices } from '../../lib/firebase-services';
import { deleteQueueItem, moveQueueItem } from '../../lib/queue-items';

function showFailure(error: unknown) {
  toastFailure(error, (failure) => ({
    title: 'Something Went Wrong',
    description: failure.message,
  }));
}

/**
 * One item of a staff queue (a poll for a schedule, a trivia question): what it is, and Move up,
 * Move down, Edit and Delete. Every item's buttons share those names, so the item is their named
 * region (its title names it).
 */
export function QueueItem({
  id,
  title,
  details,
  first,
  last,
  onEdit,
  deletedToast,
}: {
  id: string;
  title: ReactNode;
  /** What it is: draft or queued, and the kind's own summary. */
  details: ReactNode;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  deletedToast: ToastMessage;
}) {
  const services = useFirebaseServices();
  const titleId = `queue-item-${id}`;
  const move = (direction: 'up' | 'down') =>
    void moveQueueItem(services, id, direction).catch(showFailure);
  return (
    <article className="flat-card queue-item" aria-labelledby={titleId}>
      <p id={titleId} className="queue-item__title">
        {title}
      </p>
      <p className="meta">{details}</p>
      <div className="queue-item__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={first}
          onClick={() => move('up')}
        >
          Move up
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={last}
          onClick={() => move('down')}
        >
          Move down
        </button>
        <button type="button" className="button button--ghost" onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            void deleteQueueItem(services, id).then(() => toast(deletedToast), showFailure)
          }
        >
          Delete
        </button>
      </div>
    </article>
  );
}
