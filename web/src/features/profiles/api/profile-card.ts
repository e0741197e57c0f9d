// The profile card (public) and its form, which also saves the private location and links.
// Direct writes checked by firestore.rules; the username's uniqueness is the create-only
// `usernames/{name}` claim written in the same batch (docs/profiles.md).
import {
  deleteField,
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  normalizeProfileForm,
  paths,
  PROFILE_TOASTS,
  profileDetailsSchema,
  profileFormSchema,
  profileCardSchema,
  USERNAME_AVAILABILITY_FAILED_MESSAGE,
  usernameClaimSchema,
  type Profile,
  type ProfileDetails,
  type ProfileForm,
} from '@salon/domain';
import { writeWithBudget } from '../../../lib/write-budget';
import { readDocument } from '../../../lib/documents';
import { inputRefused, isPermissionDenied } from '../../../lib/app-error';
import { parseProfileInput } from './profile-input.js';

export type ProfileCard = Profile & { readonly userId: string };

/** The public card of a member, or null when there is none. Everyone may read it. */
export async function readProfileCard(db: Firestore, uid: string): Promise<ProfileCard | null> {
  const card = readDocument(profileCardSchema, await getDoc(doc(db, paths.profile(uid))));
  return card && { ...card, userId: uid };
}

/** The card of whoever holds `username` (its claim names them), or null. */
export async function findProfileCardByUsername(
  db: Firestore,
  username: string,
): Promise<ProfileCard | null> {
  const claim = readDocument(usernameClaimSchema, await getDoc(doc(db, paths.username(username))));
  return claim && readProfileCard(db, claim.uid);
}

/** Live card (the own profile page keeps it fresh); `onCard(null)` when it does not exist. */
export function subscribeToProfileCard(
  db: Firestore,
  uid: string,
  onCard: (card: ProfileCard | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, paths.profile(uid)),
    (snapshot) => {
      const card = readDocument(profileCardSchema, snapshot);
      onCard(card && { ...card, userId: uid });
    },
    onError,
  );
}

/**
 * Location and social links: null when never saved. Refused (permission-denied) for a private
 * profile unless the reader is its owner, an accepted friend or an admin.
 */
export async function readProfileDetails(
  db: Firestore,
  uid: string,
): Promise<ProfileDetails | null> {
  return readDocument(profileDetailsSchema, await getDoc(doc(db, paths.profileDetails(uid))));
}

const EMPTY_DETAILS = profileDetailsSchema.parse({});

/** Location and links, live; `onDetails` gets the empty details when never saved. */
export function subscribeToProfileDetails(
  db: Firestore,
  uid: string,
  onDetails: (details: ProfileDetails) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, paths.profileDetails(uid)),
    (snapshot) => onDetails(readDocument(profileDetailsSchema, snapshot) ?? EMPTY_DETAILS),
    onError,
  );
}

/** For the Users search cards and tests: '' when the member is private to the reader. */
export { readVisibleLocation } from '../../../lib/visible-location.js';

const usernameTaken = () =>
  inputRefused(PROFILE_TOASTS.usernameTaken.description, PROFILE_TOASTS.usernameTaken);

/** Whether `uid` may take `username`: true when it is free, false when it is already theirs. */
async function mustClaim(db: Firestore, uid: string, username: string): Promise<boolean> {
  let holder: string | null;
  try {
    const claim = await getDoc(doc(db, paths.username(username)));
    holder = readDocument(usernameClaimSchema, claim)?.uid ?? null;
  } catch (error) {
    console.warn('Username availability check failed', error);
    throw inputRefused(USERNAME_AVAILABILITY_FAILED_MESSAGE);
  }
  if (holder !== null && holder !== uid) throw usernameTaken();
  return holder === null;
}

/**
 * Saves the profile form (spec §5): validated with the form's messages, normalised (sanitised,
 * the username lowercased), then in one batch: the new username's claim when it changes, the
 * card, and location and links in sections/details. Of two members racing for one username
 * the second batch is refused as a whole and reads "That username is already taken. Try another
 * one?". The old name is released by the releaseOldUsername function. Returns what was saved.
 */
export async function updateProfile(
  db: Firestore,
  uid: string,
  form: ProfileForm,
): Promise<ProfileForm> {
  const saved = normalizeProfileForm(parseProfileInput(profileFormSchema, form));
  const current = await readProfileCard(db, uid);
  const renaming = saved.username !== '' && saved.username !== current?.username;
  const claim = renaming && (await mustClaim(db, uid, saved.username));

  const { username, displayName, bio, location, ...links } = saved;
  try {
    // One profile edit for the card and its details together.
    await writeWithBudget(db, uid, 'editProfile', (transaction) => {
      if (claim) transaction.set(doc(db, paths.username(username)), { uid });
      transaction.update(doc(db, paths.profile(uid)), {
        username,
        displayName,
        bio,
        // Cards from before location moved to sections/details lose it at the next save.
        location: deleteField(),
        updatedAt: serverTimestamp(),
      });
      transaction.set(
        doc(db, paths.profileDetails(uid)),
        { location, ...links, updatedAt: serverTimestamp() },
        { merge: true },
      );
    });
  } catch (error) {
    // Someone may have claimed the name between the check and the batch: mustClaim then
    // throws "already taken"; any other refusal is passed on.
    if (claim && isPermissionDenied(error)) await mustClaim(db, uid, username);
    throw error;
  }
  return saved;
}

/** The privacy toggle, saved at once; rules read the new flag on every later read. */
export async function setProfilePrivacy(
  db: Firestore,
  uid: string,
  isPrivate: boolean,
): Promise<void> {
  await writeWithBudget(db, uid, 'editProfile', (transaction) => {
    transaction.update(doc(db, paths.profile(uid)), { isPrivate, updatedAt: serverTimestamp() });
  });
}
