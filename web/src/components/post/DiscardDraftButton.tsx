import type { RefObject } from 'react';

/**
 * "Discard draft", shown by a composer only while it holds a draft. The button goes with the draft,
 * so focus moves to `focusAfter` (the composer's text field) rather than to the page.
 */
export function DiscardDraftButton({
  onDiscard,
  focusAfter,
}: {
  onDiscard: () => void;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => {
        onDiscard();
        focusAfter.current?.focus();
      }}
    >
      Discard draft
    </button>
  );
}
