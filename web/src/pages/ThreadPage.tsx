import { useCallback, useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FORUM_ERRORS, FORUM_LABELS, FORUM_TOASTS } from '@salon/domain';
import { toast } from '../components/toast/use-toast';
import { useRequireSignIn } from '../hooks/use-require-sign-in';
import { useViewer } from '../hooks/use-viewer';
import { SaveThreadButton } from '../features/activity';
import {
  DiscussionSection,
  type ReplyMenuProps,
  type ReplyWithAuthor,
  useReplies,
} from '../features/discussion';
import { DiscussionPoll } from '../features/polls';
import {
  PostActions,
  ReactionButtons,
  ThreadDetail,
  ThreadNotFound,
  ThreadSkeleton,
  useOwnReactions,
  useThread,
  useThreadDeletion,
  useViewCounting,
} from '../features/salon';

/** /salon/thread/:threadId (forum spec §2, §4): one discussion, live. */
export function ThreadPage() {
  const { threadId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const requireSignIn = useRequireSignIn();
  const parent = useMemo(() => ({ kind: 'thread', id: threadId }) as const, [threadId]);
  const thread = useThread(threadId);
  const replies = useReplies(parent);
  const reactions = useOwnReactions(threadId, viewer);
  const { deleteThread, deletingThread } = useThreadDeletion(threadId, viewer);
  useViewCounting(threadId, viewer !== null, thread.status === 'ready');

  // What the Salon adds to a discussion's replies: Applause and Bravo, and Report beside Edit and
  // Delete (and Block, on a named reply).
  const renderReactions = useCallback(
    (reply: ReplyWithAuthor, name: string) => (
      <ReactionButtons
        counts={reply.reactionCounts}
        replyId={reply.id}
        reactions={reactions}
        requireSignIn={requireSignIn}
        label={`Reactions to the reply by ${name}`}
      />
    ),
    [reactions, requireSignIn],
  );
  const renderMenu = useCallback(
    ({ reply, authorId, deleteReply, onEdit }: ReplyMenuProps) => (
      <PostActions
        viewer={viewer}
        post={{ threadId, replyId: reply.id }}
        authorId={authorId}
        publicAuthorId={reply.authorId}
        requireSignIn={requireSignIn}
        onDelete={deleteReply}
        onEdit={onEdit}
      />
    ),
    [viewer, threadId, requireSignIn],
  );

  const failed = thread.status === 'failed' || replies.status === 'failed';
  const deletedWhileOpen = thread.status === 'deleted';
  useEffect(() => {
    if (failed) {
      toast({ title: 'Error', description: FORUM_ERRORS.loadThreadFailed, variant: 'destructive' });
      void navigate('/salon', { replace: true });
    } else if (deletedWhileOpen && !deletingThread.current) {
      // Someone else (an admin, or the author elsewhere) deleted it while it was open.
      toast(FORUM_TOASTS.threadDeleted);
      void navigate('/salon', { replace: true });
    }
  }, [failed, deletedWhileOpen, navigate, deletingThread]);

  return (
    <main className="page thread-page">
      <Link className="back-link" to="/salon">
        <span aria-hidden="true">← </span>
        {FORUM_LABELS.backToSalon}
      </Link>
      {thread.status === 'notFound' ? (
        <ThreadNotFound />
      ) : thread.status !== 'ready' || replies.status !== 'ready' ? (
        <ThreadSkeleton />
      ) : (
        <>
          <ThreadDetail
            thread={thread.thread}
            viewer={viewer}
            reactions={reactions}
            requireSignIn={requireSignIn}
            onDelete={deleteThread}
            renderPoll={(pollId, viewerMay) => <DiscussionPoll pollId={pollId} {...viewerMay} />}
            actions={
              <SaveThreadButton
                uid={viewer?.uid ?? null}
                threadId={threadId}
                requireSignIn={requireSignIn}
              />
            }
          />
          <DiscussionSection
            parent={parent}
            replies={replies}
            renderReactions={renderReactions}
            renderMenu={renderMenu}
          />
        </>
      )}
    </main>
  );
}
