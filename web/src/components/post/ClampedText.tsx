import { useCallback, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FORUM_LABELS } from '@salon/domain';

/**
 * A long body collapsed to `maxHeightPx` with "Read more" / "Show less" (forum spec §2, §9). The
 * toggle only appears when the content overflows, measured once laid out and again whenever its
 * height changes (a formatted body replacing its plain text, a narrower window).
 */
export function ClampedText({
  children,
  maxHeightPx,
}: {
  children: ReactNode;
  maxHeightPx: number;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // The content's own height, unclamped, against the clamp.
  const observe = useCallback(
    (content: HTMLDivElement | null) => {
      if (!content) return;
      const measure = () => setOverflows(content.scrollHeight > maxHeightPx + 1);
      measure();
      // Applied before the frame is drawn: a page rendered off the document (the app's, taking
      // over the server's, lib/server-page.ts) is first laid out, and measured, as it is shown.
      const observer = new ResizeObserver(() => flushSync(measure));
      observer.observe(content);
      return () => observer.disconnect();
    },
    [maxHeightPx],
  );

  return (
    <div className="clamped-text">
      <div
        id={id}
        className="clamped-text__body"
        style={expanded ? undefined : { maxHeight: `${maxHeightPx}px`, overflow: 'hidden' }}
      >
        <div ref={observe}>{children}</div>
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
