import { createContext, use, useMemo } from 'react';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { useAuth, useFirestore } from 'reactfire';

/**
 * The Functions SDK instance, created on the first call to a callable: a visitor's page view
 * calls none, so the SDK's code is not part of the first bundle (app/firebase.ts).
 */
export type FunctionsLoader = () => Promise<Functions>;

/** Given by app/FirebaseServices.tsx (and the tests' providers); reactfire's needs an instance. */
export const FunctionsLoaderContext = createContext<FunctionsLoader>(() =>
  Promise.reject(new Error('No FunctionsLoaderContext above this component')),
);

/**
 * The Storage SDK instance, created on the first upload (a member changing their picture): no
 * other page needs its code.
 */
export type StorageLoader = () => Promise<FirebaseStorage>;

export const StorageLoaderContext = createContext<StorageLoader>(() =>
  Promise.reject(new Error('No StorageLoaderContext above this component')),
);

/**
 * The app's Firebase SDK instances: the first argument of every data-access function in
 * `features/<feature>/api/` (docs/decisions.md, "One data-access style").
 */
export interface FirebaseServices {
  readonly auth: Auth;
  readonly firestore: Firestore;
  readonly functions: FunctionsLoader;
  readonly storage: StorageLoader;
}

/** The services the providers give (app/FirebaseServices.tsx), one object while they last. */
export function useFirebaseServices(): FirebaseServices {
  const auth = useAuth();
  const firestore = useFirestore();
  const functions = use(FunctionsLoaderContext);
  const storage = use(StorageLoaderContext);
  return useMemo(
    () => ({ auth, firestore, functions, storage }),
    [auth, firestore, functions, storage],
  );
}
