import { useEffect, useState } from 'react';
import { subscribeToOwnVote } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

export type OwnVoteState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly optionIds: readonly string[] | null };

const NOT_VOTED: OwnVoteState = { status: 'ready', optionIds: null };

/**
 * The options the member's ballot names in this poll (null before voting), live, so a ballot
 * cast in another tab shows here too. Visitors have no ballot.
 */
export function useOwnVote(pollId: string, uid: string | null): OwnVoteState {
  const services = useFirebaseServices();
  const key = `${pollId}/${uid ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; state: OwnVoteState } | null>(null);

  useEffect(() => {
    if (uid === null) return;
    return subscribeToOwnVote(
      services,
      pollId,
      uid,
      (optionIds) => setLoaded({ key, state: { status: 'ready', optionIds } }),
      (error) => {
        // Vote failures are only logged (forum spec §8); the ballot stays usable.
        console.error('Could not load your vote.', error);
        setLoaded({ key, state: NOT_VOTED });
      },
    );
  }, [services, pollId, uid, key]);

  if (uid === null) return NOT_VOTED;
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
