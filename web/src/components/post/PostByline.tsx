import type { ComponentProps, ReactNode } from 'react';
import { canReadEditHistory, type Viewer } from '@salon/domain';
import type { AuthorProfile } from '../../lib/authors';
import type { Post } from '../../lib/post';
import { AuthorName } from './AuthorName';
import { EditedMark } from './EditedMark';
import { EditHistoryButton } from './EditHistoryButton';
import { TimeAgo } from './TimeAgo';

/** What a post's byline reads of it: who wrote it (as the post names them) and when. */
type BylinePost = Pick<Post, 'isAnonymous' | 'authorDeleted' | 'createdAt' | 'editedAt'> & {
  readonly author: AuthorProfile | null;
};

/**
 * A post's meta line: its author, its age, "edited" once changed (with staff's "Edit history"
 * when `editHistory` is given and the viewer may read it), then `children` (a list's tags).
 */
export function PostByline({
  post,
  editHistory,
  children,
}: {
  post: BylinePost;
  editHistory?: { readonly viewer: Viewer | null } & ComponentProps<typeof EditHistoryButton>;
  children?: ReactNode;
}) {
  return (
    <p className="meta">
      <AuthorName
        isAnonymous={post.isAnonymous}
        authorDeleted={post.authorDeleted}
        author={post.author}
      />
      <span aria-hidden="true"> · </span>
      <TimeAgo date={post.createdAt} />
      {post.editedAt ? (
        <EditedMark editedAt={post.editedAt}>
          {editHistory && canReadEditHistory(editHistory.viewer) ? (
            <EditHistoryButton
              what={editHistory.what}
              postName={editHistory.postName}
              load={editHistory.load}
            />
          ) : null}
        </EditedMark>
      ) : null}
      {children}
    </p>
  );
}
