// Waits for a document to reach a state, as a client would see it: through a listener.
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { adminApp } from '../../support/stack-endpoints.js';

/** Resolves with the first snapshot of `path` that satisfies `predicate`, seen by a listener. */
export function whenDocument(
  path: string,
  predicate: (snapshot: DocumentSnapshot) => boolean,
): Promise<DocumentSnapshot> {
  return new Promise<DocumentSnapshot>((resolve, reject) => {
    const unsubscribe = getFirestore(adminApp())
      .doc(path)
      .onSnapshot((snapshot) => {
        if (!predicate(snapshot)) return;
        unsubscribe();
        resolve(snapshot);
      }, reject);
  });
}
