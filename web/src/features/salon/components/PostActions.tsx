import { useState } from 'react';
import {
  canDeletePost,
  canEditPost,
  canReportPost,
  isAdminAction,
  type Viewer,
} from '@salon/domain';
import { LazyDeleteDialog } from '../../../components/post/lazy-delete-dialog';
import { PostMenu } from '../../../components/post/PostMenu';
import { OnceOpened } from '../../../components/ui/OnceOpened';
import { LazyReportDialog } from '../../../components/report/lazy-report-dialog';
import { usePostBlock } from '../../../components/block/use-post-block';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { submitReport } from '../api/salon-api';

/** A thread (replyId null) or one of its replies, as far as its menu goes. */
export interface PostRef {
  readonly threadId: string;
  /** Null for the thread itself. */
  readonly replyId: string | null;
}

/**
 * A thread's or thread reply's menu with the dialogs it opens. Report is offered to everyone but
 * the author (visitors are asked to sign in); Delete to the author and admins; Edit (`onEdit`,
 * which opens the caller's edit form) to the author alone. `authorId` is the post's author where
 * the viewer may know it (an anonymous post's only for its author and staff). Block as
 * `usePostBlock` offers it, on a post that names its author (`publicAuthorId`).
 */
export function PostActions({
  viewer,
  post,
  authorId,
  publicAuthorId = null,
  requireSignIn,
  onDelete,
  onEdit,
}: {
  viewer: Viewer | null;
  post: PostRef;
  authorId: string | null;
  /** The author the post names; null on anonymous posts. */
  publicAuthorId?: string | null;
  requireSignIn: () => boolean;
  /** Deletes the post and shows its toasts; `authorId` decides the admin wording. */
  onDelete: (authorId: string | null) => Promise<unknown>;
  /** Opens the post's edit form in place; offered when the viewer is its author. */
  onEdit?: (() => void) | undefined;
}) {
  const services = useFirebaseServices();
  const [dialog, setDialog] = useState<'report' | 'delete' | null>(null);
  const block = usePostBlock(viewer, publicAuthorId);
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
        onEdit={canEditPost(viewer, authorId) ? onEdit : undefined}
        {...block.menu}
      />
      {block.dialog}
      {viewer ? (
        <OnceOpened open={dialog === 'report'}>
          <LazyReportDialog
            target={{ threadId: post.threadId, replyId: post.replyId }}
            send={(report) => submitReport(services, report)}
            open={dialog === 'report'}
            onOpenChange={(open) => setDialog(open ? 'report' : null)}
          />
        </OnceOpened>
      ) : null}
      {viewer && canDelete ? (
        <OnceOpened open={dialog === 'delete'}>
          <LazyDeleteDialog
            what={what}
            adminAction={isAdminAction(viewer, authorId)}
            open={dialog === 'delete'}
            onOpenChange={(open) => setDialog(open ? 'delete' : null)}
            onConfirm={async () => {
              await onDelete(authorId);
              setDialog(null);
            }}
          />
        </OnceOpened>
      ) : null}
    </>
  );
}
