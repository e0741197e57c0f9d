import type { ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { FirebaseServicesProvider, type FirebaseInstances } from '../app/FirebaseServicesProvider';

// The server renders what a page shows before it reads anything itself: hooks read in effects,
// which a server render never runs, so the SDK instances they are handed are never used. These
// stand in for them (reactfire checks only the app's name), and nothing of the SDK starts.
const serverApp = { name: '[server render]', options: {} } as FirebaseApp;
const notOnTheServer = () => Promise.reject(new Error('The server render calls no function'));
const SERVER_STAND_INS: FirebaseInstances = {
  app: serverApp,
  auth: { app: serverApp } as Auth,
  firestore: { app: serverApp } as Firestore,
  functions: notOnTheServer,
  storage: notOnTheServer,
};

/** app/FirebaseServices.tsx for the server: the same providers, no SDK. */
export function ServerFirebaseServices({ children }: { children: ReactNode }) {
  return (
    <FirebaseServicesProvider instances={SERVER_STAND_INS}>{children}</FirebaseServicesProvider>
  );
}
