import { FORUM_EMPTY_STATES, pageCount } from '@salon/domain';
import { Pagination } from '../../../components/ui/Pagination';
import { useUserSearch } from '../hooks/use-user-search';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ShowingRange } from './ShowingRange';
import { ThreadCardSkeletons } from './ThreadCardSkeletons';
import { UserCard } from './UserCard';

/** The users mode of the search: ranked matches, ten a page. */
export function UserResults({
  searchQuery,
  page,
  onPageChange,
}: {
  searchQuery: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const answer = useUserSearch(searchQuery, page);
  if (answer.status === 'loading') return <ThreadCardSkeletons label="Loading users" />;
  if (answer.status === 'failed') return null;
  const { users, totalCount } = answer.value;
  if (users.length === 0) return <EmptyState {...FORUM_EMPTY_STATES.noUserResults} />;
  return (
    <>
      <ul className="salon-list" aria-label="Users">
        {users.map((user) => (
          <li key={user.userId}>
            <UserCard user={user} />
          </li>
        ))}
      </ul>
      <ShowingRange page={page} totalCount={totalCount} noun="users" />
      <Pagination
        currentPage={page}
        totalPages={pageCount(totalCount)}
        onPageChange={onPageChange}
        label="Users pages"
      />
    </>
  );
}
