import { Link } from 'react-router';
import { THREAD_BODY_CLAMP_PX, maskProfanity, threadPath } from '@salon/domain';
import type { ThreadWithAuthor } from '../api/types';
import { BlockedPostFold } from '../../../components/post/BlockedPostFold';
import { ClampedText } from '../../../components/post/ClampedText';
import { PostBody } from '../../../components/post/PostBody';
import { PostByline } from '../../../components/post/PostByline';
import { PostStats } from './PostStats';

/**
 * One thread in The Salon's list: title linking to the thread, author, age (and "edited"), a
 * "Poll" tag when it has one, counts, body; folded when its author is a member the viewer blocked. The list's listener brings an
 * edit's new text and mark in place.
 */
export function ThreadCard({ thread }: { thread: ThreadWithAuthor }) {
  return (
    <article className="flat-card thread-card">
      <BlockedPostFold publicAuthorId={thread.authorId}>
        <ThreadCardContent thread={thread} />
      </BlockedPostFold>
    </article>
  );
}

function ThreadCardContent({ thread }: { thread: ThreadWithAuthor }) {
  return (
    <>
      <h3 className="thread-card__title">
        <Link to={threadPath(thread.id)}>{maskProfanity(thread.title)}</Link>
      </h3>
      <PostByline post={thread}>
        {thread.pollId ? <span className="thread-card__tag">Poll</span> : null}
      </PostByline>
      <ClampedText maxHeightPx={THREAD_BODY_CLAMP_PX}>
        <PostBody text={thread.body} preview />
      </ClampedText>
      <PostStats
        replyCount={thread.replyCount}
        viewCount={thread.viewCount}
        reactionCounts={thread.reactionCounts}
      />
    </>
  );
}
