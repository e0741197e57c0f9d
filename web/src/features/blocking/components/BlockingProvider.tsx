import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  BlockingContext,
  NO_BLOCKING,
  type Blocking,
  type BlockedMember,
} from '../../../hooks/use-blocking';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { useSession } from '../../../lib/session/session-context';
import { blockMember, subscribeToBlocks, unblockMember } from '../api/blocks';

/**
 * Keeps the signed-in member's blocks live for the whole app (one listener), so posts fold and
 * unfold the moment a block or an unblock lands, on every page, and gives the two actions.
 */
export function BlockingProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const services = useFirebaseServices();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const [loaded, setLoaded] = useState<{ uid: string; blocks: readonly BlockedMember[] } | null>(
    null,
  );

  useEffect(() => {
    if (uid === null) return;
    return subscribeToBlocks(
      services.firestore,
      uid,
      (blocks) => setLoaded({ uid, blocks }),
      // Without the list nothing folds; the actions still work.
      (error) => console.warn('Could not load the blocked members.', error),
    );
  }, [services.firestore, uid]);

  const blocks = uid !== null && loaded?.uid === uid ? loaded.blocks : null;
  const value = useMemo<Blocking>(
    () =>
      uid === null
        ? NO_BLOCKING
        : {
            ready: blocks !== null,
            blocks: blocks ?? [],
            blocked: new Set((blocks ?? []).map((block) => block.uid)),
            block: (memberId) => blockMember(services, memberId),
            unblock: (memberId) => unblockMember(services, memberId),
          },
    [uid, blocks, services],
  );
  return <BlockingContext value={value}>{children}</BlockingContext>;
}
