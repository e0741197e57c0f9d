// The member's blocks: their list, live, and the two callables that change it. The list is read
// whole, newest first: blockMember keeps it at MAX_BLOCKS, the rules' bound.
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { MAX_BLOCKS, paths, toDate } from '@salon/domain';
import type { BlockedMember } from '../../../hooks/use-blocking';
import { callFunction } from '../../../lib/call-function';
import type { FirebaseServices } from '../../../lib/firebase-services';
import { ESTIMATED_TIMESTAMPS } from '../../../lib/documents';

export function subscribeToBlocks(
  firestore: Firestore,
  uid: string,
  onBlocks: (blocks: readonly BlockedMember[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(firestore, paths.blocks(uid)),
      orderBy('blockedAt', 'desc'),
      limit(MAX_BLOCKS),
    ),
    (snapshot) =>
      onBlocks(
        snapshot.docs.map((block) => ({
          uid: block.id,
          since: toDate(block.get('blockedAt', ESTIMATED_TIMESTAMPS)),
        })),
      ),
    onError,
  );
}

export async function blockMember(services: FirebaseServices, memberId: string): Promise<void> {
  await callFunction(services, 'blockMember', { memberId });
}

export async function unblockMember(services: FirebaseServices, memberId: string): Promise<void> {
  await callFunction(services, 'unblockMember', { memberId });
}
