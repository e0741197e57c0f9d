import { useMemo } from 'react';
import { FORUM_EMPTY_STATES, FORUM_TOASTS, buildReplyTree } from '@salon/domain';
import { EmptyState } from '../../salon/components/EmptyState';
import { ReplyBranch, type ReplyBranchContext } from '../../salon/components/ReplyBranch';
import { ReplyComposer } from '../../salon/components/ReplyComposer';
import { SignInToReply } from '../../salon/components/SignInToReply';
import { useRequireSignIn } from '../../salon/hooks/use-require-sign-in';
import { useViewer } from '../../salon/hooks/use-viewer';
import type { PollItem, PollReplyWithAuthor, PollsApi } from '../api/types';
import { usePollReplies } from '../hooks/use-poll-replies';
import { PollReplyMenu } from './PollReplyMenu';

/** Invented: the spec shows no heading for poll replies; the thread page's, named for the poll. */
export function pollRepliesHeading(count: number): string {
  return `Poll Discussion (${count} ${count === 1 ? 'reply' : 'replies'})`;
}

const NO_REPLIES: readonly PollReplyWithAuthor[] = [];

/**
 * The replies under the poll (forum spec §2): nested like thread replies, newest first, with
 * "Post anonymously" and delete, live. Poll replies have no reactions and no report.
 */
export function PollDiscussion({ api, poll }: { api: PollsApi; poll: PollItem }) {
  const viewer = useViewer();
  const requireSignIn = useRequireSignIn();
  const replies = usePollReplies(api, poll.id);
  const list = replies.status === 'ready' ? replies.replies : NO_REPLIES;
  const tree = useMemo(() => buildReplyTree(list, 'recent'), [list]);
  const byId = useMemo(() => new Map(list.map((reply) => [reply.id, reply])), [list]);
  const context = useMemo(
    (): ReplyBranchContext<PollReplyWithAuthor> => ({
      viewer,
      requireSignIn,
      postReply: (parent, draft) =>
        api.postReply({ pollId: parent.pollId, parentId: parent.id, ...draft }),
      postedToast: FORUM_TOASTS.pollReplyPosted,
      renderMenu: (reply) => <PollReplyMenu api={api} viewer={viewer} reply={reply} />,
    }),
    [api, viewer, requireSignIn],
  );
  const headingId = `poll-discussion-${poll.id}`;

  return (
    <section className="poll-discussion" aria-labelledby={headingId}>
      <h3 id={headingId}>{pollRepliesHeading(list.length)}</h3>
      {viewer ? (
        <div className="salon-card">
          <ReplyComposer
            post={(draft) => api.postReply({ pollId: poll.id, parentId: null, ...draft })}
            postedToast={FORUM_TOASTS.pollReplyPosted}
            label="Your reply to the poll"
          />
        </div>
      ) : (
        <SignInToReply />
      )}
      {replies.status === 'loading' ? (
        <p role="status" className="salon-meta">
          Loading replies…
        </p>
      ) : tree.length === 0 ? (
        <EmptyState title={FORUM_EMPTY_STATES.noReplies} />
      ) : (
        <ul className="reply-list" aria-label="Poll replies">
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
