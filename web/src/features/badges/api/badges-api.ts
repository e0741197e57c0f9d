// The badges' data access (docs/badges.md): the catalogue's holder counts, a badge's holders a
// page at a time, a member's badges and featured badge, and the callables that change them.
// Read through the domain's schemas (lib/documents.ts): no badge screen is on a first visit.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  BADGE_HOLDERS_PAGE_SIZE,
  BADGE_IDS,
  badgeHolderSchema,
  badgeStatsSchema,
  isBadgeId,
  memberBadgesSchema,
  paths,
  type BadgeId,
} from '@salon/domain';
import { authorFromDoc, type AuthorLookup } from '../../../lib/authors';
import { callFunction } from '../../../lib/call-function';
import { readDocument, readItems } from '../../../lib/documents';
import type { FirebaseServices } from '../../../lib/firebase-services';
import type { HeldBadges, HolderRow, HoldersPage } from './types';

type OnError = (error: Error) => void;

/** The most documents the rules let one list of `badges` or of a badge's holders read. */
const LIST_LIMIT = 50;

/** Every badge's holder count in one query; a badge without its document has none. */
export async function readHolderCounts({
  firestore,
}: FirebaseServices): Promise<ReadonlyMap<BadgeId, number>> {
  const snapshot = await getDocs(query(collection(firestore, paths.badges), limit(LIST_LIMIT)));
  const counts = new Map<BadgeId, number>();
  for (const stats of readItems(badgeStatsSchema, snapshot.docs, { lenient: true })) {
    if (isBadgeId(stats.id)) counts.set(stats.id, stats.holderCount);
  }
  return counts;
}

/** One badge's holder count (0 before its first holder). */
export async function readHolderCount(
  { firestore }: FirebaseServices,
  badgeId: BadgeId,
): Promise<number> {
  const snapshot = await getDoc(doc(firestore, paths.badge(badgeId)));
  return readDocument(badgeStatsSchema, snapshot, { lenient: true })?.holderCount ?? 0;
}

/**
 * One page of a badge's holders, newest first (then by row id), after `after` (a page's `next`),
 * each with the names of a public member. One more than the page is read to know whether another
 * follows.
 */
export async function readHolders(
  { firestore }: FirebaseServices,
  badgeId: BadgeId,
  after: QueryDocumentSnapshot | null,
  fetchAuthor: AuthorLookup,
): Promise<HoldersPage> {
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.badgeHolders(badgeId)),
      orderBy('grantedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(Math.min(BADGE_HOLDERS_PAGE_SIZE + 1, LIST_LIMIT)),
    ),
  );
  const shown = snapshot.docs.slice(0, BADGE_HOLDERS_PAGE_SIZE);
  const rows = readItems(badgeHolderSchema, shown, { lenient: true });
  const holders = await Promise.all(
    rows.map(async ({ id, memberId, grantedAt }): Promise<HolderRow> => {
      if (memberId === null) return { id, grantedAt, member: 'private' };
      const author = await fetchAuthor(memberId);
      // A profile that is gone (the member deleted their account) names nobody.
      return { id, grantedAt, member: author ?? 'former' };
    }),
  );
  return {
    holders,
    next: snapshot.docs.length > BADGE_HOLDERS_PAGE_SIZE ? (shown.at(-1) ?? null) : null,
  };
}

/**
 * The badges a member holds, live, in the catalogue's order; none without the document. Refused
 * (`onError`, permission-denied) where the profile's private sections are: a private member's
 * stranger.
 */
export function subscribeToMemberBadges(
  firestore: FirebaseServices['firestore'],
  uid: string,
  onHeld: (held: HeldBadges) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.memberBadges(uid)),
    (snapshot) => {
      const held = readDocument(memberBadgesSchema, snapshot, { lenient: true })?.held ?? {};
      onHeld(BADGE_IDS.filter((id) => held[id] !== undefined));
    },
    onError,
  );
}

/** The badge the member shows beside their name (null: none), live from their card. */
export function subscribeToFeaturedBadge(
  firestore: FirebaseServices['firestore'],
  uid: string,
  onFeatured: (badgeId: BadgeId | null) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.profile(uid)),
    (snapshot) => onFeatured(authorFromDoc(snapshot)?.featuredBadge ?? null),
    onError,
  );
}

/** Shows `badgeId` beside the member's name, or none (null); the function checks it is held. */
export async function featureBadge(
  services: FirebaseServices,
  badgeId: BadgeId | null,
): Promise<BadgeId | null> {
  return (await callFunction(services, 'featureBadge', { badgeId })).badgeId;
}

/** An admin grants a staff badge (the function refuses the others, and non-admins). */
export async function grantBadge(
  services: FirebaseServices,
  memberId: string,
  badgeId: BadgeId,
): Promise<void> {
  await callFunction(services, 'grantBadge', { memberId, badgeId });
}

/** An admin takes a badge back. */
export async function revokeBadge(
  services: FirebaseServices,
  memberId: string,
  badgeId: BadgeId,
): Promise<void> {
  await callFunction(services, 'revokeBadge', { memberId, badgeId });
}
