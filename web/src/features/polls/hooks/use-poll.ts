import { useEffect, useState } from 'react';
import type { PollItem } from '../api/types';
import { subscribeToPoll } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

export type PollState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly poll: PollItem }
  | { readonly status: 'gone' };

/**
 * A discussion's poll, live: every ballot's counts, its closing, show on every open page. A
 * failure is only logged (forum spec §8) and reads as gone.
 */
export function usePoll(pollId: string): PollState {
  const services = useFirebaseServices();
  const [loaded, setLoaded] = useState<{ pollId: string; state: PollState } | null>(null);
  useEffect(
    () =>
      subscribeToPoll(
        services,
        pollId,
        (poll) =>
          setLoaded({ pollId, state: poll ? { status: 'ready', poll } : { status: 'gone' } }),
        (error) => {
          console.error('Could not load the poll.', error);
          setLoaded({ pollId, state: { status: 'gone' } });
        },
      ),
    [services, pollId],
  );
  return loaded?.pollId === pollId ? loaded.state : { status: 'loading' };
}
