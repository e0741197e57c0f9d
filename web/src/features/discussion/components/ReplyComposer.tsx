import { useId, useRef, useState, type FormEvent } from 'react';
import {
  FORUM_ERRORS,
  FORUM_TOASTS,
  REPLY_MAX_LENGTH,
  isReplyDraftSubmittable,
  isWithinLimit,
  validateReplyDraft,
  type ToastMessage,
} from '@salon/domain';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import { AnonymityCheckbox } from '../../../components/post/AnonymityCheckbox';
import { BodyPreview } from '../../../components/post/BodyPreview';
import { CharacterCount } from '../../../components/post/CharacterCount';
import { DiscardDraftButton } from '../../../components/post/DiscardDraftButton';
import { MentionTextarea } from '../../../components/post/MentionTextarea';
import { useDraft } from '../../../hooks/use-draft';
import type { ReplyDraft } from '../api/types';

const EMPTY_REPLY = { body: '', isAnonymous: false };

/**
 * The reply box, under a thread, a poll or one reply (forum spec §2, §5): trimmed text up to
 * 2000 characters, "Post anonymously", @mentions offered as they are typed. `post` sends it (postReply or postPollReply). What is
 * being written is kept as a draft of `draftPlace` (lib/drafts.ts) until posted or discarded.
 */
export function ReplyComposer({
  draftPlace,
  post,
  postedToast = FORUM_TOASTS.replyPosted,
  label,
  onPosted,
  onCancel,
}: {
  /** Where this box is, for its draft: `replyDraftPlace(parent, replyTo)`. */
  draftPlace: string;
  post: (draft: ReplyDraft) => Promise<unknown>;
  /** "Reply Posted", added "to the discussion" or "to the poll discussion". */
  postedToast?: ToastMessage;
  /** The field's label, e.g. "Your reply" or "Reply to Clara". */
  label: string;
  onPosted?: () => void;
  onCancel?: () => void;
}) {
  const fieldId = useId();
  const countId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const draft = useDraft(draftPlace, EMPTY_REPLY);
  const { body, isAnonymous } = draft.fields;
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateReplyDraft(body);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await post({ body: body.trim(), isAnonymous });
      toast(postedToast);
      draft.clear();
      onPosted?.();
    } catch (error) {
      console.error('Could not post the reply.', error);
      toastFailure(error, { title: 'Error', description: FORUM_ERRORS.postReplyFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="reply-composer" onSubmit={(event) => void handleSubmit(event)}>
      <label htmlFor={fieldId}>{label}</label>
      <MentionTextarea
        ref={fieldRef}
        id={fieldId}
        rows={3}
        value={body}
        aria-describedby={countId}
        aria-invalid={!isWithinLimit(body.trim(), REPLY_MAX_LENGTH)}
        onValueChange={(next) => draft.update({ body: next })}
      />
      <CharacterCount id={countId} text={body} max={REPLY_MAX_LENGTH} />
      <BodyPreview text={body} />
      <div className="reply-composer__actions">
        <AnonymityCheckbox
          checked={isAnonymous}
          onChange={(checked) => draft.update({ isAnonymous: checked })}
        />
        {draft.hasDraft ? (
          <DiscardDraftButton onDiscard={draft.clear} focusAfter={fieldRef} />
        ) : null}
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || !isReplyDraftSubmittable(body)}
          aria-busy={busy}
        >
          Post Reply
        </button>
      </div>
    </form>
  );
}
