import { createContext, use, useMemo } from 'react';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
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
 * The app's Firebase SDK instances: the first argument of every data-access function in
 * `features/<feature>/api/` (docs/decisions.md, "One data-access style").
 */
export interface FirebaseServices {
  readonly auth: Auth;
  readonly firestore: Firestore;
  readonly functions: FunctionsLoader;
}

/** The services the providers give (app/FirebaseServices.tsx), one object while they last. */
export function useFirebaseServices(): FirebaseServices {
  const auth = useAuth();
  const firestore = useFirestore();
  const functions = use(FunctionsLoaderContext);
  return useMemo(() => ({ auth, firestore, functions }), [auth, firestore, functions]);
}
