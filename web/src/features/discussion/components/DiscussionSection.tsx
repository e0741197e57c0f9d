import { useMemo, useState, type ReactNode } from 'react';
import {
  FORUM_EMPTY_STATES,
  FORUM_LABELS,
  FORUM_TOASTS,
  REPLY_SORT_LABELS,
  buildReplyTree,
  discussionHeading,
  pollRepliesHeading,
  type ReplySort,
  type ToastMessage,
} from '@salon/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SortSelect } from '../../../components/ui/SortSelect';
import { useRequireSignIn } from '../../../hooks/use-require-sign-in';
import { useViewer } from '../../../hooks/use-viewer';
import { replyDraftPlace } from '../../../lib/drafts';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { postReply } from '../api/discussion-api';
import type { ReplyParent, ReplyWithAuthor } from '../api/types';
import type { RepliesState } from '../hooks/use-replies';
import { ReplyBranch, type ReplyBranchContext } from './ReplyBranch';
import { LazyReplyComposer } from './LazyReplyComposer';
import type { RenderReplyMenu } from './ReplyMenu';
import { SignInToReply } from './SignInToReply';
import '../discussion.css';

/** How each parent's discussion looks (forum spec §2); its behaviour is the same for both. */
const LOOKS = {
  thread: {
    heading: discussionHeading,
    HeadingTag: 'h2',
    className: 'discussion',
    listLabel: 'Replies',
    composerLabel: 'Your reply',
    postedToast: FORUM_TOASTS.replyPosted,
    // The thread page's reply box stands above the section, which can be sorted.
    composerAbove: true,
    sortable: true,
  },
  poll: {
    heading: pollRepliesHeading,
    HeadingTag: 'h3',
    className: 'poll-discussion',
    listLabel: 'Poll replies',
    composerLabel: 'Your reply to the poll',
    postedToast: FORUM_TOASTS.pollReplyPosted,
    // Under the poll the box follows the heading; poll replies are always newest first.
    composerAbove: false,
    sortable: false,
  },
} as const satisfies Record<
  ReplyParent['kind'],
  {
    heading: (count: number) => string;
    HeadingTag: 'h2' | 'h3';
    className: string;
    listLabel: string;
    composerLabel: string;
    postedToast: ToastMessage;
    composerAbove: boolean;
    sortable: boolean;
  }
>;

const NO_REPLIES: readonly ReplyWithAuthor[] = [];

/**
 * The replies under a thread or a poll (forum spec §2, §4, §9): the reply box (or "Sign In to
 * Reply"), the heading with the count, and the nested replies, live. What the Salon adds to
 * thread replies (reactions, Report) comes in as `renderReactions` and `renderMenu`.
 */
export function DiscussionSection({
  parent,
  replies,
  renderReactions,
  renderMenu,
}: {
  parent: ReplyParent;
  replies: RepliesState;
  renderReactions?: (reply: ReplyWithAuthor, authorName: string) => ReactNode;
  renderMenu?: RenderReplyMenu;
}) {
  const looks = LOOKS[parent.kind];
  const services = useFirebaseServices();
  const viewer = useViewer();
  const requireSignIn = useRequireSignIn();
  const [sort, setSort] = useState<ReplySort>('recent');
  const list = replies.status === 'ready' ? replies.replies : NO_REPLIES;
  const tree = useMemo(() => buildReplyTree(list, sort), [list, sort]);
  const byId = useMemo(() => new Map(list.map((reply) => [reply.id, reply])), [list]);
  const { kind, id } = parent;
  const context = useMemo(
    (): ReplyBranchContext => ({
      parent: { kind, id },
      viewer,
      requireSignIn,
      postedToast: looks.postedToast,
      renderReactions,
      renderMenu,
    }),
    [kind, id, viewer, requireSignIn, looks, renderReactions, renderMenu],
  );
  const headingId = kind === 'thread' ? 'discussion-heading' : `poll-discussion-${id}`;
  const { HeadingTag } = looks;

  const composer = viewer ? (
    <div className="flat-card">
      <LazyReplyComposer
        draftPlace={replyDraftPlace(parent, null)}
        post={(draft) => postReply(services, { kind, id }, { parentId: null, ...draft })}
        postedToast={looks.postedToast}
        label={looks.composerLabel}
      />
    </div>
  ) : (
    <SignInToReply />
  );
  const heading = <HeadingTag id={headingId}>{looks.heading(list.length)}</HeadingTag>;

  return (
    <>
      {looks.composerAbove ? composer : null}
      <section className={looks.className} aria-labelledby={headingId}>
        {looks.sortable ? (
          <div className="section-header">
            <div>
              {heading}
              <p className="meta">{FORUM_LABELS.collapseHint}</p>
            </div>
            <SortSelect
              label="Sort replies"
              sort={sort}
              labels={REPLY_SORT_LABELS}
              onSortChange={setSort}
            />
          </div>
        ) : (
          heading
        )}
        {looks.composerAbove ? null : composer}
        {replies.status === 'loading' ? (
          <p role="status" className="meta">
            Loading replies…
          </p>
        ) : tree.length === 0 ? (
          <EmptyState title={FORUM_EMPTY_STATES.noReplies} />
        ) : (
          <ul className="reply-list" aria-label={looks.listLabel}>
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
    </>
  );
}
