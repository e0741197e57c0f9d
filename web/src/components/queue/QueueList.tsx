import type { ComponentProps, ReactNode } from 'react';
import { LoadStates } from '../ui/LoadStates';
import { QueueItem } from './QueueItem';

type QueueState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly items: readonly T[] };

/**
 * A staff queue in its order (the polls of a schedule, trivia's questions), each item a QueueItem
 * whose title, details, Edit and deletion toast `describe` gives; or the line saying it is
 * loading, failed, or `empty`.
 */
export function QueueList<T extends { readonly id: string }>({
  queue,
  empty,
  describe,
}: {
  queue: QueueState<T>;
  empty: ReactNode;
  describe: (
    item: T,
  ) => Pick<ComponentProps<typeof QueueItem>, 'title' | 'details' | 'onEdit' | 'deletedToast'>;
}) {
  return (
    <LoadStates
      state={queue}
      loading={<p role="status">Loading the queue…</p>}
      failed={<p role="alert">The queue could not be loaded.</p>}
      isEmpty={(ready) => ready.items.length === 0}
      empty={empty}
    >
      {(ready) => (
        <ol className="queue-items">
          {ready.items.map((item, index) => (
            <li key={item.id}>
              <QueueItem
                id={item.id}
                first={index === 0}
                last={index === ready.items.length - 1}
                {...describe(item)}
              />
            </li>
          ))}
        </ol>
      )}
    </LoadStates>
  );
}
