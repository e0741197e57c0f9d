import { useId } from 'react';
import { Link } from 'react-router';
import { shownStreak, triviaDays, TRIVIA_TEXTS } from '@salon/domain';
import { useTriviaRecord } from '../hooks/use-trivia-record';
import '../trivia.css';

/**
 * A member's trivia streak and totals, on their profile. Read as the profile's private sections
 * are: nothing shows where the rules refuse it, or before the member's first answer.
 */
export function TriviaStats({ uid, access = '' }: { uid: string; access?: string }) {
  const headingId = useId();
  const record = useTriviaRecord(uid, access);
  if (record.status !== 'ready' || record.value.stats === null) return null;
  const { stats, newest } = record.value;
  return (
    <section className="trivia-stats" aria-labelledby={headingId}>
      <h2 id={headingId} className="trivia-stats__heading">
        {TRIVIA_TEXTS.statsHeading}
      </h2>
      <dl className="trivia-stats__list">
        <div>
          <dt>{TRIVIA_TEXTS.streak}</dt>
          <dd>{triviaDays(shownStreak(stats, newest))}</dd>
        </div>
        <div>
          <dt>{TRIVIA_TEXTS.bestStreak}</dt>
          <dd>{triviaDays(stats.bestStreak)}</dd>
        </div>
        <div>
          <dt>{TRIVIA_TEXTS.totalRight}</dt>
          <dd>{stats.totalRight}</dd>
        </div>
      </dl>
      <Link to="/trivia/leaderboard" className="meta">
        {TRIVIA_TEXTS.leaderboardLink}
      </Link>
    </section>
  );
}
