import { useRef, useState, type FormEvent } from 'react';
import {
  FORUM_TOASTS,
  isThreadDraftSubmittable,
  validateDiscussionPollDraft,
  validateThreadDraft,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { createThreadErrorToast } from '../create-thread-error';
import { AnonymityCheckbox } from '../../../components/post/AnonymityCheckbox';
import { DiscardDraftButton } from '../../../components/post/DiscardDraftButton';
import { Checkbox } from '../../../components/ui/Checkbox';
import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import { createThread } from '../api/salon-api';
import { ThreadFields } from './ThreadFields';
import {
  DiscussionPollFields,
  EMPTY_POLL_FIELDS,
  pollInputOf,
  type PollFieldsState,
} from '../../../components/poll/DiscussionPollFields';
import { useDraft } from '../../../hooks/use-draft';
import { NEW_DISCUSSION_DRAFT_PLACE } from '../../../lib/drafts';
import { useFirebaseServices } from '../../../lib/firebase-services';

const EMPTY_DISCUSSION = { title: '', body: '', isAnonymous: false };

/**
 * The new-discussion form (forum spec §2, §5, §8): title, body (with @mentions offered as they
 * are typed), "Post anonymously", a counter per field; submit stays disabled while a field is empty or over its limit. Posting goes through
 * the createThread callable; the list shows the new thread live. What is being written is the
 * member's new-discussion draft (lib/drafts.ts): closing keeps it, posting or "Discard draft"
 * clears it. "Add a poll" opens a poll with the discussion (its fields are not part of the draft).
 */
export function NewDiscussionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const services = useFirebaseServices();
  const titleRef = useRef<HTMLInputElement>(null);
  const draft = useDraft(NEW_DISCUSSION_DRAFT_PLACE, EMPTY_DISCUSSION);
  const { title, body, isAnonymous } = draft.fields;
  const [busy, setBusy] = useState(false);
  const [withPoll, setWithPoll] = useState(false);
  const [pollFields, setPollFields] = useState<PollFieldsState>(EMPTY_POLL_FIELDS);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const poll = withPoll ? pollInputOf(pollFields) : undefined;
    const problem =
      validateThreadDraft({ title, body }) ??
      (poll ? validateDiscussionPollDraft(poll, Date.now()) : null);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await createThread(services, {
        title: title.trim(),
        body: body.trim(),
        isAnonymous,
        ...(poll ? { poll } : {}),
      });
      toast(FORUM_TOASTS.threadCreated);
      draft.clear();
      setWithPoll(false);
      setPollFields(EMPTY_POLL_FIELDS);
      onOpenChange(false);
    } catch (error) {
      console.error('Could not create the discussion.', error);
      toast({ ...createThreadErrorToast(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SalonDialog
      title="Start a New Discussion"
      description="Share a question or an idea with The Salon."
      open={open}
      onOpenChange={onOpenChange}
    >
      <form className="text-form" onSubmit={(event) => void handleSubmit(event)}>
        <ThreadFields
          title={title}
          body={body}
          onTitleChange={(next) => draft.update({ title: next })}
          onBodyChange={(next) => draft.update({ body: next })}
          titleRef={titleRef}
        />
        <Checkbox label="Add a poll" checked={withPoll} onChange={setWithPoll} />
        {withPoll ? <DiscussionPollFields fields={pollFields} onChange={setPollFields} /> : null}
        <AnonymityCheckbox
          checked={isAnonymous}
          onChange={(checked) => draft.update({ isAnonymous: checked })}
        />
        {draft.hasDraft ? (
          <DiscardDraftButton onDiscard={draft.clear} focusAfter={titleRef} />
        ) : null}
        <DialogActions
          actionLabel="Create Discussion"
          busy={busy}
          disabled={!isThreadDraftSubmittable({ title, body })}
        />
      </form>
    </SalonDialog>
  );
}
