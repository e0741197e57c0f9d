import { POLL_TOASTS } from '@salon/domain';
import { QueueItem } from '../../../components/queue/QueueItem';
import { LoadStates } from '../../../components/ui/LoadStates';
import type { QueuedPoll } from '../api/types';
import { usePollQueue } from '../hooks/use-poll-queue';

const HEADINGS = { daily: 'Daily Poll Queue', weekly: 'Weekly Poll Queue' } as const;
const EMPTY = {
  daily: 'No daily poll is queued: the current one stays open until one is.',
  weekly: 'No weekly poll is queued: the current one stays open until one is.',
} as const;

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
  const queue = usePollQueue(kind);
  const headingId = `poll-queue-${kind}`;
  return (
    <section className="poll-queue" aria-labelledby={headingId}>
      <h3 id={headingId}>{HEADINGS[kind]}</h3>
      <LoadStates
        state={queue}
        loading={<p role="status">Loading the queue…</p>}
        failed={<p role="alert">The queue could not be loaded.</p>}
        isEmpty={(ready) => ready.items.length === 0}
        empty={<p className="meta">{EMPTY[kind]}</p>}
      >
        {(ready) => (
          <ol className="queue-items">
            {ready.items.map((item, index) => (
              <li key={item.id}>
                <QueueItem
                  id={item.id}
                  title={item.content.title}
                  details={`${item.status === 'draft' ? 'Draft' : 'Queued'} · ${item.content.options.join(' / ')}`}
                  first={index === 0}
                  last={index === ready.items.length - 1}
                  onEdit={() => onEdit(item)}
                  deletedToast={POLL_TOASTS.queuedPollDeleted}
                />
              </li>
            ))}
          </ol>
        )}
      </LoadStates>
    </section>
  );
}
