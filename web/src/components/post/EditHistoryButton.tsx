import { useState } from 'react';
import { POST_EDIT_LABELS } from '@salon/domain';
import { lazyNamed } from '../../lib/lazy-named';
import type { RevisionPage } from '../../lib/post-revisions';
import { OnceOpened } from '../ui/OnceOpened';

const LazyEditHistoryDialog = lazyNamed(() => import('./EditHistoryDialog'), 'EditHistoryDialog');

/**
 * Staff's "Edit history" beside an edited post's mark, opening the versions its edits replaced.
 * Named for its post, since a page has one per edited post. The caller shows it to staff only; the
 * rules refuse anyone else the versions anyway.
 */
export function EditHistoryButton({
  what,
  postName,
  load,
}: {
  what: 'discussion' | 'reply';
  /** Which post, for the button's name: "the discussion", "the reply by Clara". */
  postName: string;
  load: () => Promise<RevisionPage>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-label={`${POST_EDIT_LABELS.editHistory} of ${postName}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {POST_EDIT_LABELS.editHistory}
      </button>
      <OnceOpened open={open}>
        <LazyEditHistoryDialog what={what} load={load} open={open} onOpenChange={setOpen} />
      </OnceOpened>
    </>
  );
}
