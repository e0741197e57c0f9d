import { useEffect, useState } from 'react';
import { gameWeekKey, GAME_TEXTS, type GameId } from '@salon/domain';
import { ListedMemberName } from '../../../components/member/ListedMemberName';
import { LoadStates } from '../../../components/ui/LoadStates';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readGameLeaderboard } from '../api/games-api';
import type { GameLeaderboardRow } from '../api/types';
import '../games.css';

type Board =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: GameLeaderboardRow[] };

/**
 * This week's (UTC, from Monday) leaderboard of a game: each member's best round, a tie going to
 * whoever reached it first. A private member's row names nobody. A new `version` (a round just
 * ended) reads it again.
 */
export function GameLeaderboard({ game, version = 0 }: { game: GameId; version?: number }) {
  const services = useFirebaseServices();
  const weekKey = gameWeekKey(new Date());
  const key = `${weekKey}/${game}/${version}`;
  const [board, setBoard] = useState<{ key: string; board: Board } | null>(null);
  useEffect(() => {
    let current = true;
    readGameLeaderboard(services, weekKey, game).then(
      (rows) => current && setBoard({ key, board: { status: 'ready', rows } }),
      (error: unknown) => {
        console.error('Could not load the game leaderboard.', error);
        if (current) setBoard({ key, board: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [services, weekKey, game, key]);
  const shown: Board = board?.key === key ? board.board : { status: 'loading' };
  return (
    <section className="games-leaderboard card" aria-labelledby="games-leaderboard-heading">
      <h2 id="games-leaderboard-heading">{GAME_TEXTS.leaderboardTitle}</h2>
      <LoadStates
        state={shown}
        loading={<p role="status">Loading the leaderboard…</p>}
        failed={<p role="alert">The leaderboard could not be loaded. Please try again later.</p>}
        isEmpty={(ready) => ready.rows.length === 0}
        empty={<p>{GAME_TEXTS.leaderboardEmpty}</p>}
      >
        {(ready) => (
          <ol className="games-leaderboard__rows" aria-label={GAME_TEXTS.leaderboardTitle}>
            {ready.rows.map((row) => (
              <li key={row.id} className="games-leaderboard__row">
                <span className="games-leaderboard__name">
                  <ListedMemberName member={row.member} />
                </span>
                <span className="games-leaderboard__points">{GAME_TEXTS.score(row.points)}</span>
              </li>
            ))}
          </ol>
        )}
      </LoadStates>
    </section>
  );
}
