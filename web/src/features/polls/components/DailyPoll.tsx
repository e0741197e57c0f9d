import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DAILY_POLL_HEADING, FORUM_EMPTY_STATES, WEEKLY_POLL_HEADING } from '@salon/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import type { PollItem } from '../api/types';
import { useActivePoll } from '../hooks/use-active-poll';
import { PollCard } from './PollCard';
import '../polls.css';

/**
 * The Salon's daily poll section (forum spec §2): the newest active poll, live. Its replies are
 * another feature's (discussion): the page hands them in as `renderDiscussion`.
 */
export function DailyPoll({
  renderDiscussion,
}: {
  renderDiscussion: (poll: PollItem) => ReactNode;
}) {
  const active = useActivePoll('daily');
  return (
    <section className="daily-poll" aria-labelledby="daily-poll-heading">
      <div className="section-header">
        <h2 id="daily-poll-heading">{DAILY_POLL_HEADING}</h2>
        <Link to="/polls/past">Past polls</Link>
      </div>
      {active.status === 'loading' ? (
        <PollSkeleton />
      ) : active.poll === null ? (
        <EmptyState {...FORUM_EMPTY_STATES.noPolls} />
      ) : (
        // A new poll starts with its own state (no half-changed vote, no open reply box).
        <div key={active.poll.id}>
          <PollCard poll={active.poll} />
          {renderDiscussion(active.poll)}
        </div>
      )}
    </section>
  );
}

/**
 * The week's poll, opened by the schedule on Mondays: shown beside the day's while there is one,
 * and nothing while there is none (the week's queue is staff's matter).
 */
export function WeeklyPoll() {
  const active = useActivePoll('weekly');
  const poll = active.status === 'ready' ? active.poll : undefined;
  if (poll === null) return null;
  return (
    <section className="daily-poll" aria-labelledby="weekly-poll-heading">
      <h2 id="weekly-poll-heading">{WEEKLY_POLL_HEADING}</h2>
      {poll ? <PollCard key={poll.id} poll={poll} /> : <PollSkeleton />}
    </section>
  );
}

function PollSkeleton() {
  return (
    <div role="status" aria-label="Loading poll" className="flat-card">
      <div className="skeleton-line skeleton-line--title" aria-hidden="true" />
      <div className="skeleton-line" aria-hidden="true" />
    </div>
  );
}
