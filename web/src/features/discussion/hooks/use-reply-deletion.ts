import { useCallback } from 'react';
import { FORUM_ERRORS, replyDeletedToast, type Viewer } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { deleteReply } from '../api/discussion-api';
import type { ReplyParent } from '../api/types';

/**
 * Deletes a reply under either parent with the toasts of forum spec §6 and §8; `authorId`
 * decides the admin wording. Resolves to whether the reply is gone, once its toast is shown.
 */
export function useReplyDeletion(parent: ReplyParent, viewer: Viewer | null) {
  const services = useFirebaseServices();
  const { kind, id } = parent;
  return useCallback(
    async (replyId: string, authorId: string | null): Promise<boolean> => {
      if (!viewer) return false;
      try {
        await deleteReply(services, { kind, id }, replyId);
        toast(replyDeletedToast(viewer, authorId));
        return true;
      } catch (error) {
        console.error('Could not delete the reply.', error);
        toast({
          title: 'Error',
          description: FORUM_ERRORS.deleteReplyFailed,
          variant: 'destructive',
        });
        return false;
      }
    },
    [services, kind, id, viewer],
  );
}
