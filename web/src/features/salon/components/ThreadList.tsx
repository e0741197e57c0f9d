import { FORUM_EMPTY_STATES, isUnfilteredThreadList, pageCount } from '@salon/domain';
import { Pagination } from '../../../components/ui/Pagination';
import type { ThreadListQuery } from '../api/types';
import { useThreadList } from '../hooks/use-thread-list';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ShowingRange } from './ShowingRange';
import { ThreadCard } from './ThreadCard';
import { ThreadCardSkeletons } from './ThreadCardSkeletons';
import '../salon.css';

/** The discussions of one page, live, with their empty states and pagination. */
export function ThreadList({
  query,
  onPageChange,
}: {
  query: ThreadListQuery;
  onPageChange: (page: number) => void;
}) {
  const state = useThreadList(query);
  if (state.status === 'loading') return <ThreadCardSkeletons label="Loading discussions" />;
  if (state.status === 'failed') return null;
  if (state.threads.length === 0) {
    const empty = isUnfilteredThreadList(query)
      ? FORUM_EMPTY_STATES.noThreads
      : FORUM_EMPTY_STATES.noThreadResults;
    return <EmptyState {...empty} />;
  }
  return (
    <>
      <ul className="salon-list" aria-label="Discussions">
        {state.threads.map((thread) => (
          <li key={thread.id}>
            <ThreadCard thread={thread} />
          </li>
        ))}
      </ul>
      <ShowingRange page={query.page} totalCount={state.totalCount} noun="discussions" />
      <Pagination
        currentPage={query.page}
        totalPages={pageCount(state.totalCount)}
        onPageChange={onPageChange}
        label="Discussions pages"
      />
    </>
  );
}
