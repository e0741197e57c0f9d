import { POLL_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { deleteQueuedPoll, moveQueuedPoll } from '../api/polls-api';
import type { QueuedPoll } from '../api/types';
import { usePollQueue } from '../hooks/use-poll-queue';

const HEADINGS = { daily: 'Daily Poll Queue', weekly: 'Weekly Poll Queue' } as const;
const EMPTY = {
  daily: 'No daily poll is queued: the current one stays open until one is.',
  weekly: 'No weekly poll is queued: the current one stays open until one is.',
} as const;

function showFailure(error: unknown) {
  const failure = toAppError(error);
  toast({
    ...(failure.toast ?? { title: 'Something Went Wrong', description: failure.message }),
    variant: 'destructive',
  });
}

/**
 * One schedule's queue, first to open first: each poll can move up or down, be edited (in the
 * form above) or deleted. Drafts stay in their place and are skipped until queued.
 */
export function PollQueue({
  kind,
  onEdit,
}: {
  kind: 'daily' | 'weekly';
  onEdit: (item: QueuedPoll) => void;
}) {
  const services = useFirebaseServices();
  const queue = usePollQueue(kind);
  const headingId = `poll-queue-${kind}`;
  return (
    <section className="poll-queue" aria-labelledby={headingId}>
      <h3 id={headingId}>{HEADINGS[kind]}</h3>
      {queue.status === 'loading' ? (
        <p role="status">Loading the queue…</p>
      ) : queue.status === 'failed' ? (
        <p role="alert">The queue could not be loaded.</p>
      ) : queue.items.length === 0 ? (
        <p className="salon-meta">{EMPTY[kind]}</p>
      ) : (
        <ol className="poll-queue__items">
          {queue.items.map((item, index) => (
            <li key={item.id}>
              {/* Each item's buttons repeat the others' names: the item is their named region. */}
              <article className="salon-card poll-queue__item" aria-labelledby={`qp-${item.id}`}>
                <p id={`qp-${item.id}`} className="poll-admin-list__title">
                  {item.content.title}
                </p>
                <p className="salon-meta">
                  {item.status === 'draft' ? 'Draft' : 'Queued'} ·{' '}
                  {item.content.options.join(' / ')}
                </p>
                <div className="poll-queue__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={index === 0}
                    onClick={() => void moveQueuedPoll(services, item.id, 'up').catch(showFailure)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={index === queue.items.length - 1}
                    onClick={() =>
                      void moveQueuedPoll(services, item.id, 'down').catch(showFailure)
                    }
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => onEdit(item)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() =>
                      void deleteQueuedPoll(services, item.id).then(
                        () => toast(POLL_TOASTS.queuedPollDeleted),
                        showFailure,
                      )
                    }
                  >
                    Delete
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
