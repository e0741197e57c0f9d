// The demo's music games (docs/games.md): demo people have played each game this week, so their
// profiles show a personal best and the level they reached per game, and each game's weekly
// leaderboard has rows (Lili's, private, naming nobody). Written with the admin SDK in the shape
// answerGameQuestion writes at a round's end; the rounds themselves are not kept.
import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { gameWeekKey, paths, type GameId } from '@salon/domain';
import { demoPerson, type DemoUsername } from './demo-people.js';

/** Each player's best round this week in a game, the level reached and how many rounds. */
export const DEMO_GAME_RECORDS: readonly {
  username: DemoUsername;
  game: GameId;
  best: number;
  level: number;
  rounds: number;
}[] = [
  { username: 'clara', game: 'intervals', best: 1_412, level: 4, rounds: 9 },
  { username: 'lili', game: 'intervals', best: 1_275, level: 3, rounds: 6 },
  { username: 'fanny', game: 'intervals', best: 1_104, level: 2, rounds: 4 },
  { username: 'amadeus', game: 'intervals', best: 862, level: 1, rounds: 2 },
  { username: 'clara', game: 'chords', best: 1_630, level: 5, rounds: 5 },
  { username: 'felix', game: 'chords', best: 1_180, level: 3, rounds: 3 },
  { username: 'lili', game: 'chords', best: 940, level: 2, rounds: 2 },
  { username: 'amadeus', game: 'name-the-work', best: 980, level: 2, rounds: 4 },
  { username: 'fanny', game: 'name-the-work', best: 740, level: 1, rounds: 3 },
  { username: 'clara', game: 'name-the-work', best: 655, level: 1, rounds: 1 },
];

const HOUR_MS = 3_600_000;

export async function seedDemoGames(db: Firestore, now: number): Promise<void> {
  const week = gameWeekKey(new Date(now));
  const batch = db.batch();
  const players = [...new Set(DEMO_GAME_RECORDS.map((record) => record.username))];
  players.forEach((username, index) => {
    const person = demoPerson(username);
    const played = DEMO_GAME_RECORDS.filter((record) => record.username === username);
    // One key names all of a member's rows, as answerGameQuestion keys them.
    const scoreKey = randomUUID();
    const reachedAt = Timestamp.fromMillis(now - (index + 1) * HOUR_MS);
    batch.set(db.doc(paths.gameStats(person.uid)), {
      games: Object.fromEntries(
        played.map(({ game, best, level, rounds }) => [game, { best, level, rounds }]),
      ),
      scoreKey,
      weeks: played.map(({ game }) => `${week}_${game}`),
      updatedAt: reachedAt,
    });
    for (const { game, best } of played) {
      batch.set(db.doc(paths.gameScore(week, game, scoreKey)), {
        points: best,
        memberId: person.isPrivate ? null : person.uid,
        reachedAt,
      });
    }
  });
  await batch.commit();
}
