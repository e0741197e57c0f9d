import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';

export interface SignInInput {
  email: string;
  password: string;
}

/** Email and password sign-in; errors keep their Firebase codes for authErrorMessage. */
export async function signInWithEmail(auth: Auth, { email, password }: SignInInput): Promise<void> {
  await signInWithEmailAndPassword(auth, email.trim(), password);
}
