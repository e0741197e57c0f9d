import { useCallback, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FORUM_LABELS } from '@salon/domain';

/**
 * A long body collapsed to `maxHeightPx` with "Read more" / "Show less" (forum spec §2, §9). The
 * toggle only appears when the content overflows, measured once laid out and again whenever its
 * height changes (a formatted body replacing its plain text, a narrower window). Before the first
 * measurement (the server's page, and the browser's first frame of it), the stylesheet shows
 * "Read more" where the body overflows (components/shared.css, `.clamped-text__more`).
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
  /** Null until measured: the server cannot measure, so CSS decides until the browser does. */
  const [overflows, setOverflows] = useState<boolean | null>(null);

  // The content's own height, unclamped, against the clamp.
  const observe = useCallback(
    (content: HTMLDivElement | null) => {
      if (!content) return;
      const measure = () => setOverflows(content.scrollHeight > maxHeightPx + 1);
      measure();
      // Applied before the frame is drawn, so "Read more" never comes a frame after the text.
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
      {overflows !== false ? (
        <button
          type="button"
          className={overflows ? 'link-button' : 'link-button clamped-text__more'}
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
