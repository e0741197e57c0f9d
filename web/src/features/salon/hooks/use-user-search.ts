import type { UserSearchPage } from '../api/types';
import { useSearchAnswer, type SearchAnswer } from './use-search-answer';
import { searchUsers } from '../api/salon-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

const NOBODY: SearchAnswer<UserSearchPage> = {
  status: 'ready',
  value: { users: [], totalCount: 0 },
};

/** The users matching `searchQuery`, one page at a time. An empty query finds nobody (§5). */
export function useUserSearch(searchQuery: string, page: number): SearchAnswer<UserSearchPage> {
  const services = useFirebaseServices();
  const trimmed = searchQuery.trim();
  const answer = useSearchAnswer(
    trimmed === '' ? null : JSON.stringify([trimmed, page]),
    () => searchUsers(services, trimmed, page),
    'Could not search users.',
  );
  return answer ?? NOBODY;
}
