import { useState, type ReactNode } from 'react';
import { canDeletePost, canEditPost, isAdminAction, type Viewer } from '@salon/domain';
import { usePostBlock } from '../../../components/block/use-post-block';
import { LazyDeleteDialog } from '../../../components/post/lazy-delete-dialog';
import { PostMenu } from '../../../components/post/PostMenu';
import { OnceOpened } from '../../../components/ui/OnceOpened';
import { useAuthorId } from '../../../hooks/use-author-id';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { fetchHiddenAuthorId } from '../api/discussion-api';
import type { ReplyParent, ReplyWithAuthor } from '../api/types';
import { useReplyDeletion } from '../hooks/use-reply-deletion';

/** What a caller's own reply menu is handed: the reply's author (when readable) and deletion. */
export interface ReplyMenuProps {
  readonly reply: ReplyWithAuthor;
  /** The author's uid; for an anonymous reply only its author and staff learn it, else null. */
  readonly authorId: string | null;
  /** Deletes the reply with its toasts; resolves to whether it is gone. */
  readonly deleteReply: (authorId: string | null) => Promise<boolean>;
  /** Opens the reply's edit form; undefined unless the viewer is its author. */
  readonly onEdit: (() => void) | undefined;
}

export type RenderReplyMenu = (props: ReplyMenuProps) => ReactNode;

/**
 * A reply's menu. The caller may bring its own (the Salon adds Report); otherwise it is Edit, for
 * the reply's author, Delete, for the author and admins (forum spec §2, §6), and Block on a reply
 * that names its author, as poll replies have it: a report names a thread or a thread reply, so
 * poll replies cannot be reported.
 */
export function ReplyMenu({
  parent,
  reply,
  viewer,
  render,
  onEdit,
}: {
  parent: ReplyParent;
  reply: ReplyWithAuthor;
  viewer: Viewer | null;
  render: RenderReplyMenu | undefined;
  /** Opens the reply's edit form in place; offered only to its author. */
  onEdit: () => void;
}) {
  const services = useFirebaseServices();
  const authorId = useAuthorId(
    { key: `${parent.kind}/${parent.id}/${reply.id}`, ...reply },
    viewer !== null,
    () => fetchHiddenAuthorId(services, parent, reply.id),
  );
  const deletion = useReplyDeletion(parent, viewer);
  const deleteReply = (author: string | null) => deletion(reply.id, author);
  const edit = canEditPost(viewer, authorId) ? onEdit : undefined;
  if (render) return render({ reply, authorId, deleteReply, onEdit: edit });
  return (
    <OwnReplyMenu
      viewer={viewer}
      authorId={authorId}
      publicAuthorId={reply.authorId}
      deleteReply={deleteReply}
      onEdit={edit}
    />
  );
}

function OwnReplyMenu({
  viewer,
  authorId,
  publicAuthorId,
  deleteReply,
  onEdit,
}: {
  viewer: Viewer | null;
  authorId: string | null;
  /** The author the reply names; null on anonymous replies. */
  publicAuthorId: string | null;
  deleteReply: (authorId: string | null) => Promise<boolean>;
  onEdit: (() => void) | undefined;
}) {
  const [open, setOpen] = useState(false);
  const block = usePostBlock(viewer, publicAuthorId);
  if (viewer === null) return null;
  const canDelete = canDeletePost(viewer, authorId);
  return (
    <>
      <PostMenu
        label="Reply actions"
        canReport={false}
        canDelete={canDelete}
        onReport={() => {}}
        onDelete={() => setOpen(true)}
        onEdit={onEdit}
        {...block.menu}
      />
      {block.dialog}
      {canDelete ? (
        <OnceOpened open={open}>
          <LazyDeleteDialog
            what="reply"
            adminAction={isAdminAction(viewer, authorId)}
            open={open}
            onOpenChange={setOpen}
            onConfirm={async () => {
              // A failed deletion keeps the dialog open, to try again.
              if (await deleteReply(authorId)) setOpen(false);
            }}
          />
        </OnceOpened>
      ) : null}
    </>
  );
}
