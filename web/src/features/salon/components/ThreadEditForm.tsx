import { useEffect, useId, useRef, useState } from 'react';
import {
  POST_EDIT_LABELS,
  isThreadDraftSubmittable,
  normalizeThreadDraft,
  validateThreadDraft,
} from '@salon/domain';
import { EditActions } from '../../../components/post/EditActions';
import { useEditSave } from '../../../components/post/use-edit-save';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { editThread } from '../api/salon-api';
import type { ThreadWithAuthor } from '../api/types';
import { ThreadFields } from './ThreadFields';

/** Invented: genre and topic are words of the text (thread-filters.ts), not fields to choose. */
const GENRE_TOPIC_HINT =
  "Genre and topic come from your words: the Salon's filters find a discussion by its title and content.";

/**
 * The author's discussion, editable in place: title and content with the new-discussion form's
 * counters, Preview and toasts. A discussion's genre and topic are the words it uses, so changing
 * the words is changing them. Starts from the text as stored; Cancel leaves the discussion as it
 * was (`onClose`), and so does a refused save, which keeps the form open.
 */
export function ThreadEditForm({
  thread,
  onClose,
}: {
  thread: ThreadWithAuthor;
  onClose: () => void;
}) {
  const services = useFirebaseServices();
  const hintId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(thread.title);
  const [body, setBody] = useState(thread.body);
  const { busy, save } = useEditSave(onClose);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <form
      className="text-form post-edit"
      aria-label={POST_EDIT_LABELS.editDiscussion}
      aria-describedby={hintId}
      onSubmit={(event) => {
        event.preventDefault();
        void save(validateThreadDraft({ title, body }), () =>
          editThread(services, thread.id, normalizeThreadDraft({ title, body })),
        );
      }}
    >
      <p id={hintId} className="meta">
        {GENRE_TOPIC_HINT}
      </p>
      <ThreadFields
        title={title}
        body={body}
        onTitleChange={setTitle}
        onBodyChange={setBody}
        titleRef={titleRef}
      />
      <EditActions
        anonymous={thread.isAnonymous}
        busy={busy}
        disabled={!isThreadDraftSubmittable({ title, body })}
        onCancel={onClose}
      />
    </form>
  );
}
