// The Save toggle: users/{uid}/savedThreads/{threadId}, the member's own, written straight to
// Firestore and checked by the rules (exactly { threadId, savedAt }, for a thread that exists, at
// the server's time), each save or unsave taking a step of the saveThread write budget
// (lib/write-budget.ts).
import { doc, onSnapshot, serverTimestamp, type Firestore } from 'firebase/firestore';
import { paths } from '@salon/domain';
import { writeWithBudget } from '../../../lib/write-budget';

/** Whether `uid` has saved `threadId`, live. */
export function subscribeToSavedThread(
  firestore: Firestore,
  uid: string,
  threadId: string,
  onSaved: (saved: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(firestore, paths.savedThread(uid, threadId)),
    (snapshot) => onSaved(snapshot.exists()),
    onError,
  );
}

/**
 * Saves the thread when it is not saved, unsaves it when it is, in one transaction (so a second
 * press racing the first cannot create twice); resolves to whether it is saved now.
 */
export function toggleSavedThread(
  firestore: Firestore,
  uid: string,
  threadId: string,
): Promise<boolean> {
  const saved = doc(firestore, paths.savedThread(uid, threadId));
  return writeWithBudget(firestore, uid, 'saveThread', async (transaction) => {
    if ((await transaction.get(saved)).exists()) {
      transaction.delete(saved);
      return false;
    }
    transaction.set(saved, { threadId, savedAt: serverTimestamp() });
    return true;
  });
}
