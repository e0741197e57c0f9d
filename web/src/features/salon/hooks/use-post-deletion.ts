import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FORUM_ERRORS, replyDeletedToast, threadDeletedToast, type Viewer } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { toSalonError } from '../api/salon-error';
import type { SalonApi } from '../api/types';

/**
 * Deleting the open thread or one of its replies, with the toasts of forum spec §6 and §8.
 * `deletingThread` lets the page tell its own deletion from someone else's.
 */
export function usePostDeletion(api: SalonApi, threadId: string, viewer: Viewer | null) {
  const navigate = useNavigate();
  const deletingThread = useRef(false);

  const deleteThread = useCallback(
    async (authorId: string | null) => {
      if (!viewer) return;
      deletingThread.current = true;
      try {
        await api.deleteThread(threadId);
        toast(threadDeletedToast(viewer, authorId));
        void navigate('/salon');
      } catch (error) {
        deletingThread.current = false;
        console.error('Could not delete the discussion.', error);
        const description =
          toSalonError(error).kind === 'permissionDenied'
            ? FORUM_ERRORS.deleteThreadForbidden
            : FORUM_ERRORS.deleteThreadFailed;
        toast({ title: 'Error', description, variant: 'destructive' });
      }
    },
    [api, threadId, viewer, navigate],
  );

  const deleteReply = useCallback(
    async (replyId: string, authorId: string | null) => {
      if (!viewer) return;
      try {
        await api.deleteReply(threadId, replyId);
        toast(replyDeletedToast(viewer, authorId));
      } catch (error) {
        console.error('Could not delete the reply.', error);
        toast({
          title: 'Error',
          description: FORUM_ERRORS.deleteReplyFailed,
          variant: 'destructive',
        });
      }
    },
    [api, threadId, viewer],
  );

  return { deleteThread, deleteReply, deletingThread };
}
