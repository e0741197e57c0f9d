import { useState } from 'react';
import { ChordsGame } from '../features/games/components/ChordsGame';
import { GameLeaderboard } from '../features/games/components/GameLeaderboard';

/**
 * /games/chords: the game (practice for visitors, scored rounds for members) and this week's
 * leaderboard, read again when a round ends.
 */
export function ChordsGamePage() {
  const [rounds, setRounds] = useState(0);
  return (
    <main className="page">
      <ChordsGame onRoundOver={() => setRounds((count) => count + 1)} />
      <GameLeaderboard game="chords" version={rounds} />
    </main>
  );
}
