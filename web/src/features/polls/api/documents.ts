// Poll documents as the screens' types. Lenient like the Salon's readers: an odd field reads as
// a default instead of hiding the poll.
import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { PollOption } from '@salon/domain';
import type { PollItem, PollReplyItem } from './types';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Documents are read with estimated server timestamps, so only an odd one lacks a time. */
function date(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date();
}

function options(value: unknown): PollOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): PollOption[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, optionText } = entry as Record<string, unknown>;
    return typeof id === 'string' && typeof optionText === 'string' ? [{ id, optionText }] : [];
  });
}

function voteCounts(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([id, votes]) => [id, count(votes)]),
  );
}

export function pollFromDoc(id: string, data: DocumentData): PollItem {
  return {
    id,
    title: text(data['title']),
    description: text(data['description']),
    createdAt: date(data['createdAt']),
    isActive: data['isActive'] === true,
    options: options(data['options']),
    voteCounts: voteCounts(data['voteCounts']),
    totalVotes: count(data['totalVotes']),
  };
}

export function pollReplyFromDoc(id: string, pollId: string, data: DocumentData): PollReplyItem {
  const parentId = text(data['parentId']);
  const isAnonymous = data['isAnonymous'] === true;
  return {
    id,
    pollId,
    parentId: parentId === '' ? null : parentId,
    body: text(data['body']),
    createdAt: date(data['createdAt']),
    isAnonymous,
    authorId: isAnonymous ? null : text(data['authorId']) || null,
  };
}
