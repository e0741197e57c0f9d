import { useEffect, useState } from 'react';
import {
  triviaMonthKey,
  triviaMonthLabel,
  TRIVIA_LEADERBOARD_SIZE,
  TRIVIA_TEXTS,
} from '@salon/domain';
import { ListedMemberName } from '../../../components/member/ListedMemberName';
import { LoadStates } from '../../../components/ui/LoadStates';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readLeaderboard } from '../api/trivia-api';
import type { LeaderboardRow } from '../api/types';
import '../trivia.css';

type Board =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: LeaderboardRow[] };

/**
 * This month's (UTC) trivia leaderboard: the best TRIVIA_LEADERBOARD_SIZE members by points, a
 * tie going to whoever reached the score first. A private member's row names nobody.
 */
export function TriviaLeaderboard() {
  const services = useFirebaseServices();
  const [monthKey] = useState(() => triviaMonthKey(Date.now()));
  const [board, setBoard] = useState<{ monthKey: string; board: Board } | null>(null);
  useEffect(() => {
    let current = true;
    readLeaderboard(services, monthKey).then(
      (rows) => current && setBoard({ monthKey, board: { status: 'ready', rows } }),
      (error: unknown) => {
        console.error('Could not load the trivia leaderboard.', error);
        if (current) setBoard({ monthKey, board: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [services, monthKey]);
  const shown: Board = board?.monthKey === monthKey ? board.board : { status: 'loading' };
  return (
    <section className="trivia-leaderboard" aria-labelledby="trivia-leaderboard-heading">
      <h1 id="trivia-leaderboard-heading">{TRIVIA_TEXTS.leaderboardHeading}</h1>
      <p className="meta">
        {triviaMonthLabel(monthKey)}: the top {TRIVIA_LEADERBOARD_SIZE} by trivia points. A right
        answer earns 10 points, and 2 more for each day of a streak beyond the first (up to 10).
      </p>
      <LoadStates
        state={shown}
        loading={<p role="status">Loading the leaderboard…</p>}
        failed={<p role="alert">The leaderboard could not be loaded. Please try again later.</p>}
        isEmpty={(ready) => ready.rows.length === 0}
        empty={<p>{TRIVIA_TEXTS.leaderboardEmpty}</p>}
      >
        {(ready) => (
          <ol
            className="trivia-leaderboard__rows"
            aria-label={`${triviaMonthLabel(monthKey)} leaderboard`}
          >
            {ready.rows.map((row) => (
              <li key={row.id} className="trivia-leaderboard__row">
                <span className="trivia-leaderboard__name">
                  <ListedMemberName member={row.member} />
                </span>
                <span className="trivia-leaderboard__points">{row.points} points</span>
              </li>
            ))}
          </ol>
        )}
      </LoadStates>
    </section>
  );
}
