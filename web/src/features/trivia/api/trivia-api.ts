// Trivia's data access off the Salon (docs/trivia.md): a member's record, the month's
// leaderboard and the admins' queue, read through the domain's schemas (lib/documents.ts). The
// Salon card's own is trivia-day.ts.
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  paths,
  POLL_QUEUE_PAGE_SIZE,
  TRIVIA_LEADERBOARD_SIZE,
  triviaDaySchema,
  triviaScoreSchema,
  triviaStatsSchema,
  triviaQueueItemSchema,
  type CallableInput,
} from '@salon/domain';
import { listedMemberOf } from '../../../lib/authors';
import { callFunction } from '../../../lib/call-function';
import { readDocument, readItems } from '../../../lib/documents';
import type { FirebaseServices } from '../../../lib/firebase-services';
import type { LeaderboardRow } from '../../../components/member/Leaderboard';
import type { TriviaQueueEntry, TriviaRecordItem } from './types';

type OnError = (error: Error) => void;

/**
 * A member's record with the newest question opened, which says whether the streak still stands
 * (shownStreak). The record is refused for a private member's stranger: `onError`.
 */
export function subscribeToTriviaRecord(
  firestore: FirebaseServices['firestore'],
  uid: string,
  onRecord: (record: TriviaRecordItem) => void,
  onError: OnError,
): Unsubscribe {
  let stats: TriviaRecordItem['stats'] | undefined;
  let newest: TriviaRecordItem['newest'] | undefined;
  const emit = () => {
    if (stats !== undefined && newest !== undefined) onRecord({ stats, newest });
  };
  const stopStats = onSnapshot(
    doc(firestore, paths.triviaMemberStats(uid)),
    (snapshot) => {
      stats = readDocument(triviaStatsSchema, snapshot, { lenient: true });
      emit();
    },
    onError,
  );
  const stopNewest = onSnapshot(
    query(collection(firestore, paths.trivia), orderBy('dayKey', 'desc'), limit(1)),
    (snapshot) => {
      const [day] = readItems(triviaDaySchema, snapshot.docs, { lenient: true });
      newest = day ? { dayKey: day.dayKey, previousDayKey: day.previousDayKey } : null;
      emit();
    },
    onError,
  );
  return () => {
    stopStats();
    stopNewest();
  };
}

/** The month's leaderboard, best first, with each public member's names. */
export async function readLeaderboard(
  { firestore }: FirebaseServices,
  monthKey: string,
): Promise<LeaderboardRow[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.triviaScores(monthKey)),
      orderBy('points', 'desc'),
      orderBy('reachedAt'),
      limit(TRIVIA_LEADERBOARD_SIZE),
    ),
  );
  const rows = readItems(triviaScoreSchema, snapshot.docs, { lenient: true });
  return Promise.all(
    rows.map(async (row): Promise<LeaderboardRow> => ({
      id: row.id,
      points: row.points,
      member: await listedMemberOf(firestore, row.memberId),
    })),
  );
}

/** The queue's trivia questions in order (admins; the rules refuse anyone else), live. */
export function subscribeToTriviaQueue(
  { firestore }: FirebaseServices,
  onItems: (items: TriviaQueueEntry[]) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(firestore, paths.pollQueue),
      where('kind', '==', 'trivia'),
      orderBy('position'),
      limit(POLL_QUEUE_PAGE_SIZE),
    ),
    (snapshot) => onItems(readItems(triviaQueueItemSchema, snapshot.docs, { lenient: true })),
    onError,
  );
}

export function saveTriviaQuestion(
  services: FirebaseServices,
  input: CallableInput<'saveTriviaQuestion'>,
) {
  return callFunction(services, 'saveTriviaQuestion', input);
}
