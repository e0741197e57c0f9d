import { POLL_TOASTS } from '@salon/domain';
import { QueueList } from '../../../components/queue/QueueList';
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
      <QueueList
        queue={queue}
        empty={<p className="meta">{EMPTY[kind]}</p>}
        describe={(item) => ({
          title: item.content.title,
          details: `${item.status === 'draft' ? 'Draft' : 'Queued'} · ${item.content.options.join(' / ')}`,
          onEdit: () => onEdit(item),
          deletedToast: POLL_TOASTS.queuedPollDeleted,
        })}
      />
    </section>
  );
}
