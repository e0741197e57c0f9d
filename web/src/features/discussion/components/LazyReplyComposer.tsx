import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { ReplyComposer as Composer } from './ReplyComposer';

// The reply box's code (its field's @mention suggestions, the draft, the preview) loads when a
// page first shows one, which only a member's does: a visitor is offered "Sign In to Reply".
const ReplyComposer = lazyNamed(() => import('./ReplyComposer'), 'ReplyComposer');

/**
 * The reply box. For the moment its code takes, its place is held by its look, inert and hidden
 * from assistive technology, so what follows does not move; the box itself, named and editable,
 * shows once its code is here, so no keystroke meets a field that cannot keep it.
 */
export function LazyReplyComposer(props: ComponentProps<typeof Composer>) {
  return (
    <Suspense fallback={<ReplyComposerPlace />}>
      <ReplyComposer {...props} />
    </Suspense>
  );
}

function ReplyComposerPlace() {
  return (
    <div className="reply-composer" aria-hidden="true" inert>
      <span className="reply-composer__place-label" />
      <textarea className="reply-composer__place-field" rows={3} tabIndex={-1} readOnly />
      <div className="reply-composer__actions">
        <span className="button button--primary reply-composer__place-button">Post Reply</span>
      </div>
    </div>
  );
}
