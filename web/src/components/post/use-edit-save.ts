import { useState } from 'react';
import { POST_EDIT_TOASTS, type ToastMessage } from '@salon/domain';
import { toast } from '../toast/use-toast';
import { editErrorToast } from './edit-error-toast';

/**
 * Saving an edit form: the client's own check first (its toast, nothing sent), then the callable.
 * Saved, the form closes with "Changes Saved" (or silently when the text was that already);
 * refused, it stays open with the text as typed and the server's reason as a toast, and the post is
 * unchanged.
 */
export function useEditSave(onSaved: () => void) {
  const [busy, setBusy] = useState(false);

  async function save(problem: ToastMessage | null, send: () => Promise<boolean>) {
    if (busy) return;
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      if (await send()) toast(POST_EDIT_TOASTS.saved);
      onSaved();
    } catch (error) {
      console.error('Could not save the edit.', error);
      toast({ ...editErrorToast(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return { busy, save };
}
