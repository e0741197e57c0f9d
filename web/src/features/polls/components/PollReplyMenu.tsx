import { useState } from 'react';
import {
  FORUM_ERRORS,
  canDeletePost,
  isAdminAction,
  replyDeletedToast,
  type Viewer,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { DeleteDialog } from '../../salon/components/DeleteDialog';
import { PostMenu } from '../../salon/components/PostMenu';
import type { PollReplyItem, PollsApi } from '../api/types';
import { useAuthorId } from '../../salon/hooks/use-author-id';

/**
 * A poll reply's menu: Delete, for its author and admins (forum spec §2, §6), with the same
 * dialog and toasts as thread replies. Poll replies cannot be reported (a report names a thread
 * or a thread reply), so the menu has no Report.
 */
export function PollReplyMenu({
  api,
  viewer,
  reply,
}: {
  api: PollsApi;
  viewer: Viewer | null;
  reply: PollReplyItem;
}) {
  const authorId = useAuthorId(
    { key: `${reply.pollId}/${reply.id}`, ...reply },
    viewer !== null,
    () => api.fetchHiddenAuthorId(reply.pollId, reply.id),
  );
  const [open, setOpen] = useState(false);
  if (viewer === null || !canDeletePost(viewer, authorId)) return null;

  async function deleteReply(signedIn: Viewer) {
    try {
      await api.deleteReply(reply.pollId, reply.id);
      toast(replyDeletedToast(signedIn, authorId));
      setOpen(false);
    } catch (error) {
      console.error('Could not delete the poll reply.', error);
      toast({
        title: 'Error',
        description: FORUM_ERRORS.deleteReplyFailed,
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <PostMenu
        label="Reply actions"
        canReport={false}
        canDelete
        onReport={() => {}}
        onDelete={() => setOpen(true)}
      />
      <DeleteDialog
        what="reply"
        adminAction={isAdminAction(viewer, authorId)}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => deleteReply(viewer)}
      />
    </>
  );
}
