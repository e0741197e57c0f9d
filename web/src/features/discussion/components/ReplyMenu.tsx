import { useState, type ReactNode } from 'react';
import { canDeletePost, isAdminAction, type Viewer } from '@salon/domain';
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
}

export type RenderReplyMenu = (props: ReplyMenuProps) => ReactNode;

/**
 * A reply's menu. The caller may bring its own (the Salon adds Report); otherwise it is Delete
 * alone, for the reply's author and admins (forum spec §2, §6), as poll replies have it: a
 * report names a thread or a thread reply, so poll replies cannot be reported.
 */
export function ReplyMenu({
  parent,
  reply,
  viewer,
  render,
}: {
  parent: ReplyParent;
  reply: ReplyWithAuthor;
  viewer: Viewer | null;
  render: RenderReplyMenu | undefined;
}) {
  const services = useFirebaseServices();
  const authorId = useAuthorId(
    { key: `${parent.kind}/${parent.id}/${reply.id}`, ...reply },
    viewer !== null,
    () => fetchHiddenAuthorId(services, parent, reply.id),
  );
  const deletion = useReplyDeletion(parent, viewer);
  const deleteReply = (author: string | null) => deletion(reply.id, author);
  if (render) return render({ reply, authorId, deleteReply });
  return <DeleteOnlyMenu viewer={viewer} authorId={authorId} deleteReply={deleteReply} />;
}

function DeleteOnlyMenu({
  viewer,
  authorId,
  deleteReply,
}: {
  viewer: Viewer | null;
  authorId: string | null;
  deleteReply: (authorId: string | null) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  if (viewer === null || !canDeletePost(viewer, authorId)) return null;
  return (
    <>
      <PostMenu
        label="Reply actions"
        canReport={false}
        canDelete
        onReport={() => {}}
        onDelete={() => setOpen(true)}
      />
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
    </>
  );
}
