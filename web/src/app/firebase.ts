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

/**
 * A loader of an SDK fetched and set up on its first use, so no page view before then carries
 * its code. A failed fetch (the network) is tried again on the next use.
 */
function onFirstUse<Instance>(load: () => Promise<Instance>): () => Promise<Instance> {
  let loading: Promise<Instance> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The Functions SDK, on the first call to a callable (lib/firebase-services.ts). */
export const loadFunctions: () => Promise<Functions> = onFirstUse(async () => {
  const { connectFunctionsEmulator, getFunctions } = await import('firebase/functions');
  const instance = getFunctions(firebaseApp);
  if (local) connectFunctionsEmulator(instance, local.functions.host, local.functions.port);
  return instance;
});

/**
 * How long an upload's request is tried again when Storage cannot be reached. The SDK's default,
 * ten minutes, would leave the picture dialog sitting still; half a minute is about what a member
 * watches a stalled progress bar before giving up, and then the dialog says the upload failed, to
 * try again. It bounds the retries only: a slow upload that is getting through is not cut.
 */
const UPLOAD_RETRY_MS = 30_000;

/** The Storage SDK, on first use (a profile picture or banner being changed). */
export const loadStorage: () => Promise<FirebaseStorage> = onFirstUse(async () => {
  const { connectStorageEmulator, getStorage } = await import('firebase/storage');
  const instance = getStorage(firebaseApp);
  instance.maxUploadRetryTime = UPLOAD_RETRY_MS;
  if (local) connectStorageEmulator(instance, local.storage.host, local.storage.port);
  return instance;
});
