import { useCallback, useState } from 'react';
import {
  triviaMonthKey,
  triviaMonthLabel,
  TRIVIA_LEADERBOARD_SIZE,
  TRIVIA_TEXTS,
} from '@salon/domain';
import { Leaderboard } from '../../../components/member/Leaderboard';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readLeaderboard } from '../api/trivia-api';
import '../trivia.css';

/**
 * This month's (UTC) trivia leaderboard: the best TRIVIA_LEADERBOARD_SIZE members by points, a
 * tie going to whoever reached the score first. A private member's row names nobody.
 */
export function TriviaLeaderboard() {
  const services = useFirebaseServices();
  const [monthKey] = useState(() => triviaMonthKey(Date.now()));
  const read = useCallback(() => readLeaderboard(services, monthKey), [services, monthKey]);
  return (
    <section aria-labelledby="trivia-leaderboard-heading">
      <h1 id="trivia-leaderboard-heading">{TRIVIA_TEXTS.leaderboardHeading}</h1>
      <p className="meta">
        {triviaMonthLabel(monthKey)}: the top {TRIVIA_LEADERBOARD_SIZE} by trivia points. A right
        answer earns 10 points, and 2 more for each day of a streak beyond the first (up to 10).
      </p>
      <Leaderboard
        name="the trivia leaderboard"
        read={read}
        readKey={monthKey}
        label={`${triviaMonthLabel(monthKey)} leaderboard`}
        empty={TRIVIA_TEXTS.leaderboardEmpty}
        points={(points) => `${points} points`}
      />
    </section>
  );
}
