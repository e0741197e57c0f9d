// Poll documents as the screens' types, read leniently (the domain's field readers,
// documents/fields.ts): an odd field reads as a default instead of hiding the poll.
import type { DocumentData } from 'firebase/firestore';
import { isPollKind, mapFields, type PollOption, count, text, toDate } from '@salon/domain';
import type { PollItem, QueuedPoll } from './types';

function options(value: unknown): PollOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): PollOption[] => {
    const { id, optionText } = mapFields(entry) ?? {};
    return typeof id === 'string' && typeof optionText === 'string' ? [{ id, optionText }] : [];
  });
}

function voteCounts(value: unknown): Record<string, number> {
  return Object.fromEntries(
    Object.entries(mapFields(value) ?? {}).map(([id, votes]) => [id, count(votes)]),
  );
}

/** A queue item of the staff polls' kinds, read leniently as polls are. */
export function queuedPollFromDoc(id: string, data: DocumentData): QueuedPoll {
  const content = mapFields(data['content']) ?? {};
  const texts = content['options'];
  return {
    id,
    kind: data['kind'] === 'weekly' ? 'weekly' : 'daily',
    status: data['status'] === 'draft' ? 'draft' : 'queued',
    content: {
      title: text(content['title']),
      description: text(content['description']),
      options: Array.isArray(texts) ? texts.map(text) : [],
    },
  };
}

export function pollFromDoc(id: string, data: DocumentData): PollItem {
  const kind: unknown = data['kind'];
  const maxChoices = count(data['maxChoices']);
  return {
    id,
    kind: isPollKind(kind) ? kind : 'daily',
    title: text(data['title']),
    description: text(data['description']),
    // Read with estimated server timestamps, so only an odd document lacks a time: "now".
    createdAt: toDate(data['createdAt']) ?? new Date(),
    isActive: data['isActive'] === true,
    closedAt: toDate(data['closedAt']),
    closesAt: toDate(data['closesAt']),
    maxChoices: maxChoices >= 1 ? maxChoices : 1,
    // Unknown reads as the stricter setting: no counts before a ballot.
    resultsVisibility: data['resultsVisibility'] === 'always' ? 'always' : 'afterVoting',
    options: options(data['options']),
    voteCounts: voteCounts(data['voteCounts']),
    totalVotes: count(data['totalVotes']),
  };
}
