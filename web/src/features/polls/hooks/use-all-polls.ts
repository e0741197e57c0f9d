import { useEffect, useState } from 'react';
import type { PollItem } from '../api/types';
import { subscribeToAllPolls } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

/**
 * The staff's list of polls, newest first, live; null while loading. A failure is only logged
 * (forum spec §8) and reads as an empty list.
 */
export function useAllPolls(): readonly PollItem[] | null {
  const services = useFirebaseServices();
  const [polls, setPolls] = useState<readonly PollItem[] | null>(null);
  useEffect(
    () =>
      subscribeToAllPolls(services, setPolls, (error) => {
        console.error('Could not load the polls.', error);
        setPolls([]);
      }),
    [services],
  );
  return polls;
}
