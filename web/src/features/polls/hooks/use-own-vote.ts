import { useEffect, useState } from 'react';
import type { PollsApi } from '../api/types';

export type OwnVoteState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly optionId: string | null };

const NOT_VOTED: OwnVoteState = { status: 'ready', optionId: null };

/**
 * The option the member chose in this poll (null before voting), live, so a vote cast in another
 * tab shows here too. Visitors have no vote.
 */
export function useOwnVote(api: PollsApi, pollId: string, uid: string | null): OwnVoteState {
  const key = `${pollId}/${uid ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; state: OwnVoteState } | null>(null);

  useEffect(() => {
    if (uid === null) return;
    return api.subscribeToOwnVote(
      pollId,
      uid,
      (optionId) => setLoaded({ key, state: { status: 'ready', optionId } }),
      (error) => {
        // Vote failures are only logged (forum spec §8); the ballot stays usable.
        console.error('Could not load your vote.', error);
        setLoaded({ key, state: NOT_VOTED });
      },
    );
  }, [api, pollId, uid, key]);

  if (uid === null) return NOT_VOTED;
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
