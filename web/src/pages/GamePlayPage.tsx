import { Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { GAME_IDS, type GameId } from '@salon/domain';
import { Spinner } from '../components/ui/Spinner';
import { GameLeaderboard } from '../features/games';
import { lazyNamed } from '../lib/lazy-named';

// Each game's code is its own chunk, fetched on the first visit to its page: one route serves
// them all, so a new game adds nothing to the first bundle's route list.
const GAMES_BY_ID = {
  intervals: lazyNamed(() => import('../features/games/components/IntervalsGame'), 'IntervalsGame'),
  chords: lazyNamed(() => import('../features/games/components/ChordsGame'), 'ChordsGame'),
  'name-the-work': lazyNamed(
    () => import('../features/games/components/NameTheWorkGame'),
    'NameTheWorkGame',
  ),
} satisfies Record<GameId, unknown>;

const isGameId = (value: string | undefined): value is GameId =>
  (GAME_IDS as readonly (string | undefined)[]).includes(value);

/**
 * /games/{game}: the game (practice for visitors, scored rounds for members) and this week's
 * leaderboard, read again when a round ends; an unknown game is the 404 page.
 */
export function GamePlayPage() {
  const { game } = useParams();
  if (!isGameId(game)) return <Navigate to="/404" replace />;
  return <GameAndLeaderboard key={game} game={game} />;
}

function GameAndLeaderboard({ game }: { game: GameId }) {
  const [rounds, setRounds] = useState(0);
  const Game = GAMES_BY_ID[game];
  return (
    <main className="page">
      <Suspense fallback={<Spinner />}>
        <Game onRoundOver={() => setRounds((count) => count + 1)} />
      </Suspense>
      <GameLeaderboard game={game} version={rounds} />
    </main>
  );
}
