import { Suspense, useState } from 'react';
import { POLL_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { lazyNamed } from '../../../lib/lazy-named';
import { toAppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { closePoll } from '../api/polls-api';
import { usePoll } from '../hooks/use-poll';
import { usePollOpen } from '../hooks/use-poll-open';
import type { PollItem } from '../api/types';
import { PollCard } from './PollCard';
import '../polls.css';

// The poll's edit form, with the poll fields' checks, loads when its author first edits it.
const EditPollForm = lazyNamed(() => import('./EditPollForm'), 'EditPollForm');

/**
 * A discussion's poll, live: ballots and counts from every open page, and its closing. Its author
 * and staff (`canClose`) may close it early; its author (`canEdit`) may rewrite it while it is
 * open and nobody has voted.
 */
export function DiscussionPoll({
  pollId,
  canClose,
  canEdit,
}: {
  pollId: string;
  canClose: boolean;
  canEdit: boolean;
}) {
  const state = usePoll(pollId);
  const [editing, setEditing] = useState(false);
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading poll" className="flat-card">
        <div className="skeleton-line skeleton-line--title" aria-hidden="true" />
      </div>
    );
  }
  // Gone with its discussion, or unreadable: the discussion stands without it.
  if (state.status === 'gone') return null;
  const { poll } = state;
  // Edit is offered while it can succeed; the function decides.
  const editable = canEdit && poll.isActive && poll.totalVotes === 0;
  const card = (
    <PollCard
      poll={poll}
      actions={
        <>
          {editable ? (
            <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
              Edit Poll
            </button>
          ) : null}
          {canClose ? <ClosePollButton poll={poll} /> : null}
        </>
      }
    />
  );
  return (
    <section className="discussion-poll" aria-label="Poll">
      {editing && editable ? (
        // The poll stays as it is for the moment the form's code takes.
        <Suspense fallback={card}>
          <EditPollForm poll={poll} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        card
      )}
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
