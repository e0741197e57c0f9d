// The admin User Management list's data (docs/moderation.md): pages of 10 members from the
// `userRoles` mirror, filtered by role and searched by name (case-insensitive "contains"), each an
// indexed query; the total is one count aggregation; role changes go through setUserRole.
import {
  collection,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { callFunction, type CallServices } from '../../../lib/call-function';
import { activeSuspension } from '../../../lib/suspension';
import {
  isExactSearchKey,
  PAGE_SIZE,
  pageCount,
  avatarUrlsOf,
  parseRole,
  paths,
  searchKeyOf,
  type AdminRoleFilter,
  type AdminUserRow,
  type Role,
  text,
} from '@salon/domain';

/** What the list shows: the search box's text and the role filter. */
export interface UserListFilter {
  readonly search: string;
  readonly role: AdminRoleFilter;
}

export interface UsersPage {
  /** The page read (the requested one, clamped into the list). */
  readonly page: number;
  readonly rows: readonly AdminUserRow[];
  /** Pass back as `shown` to read a neighbouring page from here; null when the page is empty. */
  readonly shown: ShownUsersPage | null;
  /** Documents the query returned (what Firestore bills for it; at least 1 for an empty read). */
  readonly documentsRead: number;
}

// Which documents a page reads. Pages are read by cursor, never by offset (Firestore bills the
// documents an offset skips): from the start, from the end, or from the page on screen, in
// whichever direction reads fewest. The first and last pages, and the pages next to the one
// shown, read at most their 10 rows; a jump of n pages from the one shown reads n pages.
// planUsersPageRead is pure, so the plan is tested without Firestore.

/** A row's place in the list's order (sortName, then uid): where a read may start after. */
interface UserCursor {
  readonly sortName: string;
  readonly uid: string;
}

/** The page on screen: its number and its first and last rows. */
export interface ShownUsersPage {
  readonly page: number;
  readonly first: UserCursor;
  readonly last: UserCursor;
}

/**
 * One query: in `direction`, starting after `after` (null: at that end of the list), `limit`
 * documents; of those, once put in list order, the page is `keepCount` rows from `keepFrom`.
 */
export interface UsersPageRead {
  readonly page: number;
  readonly direction: 'asc' | 'desc';
  readonly after: UserCursor | null;
  readonly limit: number;
  readonly keepFrom: number;
  readonly keepCount: number;
}

/**
 * The cheapest read of page `requested` (clamped into 1..last) of a list of `total` rows, given
 * the page on screen (same list: same search and filter) or null. Null when the list is empty.
 */
export function planUsersPageRead(
  requested: number,
  total: number,
  shown: ShownUsersPage | null,
): UsersPageRead | null {
  const lastPage = pageCount(total);
  if (lastPage === 0) return null;
  const page = Math.min(Math.max(1, Math.floor(requested)), lastPage);
  // The page's rows are indices [start, end) of the whole list in order.
  const start = (page - 1) * PAGE_SIZE;
  const end = Math.min(start + PAGE_SIZE, total);
  const keepCount = end - start;

  // Ascending after a boundary with `before` rows ahead of it; descending after one with
  // `behind` rows at or past it (in list order).
  const ascending = (after: UserCursor | null, before: number): UsersPageRead => ({
    page,
    direction: 'asc',
    after,
    limit: end - before,
    keepFrom: start - before,
    keepCount,
  });
  const descending = (after: UserCursor | null, behind: number): UsersPageRead => ({
    page,
    direction: 'desc',
    after,
    limit: total - behind - start,
    keepFrom: 0,
    keepCount,
  });

  const options = [ascending(null, 0), descending(null, 0)];
  if (shown && shown.page < page) options.push(ascending(shown.last, shown.page * PAGE_SIZE));
  if (shown && shown.page > page) {
    options.push(descending(shown.first, total - (shown.page - 1) * PAGE_SIZE));
  }
  return options.reduce((best, option) => (option.limit < best.limit ? option : best));
}

/** Every member the filter matches, in the list's order (sortName, then uid). */
function matchingUsers(
  firestore: Firestore,
  filter: UserListFilter,
  direction: 'asc' | 'desc' = 'asc',
): Query {
  const constraints: QueryConstraint[] = [];
  if (filter.role !== 'all') constraints.push(where('role', '==', filter.role));
  const key = searchKeyOf(filter.search);
  if (key !== null) constraints.push(where('searchKeys', 'array-contains', key));
  return query(
    collection(firestore, paths.userRoles),
    ...constraints,
    orderBy('sortName', direction),
    orderBy(documentId(), direction),
  );
}

/**
 * How many members the filter matches ("Showing x-y of n"): one aggregation, billed one read per
 * 1,000 index entries. A search longer than 20 characters counts the members whose names contain
 * its first 20 (docs/moderation.md).
 */
export async function countUsers(firestore: Firestore, filter: UserListFilter): Promise<number> {
  return (await getCountFromServer(matchingUsers(firestore, filter))).data().count;
}

/**
 * Page `page` of the list whose total is `total` (from countUsers), read from the page on screen
 * (`shown`, for the same filter) when that is cheaper than from either end.
 */
export async function readUsersPage(
  firestore: Firestore,
  filter: UserListFilter,
  request: { readonly page: number; readonly total: number; readonly shown: ShownUsersPage | null },
): Promise<UsersPage> {
  const plan = planUsersPageRead(request.page, request.total, request.shown);
  if (plan === null) return { page: 1, rows: [], shown: null, documentsRead: 0 };
  const constraints: QueryConstraint[] = [];
  if (plan.after) constraints.push(startAfter(plan.after.sortName, plan.after.uid));
  const snapshot = await getDocs(
    query(matchingUsers(firestore, filter, plan.direction), ...constraints, limit(plan.limit)),
  );
  const inListOrder = plan.direction === 'asc' ? snapshot.docs : [...snapshot.docs].reverse();
  const docs = inListOrder.slice(plan.keepFrom, plan.keepFrom + plan.keepCount);
  const first = docs[0];
  const last = docs[docs.length - 1];
  const rows = docs.map(userRowOf);
  return {
    page: plan.page,
    // A search cut to 20 characters finds candidates; only real matches are shown. The matching
    // (with the composers' spellings, 15 kB gzipped) loads with the first such search.
    rows: isExactSearchKey(filter.search)
      ? rows
      : await import('./user-search-match').then(({ matchesAdminUserSearch }) =>
          rows.filter((row) => matchesAdminUserSearch(row, filter.search)),
        ),
    shown: first && last ? { page: plan.page, first: cursorOf(first), last: cursorOf(last) } : null,
    documentsRead: Math.max(1, snapshot.size),
  };
}

function userRowOf(doc: QueryDocumentSnapshot): AdminUserRow {
  return {
    uid: doc.id,
    username: text(doc.get('username')),
    displayName: text(doc.get('displayName')),
    avatar: avatarUrlsOf(doc.get('avatar')),
    role: parseRole(doc.get('role')),
    suspension: activeSuspension(doc.get('suspension')),
  };
}

function cursorOf(doc: QueryDocumentSnapshot): UserCursor {
  return { sortName: String(doc.get('sortName')), uid: doc.id };
}

/** An admin sets another member's role; a refusal comes back as an AppError with its reason. */
export function setUserRole(services: CallServices, userId: string, role: Role) {
  return callFunction(services, 'setUserRole', { userId, role });
}
