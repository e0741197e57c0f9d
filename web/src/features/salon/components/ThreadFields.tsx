import { useId, type Ref } from 'react';
import { THREAD_BODY_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH, isWithinLimit } from '@salon/domain';
import { BodyPreview } from '../../../components/post/BodyPreview';
import { CharacterCount } from '../../../components/post/CharacterCount';
import { MentionTextarea } from '../../../components/post/MentionTextarea';

/**
 * A discussion's Title and Content, each with its counter (marked invalid over its limit), the
 * content offering @mentions as it is typed and its Preview: the new-discussion form's and the
 * edit form's. `titleRef` is the title's input, for the form to focus.
 */
export function ThreadFields({
  title,
  body,
  onTitleChange,
  onBodyChange,
  titleRef,
}: {
  title: string;
  body: string;
  onTitleChange: (title: string) => void;
  onBodyChange: (body: string) => void;
  titleRef: Ref<HTMLInputElement>;
}) {
  const ids = { title: useId(), body: useId(), titleCount: useId(), bodyCount: useId() };
  return (
    <>
      <div className="field">
        <label htmlFor={ids.title}>Title</label>
        <input
          ref={titleRef}
          id={ids.title}
          value={title}
          aria-describedby={ids.titleCount}
          aria-invalid={!isWithinLimit(title.trim(), THREAD_TITLE_MAX_LENGTH)}
          onChange={(event) => onTitleChange(event.target.value)}
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
          onValueChange={onBodyChange}
        />
        <CharacterCount id={ids.bodyCount} text={body} max={THREAD_BODY_MAX_LENGTH} />
        <BodyPreview text={body} />
      </div>
    </>
  );
}
