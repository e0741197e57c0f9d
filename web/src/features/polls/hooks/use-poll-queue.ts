import { useEffect, useState } from 'react';
import { subscribeToPollQueue } from '../api/polls-api';
import type { QueuedPoll } from '../api/types';
import { useFirebaseServices } from '../../../lib/firebase-services';

export type PollQueueState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly items: readonly QueuedPoll[] };

/** One schedule's queue, first to open first, live (admins only: the rules refuse anyone else). */
export function usePollQueue(kind: 'daily' | 'weekly'): PollQueueState {
  const services = useFirebaseServices();
  const [loaded, setLoaded] = useState<{ kind: string; state: PollQueueState } | null>(null);
  useEffect(
    () =>
      subscribeToPollQueue(
        services,
        kind,
        (items) => setLoaded({ kind, state: { status: 'ready', items } }),
        (error) => {
          console.error(`Could not load the ${kind} poll queue.`, error);
          setLoaded({ kind, state: { status: 'failed' } });
        },
      ),
    [services, kind],
  );
  return loaded?.kind === kind ? loaded.state : { status: 'loading' };
}
