import { useEffect, useState } from 'react';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { seedKeys, useSeed } from '../../../lib/page-seed';
import { subscribeToReplies } from '../api/discussion-api';
import type { ReplyParent, ReplyWithAuthor } from '../api/types';

export type RepliesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly replies: readonly ReplyWithAuthor[] };

/** The replies under a thread or a poll, live: new and deleted replies show at once (§4). */
export function useReplies(parent: ReplyParent): RepliesState {
  const services = useFirebaseServices();
  const { kind, id } = parent;
  const key = `${kind}/${id}`;
  const seed = useSeed<ReplyWithAuthor[]>(seedKeys.replies(key));
  const [loaded, setLoaded] = useState<{ key: string; state: RepliesState } | null>(() =>
    seed ? { key, state: { status: 'ready', replies: seed } } : null,
  );

  useEffect(
    () =>
      subscribeToReplies(
        services,
        { kind, id },
        (replies) => setLoaded({ key, state: { status: 'ready', replies } }),
        (error) => {
          console.error('Could not load the replies.', error);
          setLoaded({ key, state: { status: 'failed' } });
        },
      ),
    [services, kind, id, key],
  );

  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
