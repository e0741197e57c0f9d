import { useEffect, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { readPastPolls, type PastPollsPage } from '../api/polls-api';
import type { PollItem } from '../api/types';
import { useFirebaseServices } from '../../../lib/firebase-services';

export type PastPollsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly polls: readonly PollItem[];
      /** Loads the next page; absent after the last. */
      readonly loadMore?: () => void;
      readonly loadingMore: boolean;
    };

interface Loaded {
  readonly polls: readonly PollItem[];
  readonly next: QueryDocumentSnapshot | null;
}

/**
 * The Salon's closed polls, most recently closed first, a page at a time ("Show more"). Closed
 * polls do not change, so they are read once, not listened to.
 */
export function usePastPolls(): PastPollsState {
  const services = useFirebaseServices();
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const failed = (error: unknown) => {
    console.error('Could not load the past polls.', error);
    setLoaded('failed');
  };

  useEffect(() => {
    let current = true;
    readPastPolls(services, null).then(
      (page: PastPollsPage) => {
        if (current) setLoaded(page);
      },
      (error: unknown) => {
        if (current) failed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [services]);

  if (loaded === 'failed') return { status: 'failed' };
  if (loaded === null) return { status: 'loading' };
  const { polls, next } = loaded;
  return {
    status: 'ready',
    polls,
    loadingMore,
    loadMore: next
      ? () => {
          setLoadingMore(true);
          readPastPolls(services, next)
            .then(
              (page) => setLoaded({ polls: [...polls, ...page.polls], next: page.next }),
              failed,
            )
            .finally(() => setLoadingMore(false));
        }
      : undefined,
  };
}
