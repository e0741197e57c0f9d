// The signed-in member's own lists, a page at a time, newest first: friend requests waiting for
// their answer, friends, followers and following. Each is one indexed query (firestore.indexes.json)
// bounded by `limit`, which the rules require; the next page starts after the last entry shown.
import {
  and,
  collection,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryCompositeFilterConstraint,
  type QueryDocumentSnapshot,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import { paths, SOCIAL_LIST_MAX_PAGE } from '@salon/domain';

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

/** Documents are read with estimated server timestamps, so only an odd one lacks a time. */
function dateOf(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date(0);
}

async function page(
  firestore: Firestore,
  collectionPath: string,
  filter: QueryCompositeFilterConstraint,
  sinceField: 'createdAt' | 'updatedAt',
  request: PageRequest,
  otherMemberOf: (entry: QueryDocumentSnapshot) => unknown,
): Promise<RelatedMembersPage> {
  const size = pageSizeOf(request);
  const constraints: QueryNonFilterConstraint[] = [
    orderBy(sinceField, 'desc'),
    ...(request.after ? [startAfter(request.after)] : []),
    limit(size + 1),
  ];
  const snapshot = await getDocs(
    query(collection(firestore, collectionPath), filter, ...constraints),
  );
  const shown = snapshot.docs.slice(0, size);
  const members = shown.flatMap((entry): RelatedMember[] => {
    const uid = otherMemberOf(entry);
    const data = entry.data({ serverTimestamps: 'estimate' });
    return typeof uid === 'string' ? [{ uid, since: dateOf(data[sinceField]) }] : [];
  });
  return { members, next: snapshot.docs.length > size ? (shown.at(-1) ?? null) : null };
}

/** Requests sent to `uid` and not yet accepted, newest first. */
export function listIncomingFriendRequests(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(
    firestore,
    paths.friendships,
    and(where('addresseeId', '==', uid), where('status', '==', 'pending')),
    'createdAt',
    request,
    (entry) => entry.get('requesterId'),
  );
}

/** Accepted friendships of `uid`, whoever asked, the most recently accepted first. */
export function listFriends(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(
    firestore,
    paths.friendships,
    and(
      or(where('requesterId', '==', uid), where('addresseeId', '==', uid)),
      where('status', '==', 'accepted'),
    ),
    'updatedAt',
    request,
    (entry) =>
      entry.get('requesterId') === uid ? entry.get('addresseeId') : entry.get('requesterId'),
  );
}

/** Members who follow `uid`, newest first. */
export function listFollowers(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(
    firestore,
    paths.follows,
    and(where('followingId', '==', uid)),
    'createdAt',
    request,
    (entry) => entry.get('followerId'),
  );
}

/** Members `uid` follows, newest first. */
export function listFollowing(
  firestore: Firestore,
  uid: string,
  request: PageRequest = {},
): Promise<RelatedMembersPage> {
  return page(
    firestore,
    paths.follows,
    and(where('followerId', '==', uid)),
    'createdAt',
    request,
    (entry) => entry.get('followingId'),
  );
}
