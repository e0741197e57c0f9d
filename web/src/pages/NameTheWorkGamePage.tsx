import { useState } from 'react';
import { GameLeaderboard } from '../features/games/components/GameLeaderboard';
import { NameTheWorkGame } from '../features/games/components/NameTheWorkGame';

/**
 * /games/name-the-work: the game (practice for visitors, scored rounds for members) and this
 * week's leaderboard, read again when a round ends.
 */
export function NameTheWorkGamePage() {
  const [rounds, setRounds] = useState(0);
  return (
    <main className="page">
      <NameTheWorkGame onRoundOver={() => setRounds((count) => count + 1)} />
      <GameLeaderboard game="name-the-work" version={rounds} />
    </main>
  );
}
