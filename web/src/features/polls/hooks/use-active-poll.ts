import { useEffect, useState } from 'react';
import type { PollItem } from '../api/types';
import { subscribeToActivePoll } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { seedKeys, useSeed } from '../../../lib/page-seed';

export type ActivePollState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly poll: PollItem | null };

/**
 * The newest active poll, live: new polls, closed polls and every vote's counts show without
 * reloading (forum spec §4). A failure is only logged (§8) and reads as "no poll".
 */
export function useActivePoll(): ActivePollState {
  const services = useFirebaseServices();
  const seed = useSeed<PollItem | null>(seedKeys.activePoll());
  const [state, setState] = useState<ActivePollState>(() =>
    seed === undefined ? { status: 'loading' } : { status: 'ready', poll: seed },
  );
  useEffect(
    () =>
      subscribeToActivePoll(
        services,
        (poll) => setState({ status: 'ready', poll }),
        (error) => {
          console.error('Could not load the daily poll.', error);
          setState({ status: 'ready', poll: null });
        },
      ),
    [services],
  );
  return state;
}
