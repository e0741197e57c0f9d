// The games' data access (docs/games.md): a scored round through the callables (the functions
// draw and score it, and keep its answers), a member's record and a week's leaderboard. A game's
// page shows the record and the leaderboard at once, so they are read field by field with the
// domain's zod-free readers (`count`, `text`), as a first visit's posts are: through the schemas,
// zod (10.5 kB gzipped) would join every game's first visit. games-api.test.ts checks these
// readers against gameStatsSchema and gameScoreSchema.
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  count,
  GAME_IDS,
  GAME_LEADERBOARD_SIZE,
  mapFields,
  paths,
  text,
  type CallableInput,
  type GameId,
} from '@salon/domain';
import { listedMemberOf } from '../../../lib/authors';
import { callFunction } from '../../../lib/call-function';
import type { FirebaseServices } from '../../../lib/firebase-services';
import type { LeaderboardRow } from '../../../components/member/Leaderboard';
import type { GameRecord, GameRecordEntry } from './types';

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
    (snapshot) => onRecord(gameRecordOf(snapshot.data())),
    onError,
  );
}

/** A member's `gameStats` document as their record per game; null when there is none. */
export function gameRecordOf(data: DocumentData | undefined): GameRecord {
  const games = mapFields(data?.['games']);
  if (!games) return null;
  const record: Partial<Record<GameId, GameRecordEntry>> = {};
  for (const game of GAME_IDS) {
    const entry = mapFields(games[game]);
    if (entry) {
      record[game] = {
        best: count(entry['best']),
        level: count(entry['level']),
        rounds: count(entry['rounds']),
      };
    }
  }
  return record;
}

/** A leaderboard row's stored fields: its points, and who, unless the member is private. */
export function gameScoreOf(data: DocumentData): { points: number; memberId: string | null } {
  return { points: count(data['points']), memberId: text(data['memberId']) || null };
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
  return Promise.all(
    snapshot.docs.map(async (score): Promise<LeaderboardRow> => {
      const { points, memberId } = gameScoreOf(score.data());
      return { id: score.id, points, member: await listedMemberOf(firestore, memberId) };
    }),
  );
}
