import { useState, type FormEvent } from 'react';
import { DISCUSSION_POLL_TOASTS, POLL_TOASTS, validateDiscussionPollDraft } from '@salon/domain';
import {
  DiscussionPollFields,
  pollFieldsOf,
  pollInputOf,
  type PollFieldsState,
} from '../../../components/poll/DiscussionPollFields';
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { closePoll, editPoll } from '../api/polls-api';
import { usePoll } from '../hooks/use-poll';
import { usePollOpen } from '../hooks/use-poll-open';
import type { PollItem } from '../api/types';
import { PollCard } from './PollCard';
import '../polls.css';

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
      <div role="status" aria-label="Loading poll" className="flat-card salon-skeleton">
        <div className="skeleton-line skeleton-line--title" aria-hidden="true" />
      </div>
    );
  }
  // Gone with its discussion, or unreadable: the discussion stands without it.
  if (state.status === 'gone') return null;
  const { poll } = state;
  // Edit is offered while it can succeed; the function decides.
  const editable = canEdit && poll.isActive && poll.totalVotes === 0;
  return (
    <section className="discussion-poll" aria-label="Poll">
      {editing && editable ? (
        <EditPollForm poll={poll} onDone={() => setEditing(false)} />
      ) : (
        <PollCard
          poll={poll}
          actions={
            <>
              {editable ? (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setEditing(true)}
                >
                  Edit Poll
                </button>
              ) : null}
              {canClose ? <ClosePollButton poll={poll} /> : null}
            </>
          }
        />
      )}
    </section>
  );
}

function EditPollForm({ poll, onDone }: { poll: PollItem; onDone: () => void }) {
  const services = useFirebaseServices();
  const [fields, setFields] = useState<PollFieldsState>(() => pollFieldsOf(poll));
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = pollInputOf(fields);
    const problem = validateDiscussionPollDraft(input, Date.now());
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await editPoll(services, poll.id, input);
      toast(DISCUSSION_POLL_TOASTS.pollUpdated);
      onDone();
    } catch (error) {
      console.error('Could not edit the poll.', error);
      const refusal = toAppError(error).toast;
      if (refusal) toast({ ...refusal, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="flat-card text-form" onSubmit={(event) => void save(event)}>
      <DiscussionPollFields fields={fields} onChange={setFields} />
      <div className="form-buttons">
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          Save Poll
        </button>
      </div>
    </form>
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
