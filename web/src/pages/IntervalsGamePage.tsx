import { useState } from 'react';
import { GameLeaderboard } from '../features/games/components/GameLeaderboard';
import { IntervalsGame } from '../features/games/components/IntervalsGame';

/**
 * /games/intervals: the game (practice for visitors, scored rounds for members) and this week's
 * leaderboard, read again when a round ends.
 */
export function IntervalsGamePage() {
  const [rounds, setRounds] = useState(0);
  return (
    <main className="page">
      <IntervalsGame onRoundOver={() => setRounds((count) => count + 1)} />
      <GameLeaderboard game="intervals" version={rounds} />
    </main>
  );
}
