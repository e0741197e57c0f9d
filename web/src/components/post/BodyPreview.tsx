import { useId, useState } from 'react';
import { PostBody } from './PostBody';

/** Invented: the issue names the formatting, not how a composer tells of it. */
const FORMATTING_HINT =
  'Formatting: *italic*, **bold**, [link](https://…), > quote, - list, 1. list';

/**
 * Under a composer's text: the formatting it understands and a "Preview" toggle that shows the body
 * as it will read once posted, following the text as it is typed.
 */
export function BodyPreview({ text }: { text: string }) {
  const panelId = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="body-preview">
      <div className="body-preview__bar">
        <p className="meta">{FORMATTING_HINT}</p>
        <button
          type="button"
          className="link-button"
          aria-pressed={shown}
          aria-controls={shown ? panelId : undefined}
          onClick={() => setShown((open) => !open)}
        >
          Preview
        </button>
      </div>
      {shown ? (
        <div
          id={panelId}
          role="region"
          aria-label="Preview of your post"
          className="body-preview__panel"
        >
          {text.trim() ? (
            <PostBody text={text.trim()} />
          ) : (
            <p className="meta">Nothing to preview yet.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
