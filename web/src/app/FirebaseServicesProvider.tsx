import type { ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import {
  FunctionsLoaderContext,
  StorageLoaderContext,
  type FunctionsLoader,
  type StorageLoader,
} from '../lib/firebase-services';

export interface FirebaseInstances {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly firestore: Firestore;
  readonly functions: FunctionsLoader;
  readonly storage: StorageLoader;
}

/**
 * Makes Firebase's instances available to reactfire's hooks and useFirebaseServices: the
 * browser's (FirebaseServices.tsx) or the server render's stand-ins, in one chain of providers,
 * so the tree has the same shape on both sides (React's generated ids follow it).
 */
export function FirebaseServicesProvider({
  instances: { app, auth, firestore, functions, storage },
  children,
}: {
  instances: FirebaseInstances;
  children: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsLoaderContext value={functions}>
            <StorageLoaderContext value={storage}>{children}</StorageLoaderContext>
          </FunctionsLoaderContext>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
