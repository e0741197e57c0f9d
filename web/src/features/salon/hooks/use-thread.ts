import { useEffect, useState } from 'react';
import type { ThreadWithAuthor } from '../api/types';
import { subscribeToThread } from '../api/salon-api';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { seedKeys, useSeed } from '../../../lib/page-seed';

/**
 * The open thread, live. `deleted` means it existed while open and is gone now; `notFound` that
 * it never loaded; `failed` that it could not be read.
 */
export type ThreadState =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed' }
  | { readonly status: 'deleted' }
  | { readonly status: 'ready'; readonly thread: ThreadWithAuthor };

export function useThread(threadId: string): ThreadState {
  const services = useFirebaseServices();
  const seed = useSeed<ThreadWithAuthor | null>(seedKeys.thread(threadId));
  const [loaded, setLoaded] = useState<{ threadId: string; state: ThreadState } | null>(() =>
    seed === undefined
      ? null
      : { threadId, state: seed ? { status: 'ready', thread: seed } : { status: 'notFound' } },
  );

  useEffect(() => {
    return subscribeToThread(
      services,
      threadId,
      (thread) =>
        setLoaded((previous) => {
          const wasShown = previous?.threadId === threadId && previous.state.status === 'ready';
          if (thread) return { threadId, state: { status: 'ready', thread } };
          return { threadId, state: { status: wasShown ? 'deleted' : 'notFound' } };
        }),
      (error) => {
        console.error('Could not load the discussion.', error);
        setLoaded({ threadId, state: { status: 'failed' } });
      },
    );
  }, [services, threadId]);

  return loaded?.threadId === threadId ? loaded.state : { status: 'loading' };
}
