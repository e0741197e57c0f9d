import type { ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { FunctionsLoaderContext, StorageLoaderContext } from '../lib/firebase-services';

// The server renders what a page shows before it reads anything itself: hooks read in effects,
// which a server render never runs, so the SDK instances they are handed are never used. These
// stand in for them (reactfire checks only the app's name), and nothing of the SDK starts.
const serverApp = { name: '[server render]', options: {} } as FirebaseApp;
const serverAuth = { app: serverApp } as Auth;
const serverFirestore = { app: serverApp } as Firestore;
const notOnTheServer = () => Promise.reject(new Error('The server render calls no function'));

/** app/FirebaseServices.tsx for the server: the same contexts, no SDK. */
export function ServerFirebaseServices({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={serverApp}>
      <AuthProvider sdk={serverAuth}>
        <FirestoreProvider sdk={serverFirestore}>
          <FunctionsLoaderContext value={notOnTheServer}>
            <StorageLoaderContext value={notOnTheServer}>{children}</StorageLoaderContext>
          </FunctionsLoaderContext>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
