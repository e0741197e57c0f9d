import { useEffect, useState } from 'react';
import type { StreamingSection } from '@salon/domain';
import { subscribeToStreamingSection } from '../api/streaming-section';
import { useFirebaseServices } from '../../../lib/firebase-services';

export type StreamingSectionState =
  | { readonly status: 'loading' }
  /** Refused by the rules (a private profile) or failed: shown as nothing shared. */
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly section: StreamingSection | null };

/** A member's streaming section, live. */
export function useStreamingSection(userId: string): StreamingSectionState {
  const { firestore } = useFirebaseServices();
  // Kept with the member it belongs to, so another member's profile starts out loading.
  const [loaded, setLoaded] = useState<{ userId: string; state: StreamingSectionState } | null>(
    null,
  );
  useEffect(
    () =>
      subscribeToStreamingSection(
        firestore,
        userId,
        (section) => setLoaded({ userId, state: { status: 'ready', section } }),
        (error) => {
          console.warn('Could not load the streaming analysis.', error);
          setLoaded({ userId, state: { status: 'unavailable' } });
        },
      ),
    [firestore, userId],
  );
  return loaded?.userId === userId ? loaded.state : { status: 'loading' };
}
