import { Suspense, useRef, useState, type ReactNode } from 'react';
import { maskProfanity, roleFlags, threadPath, type Viewer } from '@salon/domain';
import { useAuthorId } from '../../../hooks/use-author-id';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { fetchHiddenThreadAuthorId, fetchThreadRevisions } from '../api/salon-api';
import type { ThreadWithAuthor } from '../api/types';
import type { OwnReactions } from '../hooks/use-own-reactions';
import { BlockedPostFold } from '../../../components/post/BlockedPostFold';
import { PostBody } from '../../../components/post/PostBody';
import { PostByline } from '../../../components/post/PostByline';
import { PostActions } from './PostActions';
import { PostStats } from './PostStats';
import { ReactionButtons } from './ReactionButtons';
import { ShareButton } from '../../../components/ui/ShareButton';
import { lazyNamed } from '../../../lib/lazy-named';
import '../salon.css';

// The edit form, with the title's and poll's fields and checks, loads with the author's first Edit.
const ThreadEditForm = lazyNamed(() => import('./ThreadEditForm'), 'ThreadEditForm');

/**
 * The thread card of the thread page (forum spec §2): title and body with listed words masked,
 * author, age ("edited" once changed, with staff's "Edit history"), views, replies, the two
 * reactions and the Edit/Report/Delete menu. Edit turns the body into its edit form in place.
 */
export function ThreadDetail({
  thread,
  viewer,
  reactions,
  requireSignIn,
  onDelete,
  actions,
  renderPoll,
}: {
  thread: ThreadWithAuthor;
  viewer: Viewer | null;
  reactions: OwnReactions;
  requireSignIn: () => boolean;
  onDelete: (authorId: string | null) => Promise<void>;
  /** What the page adds beside Share (the Save toggle, another feature's). */
  actions?: ReactNode;
  /**
   * The discussion's poll (another feature's), under its body. `canEdit`: the viewer is its author
   * (anonymous or not); `canClose`: the author or staff. Functions decide; this only offers.
   */
  renderPoll?: (pollId: string, viewerMay: { canEdit: boolean; canClose: boolean }) => ReactNode;
}) {
  const services = useFirebaseServices();
  const authorId = useAuthorId({ key: thread.id, ...thread }, viewer !== null, () =>
    fetchHiddenThreadAuthorId(services, thread.id),
  );
  const [editing, setEditing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // The form goes: focus lands on the discussion it changed, not on the page.
    titleRef.current?.focus();
  };
  return (
    // A blocked member's thread folds whole; the replies below fold each by its own author.
    <BlockedPostFold publicAuthorId={thread.authorId}>
      <article className="flat-card thread-detail" aria-labelledby="thread-title">
        <div className="thread-detail__header">
          <h1 id="thread-title" ref={titleRef} tabIndex={-1}>
            {maskProfanity(thread.title)}
          </h1>
          <div className="thread-detail__actions">
            {actions}
            <ShareButton path={threadPath(thread.id)} title={maskProfanity(thread.title)} />
            <PostActions
              viewer={viewer}
              post={{ threadId: thread.id, replyId: null }}
              authorId={authorId}
              publicAuthorId={thread.authorId}
              requireSignIn={requireSignIn}
              onDelete={onDelete}
              onEdit={() => setEditing(true)}
            />
          </div>
        </div>
        <PostByline
          post={thread}
          editHistory={{
            viewer,
            what: 'discussion',
            postName: 'the discussion',
            load: () => fetchThreadRevisions(services, thread.id),
          }}
        />
        {editing ? (
          // The body stays as it is for the moment the form's code takes.
          <Suspense fallback={<PostBody text={thread.body} />}>
            <ThreadEditForm thread={thread} onClose={stopEditing} />
          </Suspense>
        ) : (
          <PostBody text={thread.body} />
        )}
        {thread.pollId && renderPoll
          ? renderPoll(thread.pollId, {
              canEdit: viewer !== null && authorId === viewer.uid,
              canClose:
                viewer !== null &&
                (authorId === viewer.uid || roleFlags(viewer.role).isAdminOrModerator),
            })
          : null}
        <PostStats replyCount={thread.replyCount} viewCount={thread.viewCount} />
        <ReactionButtons
          counts={thread.reactionCounts}
          replyId={null}
          reactions={reactions}
          requireSignIn={requireSignIn}
          label="Reactions to this discussion"
        />
      </article>
    </BlockedPostFold>
  );
}
