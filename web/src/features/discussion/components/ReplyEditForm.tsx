import { useEffect, useId, useRef, useState } from 'react';
import {
  POST_EDIT_LABELS,
  REPLY_MAX_LENGTH,
  isReplyDraftSubmittable,
  isWithinLimit,
  validateReplyDraft,
} from '@salon/domain';
import { BodyPreview } from '../../../components/post/BodyPreview';
import { CharacterCount } from '../../../components/post/CharacterCount';
import { EditActions } from '../../../components/post/EditActions';
import { MentionTextarea } from '../../../components/post/MentionTextarea';
import { useEditSave } from '../../../components/post/use-edit-save';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { editReply } from '../api/discussion-api';
import type { ReplyParent, ReplyWithAuthor } from '../api/types';

/**
 * The author's reply, editable in place, with the reply box's furniture: the counter against 2000
 * characters, the formatting hint and Preview, the same toasts. Starts from the text as stored;
 * Cancel leaves the reply as it was (`onClose`), and so does a refused save, which keeps the form
 * open.
 */
export function ReplyEditForm({
  parent,
  reply,
  onClose,
}: {
  parent: ReplyParent;
  reply: ReplyWithAuthor;
  onClose: () => void;
}) {
  const services = useFirebaseServices();
  const fieldId = useId();
  const countId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(reply.body);
  const { busy, save } = useEditSave(onClose);
  useEffect(() => fieldRef.current?.focus(), []);

  return (
    <form
      className="reply-composer post-edit"
      aria-label={POST_EDIT_LABELS.editReply}
      onSubmit={(event) => {
        event.preventDefault();
        void save(validateReplyDraft(body), () =>
          editReply(services, parent, reply.id, body.trim()),
        );
      }}
    >
      <label htmlFor={fieldId}>{POST_EDIT_LABELS.replyField}</label>
      <MentionTextarea
        ref={fieldRef}
        id={fieldId}
        rows={3}
        value={body}
        aria-describedby={countId}
        aria-invalid={!isWithinLimit(body.trim(), REPLY_MAX_LENGTH)}
        onValueChange={setBody}
      />
      <CharacterCount id={countId} text={body} max={REPLY_MAX_LENGTH} />
      <BodyPreview text={body} />
      <EditActions
        anonymous={reply.isAnonymous}
        busy={busy}
        disabled={!isReplyDraftSubmittable(body)}
        onCancel={onClose}
      />
    </form>
  );
}
