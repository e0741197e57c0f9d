import { Suspense, useRef, useState, type ReactNode } from 'react';
import {
  DELETED_REPLY_PLACEHOLDER,
  FORUM_LABELS,
  REPLY_BODY_CLAMP_PX,
  authorDisplayName,
  isDeepThread,
  isDeletedReply,
  maskProfanity,
  plainPreview,
  quotedParentExcerpt,
  replyIndentPx,
  type ReplyNode,
  type ToastMessage,
  type Viewer,
} from '@salon/domain';
import { BlockedPostFold } from '../../../components/post/BlockedPostFold';
import { ClampedText } from '../../../components/post/ClampedText';
import { PostBody } from '../../../components/post/PostBody';
import { PostByline } from '../../../components/post/PostByline';
import { isFromBlockedMember, useBlocking } from '../../../hooks/use-blocking';
import { useHasStoredDraft } from '../../../hooks/use-draft';
import { replyDraftPlace } from '../../../lib/drafts';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { fetchReplyRevisions, postReply } from '../api/discussion-api';
import type { ReplyParent, ReplyWithAuthor } from '../api/types';
import { LazyReplyComposer } from './LazyReplyComposer';
import { ReplyMenu, type RenderReplyMenu } from './ReplyMenu';
import { lazyNamed } from '../../../lib/lazy-named';

// The edit form loads with its author's first Edit: most readers never edit a reply.
const ReplyEditForm = lazyNamed(() => import('./ReplyEditForm'), 'ReplyEditForm');

/** What every branch of one discussion shares, given once for the whole tree. */
export interface ReplyBranchContext {
  readonly parent: ReplyParent;
  readonly viewer: Viewer | null;
  readonly requireSignIn: () => boolean;
  /** The toast after posting; the discussion's "Reply Posted" by default. */
  readonly postedToast?: ToastMessage;
  /** Shown before "Reply": a thread reply's reactions (poll replies have none). */
  readonly renderReactions?: (reply: ReplyWithAuthor, authorName: string) => ReactNode;
  /** Shown after "Reply": the reply's menu; Delete alone (ReplyMenu's own) when not given. */
  readonly renderMenu?: RenderReplyMenu;
}

/**
 * One reply and, below it, its own replies (forum spec §2, §9): a [-]/[+] control per branch,
 * "Deep thread" above depth 2, the parent's quoted excerpt, a reply box on demand, "edited" with
 * staff's "Edit history" and the author's edit form in place of the text. Indentation grows 20 px
 * per level and stops growing at depth 4. A removed reply stays as a placeholder with no actions
 * (no Edit either), so its answers keep their place.
 */
export function ReplyBranch({
  node,
  parent,
  context,
}: {
  node: ReplyNode<ReplyWithAuthor>;
  parent: ReplyWithAuthor | null;
  context: ReplyBranchContext;
}) {
  const services = useFirebaseServices();
  const { reply, depth, children } = node;
  const { viewer, requireSignIn } = context;
  const [collapsed, setCollapsed] = useState(false);
  const draftPlace = replyDraftPlace(context.parent, reply.id);
  // A reply being written to this reply when the page was left opens again with its draft.
  const [replying, setReplying] = useState(useHasStoredDraft(draftPlace));
  const [editing, setEditing] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // The form goes: focus lands on the reply it changed, not on the page.
    replyButton.current?.focus();
  };
  const deleted = isDeletedReply(reply);
  const name = authorDisplayName(reply, reply.author);
  const blocking = useBlocking();
  // A plain excerpt: the parent's formatting marks would read as noise. None of a folded parent:
  // a blocked member's words stay folded in the answers too.
  const excerpt =
    parent && !isFromBlockedMember(blocking, parent.authorId) ? quotedParentExcerpt(parent) : null;
  const quote = excerpt === null ? null : plainPreview(excerpt);
  const childListId = `replies-to-${reply.id}`;
  const body = (
    <ClampedText maxHeightPx={REPLY_BODY_CLAMP_PX}>
      <PostBody text={reply.body} />
    </ClampedText>
  );

  return (
    <li className="reply" data-depth={depth}>
      {/* A blocked member's reply folds; the answers below it fold each by their own author. */}
      <BlockedPostFold publicAuthorId={deleted ? null : reply.authorId}>
        <article
          className="reply__card"
          aria-label={deleted ? 'Deleted reply' : `Reply by ${name}`}
        >
          <div className="reply__header">
            {children.length > 0 ? (
              <button
                type="button"
                className="reply__toggle"
                aria-expanded={!collapsed}
                aria-controls={childListId}
                onClick={() => setCollapsed((value) => !value)}
              >
                {collapsed ? '[+]' : '[-]'}
                <span className="visually-hidden">
                  {collapsed ? ' Expand' : ' Collapse'} {children.length}{' '}
                  {children.length === 1 ? 'reply' : 'replies'}
                </span>
              </button>
            ) : null}
            {isDeepThread(depth) ? <span className="tag">{FORUM_LABELS.deepThread}</span> : null}
            {deleted ? null : (
              <PostByline
                post={reply}
                editHistory={{
                  viewer,
                  what: 'reply',
                  postName: `the reply by ${name}`,
                  load: () => fetchReplyRevisions(services, context.parent, reply.id),
                }}
              />
            )}
          </div>
          {deleted ? (
            <p className="reply__deleted">{DELETED_REPLY_PLACEHOLDER}</p>
          ) : (
            <>
              {quote && parent ? (
                <blockquote className="reply__quote">
                  <span className="visually-hidden">
                    Replying to {authorDisplayName(parent, parent.author)}:{' '}
                  </span>
                  {maskProfanity(quote)}
                </blockquote>
              ) : null}
              {editing && viewer ? (
                // The reply stays as it is for the moment the form's code takes.
                <Suspense fallback={body}>
                  <ReplyEditForm parent={context.parent} reply={reply} onClose={stopEditing} />
                </Suspense>
              ) : (
                body
              )}
              <div className="reply__actions">
                {context.renderReactions?.(reply, name)}
                <button
                  ref={replyButton}
                  type="button"
                  className="link-button"
                  aria-expanded={replying}
                  onClick={() => {
                    if (requireSignIn()) setReplying((open) => !open);
                  }}
                >
                  Reply
                </button>
                <ReplyMenu
                  parent={context.parent}
                  reply={reply}
                  viewer={viewer}
                  render={context.renderMenu}
                  onEdit={() => setEditing(true)}
                />
              </div>
              {replying && viewer ? (
                <LazyReplyComposer
                  draftPlace={draftPlace}
                  post={(draft) =>
                    postReply(services, context.parent, { parentId: reply.id, ...draft })
                  }
                  postedToast={context.postedToast}
                  label={`Reply to ${name}`}
                  onPosted={() => setReplying(false)}
                  onCancel={() => setReplying(false)}
                />
              ) : null}
            </>
          )}
        </article>
      </BlockedPostFold>
      {children.length > 0 && !collapsed ? (
        <ul
          id={childListId}
          className="reply-list"
          // Each level adds its share of indentation until depth 4, then adds nothing.
          style={{ paddingLeft: `${replyIndentPx(depth + 1) - replyIndentPx(depth)}px` }}
        >
          {children.map((child) => (
            <ReplyBranch key={child.reply.id} node={child} parent={reply} context={context} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
