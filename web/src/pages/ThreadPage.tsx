import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FORUM_ERRORS, FORUM_LABELS, FORUM_TOASTS } from '@salon/domain';
import { toast } from '../components/toast/use-toast';
import { useSalonApi } from '../features/salon/api/salon-api';
import { DiscussionSection } from '../features/salon/components/DiscussionSection';
import { ReplyComposer } from '../features/salon/components/ReplyComposer';
import { SignInToReply } from '../features/salon/components/SignInToReply';
import { ThreadDetail } from '../features/salon/components/ThreadDetail';
import { ThreadNotFound } from '../features/salon/components/ThreadNotFound';
import { ThreadSkeleton } from '../features/salon/components/ThreadSkeleton';
import { useOwnReactions } from '../features/salon/hooks/use-own-reactions';
import { usePostDeletion } from '../features/salon/hooks/use-post-deletion';
import { useReplies } from '../features/salon/hooks/use-replies';
import { useRequireSignIn } from '../features/salon/hooks/use-require-sign-in';
import { useThread } from '../features/salon/hooks/use-thread';
import { useViewCounting } from '../features/salon/hooks/use-view-counting';
import { useViewer } from '../features/salon/hooks/use-viewer';
import '../features/salon/salon.css';

/** /salon/thread/:threadId (forum spec §2, §4): one discussion, live. */
export function ThreadPage() {
  const { threadId = '' } = useParams();
  const api = useSalonApi();
  const navigate = useNavigate();
  const viewer = useViewer();
  const requireSignIn = useRequireSignIn();
  const thread = useThread(api, threadId);
  const replies = useReplies(api, threadId);
  const reactions = useOwnReactions(api, threadId, viewer);
  const { deleteThread, deleteReply, deletingThread } = usePostDeletion(api, threadId, viewer);
  useViewCounting(api, threadId, viewer !== null, thread.status === 'ready');

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
            api={api}
            thread={thread.thread}
            viewer={viewer}
            reactions={reactions}
            requireSignIn={requireSignIn}
            onDelete={deleteThread}
          />
          {viewer ? (
            <div className="salon-card">
              <ReplyComposer
                post={(draft) => api.postReply({ threadId, parentId: null, ...draft })}
                label="Your reply"
              />
            </div>
          ) : (
            <SignInToReply />
          )}
          <DiscussionSection
            replies={replies.replies}
            context={{
              api,
              viewer,
              reactions,
              requireSignIn,
              onDeleteReply: (reply, authorId) => deleteReply(reply.id, authorId),
            }}
          />
        </>
      )}
    </main>
  );
}
