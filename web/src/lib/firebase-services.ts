import { useMemo } from 'react';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { useAuth, useFirestore, useFunctions } from 'reactfire';

/**
 * The app's Firebase SDK instances: the first argument of every data-access function in
 * `features/<feature>/api/` (docs/decisions.md, "One data-access style").
 */
export interface FirebaseServices {
  readonly auth: Auth;
  readonly firestore: Firestore;
  readonly functions: Functions;
}

/** The services reactfire provides (app/FirebaseServices.tsx), one object while they last. */
export function useFirebaseServices(): FirebaseServices {
  const auth = useAuth();
  const firestore = useFirestore();
  const functions = useFunctions();
  return useMemo(() => ({ auth, firestore, functions }), [auth, firestore, functions]);
}
