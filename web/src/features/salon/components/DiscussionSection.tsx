import { useMemo, useState } from 'react';
import {
  FORUM_EMPTY_STATES,
  FORUM_LABELS,
  REPLY_SORT_LABELS,
  buildReplyTree,
  discussionHeading,
  type ReplySort,
  type Viewer,
} from '@salon/domain';
import type { ReplyWithAuthor, SalonApi } from '../api/types';
import type { OwnReactions } from '../hooks/use-own-reactions';
import { EmptyState } from './EmptyState';
import { PostActions } from './PostActions';
import { ReactionButtons } from './ReactionButtons';
import { ReplyBranch, type ReplyBranchContext } from './ReplyBranch';
import { SortSelect } from './SortSelect';

/** What the thread's replies need: the API, who is looking, their reactions, deletion. */
export interface ThreadRepliesContext {
  readonly api: SalonApi;
  readonly viewer: Viewer | null;
  readonly reactions: OwnReactions;
  readonly requireSignIn: () => boolean;
  readonly onDeleteReply: (reply: ReplyWithAuthor, authorId: string | null) => Promise<void>;
}

/** A thread reply's branch: reactions before "Reply", the Report/Delete menu after it. */
function threadBranchContext({
  api,
  viewer,
  reactions,
  requireSignIn,
  onDeleteReply,
}: ThreadRepliesContext): ReplyBranchContext<ReplyWithAuthor> {
  return {
    viewer,
    requireSignIn,
    postReply: (parent, draft) =>
      api.postReply({ threadId: parent.threadId, parentId: parent.id, ...draft }),
    renderReactions: (reply, name) => (
      <ReactionButtons
        counts={reply.reactionCounts}
        replyId={reply.id}
        reactions={reactions}
        requireSignIn={requireSignIn}
        label={`Reactions to the reply by ${name}`}
      />
    ),
    renderMenu: (reply) => (
      <PostActions
        api={api}
        viewer={viewer}
        post={{
          threadId: reply.threadId,
          replyId: reply.id,
          isAnonymous: reply.isAnonymous,
          authorId: reply.authorId,
        }}
        requireSignIn={requireSignIn}
        onDelete={(authorId) => onDeleteReply(reply, authorId)}
      />
    ),
  };
}

/** "Discussion (N replies)", the collapse hint, the sort, and the nested replies (§2). */
export function DiscussionSection({
  replies,
  context,
}: {
  replies: readonly ReplyWithAuthor[];
  context: ThreadRepliesContext;
}) {
  const [sort, setSort] = useState<ReplySort>('recent');
  const tree = useMemo(() => buildReplyTree(replies, sort), [replies, sort]);
  const byId = useMemo(() => new Map(replies.map((reply) => [reply.id, reply])), [replies]);
  const branchContext = useMemo(() => threadBranchContext(context), [context]);

  return (
    <section className="discussion" aria-labelledby="discussion-heading">
      <div className="salon-section-header">
        <div>
          <h2 id="discussion-heading">{discussionHeading(replies.length)}</h2>
          <p className="salon-meta">{FORUM_LABELS.collapseHint}</p>
        </div>
        <SortSelect
          label="Sort replies"
          sort={sort}
          labels={REPLY_SORT_LABELS}
          onSortChange={setSort}
        />
      </div>
      {tree.length === 0 ? (
        <EmptyState title={FORUM_EMPTY_STATES.noReplies} />
      ) : (
        <ul className="reply-list" aria-label="Replies">
          {tree.map((node) => (
            <ReplyBranch
              key={node.reply.id}
              node={node}
              parent={node.reply.parentId ? (byId.get(node.reply.parentId) ?? null) : null}
              context={branchContext}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
