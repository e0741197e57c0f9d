import type { Auth } from 'firebase/auth';
import {
  doc,
  getDoc,
  onSnapshot,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { avatarUrlsOf, isBadgeId, paths, type AvatarUrls, type BadgeId, text } from '@salon/domain';

/** What the site shows of a member's profile next to their posts and in user search. */
export interface AuthorProfile {
  readonly userId: string;
  readonly username: string | null;
  readonly displayName: string | null;
  /** Their picture's URLs, or null for the initial letter. */
  readonly avatar: AvatarUrls | null;
  /** The badge they show beside their name, or null for none (or one the catalogue lost). */
  readonly featuredBadge: BadgeId | null;
}

/**
 * The names, picture and featured badge of a profile card (`profiles/{uid}`), read leniently: the
 * one reading of the card for posts, lists and search (the profile pages read it whole,
 * lib/documents.ts).
 */
export function authorFromData(userId: string, data: DocumentData): AuthorProfile {
  return {
    userId,
    username: text(data['username']) || null,
    displayName: text(data['displayName']) || null,
    avatar: avatarUrlsOf(data['avatar']),
    featuredBadge: isBadgeId(data['featuredBadge']) ? data['featuredBadge'] : null,
  };
}

export function authorFromDoc(snapshot: DocumentSnapshot): AuthorProfile | null {
  const data = snapshot.data();
  return data ? authorFromData(snapshot.id, data) : null;
}

/** A member's names and picture, live (the top bar's own face). */
export function subscribeToAuthor(
  firestore: Firestore,
  uid: string,
  onAuthor: (author: AuthorProfile | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.profile(uid)),
    (snapshot) => onAuthor(authorFromDoc(snapshot)),
    onError,
  );
}

export type AuthorLookup = (uid: string) => Promise<AuthorProfile | null>;

/**
 * Looks up the profile shown next to a post, by uid. Profiles change rarely and a live list is
 * read again on every change, so one lookup (one live list, one page read) keeps the profiles
 * it found (not the failures, so a later look may succeed). A failure reads as null ("Unknown
 * User").
 */
export function createAuthorLookup(firestore: Firestore): AuthorLookup {
  const profiles = new Map<string, AuthorProfile | null>();
  return async function fetchAuthor(uid) {
    if (profiles.has(uid)) return profiles.get(uid) ?? null;
    try {
      const author = authorFromDoc(await getDoc(doc(firestore, paths.profile(uid))));
      profiles.set(uid, author);
      return author;
    } catch (error) {
      console.warn('Could not fetch an author profile.', error);
      return null;
    }
  };
}

/**
 * Each post with its author's profile (null when anonymous or not fetchable), each distinct
 * author looked up once however many posts they wrote.
 */
export async function withAuthors<T extends { readonly authorId: string | null }>(
  fetchAuthor: AuthorLookup,
  posts: readonly T[],
): Promise<(T & { author: AuthorProfile | null })[]> {
  const uids = [...new Set(posts.flatMap((post) => (post.authorId ? [post.authorId] : [])))];
  const found = new Map(
    await Promise.all(uids.map(async (uid) => [uid, await fetchAuthor(uid)] as const)),
  );
  return posts.map((post) => ({
    ...post,
    author: post.authorId ? (found.get(post.authorId) ?? null) : null,
  }));
}

/**
 * The uid in a post's `private/author` document (`authorPath`), readable only by the post's
 * author and staff: null for everyone else, visitors, or when it cannot be read. How the UI
 * knows an anonymous post is the viewer's own.
 */
export async function readHiddenAuthorId(
  { auth, firestore }: { auth: Auth; firestore: Firestore },
  authorPath: string,
): Promise<string | null> {
  if (!auth.currentUser) return null;
  try {
    const authorId: unknown = (await getDoc(doc(firestore, authorPath))).get('authorId');
    return typeof authorId === 'string' ? authorId : null;
  } catch {
    // Everyone but the author and staff is refused: that simply means "not yours".
    return null;
  }
}

/** A member as a public list (a leaderboard) names them: 'private' while their profile is, 'former' once it is gone. */
export type ListedMember = AuthorProfile | 'private' | 'former';

/**
 * The member of a public list's row (`memberId` null while private), read by their card: a card
 * that cannot be read, or has no username, is a member who is gone.
 */
export async function listedMemberOf(
  firestore: Firestore,
  memberId: string | null,
): Promise<ListedMember> {
  if (memberId === null) return 'private';
  const card = await getDoc(doc(firestore, paths.profile(memberId))).catch(() => null);
  const author = card ? authorFromDoc(card) : null;
  return author?.username ? author : 'former';
}
