import {
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  type Auth,
  type User,
} from 'firebase/auth';
import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { paths, USERNAME_AVAILABILITY_FAILED_MESSAGE, USERNAME_TAKEN_MESSAGE } from '@salon/domain';
import { inputRefused, isPermissionDenied } from '../../../lib/app-error';

export interface SignUpInput {
  email: string;
  password: string;
  /** Already normalised and validated (validateSignUpUsername). */
  username: string;
}

export interface SignUpResult {
  /** False when the account exists but the verification e-mail could not be sent. */
  verificationEmailSent: boolean;
}

/** Early, friendly check; the batch's create-only claim below is what really decides. */
async function assertUsernameAvailable(firestore: Firestore, username: string) {
  let taken: boolean;
  try {
    taken = (await getDoc(doc(firestore, paths.username(username)))).exists();
  } catch (error) {
    console.warn('Username availability check failed', error);
    throw inputRefused(USERNAME_AVAILABILITY_FAILED_MESSAGE);
  }
  if (taken) throw inputRefused(USERNAME_TAKEN_MESSAGE);
}

/**
 * Claims `usernames/{username}` and creates `profiles/{uid}` in one batch: both or neither. The
 * rules let a username document be created only, never overwritten, so of two people racing for
 * one name the second gets permission-denied.
 */
async function claimUsernameAndCreateProfile(firestore: Firestore, uid: string, username: string) {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, paths.username(username)), { uid });
  batch.set(doc(firestore, paths.profile(uid)), {
    username,
    displayName: username,
    bio: '',
    location: '',
    isPrivate: false,
    createdAt: serverTimestamp(),
  });
  await batch.commit();
}

/** Without a profile the account is unusable: remove it so the same e-mail can sign up again. */
async function undoAccount(user: User) {
  try {
    await deleteUser(user);
  } catch (error) {
    console.error('Could not delete the half-created account', error);
  }
}

/**
 * A member signed in without a profile yet (a newcomer through Google) claims a username: the
 * same early check and the same batch as a password sign-up, the same messages.
 */
export async function claimUsernameForMember(
  firestore: Firestore,
  uid: string,
  username: string,
): Promise<void> {
  await assertUsernameAvailable(firestore, username);
  try {
    await claimUsernameAndCreateProfile(firestore, uid, username);
  } catch (error) {
    if (isPermissionDenied(error)) throw inputRefused(USERNAME_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Sign-up (spec 1 §2 and §7): create the Auth user, claim the username with the profile, then
 * send the verification e-mail whose link returns to `continueUrl` (the site root).
 */
export async function signUpWithEmail(
  auth: Auth,
  firestore: Firestore,
  { email, password, username }: SignUpInput,
  continueUrl: string,
): Promise<SignUpResult> {
  await assertUsernameAvailable(firestore, username);
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  try {
    await claimUsernameAndCreateProfile(firestore, user.uid, username);
  } catch (error) {
    await undoAccount(user);
    if (isPermissionDenied(error)) throw inputRefused(USERNAME_TAKEN_MESSAGE);
    throw error;
  }
  try {
    await sendEmailVerification(user, { url: continueUrl });
    return { verificationEmailSent: true };
  } catch (error) {
    console.error('Could not send the verification e-mail', error);
    return { verificationEmailSent: false };
  }
}
