import type { ReactNode } from 'react';
import { auth, firebaseApp, firestore, loadFunctions, loadStorage } from './firebase';
import { FirebaseServicesProvider, type FirebaseInstances } from './FirebaseServicesProvider';

const BROWSER_INSTANCES: FirebaseInstances = {
  app: firebaseApp,
  auth,
  firestore,
  functions: loadFunctions,
  storage: loadStorage,
};

/** The app's Firebase SDK instances, for reactfire's hooks and useFirebaseServices. */
export function FirebaseServices({ children }: { children: ReactNode }) {
  return (
    <FirebaseServicesProvider instances={BROWSER_INSTANCES}>{children}</FirebaseServicesProvider>
  );
}
