import { useEffect, useState } from 'react';
import type { SalonApi, ThreadWithAuthor } from '../api/types';

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

export function useThread(api: SalonApi, threadId: string): ThreadState {
  const [loaded, setLoaded] = useState<{ threadId: string; state: ThreadState } | null>(null);

  useEffect(() => {
    return api.subscribeToThread(
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
  }, [api, threadId]);

  return loaded?.threadId === threadId ? loaded.state : { status: 'loading' };
}
