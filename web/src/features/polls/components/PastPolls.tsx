import { maskProfanity, PAST_POLLS_EMPTY_STATE, PAST_POLLS_HEADING } from '@salon/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Spinner } from '../../../components/ui/Spinner';
import { LoadStates } from '../../../components/ui/LoadStates';
import { ShowMoreButton } from '../../../components/ui/ShowMoreButton';
import { usePastPolls } from '../hooks/use-past-polls';
import type { PollItem } from '../api/types';
import { votesLabel } from '../vote-count';
import { PollResults } from './PollResults';
import '../polls.css';

/** The "Past polls" page: every closed poll of the Salon with its results, newest first. */
export function PastPolls() {
  const past = usePastPolls();
  return (
    <section aria-labelledby="past-polls-heading">
      <h1 id="past-polls-heading">{PAST_POLLS_HEADING}</h1>
      <LoadStates
        state={past}
        loading={<Spinner />}
        failed={<p role="alert">Could not load the past polls. Please try again later.</p>}
        isEmpty={(ready) => ready.items.length === 0}
        empty={<EmptyState {...PAST_POLLS_EMPTY_STATE} />}
      >
        {(ready) => (
          <>
            <ul className="past-polls" aria-label="Closed polls, newest first">
              {ready.items.map((poll) => (
                <li key={poll.id}>
                  <PastPoll poll={poll} />
                </li>
              ))}
            </ul>
            {ready.hasMore ? (
              <ShowMoreButton
                label="Show more"
                loading={ready.loadingMore}
                onPress={ready.loadMore}
              />
            ) : null}
          </>
        )}
      </LoadStates>
    </section>
  );
}

let closedFormatter: Intl.DateTimeFormat | undefined;
function closedOn(date: Date): string {
  closedFormatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
  return closedFormatter.format(date);
}

function PastPoll({ poll }: { poll: PollItem }) {
  return (
    <article className="flat-card poll" aria-label={maskProfanity(poll.title)}>
      <h2 className="poll__title">{maskProfanity(poll.title)}</h2>
      <p className="meta">
        {poll.kind === 'weekly' ? 'Poll of the Week' : 'Daily Poll'}
        {poll.closedAt ? ` · closed ${closedOn(poll.closedAt)}` : null}
        {` · ${votesLabel(poll.totalVotes)}`}
      </p>
      <PollResults poll={poll} chosenOptionIds={[]} />
    </article>
  );
}
