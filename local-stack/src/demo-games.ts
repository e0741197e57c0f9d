// The demo's music games (docs/games.md): four demo people have played Intervals, so their
// profiles show a personal best and the level they reached, and this week's leaderboard has rows
// (Lili's, private, naming nobody). Written with the admin SDK in the shape answerGameQuestion
// writes at a round's end; the rounds themselves are not kept.
import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { gameWeekKey, paths, type GameId } from '@salon/domain';
import { demoPerson, type DemoUsername } from './demo-people.js';

/** Each player's best round this week, the level reached and how many rounds they played. */
export const DEMO_GAME_RECORDS: readonly {
  username: DemoUsername;
  best: number;
  level: number;
  rounds: number;
}[] = [
  { username: 'clara', best: 1_412, level: 4, rounds: 9 },
  { username: 'lili', best: 1_275, level: 3, rounds: 6 },
  { username: 'fanny', best: 1_104, level: 2, rounds: 4 },
  { username: 'amadeus', best: 862, level: 1, rounds: 2 },
];

const GAME: GameId = 'intervals';
const HOUR_MS = 3_600_000;

export async function seedDemoGames(db: Firestore, now: number): Promise<void> {
  const week = gameWeekKey(new Date(now));
  const batch = db.batch();
  DEMO_GAME_RECORDS.forEach(({ username, best, level, rounds }, index) => {
    const person = demoPerson(username);
    const scoreKey = randomUUID();
    const reachedAt = Timestamp.fromMillis(now - (index + 1) * HOUR_MS);
    batch.set(db.doc(paths.gameStats(person.uid)), {
      games: { [GAME]: { best, level, rounds } },
      scoreKey,
      weeks: [`${week}_${GAME}`],
      updatedAt: reachedAt,
    });
    batch.set(db.doc(paths.gameScore(week, GAME, scoreKey)), {
      points: best,
      memberId: person.isPrivate ? null : person.uid,
      reachedAt,
    });
  });
  await batch.commit();
}
