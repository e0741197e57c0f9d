import { TriviaLeaderboard } from '../features/trivia';

/** /trivia/leaderboard: this month's trivia points, for everyone, visitors included. */
export function TriviaLeaderboardPage() {
  return (
    <main className="page">
      <TriviaLeaderboard />
    </main>
  );
}
