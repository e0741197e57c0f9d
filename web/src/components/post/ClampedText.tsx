import { useCallback, useId, useState } from 'react';
import { FORUM_LABELS } from '@salon/domain';

/**
 * Long text collapsed to `maxHeightPx` with "Read more" / "Show less" (forum spec §2, §9). The
 * toggle only appears when the text overflows, measured once the text is laid out.
 */
export function ClampedText({ text, maxHeightPx }: { text: string; maxHeightPx: number }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // A ref callback measures on mount and whenever the text (the key below) changes.
  const measure = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) setOverflows(element.scrollHeight > maxHeightPx + 1);
    },
    [maxHeightPx],
  );

  return (
    <div className="clamped-text">
      <div
        key={text}
        id={id}
        ref={measure}
        className="clamped-text__body"
        style={expanded ? undefined : { maxHeight: `${maxHeightPx}px`, overflow: 'hidden' }}
      >
        {text}
      </div>
      {overflows ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? FORUM_LABELS.showLess : FORUM_LABELS.readMore}
        </button>
      ) : null}
    </div>
  );
}
