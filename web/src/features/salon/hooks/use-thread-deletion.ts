import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FORUM_ERRORS, threadDeletedToast, type Viewer } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { deleteThread } from '../api/salon-api';

/**
 * Deleting the open thread, with the toasts of forum spec §6 and §8 (its replies' deletion is
 * the discussion's). `deletingThread` lets the page tell its own deletion from someone else's.
 */
export function useThreadDeletion(threadId: string, viewer: Viewer | null) {
  const services = useFirebaseServices();
  const navigate = useNavigate();
  const deletingThread = useRef(false);

  const deleteOpenThread = useCallback(
    async (authorId: string | null) => {
      if (!viewer) return;
      deletingThread.current = true;
      try {
        await deleteThread(services, threadId);
        toast(threadDeletedToast(viewer, authorId));
        void navigate('/salon');
      } catch (error) {
        deletingThread.current = false;
        console.error('Could not delete the discussion.', error);
        const description =
          toAppError(error).kind === 'permissionDenied'
            ? FORUM_ERRORS.deleteThreadForbidden
            : FORUM_ERRORS.deleteThreadFailed;
        toast({ title: 'Error', description, variant: 'destructive' });
      }
    },
    [services, threadId, viewer, navigate],
  );

  return { deleteThread: deleteOpenThread, deletingThread };
}
