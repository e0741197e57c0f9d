import { useId, useState } from 'react';
import type { PollItem } from '../api/types';
import { useOwnVote } from '../hooks/use-own-vote';
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
 * One poll (forum spec §2, §4): title, description, and either the ballot or, once the member
 * has voted, the locked results. "Change vote" reopens the ballot; voting again overwrites the
 * member's one vote. Visitors may select, but voting asks them to sign in.
 */
export function PollCard({ poll }: { poll: PollItem }) {
  const services = useFirebaseServices();
  const titleId = useId();
  const viewer = useViewer();
  const requireSignIn = useRequireSignIn();
  const vote = useOwnVote(poll.id, viewer?.uid ?? null);
  const [changing, setChanging] = useState(false);
  const chosen = vote.status === 'ready' ? vote.optionId : null;

  async function submitVote(optionId: string) {
    if (!requireSignIn() || viewer === null) return;
    try {
      await castVote(services, poll.id, viewer.uid, optionId);
      setChanging(false);
    } catch (error) {
      // Vote failures are only logged (forum spec §8), but a rate limit says "Slow Down"; the
      // ballot stays as it was.
      console.error('Could not cast the vote.', error);
      const refusal = toAppError(error).toast;
      if (refusal) toast({ ...refusal, variant: 'destructive' });
    }
  }

  return (
    <article className="salon-card poll" aria-labelledby={titleId}>
      <h3 id={titleId} className="poll__title">
        {poll.title}
      </h3>
      {poll.description ? <p className="poll__description">{poll.description}</p> : null}
      {vote.status === 'loading' ? (
        <p role="status" className="salon-meta">
          Loading poll…
        </p>
      ) : chosen !== null && !changing ? (
        <>
          <PollResults poll={poll} chosenOptionId={chosen} />
          <div className="poll__footer">
            <span className="salon-meta">{votesLabel(poll.totalVotes)} in total</span>
            <button type="button" className="link-button" onClick={() => setChanging(true)}>
              Change vote
            </button>
          </div>
        </>
      ) : (
        <PollBallot
          poll={poll}
          initialOptionId={chosen}
          onVote={submitVote}
          onCancel={chosen !== null ? () => setChanging(false) : undefined}
        />
      )}
    </article>
  );
}
