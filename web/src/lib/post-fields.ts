// The fields every post shares (threads, thread replies, poll replies), read leniently
// (the domain's field readers, documents/fields.ts) once for the Salon and the discussions alike.
import type { DocumentData } from 'firebase/firestore';
import { NO_REACTIONS, type ReactionCounts, count, text, toDate } from '@salon/domain';

function reactionCounts(value: unknown): ReactionCounts {
  if (typeof value !== 'object' || value === null) return NO_REACTIONS;
  const counts = value as Record<string, unknown>;
  return { applause: count(counts['applause']), bravo: count(counts['bravo']) };
}

/** A post's text, its times, its author (never for an anonymous post) and its reactions. */
export function postFields(data: DocumentData) {
  const isAnonymous = data['isAnonymous'] === true;
  return {
    body: text(data['body']),
    // Read with estimated server timestamps, so only an odd document lacks a time: "now".
    createdAt: toDate(data['createdAt']) ?? new Date(),
    // Null until the author first edits it (editThread, editReply).
    editedAt: toDate(data['editedAt']),
    isAnonymous,
    authorId: isAnonymous ? null : text(data['authorId']) || null,
    authorDeleted: data['authorDeleted'] === true,
    reactionCount: count(data['reactionCount']),
    reactionCounts: reactionCounts(data['reactionCounts']),
  };
}
