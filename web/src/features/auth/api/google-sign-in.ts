// Continue with Google: the popup, the redirect where a browser blocks popups, and the Google
// credential kept from a refusal so it can be linked once the member has signed in with the
// password. The popup/redirect resolver is imported here only, so pages that never offer Google do
// not carry it.
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  getRedirectResult,
  linkWithCredential,
  linkWithPopup,
  signInWithPopup,
  signInWithRedirect,
  unlink,
  type Auth,
  type AuthCredential,
  type User,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { GOOGLE_PROVIDER_ID, hasPassword } from './providers';
import { AppError } from '../../../lib/app-error';

/** A Google sign-in refused because the address already has an account (with a password). */
export interface PendingGoogleLink {
  email: string;
  credential: AuthCredential;
}

let standIn: Promise<void> | undefined;

/**
 * Locally the Auth emulator serves a stand-in for Google's frame library (apis.google.com is out
 * of reach offline; docs/local-stack.md); the SDK uses whatever `gapi.iframes` the page has.
 * In production nothing is loaded here: the SDK fetches Google's own.
 */
export function prepareGoogleSignIn(auth: Auth): Promise<void> {
  const emulator = auth.emulatorConfig;
  if (!emulator) return Promise.resolve();
  standIn ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const port = emulator.port === null ? '' : `:${emulator.port}`;
    script.src = `${emulator.protocol}://${emulator.host}${port}/emulator/auth/gapi.js`;
    script.onload = () => resolve();
    script.onerror = () => {
      standIn = undefined;
      reject(new FirebaseError('auth/network-request-failed', 'the sign-in frame did not load'));
    };
    document.head.append(script);
  });
  return standIn;
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

function codeOf(error: unknown): string | undefined {
  return error instanceof FirebaseError ? error.code : undefined;
}

/**
 * The Google popup; where the browser blocks it, the whole page goes to Google and comes back
 * (`'redirecting'`: the page is about to leave). Signing in makes the session change; whether the
 * member still needs a username is the page's question (AuthPage).
 */
export async function continueWithGoogle(auth: Auth): Promise<'signedIn' | 'redirecting'> {
  await prepareGoogleSignIn(auth);
  try {
    await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
    return 'signedIn';
  } catch (error) {
    if (codeOf(error) !== 'auth/popup-blocked') throw error;
    sessionStorage.setItem(REDIRECT_MARK, '1');
    await signInWithRedirect(auth, googleProvider(), browserPopupRedirectResolver);
    return 'redirecting';
  }
}

/** Set while this tab is away at Google: only then is there a redirect result to read. */
const REDIRECT_MARK = 'salon:google-redirect';

/**
 * Back from a redirect sign-in: throws its refusal, if it was refused. Without one pending it
 * does nothing, so visiting /auth does not load Google's frame.
 */
export async function finishGoogleRedirect(auth: Auth): Promise<void> {
  if (sessionStorage.getItem(REDIRECT_MARK) === null) return;
  sessionStorage.removeItem(REDIRECT_MARK);
  await prepareGoogleSignIn(auth);
  await getRedirectResult(auth, browserPopupRedirectResolver);
}

/** The credential to link later, when Google was refused because the address has an account. */
export function pendingGoogleLink(error: unknown): PendingGoogleLink | null {
  if (codeOf(error) !== 'auth/account-exists-with-different-credential') return null;
  const credential = GoogleAuthProvider.credentialFromError(error as FirebaseError);
  const email = (error as FirebaseError).customData?.email;
  return credential && typeof email === 'string' ? { email, credential } : null;
}

export async function linkGoogleCredential(user: User, credential: AuthCredential): Promise<void> {
  await linkWithCredential(user, credential);
}

/** The own profile's "Link Google": the popup, as at sign-in. */
export async function linkGoogle(auth: Auth, user: User): Promise<void> {
  await prepareGoogleSignIn(auth);
  await linkWithPopup(user, googleProvider(), browserPopupRedirectResolver);
}

/**
 * Unlinks Google, never the last way in: Firebase would unlink it and leave an account nobody
 * can sign into, so the site refuses (the UI does not offer it either).
 */
export async function unlinkGoogle(user: User): Promise<void> {
  if (!hasPassword(user))
    throw new AppError('unknown', 'Google is the only way into this account.');
  await unlink(user, GOOGLE_PROVIDER_ID);
}
