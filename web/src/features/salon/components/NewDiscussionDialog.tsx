import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  FORUM_LABELS,
  FORUM_TOASTS,
  THREAD_BODY_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  isThreadDraftSubmittable,
  isWithinLimit,
  validateThreadDraft,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import type { SalonApi } from '../api/types';
import { createThreadErrorToast } from '../create-thread-error';
import { CharacterCount } from './CharacterCount';

/**
 * The new-discussion form (forum spec §2, §5, §8): title, body, "Post anonymously", a counter per
 * field; submit stays disabled while a field is empty or over its limit. Posting goes through
 * the createThread callable; the list shows the new thread live.
 */
export function NewDiscussionDialog({
  api,
  open,
  onOpenChange,
}: {
  api: SalonApi;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = { title: useId(), body: useId(), titleCount: useId(), bodyCount: useId() };
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [busy, setBusy] = useState(false);

  /** Closing, however it happens (Cancel, Escape, success), discards the draft. */
  function close() {
    setTitle('');
    setBody('');
    setIsAnonymous(false);
    onOpenChange(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateThreadDraft({ title, body });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await api.createThread({ title: title.trim(), body: body.trim(), isAnonymous });
      toast(FORUM_TOASTS.threadCreated);
      close();
    } catch (error) {
      console.error('Could not create the discussion.', error);
      toast({ ...createThreadErrorToast(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">Start a New Discussion</Dialog.Title>
          <Dialog.Description className="dialog__description">
            Share a question or an idea with The Salon.
          </Dialog.Description>
          <form className="salon-form" onSubmit={(event) => void handleSubmit(event)}>
            <div className="field">
              <label htmlFor={ids.title}>Title</label>
              <input
                id={ids.title}
                value={title}
                aria-describedby={ids.titleCount}
                aria-invalid={!isWithinLimit(title.trim(), THREAD_TITLE_MAX_LENGTH)}
                onChange={(event) => setTitle(event.target.value)}
              />
              <CharacterCount id={ids.titleCount} text={title} max={THREAD_TITLE_MAX_LENGTH} />
            </div>
            <div className="field">
              <label htmlFor={ids.body}>Content</label>
              <textarea
                id={ids.body}
                rows={8}
                value={body}
                aria-describedby={ids.bodyCount}
                aria-invalid={!isWithinLimit(body.trim(), THREAD_BODY_MAX_LENGTH)}
                onChange={(event) => setBody(event.target.value)}
              />
              <CharacterCount id={ids.bodyCount} text={body} max={THREAD_BODY_MAX_LENGTH} />
            </div>
            <label className="salon-checkbox">
              <input
                type="checkbox"
                checked={isAnonymous}
                onChange={(event) => setIsAnonymous(event.target.checked)}
              />
              {FORUM_LABELS.postAnonymously}
            </label>
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="button button--ghost">
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className="button button--primary"
                disabled={busy || !isThreadDraftSubmittable({ title, body })}
                aria-busy={busy}
              >
                Create Discussion
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
