// The one place the app creates its Firebase SDK instances and points them at the emulators.
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';

const local = __LOCAL_FIREBASE__;

/** Locally only the project id matters; a deployment supplies its own web config. */
const firebaseOptions: FirebaseOptions = local
  ? {
      projectId: local.projectId,
      apiKey: 'demo-api-key',
      authDomain: `${local.projectId}.firebaseapp.com`,
      // The default bucket firebase-tools (and our functions host) give a demo project.
      storageBucket: `${local.projectId}.appspot.com`,
    }
  : {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      appId: import.meta.env.VITE_FIREBASE_APP_ID,
      storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
    };

export const firebaseApp = initializeApp(firebaseOptions);
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
export const firestore = getFirestore(firebaseApp);

if (local) {
  connectAuthEmulator(auth, `http://${local.auth.host}:${local.auth.port}`, {
    disableWarnings: true,
  });
  connectFirestoreEmulator(firestore, local.firestore.host, local.firestore.port);
}

let functions: Promise<Functions> | undefined;

/**
 * The Functions SDK, fetched and set up on the first call to a callable (lib/firebase-services.ts):
 * no page view before then carries its code. A failed fetch (the network) is tried again on the
 * next call.
 */
export function loadFunctions(): Promise<Functions> {
  functions ??= import('firebase/functions').then(
    ({ connectFunctionsEmulator, getFunctions }) => {
      const instance = getFunctions(firebaseApp);
      if (local) connectFunctionsEmulator(instance, local.functions.host, local.functions.port);
      return instance;
    },
    (error: unknown) => {
      functions = undefined;
      throw error;
    },
  );
  return functions;
}

let storage: Promise<FirebaseStorage> | undefined;

/**
 * The Storage SDK, fetched and set up on first use (a profile picture or banner), as Functions
 * is: no page that shows no file carries its code. A failed fetch is tried again next time.
 */
export function loadStorage(): Promise<FirebaseStorage> {
  storage ??= import('firebase/storage').then(
    ({ connectStorageEmulator, getStorage }) => {
      const instance = getStorage(firebaseApp);
      if (local) connectStorageEmulator(instance, local.storage.host, local.storage.port);
      return instance;
    },
    (error: unknown) => {
      storage = undefined;
      throw error;
    },
  );
  return storage;
}
