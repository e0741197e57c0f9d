// The signed-in member's own lists, a page at a time, newest first: friend requests waiting for
// their answer, friends, followers and following. Each is one indexed query (firestore.indexes.json)
// bounded by `limit`, which the rules require; the next page starts after the last entry shown.
import {
  and,
  collection,
  getDocs,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryCompositeFilterConstraint,
  type QueryDocumentSnapshot,
  type QueryNonFilterConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import { ESTIMATED_TIMESTAMPS } from '../../../lib/documents';
import { paths, SOCIAL_LIST_MAX_PAGE, dateOrEpoch } from '@salon/domain';

export const SOCIAL_LIST_PAGE_SIZE = 20;

export interface RelatedMember {
  /** The other member: link to their profile with this uid. */
  uid: string;
  /** When the request was sent, the friendship accepted, or the follow made. */
  since: Date;
}

/** Where the next page starts; opaque to the screens. */
export type SocialListCursor = QueryDocumentSnapshot;

export interface RelatedMembersPage {
  members: RelatedMember[];
  /** Pass it back for the next page; null when this page is the last. */
  next: SocialListCursor | null;
}

export interface PageRequest {
  /** At most SOCIAL_LIST_MAX_PAGE - 1 (one more is read to know whether a page follows). */
  pageSize?: number;
  after?: SocialListCursor | null;
}

function pageSizeOf(request: PageRequest): number {
  const size = request.pageSize ?? SOCIAL_LIST_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size >= SOCIAL_LIST_MAX_PAGE) {
    throw new RangeError(`A page holds 1 to ${SOCIAL_LIST_MAX_PAGE - 1} members, not ${size}.`);
  }
  return size;
}

/** Read with estimated server timestamps, so only an odd document lacks a time: the oldest. */

/** The query of one page of a list: one more entry than shown, to know whether a page follows. */
interface ListQuery {
  readonly collectionPath: string;
  readonly filter: QueryCompositeFilterConstraint;
  readonly sinceField: 'createdAt' | 'updatedAt';
  readonly otherMemberOf: (entry: QueryDocumentSnapshot) => unknown;
}

function pageQuery(firestore: Firestore, list: ListQuery, request: PageRequest) {
  const constraints: QueryNonFilterConstraint[] = [
    orderBy(list.sinceField, 'desc'),
    ...(request.after ? [startAfter(request.after)] : []),
    limit(pageSizeOf(request) + 1),
  ];
  return query(collection(firestore, list.collectionPath), list.filter, ...constraints);
}

function pageFrom(
  list: ListQuery,
  request: PageRequest,
  snapshot: QuerySnapshot,
): RelatedMembersPage {
  const size = pageSizeOf(request);
  const shown = snapshot.docs.slice(0, size);
  const members = shown.flatMap((entry): RelatedMember[] => {
    const uid = list.otherMemberOf(entry);
    const data = entry.data(ESTIMATED_TIMESTAMPS);
    return typeof uid === 'string' ? [{ uid, since: dateOrEpoch(data[list.sinceField]) }] : [];
  });
  return { members, next: snapshot.docs.length > size ? (shown.at(-1) ?? null) : null };
}

async function page(
  firestore: Firestore,
  list: ListQuery,
  request: PageRequest,
): Promise<RelatedMembersPage> {
  return pageFrom(list, request, await getDocs(pageQuery(firestore, list, request)));
}

const incomingRequests = (uid: string): ListQuery => ({
  collectionPath: paths.friendships,
  filter: and(where('addresseeId', '==', uid), where('status', '==', 'pending')),
  sinceField: 'createdAt',
  otherMemberOf: (entry) => entry.get('requesterId'),
});

const friendsOf = (uid: string): ListQuery => ({
  collectionPath: paths.friendships,
  filter: and(
    or(where('requesterId', '==', uid), where('addresseeId', '==', uid)),
    where('status', '==', 'accepted'),
  ),
  sinceField: 'updatedAt',
  otherMemberOf: (entry) =>
    entry.get('requesterId') === uid ? entry.get('addresseeId') : entry.get('requesterId'),
});

const followersOf = (uid: string): ListQuery => ({
  collectionPath: paths.follows,
  filter: and(where('followingId', '==', uid)),
  sinceField: 'createdAt',
  otherMemberOf: (entry) => entry.get('followerId'),
});

const followingOf = (uid: string): ListQuery => ({
  collectionPath: paths.follows,
  filter: and(where('followerId', '==', uid)),
  sinceField: 'createdAt',
  otherMemberOf: (entry) => entry.get('followingId'),
});

/** Requests sent to `uid` and not yet accepted, newest first. */
export function listIncomingFriendRequests(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(firestore, incomingRequests(uid), request);
}

/** Accepted friendships of `uid`, whoever asked, the most recently accepted first. */
export function listFriends(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(firestore, friendsOf(uid), request);
}

/** Members who follow `uid`, newest first. */
export function listFollowers(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(firestore, followersOf(uid), request);
}

/** Members `uid` follows, newest first. */
export function listFollowing(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(firestore, followingOf(uid), request);
}

const LISTS = {
  incomingRequests,
  friends: friendsOf,
  followers: followersOf,
  following: followingOf,
} as const;

export type SocialListKind = keyof typeof LISTS;

/**
 * The first page of one of `uid`'s lists, live: a new request, acceptance, follow or removal
 * shows without a reload. Later pages are read once (the list functions above).
 */
export function subscribeToFirstPage(
  firestore: Firestore,
  uid: string,
  kind: SocialListKind,
  onPage: (page: RelatedMembersPage) => void,
  onError: (error: Error) => void,
  request: Omit<PageRequest, 'after'> = {},
): () => void {
  const list = LISTS[kind](uid);
  return onSnapshot(
    pageQuery(firestore, list, request),
    (snapshot) => onPage(pageFrom(list, request, snapshot)),
    onError,
  );
}

/** The page of `kind` after `after` (a cursor from an earlier page). */
export function readNextPage(
  firestore: Firestore,
  uid: string,
  kind: SocialListKind,
  after: SocialListCursor,
  request: Omit<PageRequest, 'after'> = {},
): Promise<RelatedMembersPage> {
  return page(firestore, LISTS[kind](uid), { ...request, after });
}
