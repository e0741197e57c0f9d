import { useEffect, useEffectEvent, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { POST_EDIT_LABELS, formatExactMoment, maskProfanity } from '@salon/domain';
import type { PostRevision, RevisionPage } from '../../lib/post-revisions';
import { LoadStates } from '../ui/LoadStates';
import { SalonDialog } from '../ui/SalonDialog';
import { PostBody } from './PostBody';

/** Invented, as the rest of editing: what the dialog says while loading, on failure, when empty. */
export const EDIT_HISTORY_TEXT = Object.freeze({
  loading: 'Loading earlier versions…',
  failed: 'Could not load the earlier versions. Please try again.',
  none: 'No earlier versions are kept for this post.',
});

type History =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly revisions: readonly PostRevision[];
      readonly older: RevisionPage['older'];
      readonly loadingOlder: boolean;
    };

/**
 * Staff's view of the versions a post's edits replaced, newest first, a page at a time
 * (lib/post-revisions.ts). Read afresh each time it opens, so a newer edit is there.
 */
export function EditHistoryDialog({
  what,
  load,
  open,
  onOpenChange,
}: {
  what: 'discussion' | 'reply';
  load: () => Promise<RevisionPage>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [history, setHistory] = useState<History>({ status: 'loading' });
  // Each opening starts from "loading", not from what the last one showed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setHistory({ status: 'loading' });
  }
  // The caller's latest `load`, without reading again each time the page around re-renders.
  const loadFirst = useEffectEvent(load);

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadFirst().then(
      (page) => {
        if (current) setHistory({ status: 'ready', ...page, loadingOlder: false });
      },
      (error: unknown) => {
        console.error('Could not load the edit history.', error);
        if (current) setHistory({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [open]);

  async function showOlder() {
    if (history.status !== 'ready' || history.loadingOlder) return;
    const { older, revisions } = history;
    if (!older) return;
    setHistory({ ...history, loadingOlder: true });
    try {
      const page = await older();
      setHistory({
        status: 'ready',
        revisions: [...revisions, ...page.revisions],
        older: page.older,
        loadingOlder: false,
      });
    } catch (error) {
      console.error('Could not load older versions.', error);
      setHistory({ status: 'failed' });
    }
  }

  return (
    <SalonDialog
      title={POST_EDIT_LABELS.editHistoryTitle}
      description={`Earlier versions of this ${what}, newest first. Only staff can see them.`}
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className="edit-history">
        <LoadStates
          state={history}
          loading={
            <p role="status" className="meta">
              {EDIT_HISTORY_TEXT.loading}
            </p>
          }
          failed={<p role="alert">{EDIT_HISTORY_TEXT.failed}</p>}
          isEmpty={(ready) => ready.revisions.length === 0}
          empty={<p className="meta">{EDIT_HISTORY_TEXT.none}</p>}
        >
          {(ready) => (
            <ol className="edit-history__list" aria-label="Earlier versions">
              {ready.revisions.map((revision) => (
                <li key={revision.id} className="edit-history__item">
                  <p className="meta">
                    {revision.replacedAt
                      ? `Replaced ${formatExactMoment(revision.replacedAt)}`
                      : 'Replaced'}
                  </p>
                  {revision.title !== null ? (
                    <p className="edit-history__title">{maskProfanity(revision.title)}</p>
                  ) : null}
                  <PostBody text={revision.body} />
                </li>
              ))}
            </ol>
          )}
        </LoadStates>
      </div>
      <div className="dialog__actions">
        {history.status === 'ready' && history.older ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={history.loadingOlder}
            aria-busy={history.loadingOlder}
            onClick={() => void showOlder()}
          >
            {POST_EDIT_LABELS.showOlder}
          </button>
        ) : null}
        <Dialog.Close asChild>
          <button type="button" className="button button--primary">
            Close
          </button>
        </Dialog.Close>
      </div>
    </SalonDialog>
  );
}
