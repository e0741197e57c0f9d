// Poll documents as the screens' types, read leniently (lib/firestore-values.ts): an odd field
// reads as a default instead of hiding the poll.
import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { PollOption } from '@salon/domain';
import { count, text } from '../../../lib/firestore-values';
import type { PollItem } from './types';

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
