// The games' data access (docs/games.md): a scored round through the callables (the functions
// draw and score it, and keep its answers), a member's record and a week's leaderboard, read
// through the domain's schemas (lib/documents.ts): the games are off the first visit.
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  gameScoreSchema,
  gameStatsSchema,
  GAME_LEADERBOARD_SIZE,
  paths,
  type CallableInput,
  type GameId,
} from '@salon/domain';
import { listedMemberOf } from '../../../lib/authors';
import { callFunction } from '../../../lib/call-function';
import { readDocument, readItems } from '../../../lib/documents';
import type { FirebaseServices } from '../../../lib/firebase-services';
import type { LeaderboardRow } from '../../../components/member/Leaderboard';
import type { GameRecord } from './types';

export function startGameRound(services: FirebaseServices, input: CallableInput<'startGameRound'>) {
  return callFunction(services, 'startGameRound', input);
}

export function nextGameQuestion(
  services: FirebaseServices,
  input: CallableInput<'nextGameQuestion'>,
) {
  return callFunction(services, 'nextGameQuestion', input);
}

export function revealGameBar(services: FirebaseServices, input: CallableInput<'revealGameBar'>) {
  return callFunction(services, 'revealGameBar', input);
}

export function answerGameQuestion(
  services: FirebaseServices,
  input: CallableInput<'answerGameQuestion'>,
) {
  return callFunction(services, 'answerGameQuestion', input);
}

/** A member's records per game, live; refused for a private member's stranger: `onError`. */
export function subscribeToGameRecord(
  firestore: Firestore,
  uid: string,
  onRecord: (record: GameRecord) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.gameStats(uid)),
    (snapshot) =>
      onRecord(readDocument(gameStatsSchema, snapshot, { lenient: true })?.games ?? null),
    onError,
  );
}

/** A week's leaderboard of a game, best first (a tie to whoever reached it first), with names. */
export async function readGameLeaderboard(
  { firestore }: FirebaseServices,
  weekKey: string,
  game: GameId,
): Promise<LeaderboardRow[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.gameScores(weekKey, game)),
      orderBy('points', 'desc'),
      orderBy('reachedAt'),
      limit(GAME_LEADERBOARD_SIZE),
    ),
  );
  const rows = readItems(gameScoreSchema, snapshot.docs, { lenient: true });
  return Promise.all(
    rows.map(async (row): Promise<LeaderboardRow> => ({
      id: row.id,
      points: row.points,
      member: await listedMemberOf(firestore, row.memberId),
    })),
  );
}
