// Reply documents as the screens' type, read leniently (lib/firestore-values.ts).
import type { DocumentData } from 'firebase/firestore';
import { NO_REACTIONS, type ReactionCounts } from '@salon/domain';
import { count, text, toDate } from '../../../lib/firestore-values';
import type { ReplyItem } from './types';

function reactionCounts(value: unknown): ReactionCounts {
  if (typeof value !== 'object' || value === null) return NO_REACTIONS;
  const counts = value as Record<string, unknown>;
  return { applause: count(counts['applause']), bravo: count(counts['bravo']) };
}

export function replyFromDoc(id: string, data: DocumentData): ReplyItem {
  const parentId = text(data['parentId']);
  const isAnonymous = data['isAnonymous'] === true;
  return {
    id,
    parentId: parentId === '' ? null : parentId,
    body: text(data['body']),
    // Read with estimated server timestamps, so only an odd document lacks a time: "now".
    createdAt: toDate(data['createdAt']) ?? new Date(),
    // Null until its author first edits it (editReply).
    editedAt: toDate(data['editedAt']),
    isAnonymous,
    authorId: isAnonymous ? null : text(data['authorId']) || null,
    authorDeleted: data['authorDeleted'] === true,
    reactionCount: count(data['reactionCount']),
    reactionCounts: reactionCounts(data['reactionCounts']),
  };
}
