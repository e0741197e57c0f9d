import type { SalonApi, UserSearchPage } from '../api/types';
import { useSearchAnswer, type SearchAnswer } from './use-search-answer';

const NOBODY: SearchAnswer<UserSearchPage> = {
  status: 'ready',
  value: { users: [], totalCount: 0 },
};

/** The users matching `searchQuery`, one page at a time. An empty query finds nobody (§5). */
export function useUserSearch(
  api: SalonApi,
  searchQuery: string,
  page: number,
): SearchAnswer<UserSearchPage> {
  const trimmed = searchQuery.trim();
  const answer = useSearchAnswer(
    trimmed === '' ? null : JSON.stringify([trimmed, page]),
    () => api.searchUsers(trimmed, page),
    'Could not search users.',
  );
  return answer ?? NOBODY;
}
