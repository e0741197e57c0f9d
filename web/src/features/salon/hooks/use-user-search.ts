import { useEffect, useState } from 'react';
import { FORUM_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import type { SalonApi, UserCardProfile } from '../api/types';

export type UserSearchState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly users: readonly UserCardProfile[];
      readonly totalCount: number;
    };

const NOBODY: UserSearchState = { status: 'ready', users: [], totalCount: 0 };

/** The users matching `searchQuery`, one page at a time. An empty query finds nobody (§5). */
export function useUserSearch(api: SalonApi, searchQuery: string, page: number): UserSearchState {
  const trimmed = searchQuery.trim();
  const key = JSON.stringify([trimmed, page]);
  const [loaded, setLoaded] = useState<{ key: string; state: UserSearchState } | null>(null);

  useEffect(() => {
    if (trimmed === '') return;
    let current = true;
    api.searchUsers(trimmed, page).then(
      ({ users, totalCount }) => {
        if (current) setLoaded({ key, state: { status: 'ready', users, totalCount } });
      },
      (error: unknown) => {
        console.error('Could not search users.', error);
        if (!current) return;
        toast({ ...FORUM_TOASTS.searchFailed, variant: 'destructive' });
        setLoaded({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, trimmed, page]);

  if (trimmed === '') return NOBODY;
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
