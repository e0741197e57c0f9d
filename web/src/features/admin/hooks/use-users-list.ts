import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_ERRORS, type AdminUserRow, type Role } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { countUsers, readUsersPage, type UserListFilter, type UsersPage } from '../api/users';
import { failureToast } from '../admin-texts';
import { useFirebaseServices } from '../../../lib/firebase-services';

type UsersListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly total: number; readonly page: UsersPage };

interface Loaded {
  readonly key: string;
  readonly state: UsersListState;
}

export interface UsersList {
  readonly state: UsersListState;
  /** Reads another page of the same list; a failure toasts and keeps the page on screen. */
  readonly goToPage: (page: number) => void;
  /** Shows a role the server accepted on its row, where it stays until the list is read again. */
  readonly showRole: (uid: string, role: Role) => void;
  /** Shows a member's new suspension (or its lift) on their row once the server accepted it. */
  readonly showSuspension: (uid: string, suspension: AdminUserRow['suspension']) => void;
  /** Reads the list again from its first page (after a failed first read). */
  readonly retry: () => void;
}

/**
 * The User Management list for `filter` (docs/moderation.md): a new filter counts the matching
 * members (one aggregation) and reads its first page; other pages are read by cursor from the
 * page on screen with that count. The count is read again only with a new filter or a retry.
 */
export function useUsersList(filter: UserListFilter): UsersList {
  const { firestore } = useFirebaseServices();
  const { search, role } = filter;
  const key = JSON.stringify([search.trim(), role]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Only the latest read may land: a slower earlier one (another filter, another page) is dropped.
  const latestRead = useRef(0);

  useEffect(() => {
    const ticket = ++latestRead.current;
    const listFilter: UserListFilter = { search, role };
    (async () => {
      const total = await countUsers(firestore, listFilter);
      const page = await readUsersPage(firestore, listFilter, { page: 1, total, shown: null });
      return { total, page };
    })().then(
      ({ total, page }) => {
        if (ticket === latestRead.current) {
          setLoaded({ key, state: { status: 'ready', total, page } });
        }
      },
      (error: unknown) => {
        console.error('Could not load the users.', error);
        if (ticket !== latestRead.current) return;
        toast(failureToast(ADMIN_ERRORS.loadUsers, error));
        setLoaded({ key, state: { status: 'failed' } });
      },
    );
  }, [firestore, search, role, key, attempt]);

  const state: UsersListState = loaded?.key === key ? loaded.state : { status: 'loading' };

  const goToPage = (requested: number) => {
    if (state.status !== 'ready' || requested === state.page.page) return;
    const ticket = ++latestRead.current;
    const { total, page: shownPage } = state;
    const shown = shownPage.shown;
    readUsersPage(firestore, { search, role }, { page: requested, total, shown }).then(
      (page) => {
        if (ticket === latestRead.current) {
          setLoaded({ key, state: { status: 'ready', total, page } });
        }
      },
      (error: unknown) => {
        console.error('Could not load the users.', error);
        if (ticket === latestRead.current) toast(failureToast(ADMIN_ERRORS.loadUsers, error));
      },
    );
  };

  const showOnRow = useCallback((uid: string, change: Partial<AdminUserRow>) => {
    setLoaded((current) => {
      if (current?.state.status !== 'ready') return current;
      const { page } = current.state;
      const rows = page.rows.map((row): AdminUserRow =>
        row.uid === uid ? { ...row, ...change } : row,
      );
      return { ...current, state: { ...current.state, page: { ...page, rows } } };
    });
  }, []);
  const showRole = useCallback(
    (uid: string, newRole: Role) => showOnRow(uid, { role: newRole }),
    [showOnRow],
  );
  const showSuspension = useCallback(
    (uid: string, suspension: AdminUserRow['suspension']) => showOnRow(uid, { suspension }),
    [showOnRow],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, goToPage, showRole, showSuspension, retry };
}
