import { useState } from 'react';
import { POLL_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { closePoll } from '../api/polls-api';
import { usePoll } from '../hooks/use-poll';
import { usePollOpen } from '../hooks/use-poll-open';
import type { PollItem } from '../api/types';
import { PollCard } from './PollCard';
import '../polls.css';

/**
 * A discussion's poll, live: ballots and counts from every open page, and its closing. Its author
 * and staff (`canClose`) may close it early.
 */
export function DiscussionPoll({ pollId, canClose }: { pollId: string; canClose: boolean }) {
  const state = usePoll(pollId);
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading poll" className="salon-card salon-skeleton">
        <div className="salon-skeleton__line salon-skeleton__line--title" aria-hidden="true" />
      </div>
    );
  }
  // Gone with its discussion, or unreadable: the discussion stands without it.
  if (state.status === 'gone') return null;
  return (
    <section className="discussion-poll" aria-label="Poll">
      <PollCard
        poll={state.poll}
        actions={canClose ? <ClosePollButton poll={state.poll} /> : undefined}
      />
    </section>
  );
}

function ClosePollButton({ poll }: { poll: PollItem }) {
  const services = useFirebaseServices();
  const { open } = usePollOpen(poll);
  const [busy, setBusy] = useState(false);
  if (!open) return null;
  async function close() {
    setBusy(true);
    try {
      await closePoll(services, poll.id);
      toast(POLL_TOASTS.pollClosed);
    } catch (error) {
      console.error('Could not close the poll.', error);
      const refusal = toAppError(error).toast;
      if (refusal) toast({ ...refusal, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void close()}
    >
      Close Poll
    </button>
  );
}
