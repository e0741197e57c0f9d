import { useEffect, useState } from 'react';
import type { PollItem } from '../api/types';
import { subscribeToActivePoll } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { seedKeys, useSeed } from '../../../lib/page-seed';

export type ActivePollState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly poll: PollItem | null };

/**
 * The newest active poll of a kind (the day's or the week's), live: new polls, closed polls and
 * every vote's counts show without reloading (forum spec §4). A failure is only logged (§8) and
 * reads as "no poll".
 */
export function useActivePoll(kind: 'daily' | 'weekly'): ActivePollState {
  const services = useFirebaseServices();
  const seed = useSeed<PollItem | null>(seedKeys.activePoll(kind));
  const [state, setState] = useState<ActivePollState>(() =>
    seed === undefined ? { status: 'loading' } : { status: 'ready', poll: seed },
  );
  useEffect(
    () =>
      subscribeToActivePoll(
        services,
        kind,
        (poll) => setState({ status: 'ready', poll }),
        (error) => {
          console.error(`Could not load the ${kind} poll.`, error);
          setState({ status: 'ready', poll: null });
        },
      ),
    [services, kind],
  );
  return state;
}
