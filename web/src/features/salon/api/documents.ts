// Firestore documents as the Salon's screen types, read leniently (lib/firestore-values.ts);
// writing is the functions' job.
import type { DocumentData } from 'firebase/firestore';
import { NO_REACTIONS, avatarUrlsOf, type ReactionCounts } from '@salon/domain';
import { count, text, toDate } from '../../../lib/firestore-values';
import type { ThreadItem, UserCardProfile } from './types';

function reactionCounts(value: unknown): ReactionCounts {
  if (typeof value !== 'object' || value === null) return NO_REACTIONS;
  const counts = value as Record<string, unknown>;
  return { applause: count(counts['applause']), bravo: count(counts['bravo']) };
}

function authorIdOf(data: DocumentData): string | null {
  return data['isAnonymous'] === true ? null : text(data['authorId']) || null;
}

/** A post's text, its times, its author and its reactions. */
function postFields(data: DocumentData) {
  return {
    body: text(data['body']),
    // A just-created post whose server timestamp is not back yet is "now".
    createdAt: toDate(data['createdAt']) ?? new Date(),
    // Null until the author first edits it (editThread, editReply).
    editedAt: toDate(data['editedAt']),
    isAnonymous: data['isAnonymous'] === true,
    authorId: authorIdOf(data),
    authorDeleted: data['authorDeleted'] === true,
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

export function userCardFromDoc(id: string, data: DocumentData): UserCardProfile {
  return {
    userId: id,
    username: text(data['username']) || null,
    displayName: text(data['displayName']) || null,
    avatar: avatarUrlsOf(data['avatar']),
    bio: text(data['bio']),
    // The card holds no location; the users search reads it where the rules allow.
    location: '',
    isPrivate: data['isPrivate'] === true,
    createdAt: toDate(data['createdAt']),
  };
}
