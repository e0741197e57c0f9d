import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { FunctionsLoaderContext, StorageLoaderContext } from '../lib/firebase-services';
import { auth, firebaseApp, firestore, loadFunctions, loadStorage } from './firebase';

/** Makes the app's Firebase SDK instances available to reactfire's hooks and useFirebaseServices. */
export function FirebaseServices({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsLoaderContext value={loadFunctions}>
            <StorageLoaderContext value={loadStorage}>{children}</StorageLoaderContext>
          </FunctionsLoaderContext>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
