import { Suspense, useId, type ComponentProps } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { ReplyComposer as Composer } from './ReplyComposer';

// The reply box's code (its field's @mention suggestions, the draft, the preview) loads when a
// page first shows one, which only a member's does: a visitor is offered "Sign In to Reply".
const ReplyComposer = lazyNamed(() => import('./ReplyComposer'), 'ReplyComposer');

/**
 * The reply box; for the moment its code takes, a stand-in with its look and its field's and
 * button's names, not yet editable, so the box does not appear late or move what follows.
 */
export function LazyReplyComposer(props: ComponentProps<typeof Composer>) {
  return (
    <Suspense fallback={<ReplyComposerStandIn label={props.label} />}>
      <ReplyComposer {...props} />
    </Suspense>
  );
}

function ReplyComposerStandIn({ label }: { label: string }) {
  const fieldId = useId();
  return (
    <form className="reply-composer" aria-busy="true">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        className="reply-composer__stand-in"
        rows={3}
        role="combobox"
        aria-expanded={false}
        disabled
      />
      <div className="reply-composer__actions">
        <button type="submit" className="button button--primary" disabled>
          Post Reply
        </button>
      </div>
    </form>
  );
}
