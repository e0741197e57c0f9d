import { useEffect, useId, useRef, useState } from 'react';
import {
  POST_EDIT_LABELS,
  THREAD_BODY_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  isThreadDraftSubmittable,
  isWithinLimit,
  normalizeThreadDraft,
  validateThreadDraft,
} from '@salon/domain';
import { BodyPreview } from '../../../components/post/BodyPreview';
import { CharacterCount } from '../../../components/post/CharacterCount';
import { EditActions } from '../../../components/post/EditActions';
import { MentionTextarea } from '../../../components/post/MentionTextarea';
import { useEditSave } from '../../../components/post/use-edit-save';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { editThread } from '../api/salon-api';
import type { ThreadWithAuthor } from '../api/types';

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
  const ids = {
    title: useId(),
    body: useId(),
    titleCount: useId(),
    bodyCount: useId(),
    hint: useId(),
  };
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(thread.title);
  const [body, setBody] = useState(thread.body);
  const { busy, save } = useEditSave(onClose);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <form
      className="salon-form post-edit"
      aria-label={POST_EDIT_LABELS.editDiscussion}
      aria-describedby={ids.hint}
      onSubmit={(event) => {
        event.preventDefault();
        void save(validateThreadDraft({ title, body }), () =>
          editThread(services, thread.id, normalizeThreadDraft({ title, body })),
        );
      }}
    >
      <p id={ids.hint} className="salon-meta">
        {GENRE_TOPIC_HINT}
      </p>
      <div className="field">
        <label htmlFor={ids.title}>Title</label>
        <input
          ref={titleRef}
          id={ids.title}
          value={title}
          aria-describedby={ids.titleCount}
          aria-invalid={!isWithinLimit(title.trim(), THREAD_TITLE_MAX_LENGTH)}
          onChange={(event) => setTitle(event.target.value)}
        />
        <CharacterCount id={ids.titleCount} text={title} max={THREAD_TITLE_MAX_LENGTH} />
      </div>
      <div className="field">
        <label htmlFor={ids.body}>Content</label>
        <MentionTextarea
          id={ids.body}
          rows={8}
          value={body}
          aria-describedby={ids.bodyCount}
          aria-invalid={!isWithinLimit(body.trim(), THREAD_BODY_MAX_LENGTH)}
          onValueChange={setBody}
        />
        <CharacterCount id={ids.bodyCount} text={body} max={THREAD_BODY_MAX_LENGTH} />
        <BodyPreview text={body} />
      </div>
      <EditActions
        anonymous={thread.isAnonymous}
        busy={busy}
        disabled={!isThreadDraftSubmittable({ title, body })}
        onCancel={onClose}
      />
    </form>
  );
}
