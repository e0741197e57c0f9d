import { useMemo, useState } from 'react';
import {
  FORUM_EMPTY_STATES,
  FORUM_LABELS,
  buildReplyTree,
  discussionHeading,
  type ReplySort,
} from '@salon/domain';
import type { ReplyWithAuthor } from '../api/types';
import { EmptyState } from './EmptyState';
import { ReplyBranch, type ReplyBranchContext } from './ReplyBranch';
import { ReplySortSelect } from './ReplySortSelect';

/** "Discussion (N replies)", the collapse hint, the sort, and the nested replies (§2). */
export function DiscussionSection({
  replies,
  context,
}: {
  replies: readonly ReplyWithAuthor[];
  context: ReplyBranchContext;
}) {
  const [sort, setSort] = useState<ReplySort>('recent');
  const tree = useMemo(() => buildReplyTree(replies, sort), [replies, sort]);
  const byId = useMemo(() => new Map(replies.map((reply) => [reply.id, reply])), [replies]);

  return (
    <section className="discussion" aria-labelledby="discussion-heading">
      <div className="salon-section-header">
        <div>
          <h2 id="discussion-heading">{discussionHeading(replies.length)}</h2>
          <p className="salon-meta">{FORUM_LABELS.collapseHint}</p>
        </div>
        <ReplySortSelect sort={sort} onSortChange={setSort} />
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
              context={context}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
