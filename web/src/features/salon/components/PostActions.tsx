import { useState } from 'react';
import { canDeletePost, canReportPost, isAdminAction, type Viewer } from '@salon/domain';
import type { SalonApi } from '../api/types';
import { useAuthorId } from '../hooks/use-author-id';
import { DeleteDialog } from './DeleteDialog';
import { PostMenu } from './PostMenu';
import { ReportDialog } from './ReportDialog';

export interface PostRef {
  readonly threadId: string;
  /** Null for the thread itself. */
  readonly replyId: string | null;
  readonly isAnonymous: boolean;
  readonly authorId: string | null;
}

/**
 * A post's menu with the dialogs it opens. Report is offered to everyone but the author
 * (visitors are asked to sign in); Delete to the author and admins. The author of an anonymous
 * post is looked up where the viewer may read it.
 */
export function PostActions({
  api,
  viewer,
  post,
  requireSignIn,
  onDelete,
}: {
  api: SalonApi;
  viewer: Viewer | null;
  post: PostRef;
  requireSignIn: () => boolean;
  /** Deletes the post and shows its toasts; `authorId` decides the admin wording. */
  onDelete: (authorId: string | null) => Promise<void>;
}) {
  const authorId = useAuthorId(
    { key: `${post.threadId}/${post.replyId ?? ''}`, ...post },
    viewer !== null,
    () => api.fetchHiddenAuthorId(post.threadId, post.replyId),
  );
  const [dialog, setDialog] = useState<'report' | 'delete' | null>(null);
  const what = post.replyId === null ? 'discussion' : 'reply';
  const canReport = viewer === null || canReportPost(viewer, authorId);
  const canDelete = canDeletePost(viewer, authorId);

  return (
    <>
      <PostMenu
        label={what === 'discussion' ? 'Discussion actions' : 'Reply actions'}
        canReport={canReport}
        canDelete={canDelete}
        onReport={() => {
          if (requireSignIn()) setDialog('report');
        }}
        onDelete={() => setDialog('delete')}
      />
      {viewer ? (
        <ReportDialog
          api={api}
          target={{ threadId: post.threadId, replyId: post.replyId }}
          open={dialog === 'report'}
          onOpenChange={(open) => setDialog(open ? 'report' : null)}
        />
      ) : null}
      {viewer && canDelete ? (
        <DeleteDialog
          what={what}
          adminAction={isAdminAction(viewer, authorId)}
          open={dialog === 'delete'}
          onOpenChange={(open) => setDialog(open ? 'delete' : null)}
          onConfirm={async () => {
            await onDelete(authorId);
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}
