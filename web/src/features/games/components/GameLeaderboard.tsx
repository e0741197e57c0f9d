import { useCallback } from 'react';
import { gameWeekKey, GAME_TEXTS, type GameId } from '@salon/domain';
import { Leaderboard } from '../../../components/member/Leaderboard';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readGameLeaderboard } from '../api/games-api';
import '../games.css';

/**
 * This week's (UTC, from Monday) leaderboard of a game: each member's best round, a tie going to
 * whoever reached it first. A private member's row names nobody. A new `version` (a round just
 * ended) reads it again.
 */
export function GameLeaderboard({ game, version = 0 }: { game: GameId; version?: number }) {
  const services = useFirebaseServices();
  const weekKey = gameWeekKey(new Date());
  const read = useCallback(
    () => readGameLeaderboard(services, weekKey, game),
    [services, weekKey, game],
  );
  return (
    <section className="games-leaderboard card" aria-labelledby="games-leaderboard-heading">
      <h2 id="games-leaderboard-heading">{GAME_TEXTS.leaderboardTitle}</h2>
      <Leaderboard
        name="the game leaderboard"
        read={read}
        readKey={`${weekKey}/${game}/${version}`}
        label={GAME_TEXTS.leaderboardTitle}
        empty={GAME_TEXTS.leaderboardEmpty}
        points={GAME_TEXTS.score}
      />
    </section>
  );
}
