// Firestore documents as the Salon's screen types. Reading is lenient (defaults instead of
// throwing) so one odd document cannot blank the whole list; writing is the functions' job.
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { NO_REACTIONS, type ReactionCounts } from '@salon/domain';
import type { AuthorProfile, ReplyItem, ThreadItem, UserCardProfile } from './types';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Firestore Timestamps (anything with `toDate`) and Dates as a Date; null otherwise. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const { toDate: convert } = value as { toDate: unknown };
    if (typeof convert === 'function') {
      const date: unknown = convert.call(value);
      if (date instanceof Date) return date;
    }
  }
  return null;
}

function reactionCounts(value: unknown): ReactionCounts {
  if (typeof value !== 'object' || value === null) return NO_REACTIONS;
  const counts = value as Record<string, unknown>;
  return { applause: count(counts['applause']), bravo: count(counts['bravo']) };
}

function authorIdOf(data: DocumentData): string | null {
  return data['isAnonymous'] === true ? null : text(data['authorId']) || null;
}

/** What threads and replies share: the text, its time, its author and its reactions. */
function postFields(data: DocumentData) {
  return {
    body: text(data['body']),
    // A just-created post whose server timestamp is not back yet is "now".
    createdAt: toDate(data['createdAt']) ?? new Date(),
    isAnonymous: data['isAnonymous'] === true,
    authorId: authorIdOf(data),
    reactionCount: count(data['reactionCount']),
    reactionCounts: reactionCounts(data['reactionCounts']),
  };
}

export function threadFromDoc(id: string, data: DocumentData): ThreadItem {
  return {
    id,
    title: text(data['title']),
    ...postFields(data),
    replyCount: count(data['replyCount']),
    viewCount: count(data['viewCount']),
  };
}

export function replyFromDoc(id: string, threadId: string, data: DocumentData): ReplyItem {
  const parentId = text(data['parentId']);
  return { id, threadId, parentId: parentId === '' ? null : parentId, ...postFields(data) };
}

export function authorFromDoc(snapshot: DocumentSnapshot): AuthorProfile | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    userId: snapshot.id,
    username: text(data['username']) || null,
    displayName: text(data['displayName']) || null,
  };
}

export function userCardFromDoc(id: string, data: DocumentData): UserCardProfile {
  const avatarUrl = text(data['avatarUrl']);
  return {
    userId: id,
    username: text(data['username']) || null,
    displayName: text(data['displayName']) || null,
    avatarUrl: avatarUrl === '' ? null : avatarUrl,
    bio: text(data['bio']),
    location: text(data['location']),
    isPrivate: data['isPrivate'] === true,
    createdAt: toDate(data['createdAt']),
  };
}
