import { useEffect, useState } from 'react';
import type { PollReplyWithAuthor, PollsApi } from '../api/types';

export type PollRepliesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly replies: readonly PollReplyWithAuthor[] };

/** The poll's replies, live: new and deleted replies show without reloading (forum spec §4). */
export function usePollReplies(api: PollsApi, pollId: string): PollRepliesState {
  const [loaded, setLoaded] = useState<{ pollId: string; state: PollRepliesState } | null>(null);

  useEffect(
    () =>
      api.subscribeToReplies(
        pollId,
        (replies) => setLoaded({ pollId, state: { status: 'ready', replies } }),
        (error) => {
          // Poll failures are only logged (forum spec §8).
          console.error('Could not load the poll replies.', error);
          setLoaded({ pollId, state: { status: 'failed' } });
        },
      ),
    [api, pollId],
  );

  return loaded?.pollId === pollId ? loaded.state : { status: 'loading' };
}
