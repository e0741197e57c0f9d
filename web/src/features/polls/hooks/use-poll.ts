import { useEffect, useState } from 'react';
import type { PollItem } from '../api/types';
import { subscribeToPoll } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { seedKeys, useSeed } from '../../../lib/page-seed';

export type PollState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly poll: PollItem }
  | { readonly status: 'gone' };

const GONE: PollState = { status: 'gone' };

/**
 * A discussion's poll, live: every ballot's counts, its closing, show on every open page. A
 * failure is only logged (forum spec §8) and reads as gone.
 */
export function usePoll(pollId: string): PollState {
  const services = useFirebaseServices();
  const seed = useSeed<PollItem | null>(seedKeys.discussionPoll(pollId));
  // The server's poll, kept until the listener answers: the seed is there only while hydrating.
  const [loaded, setLoaded] = useState<{ pollId: string; state: PollState } | null>(() =>
    seed === undefined ? null : { pollId, state: seed ? { status: 'ready', poll: seed } : GONE },
  );
  useEffect(
    () =>
      subscribeToPoll(
        services,
        pollId,
        (poll) => setLoaded({ pollId, state: poll ? { status: 'ready', poll } : GONE }),
        (error) => {
          console.error('Could not load the poll.', error);
          setLoaded({ pollId, state: GONE });
        },
      ),
    [services, pollId],
  );
  return loaded?.pollId === pollId ? loaded.state : { status: 'loading' };
}
