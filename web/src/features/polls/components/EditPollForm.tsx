import { useState, type FormEvent } from 'react';
import { DISCUSSION_POLL_TOASTS, validateDiscussionPollDraft } from '@salon/domain';
import {
  DiscussionPollFields,
  pollFieldsOf,
  pollInputOf,
  type PollFieldsState,
} from '../../../components/poll/DiscussionPollFields';
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { editPoll } from '../api/polls-api';
import type { PollItem } from '../api/types';

/** A discussion poll rewritten by its author while open and unvoted (DiscussionPoll's Edit Poll). */
export function EditPollForm({ poll, onDone }: { poll: PollItem; onDone: () => void }) {
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
