import { useMemo } from 'react';
import { signInWithEmail, type SignInInput } from '../api/sign-in';
import { signUpWithEmail, type SignUpInput, type SignUpResult } from '../api/sign-up';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** The verification e-mail's link returns to the site root (spec 1 §2). */
function siteRootUrl(): string {
  return `${window.location.origin}/`;
}

/** Sign-in and sign-up bound to the app's Firebase instances. */
export function useAuthActions(): {
  signIn: (input: SignInInput) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
} {
  const { auth, firestore } = useFirebaseServices();
  return useMemo(
    () => ({
      signIn: (input) => signInWithEmail(auth, input),
      signUp: (input) => signUpWithEmail(auth, firestore, input, siteRootUrl()),
    }),
    [auth, firestore],
  );
}
