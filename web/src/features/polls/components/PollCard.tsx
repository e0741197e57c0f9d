import { useId, useState, type ReactNode } from 'react';
import { formatTimeUntil, maskProfanity, POLL_BALLOT_TOASTS } from '@salon/domain';
import type { PollItem } from '../api/types';
import { useOwnVote } from '../hooks/use-own-vote';
import { usePollOpen } from '../hooks/use-poll-open';
import { useRequireSignIn } from '../../../hooks/use-require-sign-in';
import { useViewer } from '../../../hooks/use-viewer';
import { votesLabel } from '../vote-count';
import { PollBallot } from './PollBallot';
import { PollResults } from './PollResults';
import { castVote } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { toAppError } from '../../../lib/app-error';
import { toast } from '../../../components/toast/use-toast';

/**
 * One poll (forum spec §2, §4): title, description, and either the ballot or the results. The
 * results show once the member has voted, once the poll has closed, and, for a poll whose author
 * chose so, on request before voting. "Change vote" reopens the ballot while the poll is open;
 * voting again overwrites the member's one ballot. Visitors may select, but voting asks them to
 * sign in. `actions` are the page's (Close Poll, for those who may).
 */
export function PollCard({ poll, actions }: { poll: PollItem; actions?: ReactNode }) {
  const services = useFirebaseServices();
  const titleId = useId();
  const viewer = useViewer();
  const requireSignIn = useRequireSignIn();
  const vote = useOwnVote(poll.id, viewer?.uid ?? null);
  const { open, now } = usePollOpen(poll);
  // A member who voted is changing their ballot; one who has not is looking at the results.
  const [changing, setChanging] = useState(false);
  const [peeking, setPeeking] = useState(false);
  const chosen = vote.status === 'ready' ? vote.optionIds : null;
  const showResults = !open || (chosen !== null ? !changing : peeking);

  async function submitVote(optionIds: readonly string[]) {
    if (!requireSignIn() || viewer === null) return;
    try {
      await castVote(services, poll.id, viewer.uid, optionIds);
      setChanging(false);
      setPeeking(false);
    } catch (error) {
      // Vote failures are only logged (forum spec §8), but a rate limit says "Slow Down", and a
      // poll that closed by the server's clock before the ballot arrived says so.
      console.error('Could not cast the vote.', error);
      const refusal = toAppError(error);
      const closedMeanwhile = refusal.kind === 'permissionDenied' && poll.closesAt !== null;
      const message = closedMeanwhile ? POLL_BALLOT_TOASTS.closedBeforeVote : refusal.toast;
      if (message) toast({ ...message, variant: 'destructive' });
    }
  }

  return (
    <article className="flat-card poll" aria-labelledby={titleId}>
      <h3 id={titleId} className="poll__title">
        {maskProfanity(poll.title)}
      </h3>
      {poll.description ? (
        <p className="poll__description">{maskProfanity(poll.description)}</p>
      ) : null}
      <PollTerms poll={poll} open={open} now={now} />
      {vote.status === 'loading' ? (
        <p role="status" className="meta">
          Loading poll…
        </p>
      ) : showResults ? (
        <>
          <PollResults poll={poll} chosenOptionIds={chosen ?? []} />
          <div className="poll__footer">
            <span className="meta">{votesLabel(poll.totalVotes)} in total</span>
            {open && chosen !== null ? (
              <button type="button" className="link-button" onClick={() => setChanging(true)}>
                Change vote
              </button>
            ) : open ? (
              <button type="button" className="link-button" onClick={() => setPeeking(false)}>
                Back to voting
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <PollBallot
          poll={poll}
          initialOptionIds={chosen ?? []}
          onVote={submitVote}
          onCancel={chosen !== null ? () => setChanging(false) : undefined}
          onShowResults={
            chosen === null && poll.resultsVisibility === 'always'
              ? () => setPeeking(true)
              : undefined
          }
        />
      )}
      {actions ? <div className="poll__actions">{actions}</div> : null}
    </article>
  );
}

/**
 * "Choose up to 2." and when it closes ("Closes in 3 days."), or that it has: told from the render
 * clock, so the server's page and its hydration say the same.
 */
function PollTerms({ poll, open, now }: { poll: PollItem; open: boolean; now: Date }) {
  const terms = [
    open && poll.maxChoices > 1 ? `Choose up to ${poll.maxChoices}.` : null,
    !open
      ? 'This poll is closed.'
      : poll.closesAt
        ? `Closes ${formatTimeUntil(poll.closesAt, now)}.`
        : null,
  ].filter((term) => term !== null);
  if (terms.length === 0) return null;
  return <p className="meta poll__terms">{terms.join(' ')}</p>;
}
