import { useEffect, useState } from 'react';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { subscribeToTriviaQueue } from '../api/trivia-api';
import type { TriviaQueueEntry } from '../api/types';

export type QueueState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly items: readonly TriviaQueueEntry[] };

/** The queue's trivia questions in order, live (admins only: the rules refuse anyone else). */
export function useTriviaQueue(): QueueState {
  const services = useFirebaseServices();
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  useEffect(
    () =>
      subscribeToTriviaQueue(
        services,
        (items) => setState({ status: 'ready', items }),
        (error) => {
          console.error('Could not load the trivia queue.', error);
          setState({ status: 'failed' });
        },
      ),
    [services],
  );
  return state;
}
