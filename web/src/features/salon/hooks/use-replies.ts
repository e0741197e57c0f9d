import { useEffect, useState } from 'react';
import type { ReplyWithAuthor, SalonApi } from '../api/types';

export type RepliesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly replies: readonly ReplyWithAuthor[] };

/** The thread's replies, live: new and deleted replies show without reloading (§4). */
export function useReplies(api: SalonApi, threadId: string): RepliesState {
  const [loaded, setLoaded] = useState<{ threadId: string; state: RepliesState } | null>(null);

  useEffect(() => {
    return api.subscribeToReplies(
      threadId,
      (replies) => setLoaded({ threadId, state: { status: 'ready', replies } }),
      (error) => {
        console.error('Could not load the replies.', error);
        setLoaded({ threadId, state: { status: 'failed' } });
      },
    );
  }, [api, threadId]);

  return loaded?.threadId === threadId ? loaded.state : { status: 'loading' };
}
